import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/content/site-model.ts';
import { closeFilePages, openPage } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

/*
 * Issue 24: no wrong state while the scripts load. A visitor with lines stored must never see
 * "your list is empty", nor a "0" in the header, however late the scripts and the catalogue come.
 * Each test holds back a request (the island's script, the chrome's or the catalogue) and looks at
 * the page while it waits; an observer registered before the page's own scripts records any moment
 * the wrong state was on screen, so a flash between two checks is caught too.
 */

/**
 * Records in window.wrongStates every moment an empty-list message, or a header count of "0" or of
 * nothing, was visible. A string, so it runs as written (see the brief on tsx's __name helper).
 */
const WATCH_FOR_WRONG_STATES = `(() => {
  const seen = (window.wrongStates = []);
  const check = () => {
    const empty = document.querySelector('.enquiry-list__empty');
    if (empty && empty.checkVisibility()) seen.push('an empty-list message');
    for (const badge of document.querySelectorAll('[data-list-count]')) {
      const text = badge.textContent.trim();
      if (badge.checkVisibility() && (text === '0' || text === '')) seen.push('a header count of "' + text + '"');
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
})();`;

const wrongStates = (page: Page) => page.evaluate(() => (window as unknown as { wrongStates: string[] }).wrongStates);

/** A product's line as the list buttons store it (shared/product-copies.ts); `title` may be made stale on purpose. */
const copyOf = (product: Product, title = product.title) => ({
  title,
  price: product.price,
  minimum: product.quantity,
  href: `/product/${product.type}/${product.id}/`,
  image: `/images/products/${product.name.toLowerCase()}.svg`,
});

interface Stored {
  readonly cart?: readonly string[];
  readonly wishlist?: readonly string[];
  /** Copies of the products, by Article No; none for a list kept from before the copies. */
  readonly copies?: Record<string, ReturnType<typeof copyOf>>;
}

/** Stores the lists (each line at its product's minimum) and the copies in the page's origin. */
async function store(page: Page, { cart = [], wishlist = [], copies }: Stored, minimumOf: (name: string) => number) {
  const lines = cart.map((name) => ({ name, qty: minimumOf(name), note: '' }));
  await page.evaluate(
    ([cartJson, wishlistJson, copiesJson]) => {
      localStorage.setItem('tt.enquiry.v1', cartJson!);
      localStorage.setItem('tt.wishlist.v1', wishlistJson!);
      if (copiesJson) localStorage.setItem('tt.products.v1', copiesJson);
      else localStorage.removeItem('tt.products.v1');
    },
    [JSON.stringify({ lines, visitor: { name: 'A', phone: '1' } }), JSON.stringify(wishlist), copies ? JSON.stringify(copies) : ''] as const,
  );
}

/**
 * Holds every request matching `pattern` until release(); requested() says whether one has come,
 * so a test knows the page is waiting for it and not simply slow to ask.
 */
