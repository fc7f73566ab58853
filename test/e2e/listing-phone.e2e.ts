import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { closeFilePages, newContext, openPage, origin } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** The first page of every listing in the test site. */
async function listingPaths(): Promise<string[]> {
  const { routes } = await builtSite();
  return routes.filter((route) => route.component.name === 'ListingPage' && (route.props as { page: number }).page === 1).map((route) => route.path);
}

/**
 * Holds back every request whose address matches `pattern` until `release()`: an island's script
 * (assets/islands/NAME.HASH.js) or the rest stylesheet linked after the first view
 * (assets/css/NAME.HASH.css). `held()` counts the requests held so far.
 */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(pattern, async (route: Route) => {
    count += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => count };
}

const islandScript = (name: string) => new RegExp(`/assets/islands/${name}\\.[A-Za-z0-9]+\\.js$`);
const restStyles = (name: string) => new RegExp(`/assets/css/${name}\\.[\\w-]+\\.css$`);

/** Opens a page with one island's script held back (see holdRequests). */
async function openHeld(path: string, island: string, options: BrowserContextOptions = {}) {
  const page = await (await newContext(options)).newPage();
  const hold = await holdRequests(page, islandScript(island));
  // The held script holds back the load event, not the parsed document.
  await page.goto(`${origin()}${path}`, { waitUntil: 'domcontentloaded' });
  return { page, ...hold };
}

const isReady = (page: Page, island: string) => page.$eval(`[data-island="${island}"]`, (element) => (element as HTMLElement).dataset.ready === 'true');

describe('listings on a phone', () => {
  it('show the first product card within the first screen (375×740) on every listing', async () => {
    const paths = await listingPaths();
    expect(paths.length).toBeGreaterThanOrEqual(4);
    for (const path of paths) {
      const { page } = await openPage(path, PHONE);
      const top = await page.$eval('[data-listing-grid] .product-card', (card) => card.getBoundingClientRect().top + window.scrollY);
      expect(top, path).toBeLessThanOrEqual(740 - 100);
      // The filters are behind the button, not on the page.
      expect(await page.locator('[data-listing-tools]').isVisible(), path).toBe(false);
      expect(await page.locator('[data-filters-open]').isVisible(), path).toBe(true);
      await page.context().close();
    }
  });

  it('filter and sort open in a dialog that filters, sorts and closes with the keyboard alone', async () => {
    const { page } = await openPage('/sports-ware/', PHONE);
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    const open = page.locator('[data-filters-open]');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filter and sort' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await open.getAttribute('aria-expanded')).toBe('true');

    // Tab from the first category reaches it; Space presses it, and the cards follow at once.
    const category = page.locator('[data-category]').first();
    const slug = (await category.getAttribute('data-category'))!;
    await category.focus();
    await page.keyboard.press('Space');
    await page.waitForSelector(`[data-island="product-listing"][data-rendered*="cat=${slug}"]`);
    expect(await category.getAttribute('aria-pressed')).toBe('true');

    await page.locator('#listing-sort').focus();
    const next = await page.$eval('#listing-sort', (select) => (select as HTMLSelectElement).options[1]!.value);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe(next);

    // Focus stays inside the open dialog: Tab from its last control comes back to its first.
    await page.locator('[data-filters-done]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-filters-close'))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-filters-done'))).toBe(true);
    // "Show N products" names how many the filters leave.
    const shown = await page.locator('[data-listing-grid] .product-card').count();
    expect(await page.locator('[data-filters-done]').textContent()).toBe(`Show ${shown} products`);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // Hidden once it has slid out.
    await expect.poll(() => page.locator('[data-filter-drawer]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-filters-open'))).toBe(true);
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    // The button counts the active filter, and its chip takes it off.
    expect(await page.locator('[data-active-count]').textContent()).toBe('(1)');
    const chip = page.locator('[data-listing-chips] button');
    expect(await chip.count()).toBe(1);
    await chip.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('cat')).toBe(null);
    expect(await page.locator('[data-active-count]').isVisible()).toBe(false);
    expect(await page.locator('[data-listing-chips]').isVisible()).toBe(false);
    await page.context().close();
  });

  it('the backdrop and the close button close the dialog; a desktop width shows a sidebar, never a dialog', async () => {
    const { page } = await openPage('/all-products/', PHONE);
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await page.click('[data-filters-open]');
    await page.waitForSelector('[data-filter-drawer].is-open');
    await page.click('[data-filters-backdrop]', { position: { x: 10, y: 300 } });
    await expect.poll(() => page.locator('[data-filter-drawer]').isVisible()).toBe(false);
    await page.click('[data-filters-open]');
    await page.click('[data-filters-close]');
    await expect.poll(() => page.locator('[data-filter-drawer]').isVisible()).toBe(false);
    await page.click('[data-filters-open]');
    await page.waitForSelector('[data-filter-drawer].is-open');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[data-listing-tools]').isVisible()).toBe(true);
    expect(await page.locator('[data-filters-open]').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.body.classList.contains('has-sidebar-open'))).toBe(false);
    await page.context().close();
  });
});

