import { writeFileAtomically } from '../../output/write-file-atomically.ts';
import { decodeUpright, encodePixels, isTransparent, type Encoded, type Encoding, type Pixels } from './encode-pixels.ts';
import type { ImageProblem } from './inspect-image.ts';

/** The widths and budgets the published files are made to (see prepare-images.ts). */
export interface EncodingLimits {
  readonly fallbackWidth: number;
  readonly shareWidth: number;
  /** A drawing's link preview: drawn no wider than this. */
  readonly drawingShareWidth: number;
  readonly shareMaxBytes: number;
  readonly maxPublishedBytes: number;
}

/** What the cache knows of an image's encoded files, by role, so that a second build decodes nothing. */
export type Manifest = Partial<Record<string, { readonly ext: string; readonly width: number; readonly height: number }>>;

/** One image whose cached files lack some roles: what the encoder needs to make them. */
export interface EncodeJob {
  readonly source: string;
  readonly kind: 'svg' | 'raster';
  /** The picture's upright size. */
  readonly size: { readonly width: number; readonly height: number };
  /** e.g. avif-480, webp-1440, fallback, share, own-jpeg. */
  readonly roles: readonly string[];
  /** The cached files' common start: `${cacheDir}/${hash}.${recipe}`; each role adds `.${role}.${ext}`. */
  readonly cacheStem: string;
  /** What the cache already holds for this image; the new roles are added to it. */
  readonly manifest: Manifest;
  readonly limits: EncodingLimits;
}

export type EncodeResult = { readonly manifest: Manifest } | { readonly problem: ImageProblem };

/**
 * Decodes the picture once and encodes each missing role from its pixels into the cache, then
 * writes the manifest. Runs in the image encoder's own process (image-encoder-child.ts), where
 * libvips's threads and their memory live apart from the build.
 */
export async function encodeMissing(job: EncodeJob): Promise<EncodeResult> {
  const { limits } = job;
  let pixels: Pixels;
  try {
    // A drawing is only ever decoded for its preview picture: drawn at its own width, or at the
    // drawing preview's where that is narrower (72 dpi draws it at the width its file gives).
    const drawn = Math.min(limits.drawingShareWidth, job.size.width);
    pixels =
      job.kind === 'svg'
        ? await decodeUpright(job.source, drawn, (72 * drawn) / Math.max(1, job.size.width))
        : await decodeUpright(job.source, limits.fallbackWidth);
  } catch {
    return {
      problem: {
        code: 'ImageDamaged',
        message: 'is damaged: its data ends early or is broken, as when a copy did not finish; copy the photo again from the phone or camera',
      },
    };
  }
  // Only the fallback's format hangs on transparency, and measuring it reads every pixel once more
  // (80 ms for an 800 px drawing): a drawing's link preview, which is flattened anyway, skips it.
  const transparent = job.roles.includes('fallback') && (await isTransparent(pixels));
  const manifest: Manifest = { ...job.manifest };
  for (const role of job.roles) {
    const encoding = encodingOf(role, transparent, limits);
    const encoded: Encoded = await encodePixels(pixels, encoding);
    const ext = encoding.format === 'jpeg' ? 'jpg' : encoding.format;
    await writeFileAtomically(`${job.cacheStem}.${role}.${ext}`, encoded.data);
    manifest[role] = { ext, width: encoded.width, height: encoded.height };
  }
  await writeFileAtomically(`${job.cacheStem}.json`, JSON.stringify(manifest));
  return { manifest };
}

function encodingOf(role: string, transparent: boolean, limits: EncodingLimits): Encoding {
  if (role === 'share') return { format: 'jpeg', width: limits.shareWidth, maxBytes: limits.shareMaxBytes, flatten: true, preview: true };
  if (role === 'fallback')
    return { format: transparent ? 'png' : 'jpeg', width: limits.fallbackWidth, maxBytes: limits.maxPublishedBytes, flatten: !transparent };
  if (role.startsWith('own-')) {
    const format = role.slice('own-'.length) as Encoding['format'];
    return { format, width: limits.fallbackWidth, maxBytes: limits.maxPublishedBytes, flatten: format === 'jpeg' };
  }
  const [format, width] = role.split('-') as [Encoding['format'], string];
  return { format, width: Number(width), maxBytes: limits.maxPublishedBytes };
}
