import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { svgDataUrl } from '../../src/assets/svg-data-url.ts';
import { templatePages } from '../../src/report/template-pages.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';
import { closeFilePages, openPage } from './browser.ts';
import { gridCards, withoutPriority } from './product-cards.ts';
import { builtSite } from './site-model.ts';
import { TEST_DIST } from './test-site.ts';

/**
 * The sample pictures are SVG, which scale by themselves and get no srcset. An owner's photographs
 * get AVIF and WebP at several widths, and the `sizes` of each picture tell the browser which one
 * to fetch before it has laid the page out. Here the picture of each template's first view is
 * turned into a photograph (a PNG), the sample site is built with them, and Chromium checks, on a
 * phone and on a desktop, that `sizes` matches the width the picture really takes: the file it
 * fetches is sharp enough for the screen, and not wastefully larger.
 */
let server: StaticServer;
let pages: string[] = [];

/**
 * The pictures loaded with high priority on these pages of the built test site. A small drawing
 * is inside the page as a data: URL; it is found again among the content's drawings by that URL.
 */
async function firstViewPictures(addresses: readonly string[]): Promise<Set<string>> {
  const drawings = new Map<string, string>();
  for (const entry of await readdir(path.join(SITE_FIXTURE, 'images'), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.svg')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = svgDataUrl(await readFile(file, 'utf8'));
    if (url) drawings.set(url, path.relative(SITE_FIXTURE, file).split(path.sep).join('/'));
  }
  const pictures = new Set<string>();
  for (const address of addresses) {
    const file = address.endsWith('/') ? `${address}index.html` : address;
    const html = await readFile(path.join(TEST_DIST, file), 'utf8');
    for (const match of html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"[^>]*fetchpriority="high"/gi)) {
      const src = match[1] ?? '';
      const picture = src.startsWith('data:') ? drawings.get(src) : /^\/(.+\.svg)$/.exec(src)?.[1];
      if (!picture) throw new Error(`${address}: a first picture that is not a sample drawing: ${src.slice(0, 80)}`);
      pictures.add(picture);
    }
  }
  return pictures;
}

/** Every text file of a content folder, with each reference to these SVGs pointed at a PNG instead. */
async function rasterise(content: string, pictures: ReadonlySet<string>): Promise<void> {
  for (const picture of pictures) {
    const svg = path.join(content, picture);
    // Wide enough for every variant width (480, 960, 1440); opaque, as a photograph is (a
    // transparent picture's fallback is a PNG, slower to make than a JPEG).
    await sharp(svg, { density: 300 })
      .resize({ width: 1600 })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toFile(svg.replace(/\.svg$/, '.png'));
  }
  for (const entry of await readdir(content, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(csv|md|json)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await readFile(file, 'utf8');
    let changed = text;
    for (const picture of pictures) changed = changed.replaceAll(picture, picture.replace(/\.svg$/, '.png'));
    if (changed !== text) await writeFile(file, changed);
  }
}

beforeAll(async () => {
  const content = path.join(await tempDir('site-photos-'), 'content');
  await cp(SITE_FIXTURE, content, { recursive: true });
  const out = path.join(await tempDir('site-photos-dist-'), 'dist');
  // One page of each kind of page (the size report's): a service, a project and the techniques among them.
  const { routes } = await builtSite();
  pages = templatePages(routes).map((page) => page.path);
  await rasterise(content, await firstViewPictures(pages));
  await writeDist(out, (sink) => buildSite({ contentDir: content, search: false }, sink));
  server = await serveStatic({ root: out });
}, 240_000);
afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

interface Measured {
  readonly src: string;
  /** The width the picture takes on the page, in CSS pixels. */
  readonly rendered: number;
  /** The width its `sizes` promised, in CSS pixels. */
  readonly promised: number;
  /** The width descriptor of the file the browser chose. */
  readonly fetched: number;
  /** The widest file on offer. */
  readonly widest: number;
}

function measure(page: Page): Promise<Measured[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('picture')].flatMap((picture) => {
      const image = picture.querySelector('img');
      const source = picture.querySelector('source');
      if (!image || !source || image.getAttribute('fetchpriority') !== 'high') return [];
      // The first entry of `sizes` whose media condition matches, as the browser reads it.
      const entries = (source.getAttribute('sizes') ?? '100vw').split(',').map((entry) => entry.trim());
      // Our media conditions are single features, "(min-width: 992px)": they end at the first ")".
      const media = (entry: string) => (entry.startsWith('(') ? entry.slice(0, entry.indexOf(')') + 1) : '');
      const chosen = entries.find((entry) => !media(entry) || matchMedia(media(entry)).matches) ?? '100vw';
      const length = chosen.slice(media(chosen).length).trim();
      const probe = document.createElement('div');
      probe.style.width = length;
      document.body.append(probe);
      const promised = probe.getBoundingClientRect().width;
      probe.remove();
      const candidates = (source.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/));
      const fetched = Number(candidates.find(([url]) => image.currentSrc.endsWith(url ?? ''))?.[1]?.replace('w', '') ?? 0);
      return [
        {
          src: image.currentSrc,
          rendered: image.getBoundingClientRect().width,
          promised,
          fetched,
          widest: Math.max(...candidates.map(([, width]) => Number(width?.replace('w', '') ?? 0))),
        },
      ];
    }),
  );
}

