import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_WIDTH, MAX_PUBLISHED_BYTES, SHARE_MAX_BYTES, SHARE_WIDTH } from '../../src/assets/prepare-images.ts';
import { contentHash } from '../../src/assets/content-hash.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, ROOT, setCell, tempDir } from '../helpers/fixture-site.ts';
import { inkscapeDrawing, makePhoto, PRIVATE } from '../helpers/photos.ts';

/**
 * The fixture site with what an owner really has: phone photos carrying the camera's EXIF (GPS
 * position, make, model, owner), XMP and IPTC, one of them turned by its EXIF orientation, a heavy
 * noisy 12-megapixel photo, a cut-out with transparency, and a phone photo dropped into public/.
 */
let built: BuiltSite;
let originals: Map<string, Buffer>;
const RASTER = /\.(jpe?g|png|webp|avif)$/i;

beforeAll(async () => {
  const dir = await copyFixture();
  const publicDir = path.join(await tempDir('site-public-'), 'public');
  await cp(path.join(ROOT, 'public'), publicDir, { recursive: true });
  await mkdir(path.join(dir, 'images', 'photos'), { recursive: true });
  const photo = (name: string) => path.join(dir, 'images', 'photos', name);
  // Stored 1200 × 900 on its side, as a phone held upright stores it: displayed 900 × 1200.
  await makePhoto(photo('turned.jpg'), { width: 1200, height: 900, private: true, orientation: 6 });
  await makePhoto(photo('heavy.jpg'), { width: 4032, height: 3024, private: true, grain: 255 });
  await makePhoto(photo('cut-out.png'), { width: 800, height: 600, format: 'png', transparent: true, private: true });
  await makePhoto(path.join(publicDir, 'about-photo.jpg'), { width: 2000, height: 1500, private: true });
  // Drawings from a drawing program, named in a sheet and put in public/ by hand.
  await writeFile(photo('badge.svg'), inkscapeDrawing());
  await writeFile(path.join(publicDir, 'badge.svg'), inkscapeDrawing());
  await setCell(dir, 'products/sports.csv', 2, 'image', 'images/photos/turned.jpg');
  await setCell(dir, 'products/sports.csv', 3, 'image', 'images/photos/heavy.jpg');
  await setCell(dir, 'team.csv', 2, 'image', 'images/photos/cut-out.png');
  await setCell(dir, 'team.csv', 3, 'image', 'images/photos/badge.svg');
  const settings = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(dir, 'site.json'), JSON.stringify({ ...settings, shareImage: 'images/sample.svg', shareImageAlt: 'Our cutting floor in Sialkot' }));
  originals = new Map();
  for (const file of ['turned.jpg', 'heavy.jpg', 'cut-out.png']) originals.set(`images/photos/${file}`, await readFile(photo(file)));
  originals.set('about-photo.jpg', await readFile(path.join(publicDir, 'about-photo.jpg')));
  built = await buildInto(dir, { publicDir });
}, 180_000);
afterAll(removeTemporaryFolders);

const rasterFiles = async () => (await built.files()).filter((file) => RASTER.test(file));
const metadataOf = async (file: string) => sharp(await readFile(path.join(built.out, file))).metadata();
const fileOf = (url: string) => decodeURI(new URL(url, 'https://www.threadandtailor.example').pathname.slice(1));
const metaContent = (html: string, property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];

