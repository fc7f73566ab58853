import type { Page } from 'playwright-core';

/**
 * Waits until the web fonts are in use: the page links their stylesheet after its load event, and
 * each weight loads when text first needs it, so text measures differently until the last one is in.
 */
export async function webFontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href.includes('/assets/css/fonts.') && link.sheet !== null));
  // A layout makes the browser ask for every face the page's text uses; ready settles when all are in.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  await page.waitForFunction(() => ['Barlow', 'Barlow Condensed'].every((family) => [...document.fonts].some((face) => face.family === family && face.status === 'loaded')));
}