async function holdBack(page: Page, pattern: RegExp): Promise<{ requested: () => boolean; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

/**
 * Where each test stores the lists: a page without the list island, which would otherwise read
 * them, fetch the catalogue and store copies of its own while the test sets up.
 */
const START = '/about/';
const ISLAND_SCRIPT = /\/islands\/enquiry-list-page\.\w+\.js$/;
const CHROME_SCRIPT = /\/islands\/chrome\.\w+\.js$/;
const CATALOGUE = /\/assets\/data\/[^/]+\.json$/;

async function sampleProducts() {
  const { site } = await builtSite();
  const products = [site.productsByList.sports[0]!, site.productsByList.street[1]!];
  const byName = new Map([...Object.values(site.productsByList)].flat().map((product) => [product.name, product]));
  return { products, minimumOf: (name: string) => byName.get(name)?.quantity ?? 1 };
}

const island = (page: Page) => page.locator('[data-island="enquiry-list-page"]');
const placeholder = (page: Page) => page.locator('[data-island="enquiry-list-page"] [data-placeholder]');
/** The visitor's lines as each page draws them: form lines on /cart/ and /wishlist/, review lines on /checkout/. */
const drawnLines = (page: Page, path: string) => page.locator(path === '/checkout/' ? '.review-lines li' : '.line');

describe('the list pages while their scripts load', () => {
  for (const [path, list] of [
    ['/cart/', 'cart'],
    ['/wishlist/', 'wishlist'],
    ['/checkout/', 'cart'],
  ] as const) {
    for (const copies of [true, false]) {
      it(`${path}, lines stored ${copies ? 'with' : 'without'} copies: a placeholder holding its space until the island runs, then the lines, never an empty-list message`, async () => {
        const { products, minimumOf } = await sampleProducts();
        const names = products.map((product) => product.name);
        const { page } = await openPage(START);
        await store(
          page,
          { [list]: names, copies: copies ? Object.fromEntries(products.map((product) => [product.name, copyOf(product)])) : undefined },
          minimumOf,
        );
        const script = await holdBack(page, ISLAND_SCRIPT);
        await page.addInitScript(WATCH_FOR_WRONG_STATES);
        await page.goto(new URL(path, page.url()).href, { waitUntil: 'commit' });
        await expect.poll(script.requested).toBe(true);

        // Held back: the placeholder, in the list's place, and no word of an empty list.
        await page.waitForSelector('[data-island="enquiry-list-page"] [data-placeholder]', { state: 'visible' });
        expect((await placeholder(page).boundingBox())?.height ?? 0).toBeGreaterThan(100);
        expect(await placeholder(page).getAttribute('aria-busy')).toBe('true');
        expect(await page.locator('.enquiry-list__empty').count()).toBe(0);
        expect(await page.locator('[data-fallback]').isVisible()).toBe(false);
        expect(await island(page).getAttribute('data-ready')).toBeNull();
        expect(await page.evaluate(() => localStorage.getItem('tt.products.v1') !== null)).toBe(copies);

        script.release();
        await page.waitForSelector('[data-island="enquiry-list-page"][data-ready="true"]');
        expect(await drawnLines(page, path).count()).toBe(2);
        for (const product of products) expect(await page.locator('[data-island="enquiry-list-page"]').textContent()).toContain(product.title);
        expect(await placeholder(page).isVisible()).toBe(false);
        await page.waitForSelector('[data-island="enquiry-list-page"][data-drawn="true"]');
        expect(await drawnLines(page, path).count()).toBe(2);
        expect(await wrongStates(page)).toEqual([]);
        await page.context().close();
      });
    }
  }

  it('shows the true empty state at once when nothing is stored, without waiting for the catalogue', async () => {
    const { page } = await openPage('/cart/');
    const catalogue = await holdBack(page, CATALOGUE);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('[data-island="enquiry-list-page"][data-ready="true"]');
    expect(await page.locator('.enquiry-list__empty').isVisible()).toBe(true);
    expect(await placeholder(page).isVisible()).toBe(false);
    catalogue.release();
    await page.context().close();
  });

  it('without copies (a list kept from before them) keeps the placeholder until the catalogue arrives', async () => {
    const { products, minimumOf } = await sampleProducts();
    const { page } = await openPage(START);
    await store(page, { cart: products.map((product) => product.name) }, minimumOf);
    const catalogue = await holdBack(page, CATALOGUE);
    await page.addInitScript(WATCH_FOR_WRONG_STATES);
    await page.goto(new URL('/cart/', page.url()).href, { waitUntil: 'commit' });
    await expect.poll(catalogue.requested).toBe(true);
    // The island has run (it asked for the catalogue) and still shows the placeholder.
    expect(await island(page).getAttribute('data-state')).toBe('waiting');
    expect(await placeholder(page).isVisible()).toBe(true);
    expect((await placeholder(page).boundingBox())?.height ?? 0).toBeGreaterThan(100);
    expect(await page.locator('.line').count()).toBe(0);
    catalogue.release();
    await page.waitForSelector('[data-island="enquiry-list-page"][data-ready="true"]');
    expect(await page.locator('.line').count()).toBe(2);
    expect(await wrongStates(page)).toEqual([]);
    // The catalogue leaves copies behind, so the next visit draws at once.
    expect(Object.keys(await page.evaluate(() => JSON.parse(localStorage.getItem('tt.products.v1') ?? '{}') as object)).sort()).toEqual(
      products.map((product) => product.name).sort(),
    );
    await page.context().close();
  });

  it('draws the lines from the stored copies while the catalogue is held back, then confirms them against it', async () => {
    const { products, minimumOf } = await sampleProducts();
    const [kept, other] = products as [Product, Product];
    const { page } = await openPage(START);
    // One copy is stale (the owner has renamed the product since), one product the owner has removed.
    const removed = { ...copyOf(kept), title: 'A Discontinued Jacket' };
    await store(
      page,
      { cart: ['TT-ZZ-999', kept.name, other.name], copies: { 'TT-ZZ-999': removed, [kept.name]: copyOf(kept, 'Old Title'), [other.name]: copyOf(other) } },
      minimumOf,
    );
    const catalogue = await holdBack(page, CATALOGUE);
    await page.goto(new URL('/checkout/', page.url()).href, { waitUntil: 'commit' });
    await page.waitForSelector('[data-island="enquiry-list-page"][data-ready="true"]');
    await expect.poll(catalogue.requested).toBe(true);
    expect(await island(page).getAttribute('data-drawn')).toBeNull();
    const review = page.locator('.review-lines li');
    expect(await review.allTextContents()).toEqual([
      'A Discontinued Jacket (Article No TT-ZZ-999): 1 piece',
      `Old Title (Article No ${kept.name}): ${kept.quantity} pieces`,
      `${other.title} (Article No ${other.name}): ${other.quantity} pieces`,
    ]);
    // The message would name what the catalogue may no longer have: sending waits for it.
    const send = page.getByRole('button', { name: 'Send by WhatsApp' });
    expect(await send.getAttribute('aria-disabled')).toBe('true');

    catalogue.release();
    await page.waitForSelector('[data-island="enquiry-list-page"][data-drawn="true"]');
    expect(await review.allTextContents()).toEqual([
      `Article No TT-ZZ-999: no longer in the catalogue, left out of the message`,
      `${kept.title} (Article No ${kept.name}): ${kept.quantity} pieces`,
      `${other.title} (Article No ${other.name}): ${other.quantity} pieces`,
    ]);
    expect(await send.getAttribute('aria-disabled')).toBeNull();
    // The copies now hold what the catalogue says, and none for the removed product.
    const copies = await page.evaluate(() => JSON.parse(localStorage.getItem('tt.products.v1') ?? '{}') as Record<string, { title: string }>);
    expect(Object.keys(copies).sort()).toEqual([kept.name, other.name].sort());
    expect(copies[kept.name]?.title).toBe(kept.title);
    await page.context().close();
  });

  it('draws what "Add to enquiry" and "Save" stored before the catalogue arrives, with its picture and link', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.sports[0]!;
    const { page } = await openPage('/sports-ware/');
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${product.name}"]`);
    await page.click(`[data-listing-grid] [data-list-action="save"][data-article="${product.name}"]`);
    const card = {
      href: await page.getAttribute(`[data-listing-grid] .product-card:has([data-article="${product.name}"]) a`, 'href'),
      image: await page.getAttribute(`[data-listing-grid] .product-card:has([data-article="${product.name}"]) img`, 'src'),
    };
    for (const path of ['/cart/', '/wishlist/']) {
      const catalogue = await holdBack(page, CATALOGUE);
      await page.goto(page.url().replace(/\/[a-z-]+\/$/, path), { waitUntil: 'commit' });
      await page.waitForSelector('[data-island="enquiry-list-page"][data-ready="true"]');
      await expect.poll(catalogue.requested).toBe(true);
      const line = page.locator(`.line[data-article="${product.name}"]`);
      expect(await line.locator('.line__title').textContent()).toBe(product.title);
      expect(await line.locator('.line__title').getAttribute('href')).toBe(card.href);
      expect(await line.locator('img').getAttribute('src')).toBe(card.image);
      if (path === '/cart/') expect(await line.locator('input[name="qty"]').inputValue()).toBe(String(product.quantity));
      catalogue.release();
      await page.waitForSelector('[data-island="enquiry-list-page"][data-drawn="true"]');
      await page.unroute(CATALOGUE);
    }
    await page.context().close();
  });

  it('keeps the header counts blank and hidden, never "0", until the stored lists are read', async () => {
    const { products, minimumOf } = await sampleProducts();
    const { page } = await openPage('/about/');
    await store(page, { cart: products.map((product) => product.name), wishlist: [products[0]!.name] }, minimumOf);
    const chrome = await holdBack(page, CHROME_SCRIPT);
    await page.addInitScript(WATCH_FOR_WRONG_STATES);
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(chrome.requested).toBe(true);
    await page.waitForSelector('[data-list-count="cart"]', { state: 'attached' });
    for (const list of ['cart', 'wishlist']) {
      const badge = page.locator(`[data-list-count="${list}"]`);
      expect(await badge.isVisible(), list).toBe(false);
      expect(await badge.textContent(), list).toBe('');
    }
    chrome.release();
    await expect.poll(() => page.locator('[data-list-count="cart"]:visible').textContent()).toBe('2');
    expect(await page.locator('[data-list-count="wishlist"]:visible').textContent()).toBe('1');
    expect(await wrongStates(page)).toEqual([]);
    await page.context().close();
  });

  it('without JavaScript shows the no-JavaScript text and no placeholder', async () => {
    for (const path of ['/cart/', '/wishlist/', '/checkout/']) {
      const { page } = await openPage(path, { javaScriptEnabled: false });
      expect(await page.locator('[data-fallback]').isVisible(), path).toBe(true);
      expect(await placeholder(page).isVisible(), path).toBe(false);
      await page.context().close();
    }
  });
});