describe('photos as the owner has them', () => {
  it('the fixture photos do carry GPS, camera and owner fields (so the next test can fail)', async () => {
    for (const [name, bytes] of originals) {
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, name).toBeDefined();
      expect(meta.xmp, name).toBeDefined();
      expect(bytes.includes(PRIVATE.artist), name).toBe(true);
    }
    expect((await sharp(originals.get('images/photos/heavy.jpg')).metadata()).iptc).toBeDefined();
    expect(originals.get('images/photos/heavy.jpg')!.length).toBeGreaterThan(2 * MAX_PUBLISHED_BYTES);
  });

  it('no published file carries EXIF, XMP or IPTC, nor any of the owner’s fields, and no original is published', async () => {
    const files = await built.files();
    const hashes = new Set([...originals.values()].map((bytes) => contentHash(bytes)));
    for (const file of files) {
      const bytes = await readFile(path.join(built.out, file));
      for (const secret of Object.values(PRIVATE)) expect(bytes.includes(secret), `${file} holds "${secret}"`).toBe(false);
      expect(hashes.has(contentHash(bytes)), `${file} is an original`).toBe(false);
    }
    const rasters = await rasterFiles();
    expect(rasters.length).toBeGreaterThan(15);
    for (const file of rasters) {
      const meta = await metadataOf(file);
      expect({ file, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({ file, exif: undefined, xmp: undefined, iptc: undefined });
    }
    for (const name of ['images/photos/turned.jpg', 'images/photos/heavy.jpg', 'images/photos/cut-out.png']) expect(files).not.toContain(name);
  });

  it('a drawing keeps its shapes but loses its editor data, metadata and comments, named in a sheet or put in public/', async () => {
    for (const file of ['images/photos/badge.svg', 'badge.svg']) {
      const text = await built.read(file);
      expect(text, file).toMatch(/<svg[^>]*viewBox="0 0 400 300"/);
      expect(text, file).toContain('<circle cx="200" cy="150" r="80" fill="#0FAB5B"/>');
      expect(text, file).not.toMatch(/<metadata|inkscape:|sodipodi:|<!--/);
    }
    // A drawing without such traces is published byte for byte.
    expect(await built.read('images/sample.svg')).toBe(await readFile(path.join(ROOT, 'test', 'fixtures', 'minimal', 'images', 'sample.svg'), 'utf8'));
  });

  it('a photo of public/ keeps its name and address, without its metadata and within the limits', async () => {
    const { format, width, exif, xmp } = await metadataOf('about-photo.jpg');
    expect({ format, width, exif, xmp }).toEqual({ format: 'jpeg', width: FALLBACK_WIDTH, exif: undefined, xmp: undefined });
  });

  it('a turned photo is published upright, with its displayed width and height on the page', async () => {
    const html = await built.read('product/sports-ware/1/index.html');
    const img = /<img[^>]*class="product__image"[^>]*>|<img[^>]*>(?=[^<]*<\/picture>)/.exec(html)?.[0] ?? '';
    expect(img).toContain('width="900" height="1200"');
    const src = /src="([^"]+)"/.exec(img)?.[1] ?? '';
    const { data, info } = await sharp(path.join(built.out, fileOf(src)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([900, 1200]);
    // Stored, the top half was red: shown upright (turned a quarter clockwise), red is on the right.
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [leftRed, , leftBlue] = pixel(100, 600) as [number, number, number];
    const [rightRed, , rightBlue] = pixel(800, 600) as [number, number, number];
    expect(leftBlue).toBeGreaterThan(leftRed);
    expect(rightRed).toBeGreaterThan(rightBlue);
  });

  it('the fallback <img src> is a JPEG at most 1,600 px wide, a PNG where the picture is transparent, and no raster file passes 600 KB', async () => {
    const heavy = await built.read('product/sports-ware/2/index.html');
    const src = /<img src="([^"]+)"[^>]*class="product__image"|<img[^>]*class="product__image"[^>]*src="([^"]+)"/.exec(heavy);
    const fallback = fileOf(src?.[1] ?? src?.[2] ?? '');
    expect(fallback).toMatch(/^images\/photos\/heavy-\d+\.\w+\.jpg$/);
    expect(await metadataOf(fallback)).toMatchObject({ format: 'jpeg', width: FALLBACK_WIDTH });
    const team = await built.read('team/index.html');
    const cutOut = fileOf(/<img src="([^"]*cut-out[^"]*)"/.exec(team)?.[1] ?? '');
    expect(await metadataOf(cutOut)).toMatchObject({ format: 'png', hasAlpha: true });
    for (const file of await rasterFiles()) {
      const bytes = (await readFile(path.join(built.out, file))).length;
      expect(bytes, file).toBeLessThanOrEqual(MAX_PUBLISHED_BYTES);
    }
  });

  it('a product page’s link preview is a JPEG of at most 1,200 px and 300 KB with its size and alt text, and the JSON-LD names the same file', async () => {
    const html = await built.read('product/sports-ware/2/index.html');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(/^https:\/\/www\.threadandtailor\.example\/images\/photos\/heavy-share-\d+\.\w+\.jpg$/);
    const bytes = await readFile(path.join(built.out, fileOf(image)));
    expect(bytes.length).toBeLessThanOrEqual(SHARE_MAX_BYTES);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeLessThanOrEqual(SHARE_WIDTH);
    expect(metaContent(html, 'og:image:width')).toBe(String(meta.width));
    expect(metaContent(html, 'og:image:height')).toBe(String(meta.height));
    expect(metaContent(html, 'og:image:alt')).toMatch(/^.+, .+$/);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1] ?? '{}') as { '@type'?: string; image?: string },
    );
    expect(jsonLd.find((data) => data['@type'] === 'Product')?.image).toBe(image);
  });

  it('a page without a picture of its own shares the site’s default picture, a drawing drawn as a JPEG', async () => {
    const html = await built.read('about/index.html');
    const image = metaContent(html, 'og:image') ?? '';
    expect(image).toMatch(/\/images\/sample-share-\d+\.\w+\.jpg$/);
    expect((await metadataOf(fileOf(image))).format).toBe('jpeg');
    expect(metaContent(html, 'og:image:alt')).toBe('Our cutting floor in Sialkot');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });
});