describe('the main controls before their script has run', () => {
  it('are shown at first paint with JavaScript, and what is typed and clicked meanwhile is applied when the listing script runs', async () => {
    const { site } = await builtSite();
    const { page, ...hold } = await openHeld('/all-products/', 'product-listing');
    expect(hold.held()).toBeGreaterThan(0);
    expect(await isReady(page, 'product-listing')).toBe(false);
    // Visible and answering without the listing's script: the chrome enables the toggles.
    expect(await page.locator('[data-listing-tools]').isVisible()).toBe(true);
    const category = page.locator('[data-category="hoodies"]');
    await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-category="hoodies"]')?.disabled);
    await page.fill('#listing-search', 'zip');
    await category.click();
    expect(await category.getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-view="list"]').click();
    expect(await page.locator('[data-view="list"]').getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).search).toBe('');

    hold.release();
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ q: 'zip', cat: 'hoodies', view: 'list' });
    await page.waitForSelector('[data-island="product-listing"][data-rendered*="q=zip"]');
    // Of the hoodies, only the one whose title says zip.
    const codes = await page.$$eval('[data-listing-grid] .product-card__code', (elements) =>
      elements.map((element) => element.textContent?.replace('Article No: ', '')),
    );
    const expected = site.products.filter((product) => product.category === 'Hoodies' && /zip/i.test(product.title)).map((product) => product.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(codes).toEqual(expected);
    expect(await page.locator('[data-listing-grid]').getAttribute('class')).toContain('product-grid--list');
    expect(await page.locator('#listing-search').inputValue()).toBe('zip');
    await page.context().close();
  });

  it("a listing is drawn and filters before the rest of the page's CSS has arrived (that file held back)", async () => {
    const page = await (await newContext(PHONE)).newPage();
    const { release, held } = await holdRequests(page, restStyles('listing-page'));
    // The parser waits at that stylesheet, after the listing: neither load nor DOMContentLoaded comes.
    await page.goto(`${origin()}/sports-ware/`, { waitUntil: 'commit' });
    await page.waitForSelector('[data-island="product-listing"][data-ready]');
    await page.waitForSelector('[data-listing-end]', { state: 'attached' });
    expect(held()).toBe(1);
    // Laid out by the head's rules alone: two columns of cards, the first within the first screen.
    const cards = page.locator('[data-listing-grid] .product-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(first!.y).toBeLessThan(740 - 100);
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    // The drawer opens as a dialog, and a category chosen in it filters the cards.
    await page.click('[data-filters-open]');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    const category = page.locator('[data-filter-drawer] [data-category]:not([aria-pressed="true"])').first();
    const slug = (await category.getAttribute('data-category'))!;
    await category.click();
    await page.click('[data-filters-done]');
    await expect.poll(() => new URL(page.url()).searchParams.get('cat')?.split(',')).toContain(slug);
    await page.waitForSelector(`[data-island="product-listing"][data-rendered*="${slug}"]`);
    expect(held()).toBe(1);
    release();
    await page.context().close();
  });

  it('the blog search, the map button and the enquiry list answer before the rest of the CSS has arrived (held back)', async () => {
    const cases = [
      { path: '/blog/', island: 'blog-search', sheet: 'blog-index-page' },
      { path: '/contact/', island: 'map-embed', sheet: 'contact-page' },
      { path: '/cart/', island: 'enquiry-list-page', sheet: 'enquiry-list-page' },
    ];
    for (const { path, island, sheet } of cases) {
      const page = await (await newContext(PHONE)).newPage();
      const { release, held } = await holdRequests(page, restStyles(sheet));
      await page.goto(`${origin()}${path}`, { waitUntil: 'commit' });
      await page.waitForSelector(`[data-island="${island}"][data-ready]`);
      expect(held(), path).toBe(1);
      expect(await page.evaluate(() => document.readyState), path).toBe('loading');
      if (island === 'blog-search') {
        const title = (await page.locator('.post-card__title').first().textContent())!.trim();
        await page.fill('#blog-search-input', title.split(/\s+/).find((part) => part.length > 4)!);
        await expect.poll(() => page.locator('[data-search-results] a').allTextContents()).toContain(title);
      }
      if (island === 'map-embed') expect(await page.locator('button[data-map-src]').isDisabled()).toBe(false);
      release();
      await page.context().close();
    }
  });

  it('a sort chosen before the script runs is applied when it does', async () => {
    const { page, ...hold } = await openHeld('/sports-ware/', 'product-listing');
    await page.selectOption('#listing-sort', 'price-desc');
    hold.release();
    await page.waitForSelector('[data-island="product-listing"][data-rendered="?sort=price-desc"]');
    const prices = await page.$$eval('[data-listing-grid] .product-card__price', (elements) =>
      elements.map((element) => Number(/([\d.]+)/.exec(element.textContent ?? '')?.[1])),
    );
    expect(prices.every((price, index) => index === 0 || prices[index - 1]! >= price)).toBe(true);
    await page.context().close();
  });

  it('without JavaScript the tools and the phone button stay hidden', async () => {
    for (const viewport of [PHONE, {}]) {
      const { page } = await openPage('/all-products/', { ...viewport, javaScriptEnabled: false });
      expect(await page.locator('[data-listing-tools]').isVisible()).toBe(false);
      expect(await page.locator('[data-filters-open]').isVisible()).toBe(false);
      expect(await page.locator('.category-filter').isVisible()).toBe(true);
      await page.context().close();
    }
  });

  it('the blog search is shown at first paint and searches what was typed before its script ran', async () => {
    const { page, ...hold } = await openHeld('/blog/', 'blog-search');
    const input = page.locator('#blog-search-input');
    expect(await input.isVisible()).toBe(true);
    const title = (await page.locator('.post-card__title').first().textContent())!.trim();
    const word = title.split(/\s+/).find((part) => part.length > 4)!;
    await input.fill(word);
    expect(await page.locator('[data-search-results] li').count()).toBe(0);
    hold.release();
    await page.waitForSelector('[data-island="blog-search"][data-ready]');
    // Ready, it fetches the posts (blog/posts.json) and then searches what was typed: the results follow.
    await expect.poll(() => page.locator('[data-search-results] a').allTextContents()).toContain(title);
    await page.context().close();
  });

  it('the map button is shown at once, busy and not clickable until its script runs', async () => {
    const { page, ...hold } = await openHeld('/contact/', 'map-embed');
    const button = page.locator('button[data-map-src]');
    expect(await button.isVisible()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('aria-busy')).toBe('true');
    hold.release();
    await page.waitForSelector('[data-island="map-embed"][data-ready]');
    expect(await button.isDisabled()).toBe(false);
    expect(await button.getAttribute('aria-busy')).toBe(null);
    await page.context().close();
  });
});

