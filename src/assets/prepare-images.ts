import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { OutputSink } from '../output/output-sink.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { contentHash } from './content-hash.ts';
import type { ImageVariants, PreparedImage } from './image-variants.ts';
import { svgDataUrl } from './svg-data-url.ts';

/** Widths of the responsive variants: a phone, a phone at 2x or a tablet, a desktop. */
const WIDTHS = [480, 960, 1440];
const FORMATS = [
  { ext: 'avif', type: 'image/avif', options: { quality: 55, effort: 2 } },
  { ext: 'webp', type: 'image/webp', options: { quality: 78 } },
] as const;

export interface PrepareImagesOptions {
  contentDir: string;
  publicDir: string;
  /** Encoded variants are kept here between builds: AVIF encoding is the slowest step of a build. */
  cacheDir: string;
  /** The site's addresses: every image URL carries the base path. */
  paths: SitePaths;
}

/**
 * Copies every image the content names into the output and measures it. SVG scales by itself
 * and is copied as is; JPEG, PNG and WebP photos get AVIF and WebP variants at three widths, so
 * a phone downloads a phone-sized picture. Every image gets its width and height, for layout
 * without shift.
 */
export async function prepareImages(images: Iterable<string>, sink: OutputSink, options: PrepareImagesOptions): Promise<ImageVariants> {
  const prepared = new Map<string, PreparedImage>();
  await Promise.all(
    [...new Set(images)].map(async (image) => {
      const inContent = path.join(options.contentDir, image);
      const fromContent = await exists(inContent);
      const source = fromContent ? inContent : path.join(options.publicDir, image);
      // public/ is copied verbatim by the build; only content images need copying here.
      if (fromContent) await sink.copy(image, source);
      prepared.set(image, same(image, /\.svg$/i.test(image) ? await measureSvg(image, source, options.paths) : await prepareRaster(image, source, sink, options)));
    }),
  );
  return prepared;
}

/** The variants of each image as the last build of this process described them. */
const lastPrepared = new Map<string, { json: string; image: PreparedImage }>();

/**
 * The same frozen object as last time when nothing about the image changed: pages and product
 * cards cached with an image's variants (fingerprints, ProductCard) then stay valid across builds.
 */
function same(name: string, image: PreparedImage): PreparedImage {
  const json = JSON.stringify(image);
  const known = lastPrepared.get(name);
  if (known?.json === json) return known.image;
  const frozen = Object.freeze({ ...image, sources: Object.freeze(image.sources.map((source) => Object.freeze({ ...source }))) });
  lastPrepared.set(name, { json, image: frozen });
  return frozen;
}

async function measureSvg(image: string, source: string, paths: SitePaths): Promise<PreparedImage> {
  const text = await readFile(source, 'utf8');
  const head = text.slice(0, 2000);
  const root = /<svg\b[^>]*>/i.exec(head)?.[0] ?? '';
  const attribute = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1] ?? '');
  const viewBox = /viewBox="[\d.\-]+[\s,]+[\d.\-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = attribute('width') || Number(viewBox?.[1]) || 800;
  const height = attribute('height') || Number(viewBox?.[2]) || 800;
  const inline = svgDataUrl(text);
  return { src: paths.asset(image), width: Math.round(width), height: Math.round(height), sources: [], ...(inline ? { inline } : {}) };
}

async function prepareRaster(image: string, source: string, sink: OutputSink, { cacheDir, paths }: PrepareImagesOptions): Promise<PreparedImage> {
  const bytes = await readFile(source);
  const metadata = await sharp(bytes).metadata();
  // EXIF orientation 5–8 means the stored picture is turned a quarter: its displayed width is its height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 800;
  const height = (turned ? metadata.width : metadata.height) ?? 800;
  const hash = contentHash(bytes);
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < width), Math.min(width, WIDTHS.at(-1) ?? width)])];
  const base = image.replace(/\.[a-z]+$/i, '');
  const sources = await Promise.all(
    FORMATS.map(async (format) => {
      const entries = await Promise.all(
        widths.map(async (target) => {
          const file = `${base}-${target}.${hash}.${format.ext}`;
          const encoded = await cached(path.join(cacheDir, `${hash}-${target}.${format.ext}`), () =>
            sharp(bytes).rotate().resize({ width: target, withoutEnlargement: true })[format.ext](format.options).toBuffer(),
          );
          await sink.write(file, encoded);
          return `${paths.asset(file)} ${target}w`;
        }),
      );
      return { type: format.type, srcset: entries.join(', ') };
    }),
  );
  return { src: paths.asset(image), width, height, sources };
}

async function cached(file: string, make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch {
    const made = await make();
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, made);
    return made;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
