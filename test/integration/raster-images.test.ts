import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInto } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('photographs the owner adds', () => {
  it('a JPEG product photo becomes AVIF and WebP sources at phone, tablet and desktop widths, with its width and height', async () => {
    const dir = await copyFixture();
    // A 1600 × 1200 photo, as a phone camera would give after cropping.
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 11, g: 50, b: 121 } } })
      .jpeg()
      .toFile(path.join(dir, 'images', 'kit-photo.jpg'));
    await setCell(dir, 'products/sports.csv', 2, 'image', 'images/kit-photo.jpg');
    const built = await buildInto(dir);
    const html = await built.read('product/sports-ware/1/index.html');
    const picture = /<picture>.*?<\/picture>/s.exec(html)?.[0] ?? '';
    expect(picture).toMatch(
      /<source type="image\/avif" srcSet="\/images\/kit-photo-480\.\w+\.avif 480w, \/images\/kit-photo-960\.\w+\.avif 960w, \/images\/kit-photo-1440\.\w+\.avif 1440w"/,
    );
    expect(picture).toMatch(/<source type="image\/webp" srcSet="\/images\/kit-photo-480\.\w+\.webp 480w, /);
    // The fallback is a JPEG made from the photo, never the photo itself (see published-photos.test.ts).
    expect(picture).toMatch(/<img src="\/images\/kit-photo-1600\.\w+\.jpg"/);
    expect(picture).toContain('width="1600" height="1200"');
    // Cards the listing island draws in the browser get the same sources, not the 1,600 px fallback alone.
    const data = (await built.files()).find((file) => /^assets\/data\/sports\.\w+\.json$/.test(file)) ?? '';
    const cards = JSON.parse(await built.read(data)) as { name: string; image: { sources?: { type: string; srcset: string }[] } }[];
    const card = cards.find((product) => product.name === 'TT-SU-001');
    expect(card?.image.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of card?.image.sources ?? []) expect(picture).toContain(`<source type="${source.type}" srcSet="${source.srcset}"`);
    const variant = /\/(images\/kit-photo-480\.\w+\.webp)/.exec(picture)?.[1] ?? '';
    const meta = await sharp(await readFile(path.join(built.out, variant))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(480);
  });

  it('never enlarges a small picture', async () => {
    const dir = await copyFixture();
    await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0FAB5B' } })
      .png()
      .toFile(path.join(dir, 'images', 'small.png'));
    await setCell(dir, 'team.csv', 2, 'image', 'images/small.png');
    const built = await buildInto(dir);
    const html = await built.read('team/index.html');
    expect(html).toMatch(/\/images\/small-300\.\w+\.webp 300w"/);
    expect(html).not.toMatch(/small-480/);
  });
});
