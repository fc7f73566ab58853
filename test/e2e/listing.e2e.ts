import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import type { Page } from 'playwright-core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { PageContext, type PageContextValue } from '../../src/page-api/page-context.ts';
import { Pagination } from '../../templates/components/Pagination.tsx';
import { closeFilePages, failCardData, openPage, type DataFailure } from './browser.ts';
import { gridCards, withoutPriority } from './product-cards.ts';
import { builtSite } from './site-model.ts';
import { TEST_DIST } from './test-site.ts';

afterAll(closeFilePages);

interface Card {
  code: string;
  price: number;
  rating: number;
  label: string;
  href: string;
}

async function cards(page: Page): Promise<Card[]> {
  return page.$$eval('[data-listing-grid] .product-card', (elements) =>
    elements.map((card) => ({
      code: card.querySelector('.product-card__code')?.textContent?.replace('Article No: ', '') ?? '',
      price: Number(/Price \$([\d.]+)/.exec(card.querySelector('.product-card__price')?.textContent ?? '')?.[1]),
      rating: Number(/([\d.]+)/.exec(card.querySelector('.product-card__rating')?.textContent ?? '')?.[1]),
      label: card.querySelector('.product-card__label')?.textContent ?? '',
      href: card.querySelector('a')?.getAttribute('href') ?? '',
    })),
  );
}

const isSorted = (values: number[], direction: 'asc' | 'desc') =>
  values.every((value, index) => index === 0 || (direction === 'asc' ? values[index - 1]! <= value : values[index - 1]! >= value));

/** Waits until the address holds the expected query and the island has redrawn the cards for it. */
async function waitForQuery(page: Page, expected: string) {
  await expect.poll(() => new URL(page.url()).search).toBe(expected);
  if (expected !== '') await page.waitForSelector(`[data-island="product-listing"][data-rendered="${expected}"]`);
  else await page.waitForFunction(() => (document.querySelector<HTMLElement>('[data-island="product-listing"]')?.dataset.rendered ?? '') === '');
}

