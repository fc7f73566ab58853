// Takes full-page screenshots of the built dist/ at phone and desktop widths, for looking at the design.
// Usage: npm run screenshots [-- /path/ /other/]   → screenshots/<page>-<width>.png
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '../src/serve/serve-static.ts';
import { launchChromium } from './launch-chromium.ts';

const DEFAULT_PAGES = ['/', '/about/', '/sports-ware/', '/product/sports-ware/1/', '/blog/', '/contact/'];
const WIDTHS = [375, 1280];
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const fullPage = !process.argv.includes('--viewport');

const server = await serveStatic({ root: path.resolve('dist') });
const browser = await launchChromium();
await mkdir('screenshots', { recursive: true });
try {
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const url of pages.length > 0 ? pages : DEFAULT_PAGES) {
      await page.goto(`${server.origin}${url}`, { waitUntil: 'networkidle' });
      // Lazy images below the fold load only when scrolled to; load them for the full-page picture.
      await page.evaluate(() => {
        for (const image of document.querySelectorAll('img[loading="lazy"]')) image.setAttribute('loading', 'eager');
      });
      await page.waitForLoadState('networkidle');
      if (fullPage) {
        // Scroll through the page so scroll reveals run, as they would for a visitor, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(1500);
      }
      const name = url === '/' ? 'home' : url.replace(/^\/|\/$/g, '').replace(/\//g, '_');
      const file = path.join('screenshots', `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
