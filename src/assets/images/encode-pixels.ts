import { loadSharp } from './load-sharp.ts';

/** A picture decoded once, upright, in 8-bit sRGB: every published file of it is encoded from these pixels. */
export interface Pixels {
  readonly data: Buffer;
  readonly info: { readonly width: number; readonly height: number; readonly channels: 1 | 2 | 3 | 4 };
}

export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface Encoding {
  readonly format: OutputFormat;
  /** The widest the file may be; a narrower picture keeps its width. */
  readonly width: number;
  /** The heaviest the file may be: lower quality first, then fewer pixels, until it fits. */
  readonly maxBytes: number;
  /** Transparent parts on white, for formats or uses without transparency (a link preview). */
  readonly flatten?: boolean;
  /** A link preview's JPEG, made quickly rather than smallest (see PREVIEW_LADDER). */
  readonly preview?: boolean;
}

export interface Encoded {
  readonly data: Buffer;
  readonly width: number;
  readonly height: number;
}

/**
 * The qualities tried in turn. The first is what every picture gets unless it is too heavy: AVIF
 * and WebP as the site has always made them, JPEG at the quality phones' own "high" setting
 * looks like, PNG lossless, then quantised to a palette (still sharp-edged for logos and cut-outs).
 */
const LADDERS: Record<OutputFormat, readonly object[]> = {
  avif: [
    { quality: 55, effort: 2 },
    { quality: 45, effort: 2 },
    { quality: 35, effort: 2 },
  ],
  webp: [{ quality: 78 }, { quality: 65 }, { quality: 50 }],
  jpeg: [
    { quality: 82, mozjpeg: true },
    { quality: 72, mozjpeg: true },
    { quality: 62, mozjpeg: true },
    { quality: 50, mozjpeg: true },
  ],
  png: [
    { compressionLevel: 9, effort: 7 },
    { palette: true, quality: 90, effort: 7 },
    { palette: true, quality: 70, effort: 7 },
  ],
};

/**
 * A link preview's JPEG is fetched by the social networks, which encode it again, never by a
 * visitor's browser, so it is not made smallest: mozjpeg's trellis quantisation and scan
 * optimisation took 62 ms of CPU for an 800 px drawing against 18 ms without them, for 29 KB
 * against 34 KB. Its quantisation table, which costs nothing, is kept, and so is the quality.
 */
const PREVIEW_LADDER: readonly object[] = [82, 72, 62, 50].map((quality) => ({ quality, quantisationTable: 3, progressive: true }));

/** Each narrower try keeps this share of the width, down to this many pixels. */
const NARROWER = 0.8;
const NARROWEST = 320;

/** Describes the encodings, so that cached files made another way are not reused. */
export const ENCODING_RECIPE = JSON.stringify({ LADDERS, PREVIEW_LADDER, NARROWER, NARROWEST, v: 1 });

/**
 * Encodes the pixels as one published file within its byte budget. Nothing but the pixels is
 * written: no EXIF, XMP, IPTC or colour profile (the pixels are sRGB, what browsers assume).
 */
export async function encodePixels(pixels: Pixels, encoding: Encoding): Promise<Encoded> {
  let width = Math.min(encoding.width, pixels.info.width);
  for (;;) {
    for (const options of encoding.preview ? PREVIEW_LADDER : LADDERS[encoding.format]) {
      const encoded = await encodeOnce(pixels, encoding, width, options);
      if (encoded.data.length <= encoding.maxBytes) return encoded;
    }
    if (width <= NARROWEST) throw new Error(`could not encode a ${encoding.format} of ${width} px within ${encoding.maxBytes} bytes`);
    width = Math.max(NARROWEST, Math.round(width * NARROWER));
  }
}

async function encodeOnce(pixels: Pixels, encoding: Encoding, width: number, options: object): Promise<Encoded> {
  const sharp = await loadSharp();
  let pipeline = sharp(pixels.data, { raw: pixels.info }).resize({ width, withoutEnlargement: true });
  if (encoding.flatten) pipeline = pipeline.flatten({ background: '#ffffff' });
  const { data, info } = await pipeline[encoding.format](options).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Whether the picture has any pixel that is not fully opaque: only then is its fallback a PNG. */
export async function isTransparent(pixels: Pixels): Promise<boolean> {
  if (pixels.info.channels !== 2 && pixels.info.channels !== 4) return false;
  const sharp = await loadSharp();
  const { isOpaque } = await sharp(pixels.data, { raw: pixels.info }).stats();
  return !isOpaque;
}

/**
 * Decodes a picture upright (EXIF orientation applied), in sRGB (CMYK and 16-bit pictures
 * converted) and no wider than `maxWidth`. JPEG decoding shrinks on load, so a 12-megapixel
 * photo is never held whole; a truncated file fails instead of publishing a half-grey picture.
 * An SVG is drawn at `density` dots per inch.
 */
export async function decodeUpright(file: string, maxWidth: number, density?: number): Promise<Pixels> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(file, { failOn: 'truncated', ...(density ? { density } : {}) })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: density === undefined })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}