describe('listing pages', () => {
  it('sorts by each order, checked against the prices and ratings on the cards', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    const before = await cards(page);
    expect(before.map((card) => card.code)).toEqual(site.products.map((product) => product.name));

    await page.selectOption('#listing-sort', 'price-asc');
    await waitForQuery(page, '?sort=price-asc');
    let shown = await cards(page);
    expect(shown).toHaveLength(site.products.length);
    expect(
      isSorted(
        shown.map((card) => card.price),
        'asc',
      ),
    ).toBe(true);

    await page.selectOption('#listing-sort', 'price-desc');
    await waitForQuery(page, '?sort=price-desc');
    expect(
      isSorted(
        (await cards(page)).map((card) => card.price),
        'desc',
      ),
    ).toBe(true);

    await page.selectOption('#listing-sort', 'rating');
    await waitForQuery(page, '?sort=rating');
    expect(
      isSorted(
        (await cards(page)).map((card) => card.rating),
        'desc',
      ),
    ).toBe(true);

    await page.selectOption('#listing-sort', 'popularity');
    await waitForQuery(page, '?sort=popularity');
    const popularity = new Map(site.products.map((product) => [product.name, product.popularity]));
    expect(
      isSorted(
        (await cards(page)).map((card) => popularity.get(card.code) ?? -1),
        'desc',
      ),
    ).toBe(true);

    await page.selectOption('#listing-sort', 'default');
    await waitForQuery(page, '');
    shown = await cards(page);
    expect(shown.map((card) => card.code)).toEqual(site.products.map((product) => product.name));
    await page.context().close();
  });

  it('changes the page size, pages, and returns to page 1 when sorting or a filter changes', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    await page.selectOption('#listing-per', '12');
    await waitForQuery(page, '?per=12');
    expect(await cards(page)).toHaveLength(12);
    const pages = Math.ceil(site.products.length / 12);
    await expect(page.locator('[data-listing-pagination] a[aria-label]').last().textContent()).resolves.toBe(String(pages));
    await page.click('[data-listing-pagination] a[aria-label="Page 2"]');
    await waitForQuery(page, '?per=12&page=2');
    expect((await cards(page))[0]?.code).toBe(site.products[12]?.name);
    await expect(page.locator('[data-listing-count]').textContent()).resolves.toBe(`Showing 13–24 of ${site.products.length} products`);
    await page.selectOption('#listing-sort', 'price-asc');
    await waitForQuery(page, '?sort=price-asc&per=12');
    await page.click('[data-listing-pagination] a[aria-label="Page 3"]');
    await waitForQuery(page, '?sort=price-asc&per=12&page=3');
    await page.locator('[data-category]').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.context().close();
  });

  it('draws the page links as the server renders them, rel="prev" and rel="next" included (they once drifted apart)', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    await page.selectOption('#listing-per', '12');
    await waitForQuery(page, '?per=12');
    await page.click('[data-listing-pagination] a[aria-label="Page 2"]');
    await waitForQuery(page, '?per=12&page=2');
    const drawn = await page.locator('[data-listing-pagination]').innerHTML();
    // The server's component for the same page, page count and addresses the island writes.
    const pageCount = Math.ceil(site.products.length / 12);
    expect(pageCount).toBeGreaterThan(4);
    const title = (await page.locator('h1').textContent())!.trim();
    const href = (number: number) => `/all-products/?per=12${number > 1 ? `&page=${number}` : ''}`;
    const served = renderToStaticMarkup(
      createElement(
        PageContext.Provider,
        { value: { site, stylesheets: new Map(), firstView: false } as unknown as PageContextValue },
        createElement(Pagination, { page: 2, pageCount, href, label: title }),
      ),
    );
    expect(served).toContain('rel="prev"');
    expect(served).toContain('rel="next"');
    expect(served).toContain('pagination__gap');
    expect(drawn).toBe(served);
    await page.context().close();
  });

  it('on /street-ware a category click selects only it, and a second click clears it', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/street-ware/');
    const hoodies = page.locator('[data-category="hoodies"]');
    const tees = page.locator('[data-category="t-shirts"]');
    await hoodies.click();
    await waitForQuery(page, '?cat=hoodies');
    expect(new Set((await cards(page)).map((card) => card.label))).toEqual(new Set(['Hoodies']));
    await tees.click();
    await waitForQuery(page, '?cat=t-shirts');
    expect(await hoodies.getAttribute('aria-pressed')).toBe('false');
    expect(new Set((await cards(page)).map((card) => card.label))).toEqual(new Set(['T-Shirts']));
    await tees.click();
    await waitForQuery(page, '');
    expect(await cards(page)).toHaveLength(site.productsByList.street.length);
    await page.context().close();
  });

  it('on /sports-ware categories toggle independently, and an empty selection shows all', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/sports-ware/');
    await page.click('[data-category="soccer-uniform"]');
    await page.click('[data-category="boxing-uniform"]');
    await waitForQuery(page, '?cat=soccer-uniform%2Cboxing-uniform');
    const expected = site.productsByList.sports
      .filter((product) => ['Soccer Uniform', 'Boxing Uniform'].includes(product.category))
      .map((product) => product.name);
    expect((await cards(page)).map((card) => card.code)).toEqual(expected);
    await page.click('[data-category="soccer-uniform"]');
    await page.click('[data-category="boxing-uniform"]');
    await waitForQuery(page, '');
    expect(await cards(page)).toHaveLength(site.productsByList.sports.length);
    await page.context().close();
  });

  it('searches by Article No, name and category as you type', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    const target = site.productsByList.street.find((product) => product.category === 'Hoodies')!;
    await page.fill('#listing-search', target.name.toLowerCase());
    await expect.poll(async () => (await cards(page)).map((card) => card.code)).toEqual([target.name]);
    await page.fill('#listing-search', 'hoodies');
    await expect
      .poll(async () => (await cards(page)).length)
      .toBe(site.products.filter((product) => /hoodie/i.test(`${product.title} ${product.category} ${product.label}`)).length);
    await page.context().close();
  });

  it('applies the price range', async () => {
    const { page } = await openPage('/all-products/');
    await page.fill('input[name="min"]', '20');
    await page.fill('input[name="max"]', '25');
    await page.press('input[name="max"]', 'Enter');
    await waitForQuery(page, '?min=20&max=25');
    const shown = await cards(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const card of shown) expect(card.price >= 20 && card.price <= 25, `${card.code} ${card.price}`).toBe(true);
    await page.context().close();
  });

  it("takes the price filter's range from the catalogue: the form shows it, and no product is left out", async () => {
    const { site } = await builtSite();
    const range = (prices: number[]) => ({ min: String(Math.floor(Math.min(...prices))), max: String(Math.ceil(Math.max(...prices))) });
    for (const [path, products] of [
      ['/all-products/', site.products],
      ['/street-ware/', site.productsByList.street],
      ['/sports-ware/', site.productsByList.sports],
      ['/safety-ware/', site.productsByList.safety],
      ['/shop/', site.productsByList.safety],
    ] as const) {
      const expected = range(products.map((product) => product.price));
      // The form as the server wrote it, which a visitor without JavaScript gets: read from the file.
      const html = parseDocument(await readFile(join(TEST_DIST, path, 'index.html'), 'utf8'));
      const attributes = (name: string) => {
        const input = DomUtils.findOne((element) => element.name === 'input' && element.attribs.name === name, html.children);
        return { min: input?.attribs.min, max: input?.attribs.max, value: input?.attribs.value };
      };
      expect(attributes('min'), path).toEqual({ ...expected, value: expected.min });
      expect(attributes('max'), path).toEqual({ ...expected, value: expected.max });
    }
    // With the island running, the dearest product is still listed and every product is counted.
    const { page } = await openPage('/all-products/');
    await page.selectOption('#listing-sort', 'price-desc');
    await waitForQuery(page, '?sort=price-desc');
    expect((await cards(page))[0]!.price).toBe(Math.max(...site.products.map((product) => product.price)));
    expect(await page.locator('[data-listing-count]').textContent()).toContain(`of ${site.products.length} products`);
    await page.context().close();
  });

  for (const failure of ['an error status', 'no answer'] as const satisfies readonly DataFailure[]) {
    it(`says so when the card data cannot load (${failure}), and Retry loads it`, async () => {
      let data!: Awaited<ReturnType<typeof failCardData>>;
      const { page } = await openPage(
        '/all-products/',
        {},
        { allow: /Failed to load resource/, routes: async (page) => (data = await failCardData(page, failure)) },
      );
      const before = await cards(page);
      await page.selectOption('#listing-sort', 'price-asc');
      const problem = page.locator('[data-load-problem]');
      await expect.poll(() => problem.textContent()).toContain("Couldn't load the catalogue, so the search, filters and sorting cannot be applied yet.");
      expect(await problem.getAttribute('role')).toBe('status');
      // The page's own cards stay; nothing is drawn from a failed answer.
      expect(await cards(page)).toEqual(before);

      // The failure is not kept: Retry asks again and, once the server answers, applies the change.
      const asked = data.requests();
      data.release();
      await problem.getByRole('button', { name: 'Retry' }).click();
      await waitForQuery(page, '?sort=price-asc');
      expect(data.requests()).toBeGreaterThan(asked);
      expect(
        isSorted(
          (await cards(page)).map((card) => card.price),
          'asc',
        ),
      ).toBe(true);
      expect(await problem.textContent()).toBe('');
      await page.context().close();
    });
  }

  it('shows an empty state with a picture and a way to clear the filters', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    await page.fill('#listing-search', 'no such garment zzz');
    await expect.poll(() => page.locator('[data-listing-empty]').isVisible()).toBe(true);
    expect(await page.locator('[data-listing-empty]').textContent()).toContain('No Product Matches The Search!');
    expect(await page.locator('[data-listing-empty] img').count()).toBe(1);
    await page.click('[data-listing-clear]');
    await expect.poll(async () => (await cards(page)).length).toBe(site.products.length);
    await waitForQuery(page, '');
    await page.context().close();
  });

  it('switches between grid and list view', async () => {
    const { page } = await openPage('/sports-ware/');
    const columns = () => page.$eval('[data-listing-grid]', (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(await columns()).toBeGreaterThan(1);
    await page.click('[data-view="list"]');
    await waitForQuery(page, '?view=list');
    expect(await columns()).toBe(1);
    expect(await page.getAttribute('[data-view="list"]', 'aria-pressed')).toBe('true');
    await page.click('[data-view="grid"]');
    await waitForQuery(page, '');
    expect(await columns()).toBeGreaterThan(1);
    await page.context().close();
  });

  it('keeps the whole state in the address: reload restores it and Back steps through it', async () => {
    const { page } = await openPage('/sports-ware/?sort=price-desc&per=12&cat=rugby-kit&view=list');
    // The server's cards are the unfiltered first page until the island has applied the address.
    await page.waitForSelector('[data-island="product-listing"][data-rendered]');
    const shown = await cards(page);
    expect(new Set(shown.map((card) => card.label))).toEqual(new Set(['Rugby Kit']));
    expect(
      isSorted(
        shown.map((card) => card.price),
        'desc',
      ),
    ).toBe(true);
    expect(await page.inputValue('#listing-sort')).toBe('price-desc');
    expect(await page.inputValue('#listing-per')).toBe('12');
    expect(await page.getAttribute('[data-category="rugby-kit"]', 'aria-pressed')).toBe('true');

    await page.click('[data-category="hurling-uniform"]');
    await waitForQuery(page, '?view=list&sort=price-desc&per=12&cat=rugby-kit%2Churling-uniform');
    await page.goBack();
    await waitForQuery(page, '?sort=price-desc&per=12&cat=rugby-kit&view=list');
    await expect.poll(async () => new Set((await cards(page)).map((card) => card.label))).toEqual(new Set(['Rugby Kit']));
    expect(await page.getAttribute('[data-category="hurling-uniform"]', 'aria-pressed')).toBe('false');
    await page.goForward();
    await expect.poll(async () => new Set((await cards(page)).map((card) => card.label))).toEqual(new Set(['Rugby Kit', 'Hurling Uniform']));
    await page.context().close();
  });

  it('without JavaScript shows the products, links to each of them, and hides the tools that need a script', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/street-ware/', { javaScriptEnabled: false });
    const shown = await cards(page);
    expect(shown.map((card) => card.code)).toEqual(site.productsByList.street.map((product) => product.name).slice(0, 100));
    for (const card of shown) expect(card.href).toMatch(/^\/product\/street-ware\/\d+\/$/);
    expect(await page.locator('[data-listing-tools]').isVisible()).toBe(false);
    expect(await page.locator('[data-category]').first().isDisabled()).toBe(true);
    await page.context().close();
  });

  it('/shop shows 12 per page and links each safety product to /shop/{slug}', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/shop/');
    expect(await page.inputValue('#listing-per')).toBe('12');
    const shown = await cards(page);
    expect(shown.map((card) => card.href)).toEqual(site.productsByList.safety.slice(0, 12).map((product) => `/shop/${product.slug}/`));
    expect(await page.locator('[data-category]').count()).toBe(0);
    await page.context().close();
  });

  it('/shop is the safety wear grid and reads like /safety-ware: the same title, heading and breadcrumb', async () => {
    const read = async (path: string) => {
      const { page } = await openPage(path, { javaScriptEnabled: false });
      const names = { title: await page.title(), h1: await page.locator('h1').textContent(), crumbs: await page.locator('.breadcrumb li').allTextContents() };
      await page.context().close();
      return names;
    };
    const shop = await read('/shop/');
    expect(shop).toEqual(await read('/safety-ware/'));
    expect(shop.h1).toBe('Safety Wear');
    expect(shop.title).toMatch(/^Safety Wear \| /);
    expect(shop.crumbs.at(-1)).toBe('Safety Wear');
  });

  it('draws each card, after sorting, filtering and paging, as the server wrote it: a copy of the card template the page carries', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/all-products/');
    const server = await gridCards(page);
    expect(server.size).toBe(site.products.length);
    // The first row loads its pictures at once (the first card with high priority): compared without those attributes.
    const firstRow = [...server].filter(([, card]) => card.includes('loading="eager"')).map(([href]) => href);
    expect(firstRow.length).toBeGreaterThan(0);
    for (const href of firstRow) server.set(href, withoutPriority(server.get(href)!));
    const compared = new Set<string>();
    const drawnAsServed = async () => {
      const drawn = await gridCards(page);
      expect(drawn.size).toBeGreaterThan(0);
      for (const [href, card] of drawn) {
        expect(firstRow.includes(href) ? withoutPriority(card) : card, href).toBe(server.get(href));
        compared.add(href);
      }
    };
    await page.selectOption('#listing-sort', 'price-desc');
    await waitForQuery(page, '?sort=price-desc');
    await drawnAsServed();
    await page.selectOption('#listing-per', '12');
    await waitForQuery(page, '?sort=price-desc&per=12');
    await page.click('[data-listing-pagination] a[data-page="3"]');
    await waitForQuery(page, '?sort=price-desc&per=12&page=3');
    await drawnAsServed();
    await page.click('[data-category="rugby-kit"]');
    await waitForQuery(page, '?sort=price-desc&per=12&cat=rugby-kit');
    await drawnAsServed();
    // Both kinds of price were drawn: reduced (with the price it was reduced from) and not.
    const reduced = site.products.filter((product) => product.prevPrice !== undefined && product.prevPrice > product.price);
    const hrefs = new Map(site.products.map((product) => [product, site.paths.product(product.type, product.id)]));
    expect(reduced.some((product) => compared.has(hrefs.get(product)!))).toBe(true);
    expect(site.products.some((product) => !reduced.includes(product) && compared.has(hrefs.get(product)!))).toBe(true);
    await page.context().close();
  });

  it("writes a product's texts as text: markup in its card data is shown, never run or parsed", async () => {
    const markup = '<script>window.injected = true</script><img src=x onerror="window.injected = true">';
    // The card data as a server holding hostile texts would send it: one product's title, Article No and label.
    // The route is in force before the page opens: one added after load can miss the first request.
    const { page } = await openPage(
      '/all-products/',
      {},
      {
        routes: (opened) =>
          opened.route(/\/assets\/data\/[^/]+\.json$/, async (route) => {
            const products = (await (await route.fetch()).json()) as { name: string; title: string; label: string }[];
            const target = products.find((product) => product.name === 'TT-SF-001');
            if (target) Object.assign(target, { title: `Vest ${markup}`, name: `TT-SF-001 ${markup}`, label: markup });
            await route.fulfill({ json: products });
          }),
      },
    );
    await page.fill('#listing-search', 'onerror');
    await waitForQuery(page, '?q=onerror');
    const card = page.locator('[data-listing-grid] .product-card');
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.locator('.product-card__title').textContent()).toBe(`Vest ${markup}`);
    expect(await card.locator('.product-card__code').textContent()).toBe(`Article No: TT-SF-001 ${markup}`);
    expect(await card.locator('.product-card__label').textContent()).toBe(markup);
    // Only the card's own picture; nothing was parsed out of the texts, in the card or its list buttons.
    expect(await card.locator('script, img').count()).toBe(1);
    await expect.poll(() => card.locator('.list-button').count()).toBe(2);
    expect(await card.locator('[data-list-action="save"]').textContent()).toBe(`Save Vest ${markup}`);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await page.context().close();
  });
});
