import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import { main } from '../../src/cli/main.ts';
import { formatPrice, type PriceFormat } from '../../src/shared/format-price.ts';
import type { ListingProduct } from '../../src/shared/listing-state.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { copyFixture, editFile, removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * Issue 21, point 5: site.json's `currency` (ISO 4217) and `language` (BCP 47). Prices are written
 * with Intl.NumberFormat for the site's language, by the pages and by the islands that draw cards
 * in the browser; the JSON-LD offers carry the same code; the language is <html lang>, og:locale
 * and the feed's.
 */
async function siteWith(settings: { currency?: string; language?: string }): Promise<string> {
  const dir = await tempDir('site-settings-');
  await cp(SITE_FIXTURE, dir, { recursive: true });
  await editFile(dir, 'site.json', (text) =>
    text
      .replace('"currency": "USD"', `"currency": ${JSON.stringify(settings.currency ?? 'USD')}`)
      .replace('"language": "en"', `"language": ${JSON.stringify(settings.language ?? 'en')}`),
  );
  return dir;
}

const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');
const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => decode(match[1]!));
/** Every product card's price and, if it has one, its struck-through previous price. */
const cardPrices = (html: string) =>
  [
    ...html.matchAll(
      /class="product-card__price"><span class="visually-hidden">Price <\/span>([^<]*)(?:<del><span class="visually-hidden">was <\/span>([^<]*)<\/del>)?<\/p>/g,
    ),
  ].map(([, price, was]) => (was === undefined ? [price] : [price, was]));
const jsonLd = (html: string) => all(html, /<script type="application\/ld\+json">(.*?)<\/script>/g).map((text) => JSON.parse(text) as Record<string, unknown>);

/** The props an island reads from its element (Island.tsx writes data-island, then data-props). */
function islandProps<T>(html: string, island: string): T {
  const match = new RegExp(`data-island="${island}" data-props="([^"]*)"`).exec(html);
  expect(match, `the ${island} island is on the page`).not.toBeNull();
  return JSON.parse(decode(match![1]!)) as T;
}

describe('currency: "EUR"', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await buildInto(await siteWith({ currency: 'EUR' }), { search: false });
  }, 120_000);

  it('shows euro prices on the listings and the home page, and the price filter says EUR', async () => {
    const listing = await built.read('sports-ware/index.html');
    const prices = cardPrices(listing);
    expect(prices.length).toBeGreaterThan(10);
    // TT-SU-001 costs 18.50, was 22.00; the site's language is English, which writes the euro sign first.
    expect(prices[0]).toEqual(['€18.50', '€22.00']);
    for (const price of prices.flat()) expect(price).toMatch(/^€\d+\.\d\d$/);
    expect(listing).toContain('>Price (EUR)</span>');
    const home = cardPrices(await built.read('index.html')).flat();
    expect(home.length).toBeGreaterThan(8);
    for (const price of home) expect(price).toMatch(/^€\d+\.\d\d$/);
  });

  it('shows euro prices on a product page and its related products, and the JSON-LD offer is in EUR', async () => {
    const page = await built.read('product/sports-ware/1/index.html');
    expect(page).toContain('<p class="product__price">€18.50 <del>€22.00</del>');
    for (const price of cardPrices(page).flat()) expect(price).toMatch(/^€\d+\.\d\d$/);
    const product = jsonLd(page).find((data) => data['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ price: '18.50', priceCurrency: 'EUR' });
  });

  it('gives the listing island the currency with the card data, and it writes every price as the server did', async () => {
    const listing = await built.read('sports-ware/index.html');
    const props = islandProps<{ sources: string[]; priceFormat: PriceFormat }>(listing, 'product-listing');
    expect(props.priceFormat).toEqual({ currency: 'EUR', language: 'en' });
    const [source] = props.sources;
    const products = JSON.parse(await built.read(decodeURIComponent(source!).replace(/^\//, ''))) as ListingProduct[];
    // The island draws a card's price with formatPrice(product.price, props.priceFormat): the same
    // text as the server's card, for every card on the page.
    const drawn = products
      .slice(0, cardPrices(listing).length)
      .map((product) => [product.price, product.prevPrice].flatMap((price) => (price === undefined ? [] : [formatPrice(price, props.priceFormat)])));
    expect(drawn).toEqual(cardPrices(listing));
  });

  it('gives the enquiry list island the currency too', async () => {
    const page = await built.read('cart/index.html');
    expect(islandProps<{ priceFormat: PriceFormat }>(page, 'enquiry-list-page').priceFormat).toEqual({ currency: 'EUR', language: 'en' });
  });
});

describe('language: "de-DE"', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await buildInto(await siteWith({ currency: 'EUR', language: 'de-de' }), { search: false });
  }, 120_000);

  it("is every page's <html lang>, in its canonical spelling, and og:locale de_DE", async () => {
    for (const page of ['index.html', 'about/index.html', 'product/sports-ware/1/index.html', '404.html']) {
      const html = await built.read(page);
      expect(html, page).toMatch(/^<!doctype html><html lang="de-DE" /);
      expect(html, page).toContain('<meta property="og:locale" content="de_DE"/>');
    }
  });

  it("is the feed's and the web manifest's language", async () => {
    expect(await built.read('blog/feed.xml')).toContain('<language>de-DE</language>');
    expect(JSON.parse(await built.read('site.webmanifest'))).toMatchObject({ lang: 'de-DE' });
  });

  it('writes prices as German does', async () => {
    expect(await built.read('product/sports-ware/1/index.html')).toContain('<p class="product__price">18,50\u00a0€ <del>22,00\u00a0€</del>');
  });
});

