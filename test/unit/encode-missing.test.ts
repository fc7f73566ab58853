import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeMissing, type EncodeJob, type EncodingLimits, type Manifest } from '../../src/assets/images/encode-missing.ts';
import { encodePixels, isTransparent } from '../../src/assets/images/encode-pixels.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

// The real isTransparent, watched: measuring transparency reads every pixel, so whether a job does
// it at all is what these tests look at.
vi.mock('../../src/assets/images/encode-pixels.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/assets/images/encode-pixels.ts')>();
  return { ...original, isTransparent: vi.fn(original.isTransparent) };
});

afterAll(removeTemporaryFolders);
beforeEach(() => {
  vi.mocked(isTransparent).mockClear();
});

const LIMITS: EncodingLimits = { fallbackWidth: 1600, shareWidth: 1200, drawingShareWidth: 600, shareMaxBytes: 300 * 1024, maxPublishedBytes: 600 * 1024 };

/** A drawing with a transparent half, as a logo or a cut-out drawing has. */
const DRAWING = '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200"><rect width="150" height="200" fill="#1B2A4E"/></svg>';

async function job(file: string, kind: EncodeJob['kind'], size: EncodeJob['size'], roles: string[]): Promise<EncodeJob> {
  const cacheStem = path.join(await tempDir('encode-missing-'), 'picture.recipe');
  return { source: file, kind, size, roles, cacheStem, manifest: {}, limits: LIMITS };
}

async function encoded(made: Awaited<ReturnType<typeof encodeMissing>>, stem: string, role: string): Promise<Buffer> {
  if ('problem' in made) throw new Error(made.problem.message);
  const entry = (made.manifest as Manifest)[role];
  return readFile(`${stem}.${role}.${entry?.ext}`);
}

describe('encodeMissing', () => {
  it('draws a drawing’s link preview as an opaque JPEG at the drawing’s own size, without measuring its transparency', async () => {
    const file = path.join(await tempDir('encode-missing-'), 'badge.svg');
    await writeFile(file, DRAWING);
    const preview = await job(file, 'svg', { width: 300, height: 200 }, ['share']);
    const made = await encodeMissing(preview);
    expect(made).toEqual({ manifest: { share: { ext: 'jpg', width: 300, height: 200 } } });
    const bytes = await encoded(made, preview.cacheStem, 'share');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 200, hasAlpha: false });
    expect(meta.exif ?? meta.icc ?? meta.xmp).toBeUndefined();
    // The transparent half is white, as the preview is flattened; the drawn half is the drawing's navy.
    const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 300 + x) * 3, (y * 300 + x) * 3 + 3)];
    for (const channel of at(250, 100)) expect(channel).toBeGreaterThan(245);
    expect(at(50, 100)[2]).toBeGreaterThan(at(50, 100)[0] ?? 255);
    expect(isTransparent).not.toHaveBeenCalled();
  });

  it('draws a drawing wider than a drawing’s preview at the preview’s width, its shape kept', async () => {
    const file = path.join(await tempDir('encode-missing-'), 'shirt.svg');
    await writeFile(file, DRAWING.replace('width="300" height="200"', 'width="900" height="600"'));
    const preview = await job(file, 'svg', { width: 900, height: 600 }, ['share']);
    const made = await encodeMissing(preview);
    expect(made).toEqual({ manifest: { share: { ext: 'jpg', width: 600, height: 400 } } });
    expect(await sharp(await encoded(made, preview.cacheStem, 'share')).metadata()).toMatchObject({ width: 600, height: 400 });
  });

  it('still measures the transparency of a picture with a fallback, whose format hangs on it', async () => {
    const file = path.join(await tempDir('encode-missing-'), 'cut-out.png');
    await sharp(Buffer.from(DRAWING)).png().toFile(file);
    const photo = await job(file, 'raster', { width: 300, height: 200 }, ['fallback', 'share']);
    const made = await encodeMissing(photo);
    expect(made).toMatchObject({ manifest: { fallback: { ext: 'png' }, share: { ext: 'jpg' } } });
    expect(isTransparent).toHaveBeenCalledTimes(1);
    expect((await sharp(await encoded(made, photo.cacheStem, 'fallback')).metadata()).hasAlpha).toBe(true);
  });
});

describe('encodePixels', () => {
  it('encodes a link preview without mozjpeg’s slow trellis and scan search, at the same quality and table', async () => {
    const pixels = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#C9A02C' } })
      .composite([{ input: Buffer.from(DRAWING), left: 50, top: 50 }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { data: pixels.data, info: { width: 400, height: 300, channels: 3 as const } };
    const preview = await encodePixels(raw, { format: 'jpeg', width: 1200, maxBytes: 300 * 1024, flatten: true, preview: true });
    const plain = await sharp(raw.data, { raw: raw.info })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, quantisationTable: 3, progressive: true })
      .toBuffer();
    const mozjpeg = await sharp(raw.data, { raw: raw.info }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    expect(preview.data.equals(plain)).toBe(true);
    expect(preview.data.equals(mozjpeg)).toBe(false);
    // Every other JPEG, which visitors download, is still mozjpeg's smallest.
    const fallback = await encodePixels(raw, { format: 'jpeg', width: 1600, maxBytes: 600 * 1024, flatten: true });
    expect(fallback.data.equals(mozjpeg)).toBe(true);
  });
});
