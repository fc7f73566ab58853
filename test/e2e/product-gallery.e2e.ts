import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../src/build.ts';
import type { Product } from '../../src/content/site-model.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { copyFixture, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';
import { giveProductPhotos } from '../helpers/product-photos.ts';
import { closeFilePages, openPage } from './browser.ts';

/**
 * The product page's photo gallery (issue 20), on the minimal fixture site whose first street wear
 * product is given three photos made at test time, built into a temporary folder and served with
 * its own _headers, so every page runs under the production Content-Security-Policy.
 */
let server: StaticServer;
let built: BuildResult;
let photos: string[];
let gallery: Product;
let single: Product;

beforeAll(async () => {
  const content = await copyFixture('minimal');
  photos = await giveProductPhotos(content, 'products/street.csv', 2);
  const out = path.join(await tempDir('site-gallery-'), 'dist');
  ({ result: built } = await writeDist(out, (sink) => buildSite({ contentDir: content }, sink)));
  server = await serveStatic({ root: out });
  [gallery, single] = built.site.productsByList.street as [Product, Product];
}, 120_000);
afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

async function open(product: Product, options: BrowserContextOptions = {}): Promise<Page> {
  const { page } = await openPage(built.site.paths.product(product.type, product.id), options, { at: server.origin });
  return page;
}

/** Opens the gallery product's page and waits until the island has wired the gallery. */
async function openGallery(options: BrowserContextOptions = {}): Promise<Page> {
  const page = await open(gallery, options);
  await page.waitForSelector('[data-island="product-gallery"][data-ready="true"]', { timeout: 15_000 });
  return page;
}

/** Which photo the track shows (0-based), from where it is scrolled to; -1 between two photos. */
function shown(page: Page, track = '.product-gallery__track'): Promise<number> {
  return page.$eval(track, (element) => {
    const index = element.scrollLeft / element.clientWidth;
    return Math.abs(index - Math.round(index)) < 0.01 ? Math.round(index) : -1;
  });
}

/** The file the track's photo on screen was drawn from: the one whose box is where the track is. */
function shownFile(page: Page): Promise<string> {
  return page.$eval('.product-gallery__track', (track) => {
    const box = track.getBoundingClientRect();
    const image = [...track.querySelectorAll('img')].find((img) => Math.abs(img.getBoundingClientRect().left - box.left) < 2);
    return image?.complete && image.naturalWidth > 0 ? image.currentSrc : '';
  });
}

/** The index of the thumbnail marked current, and how many are. */
function currentThumb(page: Page): Promise<number[]> {
  return page.$$eval('.product-gallery__thumb', (thumbs) => thumbs.flatMap((thumb, index) => (thumb.getAttribute('aria-current') === 'true' ? [index] : [])));
}

const photoName = (index: number) => path.basename(photos[index] ?? '', '.jpg');

