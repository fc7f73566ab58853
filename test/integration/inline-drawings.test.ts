import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_SVG_GZIP_BUDGET } from '../../src/assets/svg-data-url.ts';
import { buildInto } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** A drawing whose path data barely compresses, just past the budget. */
function largeDrawing(): string {
  let points = '';
  let seed = 7;
  while (gzipSync(points).length <= INLINE_SVG_GZIP_BUDGET + 200) {
    seed = (seed * 48271) % 2147483647;
    points += `L${seed % 1597} ${(seed >> 7) % 897}`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><path d="M0 0${points}" stroke="#0B403E" fill="none"/></svg>`;
}

const firstBannerImage = (html: string) => /<img [^>]*class="banner__image"[^>]*>/.exec(html)?.[0] ?? '';

describe('the first picture of a page', () => {
  it('is drawn inside the page when it is a small drawing, while its lazy uses further down keep the file', async () => {
    const built = await buildInto(await copyFixture());
    const home = await built.read('index.html');
    expect(firstBannerImage(home)).toMatch(
      /^<img src="data:image\/svg\+xml,%3Csvg[^"]+" alt="" width="\d+" height="\d+" loading="eager" decoding="sync" fetchPriority="high"/,
    );
    // The fixture's process steps show the same drawing below the fold: there it is the file, lazy.
    expect(home).toMatch(/<img src="\/images\/sample\.svg"[^>]* loading="lazy"/);
    expect(home).not.toContain('<link rel="preload" as="image" href="/images/sample.svg"');
    // The logo is in every page's header the same way.
    expect(home).toMatch(/<a class="site-header__logo" href="\/"><img src="data:image\/svg\+xml,/);
  });

  it("is a file for a product, on its page and as a listing's first card: one per catalogue row would weigh on the build", async () => {
    const built = await buildInto(await copyFixture());
    const [head, body] = (await built.read('product/sports-ware/1/index.html')).split('<body>') as [string, string];
    expect(/<img [^>]*class="product__image"[^>]*>/.exec(body)?.[0]).toMatch(/^<img src="\/images\/sample\.svg"[^>]* fetchPriority="high"/);
    expect(head).toContain('<link rel="preload" as="image" href="/images/sample.svg" fetchPriority="high"/>');
    const listing = await built.read('sports-ware/index.html');
    expect(/<img [^>]*class="product-card__image"[^>]*>/.exec(listing)?.[0]).toMatch(/^<img src="\/images\/sample\.svg"[^>]* fetchPriority="high"/);
  });

  it("is hinted in the head with the rest of a phone's first row, and the rest of a wider first row is eager where it stands, never preloaded", async () => {
    const built = await buildInto(await copyFixture());
    for (const page of ['blog/index.html', 'sports-ware/index.html']) {
      const [head, body] = (await built.read(page)).split('<body>') as [string, string];
      const eager = [...body.matchAll(/<img [^>]*loading="eager"[^>]*>/g)].map(([image]) => image);
      // The high-priority picture and at least one more of its row.
      expect(eager.filter((image) => !image.includes('fetchPriority="high"')).length, page).toBeGreaterThanOrEqual(1);
      const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
      expect(
        preloads.filter((hint) => !hint.includes('fetchPriority="high"')),
        page,
      ).toEqual([]);
    }
    // A listing's two cards side by side on a phone are one size to a fraction of a pixel, so either
    // can be the largest paint: both load first, are hinted, and are drawn as soon as they arrive.
    const [head, body] = (await built.read('sports-ware/index.html')).split('<body>') as [string, string];
    const cards = [...body.matchAll(/<img [^>]*class="product-card__image"[^>]*>/g)].map(([image]) => image);
    expect(cards.slice(0, 2).map((image) => /decoding="sync" fetchPriority="high"/.test(image))).toEqual([true, true]);
    expect(cards[2]).toMatch(/loading="eager" decoding="async"(?! fetchPriority)/);
    const hinted = (head.match(/<link rel="preload" as="image" href="([^"]+)"/g) ?? []).map((hint) => hint.replace(/^.*href="|"$/g, ''));
    expect(hinted.sort()).toEqual([...new Set(cards.slice(0, 2).map((image) => /src="([^"]+)"/.exec(image)?.[1]))].sort());
  });

  it('keeps its own file past the budget, preloaded in the head at high priority', async () => {
    const dir = await copyFixture();
    await writeFile(path.join(dir, 'images', 'large-banner.svg'), largeDrawing());
    await setCell(dir, 'banners.csv', 2, 'image', 'images/large-banner.svg');
    const built = await buildInto(dir);
    const [head, body] = (await built.read('index.html')).split('<body>') as [string, string];
    expect(firstBannerImage(body)).toMatch(/^<img src="\/images\/large-banner\.svg"[^>]* loading="eager"[^>]* fetchPriority="high"/);
    expect(head).toContain('<link rel="preload" as="image" href="/images/large-banner.svg" fetchPriority="high"/>');
    expect(body).not.toContain('<link rel="preload"');
  });

  it('is never a data: URL when it is a photo: a photo has its sizes and formats', async () => {
    const dir = await copyFixture();
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 7, g: 16, b: 38 } } })
      .jpeg()
      .toFile(path.join(dir, 'images', 'banner-photo.jpg'));
    await setCell(dir, 'banners.csv', 2, 'image', 'images/banner-photo.jpg');
    const built = await buildInto(dir);
    const home = await built.read('index.html');
    expect(firstBannerImage(home)).toMatch(/^<img src="\/images\/banner-photo-1600\.\w+\.jpg"/);
    expect(home).not.toMatch(/data:image\/(?!svg)/);
  });
});
