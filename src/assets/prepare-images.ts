import { access, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import pLimit from 'p-limit';
import type { OutputSink } from '../output/output-sink.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { contentHash } from './content-hash.ts';
import type { EncodingLimits } from './images/encode-missing.ts';
import { ENCODING_RECIPE } from './images/encode-pixels.ts';
import { encodeInChild } from './images/image-encoder.ts';
import { locateImage } from './images/locate-image.ts';
import type { ImageFacts, ImageProblem } from './images/inspect-image.ts';
import { ImageProblems } from './images/image-problems.ts';
import type { PictureMemory, RememberedPicture } from './images/picture-memory.ts';
import { scrubSvg } from './images/scrub-svg.ts';
import type { ImageVariants, PreparedImage, SharedImage } from './image-variants.ts';
import { svgDataUrl } from './svg-data-url.ts';
import { BuildMemo } from '../incremental/build-memo.ts';
import type { RememberedImage } from '../incremental/build-cache.ts';

/** Widths of the responsive variants: a phone, a phone at 2x or a tablet, a desktop. */
const WIDTHS = [480, 960, 1440];
const VARIANTS = [
  { format: 'avif', type: 'image/avif' },
  { format: 'webp', type: 'image/webp' },
] as const;
/** No published raster file is heavier: a visitor on a slow network waits for every byte. */
export const MAX_PUBLISHED_BYTES = 600 * 1024;
/** The `<img src>` of a photo, for browsers that take none of the variants. */
export const FALLBACK_WIDTH = 1600;
/** Link previews: 1,200 px is what Facebook and LinkedIn ask for; WhatsApp drops pictures over ~300 KB. */
export const SHARE_WIDTH = 1200;
/**
 * A drawing's link preview is 600 px wide: what Facebook, LinkedIn and WhatsApp need for a large
 * card. Drawing costs by the pixel (a sample drawing's layered shadows: about 0.1 s at 800 px, 35%
 * less at 600), and a drawing has no finer detail to give a preview, as a photo has. Previews cached
 * at a drawing's own width stay valid, so the recipe does not change.
 */
export const DRAWING_SHARE_WIDTH = 600;
export const SHARE_MAX_BYTES = 300 * 1024;

/** Part of every cached file's name: files encoded another way are made anew. */
const RECIPE = contentHash(
  JSON.stringify({ ENCODING_RECIPE, drawingsAtTheirOwnWidth: true, WIDTHS, MAX_PUBLISHED_BYTES, FALLBACK_WIDTH, SHARE_WIDTH, SHARE_MAX_BYTES }),
).slice(0, 6);

export interface PrepareImagesOptions {
  contentDir: string;
  publicDir: string;
  /** Encoded files are kept here between builds, by the source's content hash: encoding is the slowest step of a build. */
  cacheDir: string;
  /** What earlier builds learnt from each picture (BuildCache.pictures); saved when the images are done. */
  memory: PictureMemory;
  /** The variants of each image as the last build of this process described them (BuildCache.preparedImages). */
  prepared?: BuildMemo<string, RememberedImage>;
  /** The site's addresses: every image URL carries the base path. */
  paths: SitePaths;
  /** The images a page shares in link previews: each gets a preview picture. */
  shared?: ReadonlySet<string>;
  /**
   * Photos of public/ (JPEG, PNG, WebP, AVIF), which are published under their own names, for the
   * addresses written by hand that name them, but encoded again like every photo.
   */
  republish?: readonly string[];
  /** Told after each image, for the progress line ("Preparing images 37/83"). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Publishes every image the content names and measures it. A drawing (SVG) scales by itself and is
 * published as it is. A photo is never published itself (it carries the camera's EXIF: the place
 * it was taken, the phone, the owner's name): it is decoded upright and encoded again, as AVIF and
 * WebP at three widths and a JPEG (PNG with transparency) fallback, each with nothing but the pixels.
 * As many images are prepared at a time as the machine has cores, each read from disk when its
 * turn comes, so memory does not grow with the number of photos.
 */
export async function prepareImages(images: Iterable<string>, sink: OutputSink, given: PrepareImagesOptions): Promise<ImageVariants> {
  const options: Context = { ...given, prepared: given.prepared ?? new BuildMemo() };
  const names = [...new Set(images)];
  const republish = options.republish ?? [];
  const prepared = new Map<string, PreparedImage>();
  const problems: { image: string; problem: ImageProblem }[] = [];
  const limit = pLimit(Math.max(1, availableParallelism()));
  const total = names.length + republish.length;
  let done = 0;
  const step = () => {
    done += 1;
    options.onProgress?.(done, total);
  };
  options.onProgress?.(0, total);
  await Promise.all([
    ...names.map((image) =>
      limit(async () => {
        const result = await prepareImage(image, sink, options);
        if ('problem' in result) problems.push({ image, problem: result.problem });
        else prepared.set(image, same(image, result.image, options.prepared));
        step();
      }),
    ),
    ...republish.map((image) =>
      limit(async () => {
        const problem = await republishPhoto(image, sink, options);
        if (problem) problems.push({ image, problem });
        step();
      }),
    ),
  ]);
  await options.memory.save();
  if (problems.length > 0) throw new ImageProblems(problems);
  return prepared;
}

/** The options, with a memory of the last build's variants. */
type Context = PrepareImagesOptions & { readonly prepared: BuildMemo<string, RememberedImage> };

type Outcome = { readonly image: PreparedImage } | { readonly problem: ImageProblem };

async function prepareImage(image: string, sink: OutputSink, options: Context): Promise<Outcome> {
  const located = await locateImage(image, options.contentDir, options.publicDir);
  const source = located?.file ?? path.join(options.publicDir, image);
  const fromContent = source === path.join(options.contentDir, image);
  const picture = await options.memory.facts(source);
  const { inspection } = picture;
  if ('problem' in inspection) return inspection;
  const { facts } = inspection;
  const shared = options.shared?.has(image) ?? false;
  if (facts.kind === 'svg') {
    const drawing = await publishDrawing(image, source, fromContent, picture, sink, options);
    if (!shared) return { image: drawing };
    const files = await encodedFiles(image, source, facts, drawing, ['share'], sink, options);
    return 'problem' in files ? files : { image: { ...drawing, share: files.get('share') ?? missingRole('share') } };
  }
  const widths = [...new Set([...WIDTHS.filter((candidate) => candidate < facts.width), Math.min(facts.width, WIDTHS.at(-1) ?? facts.width)])];
  const roles: Role[] = [
    ...VARIANTS.flatMap(({ format }) => widths.map((width) => `${format}-${width}` as const)),
    'fallback',
    ...(shared ? (['share'] as const) : []),
  ];
  const files = await encodedFiles(image, source, facts, facts, roles, sink, options);
  if ('problem' in files) return files;
  const file = (role: Role) => files.get(role) ?? missingRole(role);
  return {
    image: {
      src: file('fallback').src,
      width: facts.width,
      height: facts.height,
      sources: VARIANTS.map(({ format, type }) => ({
        type,
        srcset: widths
          .map((width) => file(`${format}-${width}`))
          .map(({ src, width }) => `${src} ${width}w`)
          .join(', '),
      })),
      ...(shared ? { share: file('share') } : {}),
    },
  };
}

/**
 * A drawing measured, and published when it comes from content/ (public/ is copied by copyPublic).
 * A drawing read by an earlier build is not read again: its measures and data: URL are remembered,
 * and its file is copied as it is unless scrubbing its makers' traces changed it.
 */
async function publishDrawing(
  image: string,
  source: string,
  fromContent: boolean,
  picture: RememberedPicture,
  sink: OutputSink,
  options: Context,
): Promise<PreparedImage> {
  const known = picture.drawing;
  if (known) {
    if (fromContent && known.scrubbed) await sink.write(image, await scrubSvg(await readFile(source, 'utf8')));
    else if (fromContent) await sink.copy(image, source);
    return { src: options.paths.asset(image), width: known.width, height: known.height, sources: [], ...(known.inline ? { inline: known.inline } : {}) };
  }
  const original = await readFile(source, 'utf8');
  const text = await scrubSvg(original);
  // Copied when scrubbing left it as it was, as a later build copies it: `site dev` then sees the
  // same file, and an open page that shows it does not reload.
  if (fromContent && text === original) await sink.copy(image, source);
  else if (fromContent) await sink.write(image, text);
  const drawing = measureSvg(image, text, options.paths);
  options.memory.remember(source, {
    ...picture,
    drawing: { width: drawing.width, height: drawing.height, ...(drawing.inline ? { inline: drawing.inline } : {}), scrubbed: text !== original },
  });
  return drawing;
}

/** A photo of public/ under its own name: the same format, no metadata, within the same limits. */
async function republishPhoto(image: string, sink: OutputSink, options: Context): Promise<ImageProblem | undefined> {
  const source = path.join(options.publicDir, image);
  const { inspection } = await options.memory.facts(source);
  if ('problem' in inspection) return inspection.problem;
  if (inspection.facts.kind === 'svg') {
    await sink.write(image, await scrubSvg(await readFile(source, 'utf8')));
    return undefined;
  }
  const files = await encodedFiles(image, source, inspection.facts, inspection.facts, [ownFormatRole(image)], sink, options, image);
  return 'problem' in files ? files.problem : undefined;
}

function ownFormatRole(image: string): Role {
  const ext = path.extname(image).slice(1).toLowerCase();
  return `own-${ext === 'jpg' ? 'jpeg' : (ext as 'png' | 'webp' | 'avif' | 'jpeg')}`;
}

/**
 * One published file of an image: a responsive variant, the fallback, the link-preview picture, or
 * a public/ photo under its own name.
 */
type Role = `${(typeof VARIANTS)[number]['format']}-${number}` | 'fallback' | 'share' | `own-${'jpeg' | 'png' | 'webp' | 'avif'}`;

/** What the cache knows of an image's encoded files, by role, so that a second build decodes nothing. */
type Manifest = Partial<Record<Role, { readonly ext: string; readonly width: number; readonly height: number }>>;

const LIMITS: EncodingLimits = {
  fallbackWidth: FALLBACK_WIDTH,
  shareWidth: SHARE_WIDTH,
  drawingShareWidth: DRAWING_SHARE_WIDTH,
  shareMaxBytes: SHARE_MAX_BYTES,
  maxPublishedBytes: MAX_PUBLISHED_BYTES,
};

/**
 * Makes (or finds in the cache) the image's files for the given roles and publishes them. Encoded
 * files are cached by the source's content hash: a second build only copies them.
 */
async function encodedFiles(
  image: string,
  source: string,
  facts: ImageFacts,
  size: { readonly width: number; readonly height: number },
  roles: readonly Role[],
  sink: OutputSink,
  { cacheDir, paths, memory }: Context,
  /** Publish under this name instead of a hashed one (a public/ photo; one role only). */
  ownName?: string,
): Promise<ReadonlyMap<Role, SharedImage> | { problem: ImageProblem }> {
  const hash = await memory.hash(source);
  const stem = path.join(cacheDir, `${hash}.${RECIPE}`);
  const cached = (ending: string) => `${stem}.${ending}`;
  const manifestFile = cached('json');
  const manifest: Manifest = await readManifest(manifestFile);
  const missing: Role[] = [];
  for (const role of roles) {
    const known = manifest[role];
    if (!known || !(await exists(cached(`${role}.${known.ext}`)))) missing.push(role);
  }
  if (missing.length > 0) {
    const made = await encodeInChild({ source, kind: facts.kind, size, roles: missing, cacheStem: stem, manifest, limits: LIMITS });
    if ('problem' in made) return made;
    Object.assign(manifest, made.manifest);
  }
  const base = image.replace(/\.[a-z0-9]+$/i, '');
  const published = new Map<Role, SharedImage>();
  for (const role of roles) {
    const { ext, width, height } = manifest[role] ?? missingRole(role);
    const file = ownName ?? `${base}-${role === 'share' ? 'share-' : ''}${width}.${hash}.${ext}`;
    await sink.copy(file, cached(`${role}.${ext}`));
    published.set(role, { src: paths.asset(file), width, height });
  }
  return published;
}

function missingRole(role: Role): never {
  throw new Error(`the ${role} file of an image was neither cached nor made`);
}

async function readManifest(file: string): Promise<Manifest> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/**
 * The same frozen object as last time when nothing about the image changed: pages and product
 * cards cached with an image's variants (fingerprints, ProductCard) then stay valid across builds.
 */
function same(name: string, image: PreparedImage, lastPrepared: BuildMemo<string, RememberedImage>): PreparedImage {
  const json = JSON.stringify(image);
  const known = lastPrepared.get(name);
  if (known?.json === json) return known.image;
  const frozen = Object.freeze({
    ...image,
    sources: Object.freeze(image.sources.map((source) => Object.freeze({ ...source }))),
    ...(image.share ? { share: Object.freeze({ ...image.share }) } : {}),
  });
  lastPrepared.set(name, { json, image: frozen });
  return frozen;
}

function measureSvg(image: string, text: string, paths: SitePaths): PreparedImage {
  const head = text.slice(0, 2000);
  const root = /<svg\b[^>]*>/i.exec(head)?.[0] ?? '';
  const attribute = (name: string) => Number.parseFloat(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1] ?? '');
  const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = attribute('width') || Number(viewBox?.[1]) || 800;
  const height = attribute('height') || Number(viewBox?.[2]) || 800;
  const inline = svgDataUrl(text);
  return { src: paths.asset(image), width: Math.round(width), height: Math.round(height), sources: [], ...(inline ? { inline } : {}) };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
