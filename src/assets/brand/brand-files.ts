import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputSink } from '../../output/output-sink.ts';
import { writeFileAtomically } from '../../output/write-file-atomically.ts';
import type { SitePaths } from '../../shared/url-paths.ts';
import { contentHash } from '../content-hash.ts';
import type { PreparedImage, SharedImage } from '../image-variants.ts';
import type { PictureMemory } from '../images/picture-memory.ts';
import { scrubSvg } from '../images/scrub-svg.ts';
import { drawBrandPixels, type BrandPixels } from './draw-brand-pixels.ts';

/** One icon of the web app manifest (https://www.w3.org/TR/appmanifest/#icons-member). */
export interface ManifestIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
}

/** The icons browsers and phones look for, made from the favicon (or the logo). */
export interface SiteIcons {
  /** /favicon.ico, 16, 32 and 48 pixels: what every browser asks for by itself. */
  readonly ico: string;
  /** The favicon drawing itself, when it is one: sharp at every size, in browsers that take SVG icons. */
  readonly svg: string | undefined;
  /** 180 pixels, opaque: iOS fills a transparent icon with black. */
  readonly appleTouch: string;
  /** 192 and 512 pixels for an Android home screen, and the drawing when there is one. */
  readonly manifest: readonly ManifestIcon[];
}

export interface BrandFiles {
  readonly icons: SiteIcons;
  /** The logo on a 1,200 × 630 card: the link preview of pages without a picture, when site.json names no share picture. */
  readonly card: SharedImage;
}

export interface BrandSources {
  /** The favicon's (or logo's) file, and how prepareImages measured it. */
  readonly favicon: { readonly file: string; readonly image: PreparedImage; readonly svg: boolean };
  readonly logo: { readonly file: string; readonly image: PreparedImage; readonly svg: boolean };
}

/** Part of every cached file's name: a change to how the files are drawn makes them anew. */
const RECIPE = contentHash(JSON.stringify({ drawBrandPixels: 1 })).slice(0, 6);

/**
 * Writes the icons and the link-preview card. Each is drawn once from its source's bytes and kept
 * in the image cache under the source's hash, so a build whose brand did not change draws nothing
 * (and does not load sharp). The icons keep the names browsers ask for at the site's root
 * (favicon.ico, apple-touch-icon.png); the others carry their hash, like every asset.
 */
export async function writeBrandFiles(
  sources: BrandSources,
  sink: OutputSink,
  cacheDir: string,
  paths: SitePaths,
  pictures: PictureMemory,
): Promise<BrandFiles> {
  const [iconFiles, cardFile] = await Promise.all([
    cachedPixels(sources.favicon, 'icons', cacheDir, pictures),
    cachedPixels(sources.logo, 'card', cacheDir, pictures),
  ]);
  const hashed = async (name: string, bytes: Buffer, ext: string) => {
    const file = `assets/brand/${name}.${contentHash(bytes)}.${ext}`;
    await sink.write(file, bytes);
    return paths.asset(file);
  };
  const [icon192, icon512, card] = await Promise.all([
    hashed('icon-192', iconFiles['icon-192'], 'png'),
    hashed('icon-512', iconFiles['icon-512'], 'png'),
    hashed('link-preview', cardFile.card, 'jpg'),
    sink.write('favicon.ico', iconFiles.ico),
    sink.write('apple-touch-icon.png', iconFiles['apple-touch']),
  ]);
  let svg: string | undefined;
  if (sources.favicon.svg) {
    // A drawing is published as the owner made it, less what its editor wrote about its maker.
    await sink.write('favicon.svg', await scrubSvg(await readFile(sources.favicon.file, 'utf8')));
    svg = paths.asset('favicon.svg');
  }
  return {
    icons: {
      ico: paths.asset('favicon.ico'),
      svg,
      appleTouch: paths.asset('apple-touch-icon.png'),
      manifest: [
        { src: icon192, sizes: '192x192', type: 'image/png' },
        { src: icon512, sizes: '512x512', type: 'image/png' },
        ...(svg ? [{ src: svg, sizes: 'any', type: 'image/svg+xml' }] : []),
      ],
    },
    card: { src: card, width: 1200, height: 630 },
  };
}

type Kind = 'icons' | 'card';
const FILES: Record<Kind, readonly (keyof BrandPixels)[]> = {
  icons: ['ico', 'apple-touch', 'icon-192', 'icon-512'],
  card: ['card'],
};

/** The drawn files of one source, from the cache or drawn now and kept there. */
async function cachedPixels(
  source: BrandSources['favicon'],
  kind: Kind,
  cacheDir: string,
  pictures: PictureMemory,
): Promise<Record<keyof BrandPixels, Buffer>> {
  // prepareImages has hashed the source already: the hash is remembered, not read again.
  const stem = path.join(cacheDir, `brand-${await pictures.hash(source.file)}.${RECIPE}`);
  const cached = (name: string) => `${stem}.${name}`;
  try {
    const files = await Promise.all(FILES[kind].map(async (name) => [name, await readFile(cached(name))] as const));
    return Object.fromEntries(files) as Record<keyof BrandPixels, Buffer>;
  } catch {
    // Not drawn yet: draw it below.
  }
  const drawn = await drawBrandPixels(source, kind);
  await Promise.all(FILES[kind].map((name) => writeFileAtomically(cached(name), drawn[name] as Buffer)));
  return drawn as Record<keyof BrandPixels, Buffer>;
}
