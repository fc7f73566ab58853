import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Metadata } from 'sharp';
import { loadSharp } from './load-sharp.ts';
import type { ContentIssueCode } from '../../errors/content-issue.ts';
import { HEIC_ADVICE } from '../../errors/image-advice.ts';

/**
 * The largest picture the build accepts. A 50-megapixel phone photo (8160 × 6120) passes; larger
 * ones (108 and 200 MP camera modes, scans, print files) would each need hundreds of megabytes to
 * decode, and the site shows them at 1,600 pixels at most.
 */
export const MAX_MEGAPIXELS = 50;

/** What the build knows of a picture from its first bytes and header, before decoding it. */
export type ImageFacts =
  | { readonly kind: 'svg' }
  | {
      readonly kind: 'raster';
      /** As sharp names it: jpeg, png, webp, heif (AVIF), gif, tiff. */
      readonly format: string;
      /** As displayed: a photo turned by its EXIF orientation has its width and height swapped. */
      readonly width: number;
      readonly height: number;
      readonly hasAlpha: boolean;
    };

export interface ImageProblem {
  readonly code: ContentIssueCode;
  /** Continues `the image "images/x.jpg" …`: one plain sentence for the owner. */
  readonly message: string;
}

export type Inspection = { readonly facts: ImageFacts } | { readonly problem: ImageProblem };

const RASTER_NAMES = /\.(png|jpe?g|webp|avif|gif)$/i;

/**
 * Reads what a picture is from its content, not its name: a phone's HEIC photo renamed .jpg, a
 * drawing saved as .png or a PDF named .jpg each get a sentence that says what to do. A photo
 * whose name only names another raster format (a PNG named .jpg) is read as what it is: the build
 * publishes encoded copies, never the file itself, so the name does not matter.
 */
export async function inspectImage(file: string): Promise<Inspection> {
  // Read every time: what builds remember of a picture is PictureMemory's, pruned with it.
  return inspect(file, (await stat(file)).size);
}

async function inspect(file: string, size: number): Promise<Inspection> {
  const head = await firstBytes(file, 512);
  const svg = looksLikeSvg(head);
  const namedSvg = /\.svg$/i.test(file);
  if (namedSvg && svg) return { facts: { kind: 'svg' } };
  if (namedSvg)
    return problem(
      'ImageNameMismatch',
      `is named .svg but is not an SVG drawing; save the picture with the name its program gives it (.jpg or .png) and write that name here`,
    );
  const suffix = path.extname(file).toLowerCase();
  if (svg)
    return problem(
      'ImageNameMismatch',
      `is an SVG drawing named ${suffix}; rename the file to ${path.basename(file, path.extname(file))}.svg and write that name here`,
    );
  if (!RASTER_NAMES.test(file)) return problem('ImageUnreadable', `is not a picture the build can read`);
  if (size === 0) return problem('ImageDamaged', `is an empty file; copy the picture again`);
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(file).metadata();
  } catch {
    return problem(
      'ImageUnreadable',
      `is not a picture the build can read (it may be a document or a damaged file); open it in a photo app and save it again as JPEG`,
    );
  }
  if (metadata.format === 'heif' && metadata.compression !== 'av1')
    return problem('ImageHeic', `is an iPhone HEIC photo, which browsers cannot show; ${HEIC_ADVICE}`);
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width === 0 || height === 0) return problem('ImageUnreadable', `has no size the build can read; open it in a photo app and save it again as JPEG`);
  const megapixels = (width * height) / 1_000_000;
  if (megapixels > MAX_MEGAPIXELS) {
    return problem(
      'ImageTooLarge',
      `is ${Math.round(megapixels)} megapixels (${width} × ${height}), more than the ${MAX_MEGAPIXELS} the build accepts; save a smaller copy, 4,000 pixels wide is plenty for the web (the phone's normal photo size, or in a photo editor: Resize, then Save as JPEG)`,
    );
  }
  return { facts: { kind: 'raster', format: metadata.format ?? 'unknown', width, height, hasAlpha: metadata.hasAlpha ?? false } };
}

function problem(code: ContentIssueCode, message: string): Inspection {
  return { problem: { code, message } };
}

async function firstBytes(file: string, count: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const { bytesRead } = await handle.read(buffer, 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** No raster format begins with "<"; an SVG drawing has its <svg> element within its first lines. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<') && /<svg[\s>]/i.test(text);
}
