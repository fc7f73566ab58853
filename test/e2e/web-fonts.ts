import type { Page } from 'playwright-core';

/**
 * Waits until the web fonts are in use: the page adds their faces after its load event, all at once
 * when every file is in (src/client/lib/load-web-fonts.ts), so text measures differently until then.
 */
export async function webFontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    ['Barlow', 'Barlow Condensed'].every((family) => [...document.fonts].some((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded')),
  );
  // A layout with them, so what a test reads next is set in them.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
}
