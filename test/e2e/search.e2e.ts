import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePages, newContext, openPage, origin, pageSettled } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

const resultLinks = (page: Page) => page.$$eval('[data-search-results] a', (links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

describe('site search', () => {
  it('loads nothing of the search until the dialog opens; "/" opens it with focus in the field', async () => {
    const { page } = await openPage('/about/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await pageSettled(page);
    expect(requests.filter((path) => path.startsWith('/pagefind/'))).toEqual([]);
    await page.keyboard.press('/');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    await expect.poll(() => requests.some((path) => path === '/pagefind/pagefind.js')).toBe(true);
    await page.context().close();
  });

  it('finds a product by its Article No, a post by its title and a technique, as you type', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/');
    await page.click('.site-search__open');
    const product = site.productsByList.street[4]!;
    await page.fill('#search-input', product.name);
    await expect.poll(() => resultLinks(page), { timeout: 10_000 }).toContain(`/product/street-ware/${product.id}/`);
    const post = site.blogPosts[2]!;
    await page.fill('#search-input', post.title);
    await expect.poll(async () => (await resultLinks(page))[0], { timeout: 10_000 }).toBe(`/blog/${post.slug}/`);
    await page.fill('#search-input', 'chenille');
    await expect.poll(() => resultLinks(page), { timeout: 10_000 }).toContain('/embroidery/');
    // Every technique is found, each at its own card: Pagefind keeps one record per address, so
    // they used to share /printing/ and only the last one was searchable.
    for (const technique of [...site.printingTypes, ...site.embroideryTypes]) {
      await page.fill('#search-input', technique.title);
      const address = `/${technique.kind}/#${technique.slug}`;
      await expect
        .poll(() => page.$$eval('[data-search-results] a', (links) => links.map((link) => link.getAttribute('href'))), { timeout: 10_000 })
        .toContain(address);
    }
    await page.context().close();
  });

  it('is keyboard-operable: Ctrl+K opens, arrows move through results, Tab stays inside, Escape closes and returns focus', async () => {
    const { page } = await openPage('/about/');
    await page.focus('.site-footer a[href="/privacy/"]');
    await page.keyboard.press('Control+k');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    await page.keyboard.type('hoodie');
    await expect.poll(() => page.locator('[data-search-results] a').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    const first = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(first).toBeTruthy();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).not.toBe(first);
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(first);
    for (let step = 0; step < 15; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#search-dialog')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/privacy/');
    await page.context().close();
  });

  it('opens at once and keeps what is typed while its code is still on the way, then finds it', async () => {
    const { site } = await builtSite();
    // The search code loads when the dialog first opens; hold it back while the visitor types. The
    // route is set before the page opens: set on the loaded page, it did not yet hold for the
    // page's next request on a busy machine, so the code arrived unheld and unseen (see
    // OpenOptions.routes in browser.ts).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const { page } = await openPage(
      '/privacy/',
      {},
      {
        routes: (page) =>
          page.route(/\/assets\/islands\/site-search\.\w+\.js$/, async (route) => {
            asked += 1;
            await held;
            await route.continue();
          }),
      },
    );
    expect(asked, 'the search code was fetched before the dialog opened').toBe(0);
    await page.keyboard.press('/');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-input');
    const product = site.productsByList.sports[2]!;
    await page.keyboard.type(product.name);
    await expect.poll(() => asked).toBe(1);
    expect(await page.locator('[data-search-results] a').count()).toBe(0);
    // The close button works before the code is there too, and the text stays for the next opening.
    await page.click('.search-dialog__close');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    await page.keyboard.press('Control+k');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
    release();
    await expect.poll(() => resultLinks(page), { timeout: 10_000 }).toContain(`/product/sports-ware/${product.id}/`);
    expect(asked).toBe(1);
    await page.context().close();
  });

  it('closes on its close button and on a click outside', async () => {
    const { page } = await openPage('/about/');
    await page.click('.site-search__open');
    await page.click('.search-dialog__close');
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-search__open'))).toBe(true);
    await page.click('.site-search__open');
    await page.mouse.click(10, 880);
    expect(await page.locator('#search-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    await page.context().close();
  });

  it("holds its button's place in the header from the first paint, unseen until the chrome answers it, so showing it moves nothing", async () => {
    let showChrome = () => {};
    const chromeHeld = new Promise<void>((resolve) => {
      showChrome = resolve;
    });
    const page = await (await newContext()).newPage();
    // The chrome's script held back: the page is drawn, its load waits (a module script holds the load event).
    await page.route(/\/assets\/islands\/chrome\.[^/]*\.js$/, async (route) => {
      await chromeHeld;
      await route.continue();
    });
    // The web fonts, added once the page has loaded, set the header's words in other widths (the
    // "Chat" beside this button): held unanswered, so what is measured is the chrome's answer alone.
    await page.route(/\/assets\/fonts\//, () => undefined);
    void page.goto(`${origin()}/about/`).catch(() => undefined);
    await page.waitForSelector('.site-search__open', { state: 'attached' });
    await page.waitForFunction(() => document.readyState !== 'loading');
    const button = page.locator('.site-search__open');
    const before = await button.boundingBox();
    expect(await button.isVisible()).toBe(false);
    expect(before?.width).toBeGreaterThan(0);
    showChrome();
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await button.boundingBox()).toEqual(before);
    await page.context().close();
  });

  it('without JavaScript there is no search button that would do nothing', async () => {
    const { page } = await openPage('/about/', { javaScriptEnabled: false });
    expect(await page.locator('.site-search__open').isVisible()).toBe(false);
    await page.context().close();
  });
});