describe('a product with three photos, with JavaScript', () => {
  it('shows the main photo with three thumbnail buttons under it; thumbnail 3 shows photo 3 and is marked current', async () => {
    const page = await openGallery();
    const main = await page.locator('.product-gallery__track').boundingBox();
    const thumbs = page.locator('.product-gallery__thumb');
    expect(await thumbs.count()).toBe(3);
    for (const [index, thumb] of (await thumbs.all()).entries()) {
      expect(await thumb.isVisible()).toBe(true);
      expect((await thumb.boundingBox())?.y ?? 0).toBeGreaterThan((main?.y ?? 0) + (main?.height ?? 0) - 1);
      expect(await page.getByRole('button', { name: `Show photo ${index + 1} of 3`, exact: true }).count()).toBe(1);
    }
    expect(await shown(page)).toBe(0);
    expect(await currentThumb(page)).toEqual([0]);

    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect.poll(() => shown(page)).toBe(2);
    await expect.poll(() => shownFile(page)).toContain(photoName(2));
    expect(await currentThumb(page)).toEqual([2]);
    await page.getByRole('button', { name: 'Show photo 1 of 3' }).click();
    await expect.poll(() => shown(page)).toBe(0);
    expect(await currentThumb(page)).toEqual([0]);
    await page.context().close();
  });

  it('is laid out from the first paint: the island, when it arrives, moves nothing (375 and 1280 px)', async () => {
    const layout = (page: Page) =>
      page.$$eval('.product-gallery, .product-gallery__track, .product-gallery__zoom, .product-gallery__thumb, .product__details', (elements) =>
        elements.map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.className} ${[x, y, width, height].map(Math.round).join(' ')}`;
        }),
      );
    for (const options of [PHONE, {}]) {
      // The island's script answered with an empty one: the page as it is before the island arrives.
      const { page: before } = await openPage(built.site.paths.product(gallery.type, gallery.id), options, { at: server.origin });
      await before.route(/\/product-gallery\.\w+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      await before.reload({ waitUntil: 'networkidle' });
      const after = await openGallery(options);
      expect(await layout(after)).toEqual(await layout(before));
      expect(await before.locator('[data-ready]').count()).toBe(0);
      await before.context().close();
      await after.context().close();
    }
  });

  it('ArrowRight and ArrowLeft on the focused track step through the photos, Home and End go to the ends; the thumbnails follow', async () => {
    const page = await openGallery();
    await page.focus('.product-gallery__track');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toBe(1);
    expect(await currentThumb(page)).toEqual([1]);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page)).toBe(2);
    // The last photo stays the last.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => shown(page)).toBe(1);
    expect(await currentThumb(page)).toEqual([1]);
    await page.keyboard.press('End');
    await expect.poll(() => shown(page)).toBe(2);
    await page.keyboard.press('Home');
    await expect.poll(() => shown(page)).toBe(0);
    expect(await currentThumb(page)).toEqual([0]);
    await page.context().close();
  });

  it('a touch swipe on a phone moves to the next photo, and the thumbnails follow it', async () => {
    const page = await openGallery(PHONE);
    const track = page.locator('.product-gallery__track');
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    // A finger from right to left across 60% of the photo, through Chromium's own touch input.
    await swipe(page, { x: box.x + box.width * 0.8, y: box.y + box.height / 2 }, -box.width * 0.6);
    await expect.poll(() => shown(page)).toBe(1);
    await expect.poll(() => currentThumb(page)).toEqual([1]);
    await expect.poll(() => shownFile(page)).toContain(photoName(1));
    // The page itself did not move sideways.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page.context().close();
  });

  it('a click on the photo opens the larger view; Escape closes it and focus returns to the photo', async () => {
    const page = await openGallery();
    await page.click('.product-gallery__slide >> nth=0');
    const dialog = page.locator('.product-gallery__dialog');
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    // The photo large, with responsive sources for the whole screen's width.
    const large = page.locator('.product-gallery__dialog-slide >> nth=0');
    expect(await large.locator('source').first().getAttribute('sizes')).toBe('100vw');
    expect(await large.locator('source').first().getAttribute('srcset')).toMatch(/ 1200w$/);
    await expect
      .poll(() => large.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
      .toContain(photoName(0));
    const largeBox = (await large.locator('img').boundingBox())!;
    expect(largeBox.width).toBeGreaterThan(900);
    expect(await page.locator('.product-gallery__number').textContent()).toBe('1');
    for (const name of ['Close', 'Previous photo', 'Next photo']) expect(await dialog.getByRole('button', { name, exact: true }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('product-gallery__track');
    await page.context().close();
  });

  it('the larger view steps to the next photo, and closing it leaves the page on that photo with focus on the button that opened it', async () => {
    const page = await openGallery();
    const zoom = page.getByRole('button', { name: 'View larger photo' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.product-gallery__dialog');
    await expect.poll(() => dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(() => shown(page, '.product-gallery__dialog-track')).toBe(1);
    expect(await page.locator('.product-gallery__number').textContent()).toBe('2');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => shown(page, '.product-gallery__dialog-track')).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.evaluate((element: HTMLDialogElement) => element.open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('product-gallery__zoom');
    await expect.poll(() => shown(page)).toBe(2);
    expect(await currentThumb(page)).toEqual([2]);
    await page.context().close();
  });

  it('scrolls smoothly between photos when motion is welcome', async () => {
    const page = await openGallery();
    expect(await page.$eval('.product-gallery__track', (track) => getComputedStyle(track).scrollBehavior)).toBe('smooth');
    const positions = await recordScroll(page);
    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect.poll(() => shown(page)).toBe(2);
    // Positions between the first photo and the third were passed on the way.
    expect((await positions()).length).toBeGreaterThan(1);
    await page.context().close();
  });

  it('with prefers-reduced-motion: reduce, the track does not scroll smoothly: a thumbnail jumps straight to its photo', async () => {
    const page = await openGallery({ reducedMotion: 'reduce' });
    expect(await page.$eval('.product-gallery__track', (track) => getComputedStyle(track).scrollBehavior)).not.toBe('smooth');
    expect(await page.$eval('.product-gallery__dialog-track', (track) => getComputedStyle(track).scrollBehavior)).not.toBe('smooth');
    const positions = await recordScroll(page);
    await page.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect.poll(() => shown(page)).toBe(2);
    const width = await page.$eval('.product-gallery__track', (track) => track.clientWidth);
    expect(await positions()).toEqual([2 * width]);
    await page.context().close();
  });
});

/**
 * A touch swipe sideways, as touch events into Chromium's input pipeline (DevTools'
 * Input.dispatchTouchEvent), which scrolls what a finger would. Input.synthesizeScrollGesture, the
 * gesture's own command, scrolls nothing in this headless Chromium, not even the page.
 */
async function swipe(page: Page, from: { x: number; y: number }, distance: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x: Math.round(x), y: Math.round(from.y) }];
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x) });
  for (let step = 1; step <= 10; step += 1)
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x + (distance * step) / 10) });
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** Every scroll position the track reports from now on, each once. */
async function recordScroll(page: Page): Promise<() => Promise<number[]>> {
  await page.$eval('.product-gallery__track', (track) => {
    const seen: number[] = [];
    (window as unknown as { trackPositions: number[] }).trackPositions = seen;
    track.addEventListener('scroll', () => {
      if (seen.at(-1) !== track.scrollLeft) seen.push(track.scrollLeft);
    });
  });
  return () => page.evaluate(() => (window as unknown as { trackPositions: number[] }).trackPositions);
}

describe('a product with three photos, without JavaScript', () => {
  for (const [label, viewport] of [
    ['phone', { width: 375, height: 812 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    it(`shows all three photos one below the other, each with its text, and no thumbnails or buttons (${label})`, async () => {
      const page = await open(gallery, { javaScriptEnabled: false, viewport });
      const images = page.locator('.product-gallery__slide img');
      expect(await images.count()).toBe(3);
      const boxes = [];
      for (const image of await images.all()) {
        expect(await image.isVisible()).toBe(true);
        boxes.push((await image.boundingBox())!);
      }
      for (const [index, box] of boxes.entries()) {
        expect(box.width).toBeGreaterThan(viewport.width * 0.3);
        const before = boxes[index - 1];
        if (before) {
          expect(box.x).toBeCloseTo(before.x, 0);
          expect(box.y).toBeGreaterThanOrEqual(before.y + before.height);
        }
      }
      expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('alt')))).toEqual([
        `${gallery.title}, ${gallery.color}`,
        `${gallery.title}, Photo 2 of 3`,
        `${gallery.title}, Photo 3 of 3`,
      ]);
      expect(await images.evaluateAll((all) => all.map((img) => img.getAttribute('loading')))).toEqual(['eager', 'lazy', 'lazy']);
      for (const control of ['.product-gallery__thumb', '.product-gallery__zoom', '.product-gallery__dialog']) {
        for (const element of await page.locator(control).all()) expect(await element.isVisible(), control).toBe(false);
      }
      expect(await page.getByRole('button', { name: /Show photo/ }).count()).toBe(0);
      await page.context().close();
    });
  }
});

describe('a product with one photo', () => {
  it('shows its picture as before, with no gallery controls and no gallery script', async () => {
    const page = await open(single);
    await page.waitForLoadState('networkidle');
    const image = page.locator('.product img');
    expect(await image.count()).toBe(1);
    expect(await image.getAttribute('class')).toBe('product__image');
    expect(await image.getAttribute('alt')).toBe(`${single.title}, ${single.color}`);
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await page.locator('[data-island="product-gallery"], .product-gallery__thumb, .product-gallery__zoom, dialog.product-gallery__dialog').count()).toBe(
      0,
    );
    expect(await page.getByRole('button', { name: /photo/i }).count()).toBe(0);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src], script[data-islands]')]
        .map((script) => `${script.getAttribute('src')} ${script.getAttribute('data-islands') ?? ''}`)
        .join(' '),
    );
    expect(scripts).not.toContain('product-gallery');
    await page.context().close();
  });
});