describe('the first picture of each template, as a photograph', () => {
  for (const device of [
    { name: 'a phone', viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    { name: 'a desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
  ]) {
    it(`on ${device.name}, fetches a file as wide as its place on the screen, per its sizes`, async () => {
      let checked = 0;
      const wrong: string[] = [];
      for (const address of pages) {
        const { page } = await openPage(
          address,
          { viewport: device.viewport, deviceScaleFactor: device.deviceScaleFactor, isMobile: device.isMobile ?? false, hasTouch: device.hasTouch ?? false },
          { at: server.origin },
        );
        await page.waitForLoadState('load');
        // Measured once a slider holding the picture has mounted: its slides then have their final width.
        await page
          .waitForFunction(() => document.querySelectorAll('.slider:not(.is-ready) img[fetchpriority="high"]').length === 0, null, { timeout: 10_000 })
          .catch(() => undefined);
        for (const picture of await measure(page)) {
          checked += 1;
          const where = `${address} ${picture.src.replace(/^.*\//, '')}: rendered ${Math.round(picture.rendered)} px, sizes ${Math.round(picture.promised)} px, fetched ${picture.fetched}w`;
          // `sizes` may round up a little (a gutter, a scrollbar), never under: an underestimate fetches a blurry file.
          if (picture.promised < picture.rendered - 1 || picture.promised > picture.rendered * 1.25 + 8) wrong.push(`${where}: sizes is off`);
          if (picture.fetched < Math.min(picture.widest, picture.rendered * device.deviceScaleFactor * 0.9)) wrong.push(`${where}: too small a file`);
          if (!picture.src.endsWith('.avif')) wrong.push(`${where}: not AVIF`);
        }
        await page.context().close();
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(6);
    }, 180_000);
  }
});

describe('a photograph on a card the listing island draws', () => {
  it("is the server's <picture>, and the browser shows the same file it loaded for the server's card", async () => {
    const { routes } = await builtSite();
    const listing = templatePages(routes).find((page) => page.template === 'listing')?.path ?? '';
    const { page } = await openPage(listing, {}, { at: server.origin });
    const served = await gridCards(page);
    // The listing's first picture was made a photograph (see beforeAll).
    const [href, card] = [...served].find(([, markup]) => markup.includes('<picture>')) ?? ['', ''];
    expect(card).toMatch(/<source sizes="[^"]+" srcset="[^"]+\.avif [^"]+" type="image\/avif">/);
    const shown = () => page.$eval<string, HTMLImageElement>(`[data-listing-grid] a[href="${href}"] img`, (image) => (image.complete ? image.currentSrc : ''));
    await expect.poll(shown).toMatch(/\.avif$/);
    const file = await shown();
    // Drawn by the island: searched for by its Article No, the one card left.
    const articleNo = await page.$eval(`[data-listing-grid] a[href="${href}"] .product-card__code`, (code) => code.textContent?.split(': ')[1] ?? '');
    await page.fill('#listing-search', articleNo);
    await page.waitForSelector(`[data-island="product-listing"][data-rendered="?q=${encodeURIComponent(articleNo)}"]`);
    const drawn = await gridCards(page);
    expect([...drawn.keys()]).toEqual([href]);
    expect(withoutPriority(drawn.get(href)!)).toBe(withoutPriority(card));
    await expect.poll(shown).toBe(file);
    await page.context().close();
  });
});