describe("the cards' Save and Add to enquiry", () => {
  it('hold their place from the first paint, unseen until the chrome runs, so no card grows when they show (at 375 and 1280 px)', async () => {
    for (const [path, options] of [
      ['/all-products/', PHONE],
      ['/all-products/', {}],
    ] as const) {
      const page = await (await newContext(options)).newPage();
      const { release, held } = await holdRequests(page, islandScript('chrome'));
      // The chrome is a module script: held, it holds back DOMContentLoaded too, not the drawn page.
      void page.goto(`${origin()}${path}`).catch(() => undefined);
      await page.waitForSelector('[data-listing-grid] .product-card', { state: 'attached' });
      await expect.poll(held).toBeGreaterThan(0);
      // A button's width follows its words, which the web fonts (linked by the chrome) set a pixel
      // or two apart from the metric-matched fallback: its place and height are what must hold.
      const boxes = () =>
        page.$$eval('[data-listing-grid] .product-card, [data-listing-grid] .list-button', (elements) =>
          elements.slice(0, 12).map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return (element.classList.contains('list-button') ? [x, y, height] : [x, y, width, height]).map(Math.round).join(',');
          }),
        );
      const before = await boxes();
      const button = page.locator('[data-listing-grid] [data-list-action="add"]').first();
      expect(await button.isVisible()).toBe(false);
      expect((await button.boundingBox())?.height).toBeGreaterThan(30);
      release();
      await expect.poll(() => button.isVisible()).toBe(true);
      await page.waitForFunction(() => document.querySelectorAll('[data-list-action]:not([data-article])').length === 0);
      expect(await boxes(), path).toEqual(before);
      await page.context().close();
    }
  });
});