describe('a site.json without currency and language', () => {
  it('builds in US dollars and English, and names no og:locale (a tag without a country has none)', async () => {
    const dir = await tempDir('site-settings-');
    await cp(SITE_FIXTURE, dir, { recursive: true });
    await editFile(dir, 'site.json', (text) => text.replace('  "currency": "USD",\n  "language": "en",\n', ''));
    const built = await buildInto(dir, { search: false });
    expect(built.result.site.settings).toMatchObject({ currency: 'USD', language: 'en' });
    const page = await built.read('product/sports-ware/1/index.html');
    expect(page).toMatch(/^<!doctype html><html lang="en" /);
    expect(page).toContain('<p class="product__price">$18.50 <del>$22.00</del>');
    expect(page).not.toContain('og:locale');
    expect(await built.read('blog/feed.xml')).toContain('<language>en</language>');
  }, 120_000);

  it('reads a lower-case currency code and tag in their standard spelling', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'site.json', (text) => text.replace('"currency": "USD"', '"currency": " gbp "').replace('"language": "en"', '"language": "EN-gb"'));
    expect((await checkSite({ contentDir: dir })).site.settings).toMatchObject({ currency: 'GBP', language: 'en-GB' });
  });
});

describe('an invalid currency or language', () => {
  it('build and check print the located sentence and exit 1, with no stack trace', async () => {
    const content = await copyFixture();
    await editFile(content, 'site.json', (text) => text.replace('"currency": "USD"', '"currency": "€"').replace('"language": "en"', '"language": "de_DE"'));
    const out = path.join(await tempDir(), 'dist');
    for (const args of [
      ['build', '--content', content, '--out', out],
      ['check', '--content', content],
    ]) {
      const { io, err } = captureOutput();
      expect(await main(args, io), args[0]).toBe(1);
      const text = err.join('\n');
      expect(text).toContain('site.json, field "currency": expected the three-letter ISO 4217 code of a currency, like USD, EUR, GBP or PKR, got "€"');
      expect(text).toContain('site.json, field "language": expected a language tag like en, en-GB or de-DE, got "de_DE"; write it with a hyphen: "de-DE"');
      expect(text).not.toMatch(/\n\s+at /);
    }
    await expect(readFile(path.join(out, 'index.html'))).rejects.toThrow();
  });
});
