import { cp } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { editFile, removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';
import { closeFilePages, openPage } from './browser.ts';

/**
 * The test site in euros and German (site.json: currency EUR, language de-DE), served with its own
 * _headers. The islands draw cards and enquiry lines in the browser; their prices must read as the
 * server wrote them (18,50 €, with a no-break space), from the same formatPrice and the same two
 * settings, though Node and Chromium each bring their own copy of the Unicode locale data.
 */
let server: StaticServer;
let built: BuildResult;

beforeAll(async () => {
  const content = await tempDir('site-euro-');
  await cp(SITE_FIXTURE, content, { recursive: true });
  await editFile(content, 'site.json', (text) => text.replace('"currency": "USD"', '"currency": "EUR"').replace('"language": "en"', '"language": "de-DE"'));
  const out = path.join(await tempDir('site-euro-dist-'), 'dist');
  ({ result: built } = await writeDist(out, (sink) => buildSite({ contentDir: content, search: false }, sink)));
  server = await serveStatic({ root: out });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

const EURO_PRICE = /^\d+,\d\d\u00a0€$/;

/** The price of each card in the grid, as the visitor reads it (without the "Price" for screen readers). */
const cardPrices = (page: Page) =>
  page.$$eval('[data-listing-grid] .product-card__price', (cells) => cells.map((cell) => cell.childNodes[1]?.textContent ?? ''));

const euros = (price: string) => Number(price.replace(/\u00a0€$/, '').replace(',', '.'));

describe('a site in euros and German', () => {
  it('the listing island draws its sorted cards with euro prices, in the markup the server wrote', async () => {
    const { page } = await openPage('/sports-ware/', {}, { at: server.origin });
    expect(await page.getAttribute('html', 'lang')).toBe('de-DE');
    const served = await cardPrices(page);
    expect(served[0]).toBe('18,50\u00a0€');
    // The first card past the first row, whose picture is lazy as in every card the island draws.
    const [nth, serverCard] = await page.$$eval('[data-listing-grid] .product-card', (cards) => {
      const index = cards.findIndex((card) => card.querySelector('img')?.loading === 'lazy');
      return [index + 1, cards[index]?.outerHTML ?? ''] as const;
    });
    expect(nth).toBeGreaterThan(1);

    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForSelector('[data-island="product-listing"][data-rendered="?sort=price-asc"]');
    const drawn = await cardPrices(page);
    expect(drawn).toHaveLength(built.site.productsByList.sports.length);
    for (const price of drawn) expect(price).toMatch(EURO_PRICE);
    expect(drawn.map(euros)).toEqual(drawn.map(euros).sort((a, b) => a - b));
    const previous = await page.$$eval('[data-listing-grid] .product-card__price del', (cells) => cells.map((cell) => cell.childNodes[1]?.textContent ?? ''));
    expect(previous.length).toBeGreaterThan(0);
    for (const price of previous) expect(price).toMatch(EURO_PRICE);

    // Back to the served order, drawn by the island: that card is the server's, node for node.
    await page.selectOption('#listing-sort', 'default');
    await page.selectOption('#listing-per', '12');
    await page.waitForSelector('[data-island="product-listing"][data-rendered="?per=12"]');
    const same = await page.$eval(
      `[data-listing-grid] .product-card:nth-child(${nth})`,
      (card, html) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.content.firstElementChild!.isEqualNode(card);
      },
      serverCard,
    );
    expect(same).toBe(true);
    await page.context().close();
  });

  it("the enquiry list writes each line's price in euros", async () => {
    const product = built.site.productsByList.sports[0]!;
    const { page } = await openPage('/sports-ware/', {}, { at: server.origin });
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${product.name}"]`);
    await page.goto(`${server.origin}/cart/`);
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator(`.line[data-article="${product.name}"] .line__code`).textContent()).toBe(`Article No: ${product.name} · 18,50\u00a0€ per piece`);
    await page.context().close();
  });
});
