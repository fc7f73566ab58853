import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { buildInto } from '../helpers/built-site.ts';
import { captureOutput } from '../helpers/capture-output.ts';
import { contentIssues } from '../helpers/content-problems.ts';
import { copyFixture, FIXTURES, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';
import { makePhoto } from '../helpers/photos.ts';

afterAll(removeTemporaryFolders);

/** A fixture site whose first sports product names the given file, put in content/images/. */
async function siteWith(name: string, make: (file: string) => Promise<void>): Promise<string> {
  const dir = await copyFixture();
  await make(path.join(dir, 'images', name));
  await setCell(dir, 'products/sports.csv', 2, 'image', `images/${name}`);
  return dir;
}

const CELL = 'content/products/sports.csv, row 2, column "image"';

/** The published fallback of the first sports product's picture. */
async function fallbackOf(dir: string) {
  const built = await buildInto(dir);
  const html = await built.read('product/sports-ware/1/index.html');
  const src = /<img src="(\/images\/[^"]+)"[^>]*class="product__image"|<img[^>]*class="product__image"[^>]*src="(\/images\/[^"]+)"/.exec(html);
  const file = path.join(built.out, (src?.[1] ?? src?.[2] ?? '').slice(1));
  return { file, meta: await sharp(file).metadata() };
}

describe('the pictures an owner really has', () => {
  it('an iPhone HEIC photo named in a cell gets one sentence that says to export it as JPEG, and how', async () => {
    const dir = await siteWith('iphone.heic', (file) => copyFile(path.join(FIXTURES, 'photos', 'iphone.heic'), file));
    const issues = await contentIssues(dir);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.sentence).toContain(CELL);
    expect(issues[0]?.sentence).toMatch(/iPhone HEIC photo, which browsers cannot show; export it as JPEG .*Preview.*File > Export/);
  });

  it('a HEIC photo renamed .jpg is found by its content, with the same advice', async () => {
    const dir = await siteWith('renamed.jpg', (file) => copyFile(path.join(FIXTURES, 'photos', 'iphone.heic'), file));
    expect(await contentIssues(dir)).toEqual([
      { code: 'ImageHeic', sentence: expect.stringMatching(/the image "images\/renamed\.jpg" is an iPhone HEIC photo.*export it as JPEG/) },
    ]);
    expect((await contentIssues(dir))[0]?.sentence).toContain(CELL);
  });

  it('a CMYK JPEG from a print designer is published in sRGB, its colours kept', async () => {
    const dir = await siteWith('designer.jpg', (file) => makePhoto(file, { width: 800, height: 600, colourspace: 'cmyk' }));
    expect((await sharp(path.join(dir, 'images', 'designer.jpg')).metadata()).space).toBe('cmyk');
    const { file, meta } = await fallbackOf(dir);
    expect(meta).toMatchObject({ format: 'jpeg', space: 'srgb', channels: 3 });
    // The top half was red: still red after CMYK → sRGB, not the inverted cyan of raw CMYK values.
    const { data } = await sharp(file).extract({ left: 400, top: 100, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(110);
  });

  it('a 16-bit PNG is published as 8-bit', async () => {
    const dir = await siteWith('deep.png', (file) => makePhoto(file, { width: 600, height: 400, format: 'png', colourspace: 'rgb16' }));
    expect((await sharp(path.join(dir, 'images', 'deep.png')).metadata()).depth).toBe('ushort');
    const { meta } = await fallbackOf(dir);
    expect(meta.depth).toBe('uchar');
  });

  it('a photo of more than 50 megapixels gets a sentence with its size and what to do', async () => {
    const dir = await siteWith('huge.png', (file) =>
      sharp({ create: { width: 8200, height: 6200, channels: 3, background: '#0B3279' } })
        .png()
        .toFile(file)
        .then(() => undefined),
    );
    const issues = await contentIssues(dir);
    expect(issues).toEqual([
      {
        code: 'ImageTooLarge',
        sentence: expect.stringContaining(
          `${CELL}: the image "images/huge.png" is 51 megapixels (8200 × 6200), more than the 50 the build accepts; save a smaller copy`,
        ),
      },
    ]);
  });

  it('a PNG named .jpg is read as the PNG it is and published', async () => {
    const dir = await siteWith('misnamed.jpg', (file) => makePhoto(file, { width: 700, height: 500, format: 'png' }));
    const { meta } = await fallbackOf(dir);
    expect(meta).toMatchObject({ format: 'jpeg', width: 700 });
  });

  it('a drawing named .png, or a document named .jpg, gets a sentence that says what it is', async () => {
    const drawing = await siteWith('drawing.png', (file) => copyFile(path.join(FIXTURES, 'minimal', 'images', 'sample.svg'), file));
    expect(await contentIssues(drawing)).toEqual([
      {
        code: 'ImageNameMismatch',
        sentence: expect.stringContaining(`${CELL}: the image "images/drawing.png" is an SVG drawing named .png; rename the file to drawing.svg`),
      },
    ]);
    const document = await siteWith('price-list.jpg', (file) => writeFile(file, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'));
    expect(await contentIssues(document)).toEqual([
      { code: 'ImageUnreadable', sentence: expect.stringContaining(`${CELL}: the image "images/price-list.jpg" is not a picture the build can read`) },
    ]);
  });

  it('a photo cut short by a copy that did not finish stops the build with a located sentence, exit 1, dist/ untouched', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    expect(await main(['build', '--content', content, '--out', out, '--quiet'], captureOutput().io)).toBe(0);
    const before = await folderSnapshot(out);
    const whole = path.join(await tempDir(), 'whole.jpg');
    await makePhoto(whole, { width: 1600, height: 1200 });
    const bytes = await readFile(whole);
    await writeFile(path.join(content, 'images', 'cut-short.jpg'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    await setCell(content, 'products/sports.csv', 2, 'image', 'images/cut-short.jpg');
    const { io, err } = captureOutput();
    expect(await main(['build', '--content', content, '--out', out], io)).toBe(1);
    const text = err.join('\n').replaceAll(`${content}/`, 'content/');
    expect(text).toContain(
      `${CELL}: the image "images/cut-short.jpg" is damaged: its data ends early or is broken, as when a copy did not finish; copy the photo again from the phone or camera`,
    );
    expect(text).not.toMatch(/\n\s+at /);
    expect(await folderSnapshot(out)).toEqual(before);
  });
});
