import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';
import { internalReferences } from '../helpers/page-references.ts';
import { allowProblems, closeFilePages, newContext, openPage } from './browser.ts';

/**
 * The sample site built for a GitHub Pages project site (https://owner.github.io/shop-site/) and
 * served under /shop-site/ only, with its own _headers: nothing answers at /, so any address that
 * forgot the base path breaks here.
 */
const BASE = '/shop-site/';
let server: StaticServer;
let built: BuildResult;
let out: string;

beforeAll(async () => {
  out = path.join(await tempDir('site-sub-path-'), 'dist');
  ({ result: built } = await writeDist(out, (sink) => buildSite({ contentDir: SITE_FIXTURE, basePath: BASE }, sink)));
  server = await serveStatic({ root: out, basePath: BASE });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

const at = () => server.origin;

describe(`the sample site built with --base-path ${BASE}, served under ${BASE} only`, () => {
  it('answers nothing outside the base path', async () => {
    for (const outside of ['/', '/about/', '/assets/', '/sitemap.xml']) expect((await fetch(`${at()}${outside}`)).status, outside).toBe(404);
    expect((await fetch(`${at()}${BASE}about/`)).status).toBe(200);
  });

  it('every internal link and asset of every page resolves at once: 0 broken, 0 redirects', async () => {
    const queue = await internalReferences(out, built.site.origin, BASE);
    expect(queue.length).toBeGreaterThan(300);
    const broken: string[] = [];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { pathname, where } = next;
        const response = await fetch(`${at()}${pathname}`, { redirect: 'manual' });
        await response.arrayBuffer();
        if (response.status !== 200) broken.push(`${response.status} ${pathname} (named in ${where})`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(broken).toEqual([]);
  });

  // One page of each template in each folder, and every page at the top: what a page fetches by
  // script (card data, the search index, island chunks) is the same for the pages of one template in
  // one folder, and every link and asset of every page is fetched by the test above.
  it('a page of each template in each folder loads in Chromium under the production headers with no failed request, script error or CSP violation', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const failed: string[] = [];
    // Moving on to the next page cancels the lazy images still loading (net::ERR_ABORTED); the test
    // above fetched every one of them already.
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${request.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && response.url() !== `${at()}${BASE}no-such-page/`) failed.push(`${response.status()} ${response.url()}`);
    });
    allowProblems(page, /status of 404/);
    const seen = new Set<string>();
    const pages = built.routes
      .filter((route) => {
        const folder = route.path.replace(/[^/]+\/?$/, '');
        const key = `${route.component.name} ${folder === BASE ? route.path : folder}`;
        return !seen.has(key) && seen.add(key);
      })
      .map((route) => (route.path === built.site.paths.notFound ? `${BASE}no-such-page/` : route.path));
    expect(pages.length).toBeGreaterThan(20);
    for (const address of pages) {
      const response = await page.goto(`${at()}${address}`, { waitUntil: 'load' });
      expect(response?.status(), address).toBe(address.endsWith('no-such-page/') ? 404 : 200);
    }
    expect(failed).toEqual([]);
    await context.close();
  }, 180_000);

  it('the 404 page, at an unknown address deep under the base path, links home and to the catalogue', async () => {
    const { page, status } = await openPage(`${BASE}no/such/page/`, {}, { at: at(), allow: /status of 404/ });
    expect(status).toBe(404);
    await page.getByRole('link', { name: 'Go Back to Homepage' }).click();
    await page.waitForURL(`${at()}${BASE}`);
    expect(await page.locator('h1').count()).toBe(1);
    await page.context().close();
  });

  it('listings sort and filter from their card data, and the cards link under the base path', async () => {
    const { page } = await openPage(`${BASE}sports-ware/`, {}, { at: at() });
    await page.selectOption('#listing-sort', 'price-asc');
    await page.waitForSelector('[data-island="product-listing"][data-rendered="?sort=price-asc"]');
    const prices = await page.$$eval('[data-listing-grid] .product-card__price', (cells) =>
      cells.map((cell) => Number(/\$([\d.]+)/.exec(cell.textContent ?? '')?.[1])),
    );
    expect(prices.length).toBe(built.site.productsByList.sports.length);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.click('[data-category="soccer-uniform"]');
    await expect
      .poll(() => page.$$eval('[data-listing-grid] .product-card__label', (labels) => [...new Set(labels.map((label) => label.textContent))]))
      .toEqual(['Soccer Uniform']);
    const hrefs = await page.$$eval('[data-listing-grid] .product-card__link', (links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href).toMatch(/^\/shop-site\/product\/sports-ware\/\d+\/$/);
    await page.click('[data-listing-grid] .product-card__link');
    await page.waitForURL(/\/shop-site\/product\/sports-ware\/\d+\/$/);
    await page.context().close();
  });

  it('the search dialog loads its index from under the base path and its results lead there', async () => {
    const product = built.site.productsByList.street[3]!;
    const { page } = await openPage(`${BASE}about/`, {}, { at: at() });
    await page.keyboard.press('/');
    await page.fill('#search-input', product.name);
    const first = page.locator('[data-search-results] a').first();
    await expect.poll(() => first.getAttribute('href'), { timeout: 15_000 }).toBe(`${BASE}product/street-ware/${product.id}/`);
    await first.click();
    await page.waitForURL(`${at()}${BASE}product/street-ware/${product.id}/`);
    expect(await page.locator('.product__code strong').textContent()).toBe(product.name);
    await page.context().close();
  });

  it('the enquiry list finds the products added on a listing and links on to checkout', async () => {
    const product = built.site.productsByList.sports[0]!;
    const { page } = await openPage(`${BASE}sports-ware/`, {}, { at: at() });
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${product.name}"]`);
    await page.goto(`${at()}${BASE}cart/`);
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.line .line__title').first().textContent()).toContain(product.title);
    expect(await page.locator('.line__unavailable').count()).toBe(0);
    await page.getByRole('link', { name: 'Review and send' }).click();
    await page.waitForURL(`${at()}${BASE}checkout/`);
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.review-lines li').first().textContent()).toContain(product.title);
    await page.context().close();
  });

  it('the sliders mount and move: the technique slider by its button, the home banner by its bullets', async () => {
    const activeSlide = (page: Page, root: string) => page.$eval(`${root} .swiper-slide-active`, (slide) => slide.getAttribute('data-swiper-slide-index'));
    const { page } = await openPage(`${BASE}printing/`, { viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' }, { at: at() });
    await page.waitForSelector('.slider.is-ready');
    const first = await activeSlide(page, '.slider');
    await page.click('.slider__next');
    await expect.poll(() => activeSlide(page, '.slider')).not.toBe(first);

    await page.goto(`${at()}${BASE}`);
    // Reaching for the banner mounts swiper (its chunks load from under the base path).
    await page.hover('.banner');
    await page.waitForSelector('.banner__slider.is-ready', { timeout: 15_000 });
    await page.click('.banner__bullet >> nth=2');
    await expect.poll(() => activeSlide(page, '.banner')).toBe('2');
    await page.context().close();
  });
});
