import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders } from '../helpers/fixture-site.ts';
import { giveProductPhotos } from '../helpers/product-photos.ts';

afterAll(removeTemporaryFolders);

const byClass = (root: Element | ReturnType<typeof parseDocument>, name: string) =>
  DomUtils.findAll((element) => (element.attribs.class ?? '').split(' ').includes(name), [root]);
/** The photo an <img> or <source> names, by its file's stem: "gallery-2" for /images/gallery-2-480.HASH.webp. */
const photosNamed = (element: Element) =>
  [...`${element.attribs.src ?? ''} ${element.attribs.srcset ?? ''}`.matchAll(/gallery-(\d)/g)].map((match) => Number(match[1]));

describe('a product with three photos (image cell "a; b; c")', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    const dir = await copyFixture();
    await giveProductPhotos(dir, 'products/street.csv', 2);
    built = await buildInto(dir, { search: false });
  }, 120_000);

  it('its page holds the three photos in the order of the cell, the first loaded at once and the others lazily', async () => {
    const product = built.result.site.productsByList.street[0]!;
    expect(product.images).toEqual(['images/gallery-1.jpg', 'images/gallery-2.jpg', 'images/gallery-3.jpg']);
    const page = parseDocument(await built.read('product/street-ware/1/index.html'));
    const slides = byClass(page, 'product-gallery__slide');
    expect(slides).toHaveLength(3);
    slides.forEach((slide, index) => {
      // Every source and the <img> of a slide name its photo and no other.
      const named = DomUtils.findAll((element) => element.name === 'img' || element.name === 'source', [slide]).flatMap(photosNamed);
      expect(named.length).toBeGreaterThan(2);
      expect(new Set(named)).toEqual(new Set([index + 1]));
    });
    const images = slides.map((slide) => DomUtils.findOne((element) => element.name === 'img', [slide])!);
    expect(images.map((image) => image.attribs.alt)).toEqual([
      `${product.title}, ${product.color}`,
      `${product.title}, Photo 2 of 3`,
      `${product.title}, Photo 3 of 3`,
    ]);
    expect(images.map((image) => image.attribs.loading)).toEqual(['eager', 'lazy', 'lazy']);
    expect(images.map((image) => image.attribs.fetchpriority)).toEqual(['high', undefined, undefined]);
    for (const image of images) expect([image.attribs.width, image.attribs.height]).toEqual(['1200', '900']);
    // The thumbnails and the larger view, in the same order.
    expect(
      byClass(page, 'product-gallery__thumb').map((thumb) => DomUtils.findAll((element) => element.name === 'img', [thumb]).flatMap(photosNamed)[0]),
    ).toEqual([1, 2, 3]);
    expect(
      byClass(page, 'product-gallery__dialog-slide').map((slide) => DomUtils.findAll((element) => element.name === 'img', [slide]).flatMap(photosNamed)[0]),
    ).toEqual([1, 2, 3]);
    // Only the main photo is hinted in the head.
    const preloads = DomUtils.findAll((element) => element.name === 'link' && element.attribs.rel === 'preload' && element.attribs.as === 'image', [page]);
    expect(preloads.flatMap((link) => `${link.attribs.href ?? ''} ${link.attribs.imagesrcset ?? ''}`.match(/gallery-\d/g) ?? [])).not.toContain('gallery-2');
  });

  it('its card on the listing, and in the card data the listing redraws from, shows the first photo only', async () => {
    const listing = parseDocument(await built.read('street-ware/index.html'));
    const card = DomUtils.findAll((element) => element.name === 'article' && (element.attribs.class ?? '').split(' ').includes('product-card'), [listing]).find(
      (article) => DomUtils.findOne((element) => element.name === 'a' && element.attribs.href === '/product/street-ware/1/', [article]),
    );
    expect(card).toBeDefined();
    const named = DomUtils.findAll((element) => element.name === 'img' || element.name === 'source', [card!]).flatMap(photosNamed);
    expect(named.length).toBeGreaterThan(2);
    expect(new Set(named)).toEqual(new Set([1]));

    const data = (await built.files()).find((file) => /^assets\/data\/street\.\w+\.json$/.test(file));
    const products = JSON.parse(await built.read(data!)) as { href: string; image: { src: string; sources?: { srcset: string }[] } }[];
    const image = products.find((product) => product.href === '/product/street-ware/1/')?.image;
    // The first photo's own fallback JPEG, AVIF and WebP widths (prepare-images.ts names them after it).
    expect(image?.src).toMatch(/\/images\/gallery-1-\d+\.\w+\.jpg$/);
    expect(image?.sources?.flatMap((source) => source.srcset.match(/gallery-\d/g))).toEqual(Array(6).fill('gallery-1'));
  });

  it('a product with one photo keeps its one picture and no gallery', async () => {
    const html = await built.read('product/street-ware/2/index.html');
    expect(html.match(/product-gallery/g) ?? []).toEqual([]);
    expect(html.match(/<img [^>]*class="product__image"/g)).toHaveLength(1);
  });
});
