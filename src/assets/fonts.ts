import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import arial from '@capsizecss/metrics/arial';
import barlow from '@capsizecss/metrics/barlow';
import barlowCondensed from '@capsizecss/metrics/barlowCondensed';
import roboto from '@capsizecss/metrics/roboto';
import type { OutputSink } from '../output/output-sink.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { contentHash } from './content-hash.ts';

const require = createRequire(import.meta.url);

interface FontFile {
  readonly family: string;
  readonly weight: number;
  /** The woff2 file in an @fontsource package (latin subset only: our content is English). */
  readonly module: string;
}

/** Self-hosted fonts: Barlow Condensed for headings, Barlow for text, latin subset only. */
export const FONT_FILES: readonly FontFile[] = [
  { family: 'Barlow Condensed', weight: 700, module: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2' },
  { family: 'Barlow', weight: 400, module: '@fontsource/barlow/files/barlow-latin-400-normal.woff2' },
  { family: 'Barlow', weight: 600, module: '@fontsource/barlow/files/barlow-latin-600-normal.woff2' },
];

/** @fontsource's latin unicode-range, so a browser never downloads a font for text it cannot style. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface BuiltFonts {
  /** The metric-matched local faces, for the site's stylesheet: text paints in them at once. */
  readonly fallbackCss: string;
  /** Address of the web fonts' own stylesheet, which a page asks for once it has loaded. */
  readonly stylesheet: string;
}

/**
 * Copies the font files under content-hashed names and writes their @font-face rules into a
 * stylesheet of their own. A page links it only after its load event (src/client/lib/
 * load-web-fonts.ts; a <noscript> link without JavaScript): the first view paints in the fallbacks,
 * which set text in the same space, so the web fonts never compete with the HTML, the CSS and the
 * first picture for a slow connection, and their swap moves nothing.
 */
export async function buildFonts(sink: OutputSink, paths: SitePaths): Promise<BuiltFonts> {
  const faces = await Promise.all(
    FONT_FILES.map(async (font) => {
      const bytes = await readFile(require.resolve(font.module));
      const name = `${font.family.toLowerCase().replace(/\s+/g, '-')}-${font.weight}.${contentHash(bytes)}.woff2`;
      await sink.write(`assets/fonts/${name}`, bytes);
      // Relative to the stylesheet in assets/css/: right under any base path.
      return `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:swap;src:url(../fonts/${name}) format("woff2");unicode-range:${LATIN}}`;
    }),
  );
  const contents = Buffer.from(`${faces.join('\n')}\n`);
  const file = `assets/css/fonts.${contentHash(contents)}.css`;
  await sink.write(file, contents);
  return { fallbackCss: fallbackFaces(), stylesheet: paths.asset(file) };
}

type Metrics = typeof barlow;

/** The local fonts the fallbacks are made from, and the names a browser finds them by. */
const LOCAL = {
  // Liberation Sans and Arimo are drawn to Arial's widths and stand in for it on Linux.
  arial: { metrics: arial, src: "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans-Regular'),local('Arimo')" },
  // Android phones have Roboto and no Arial.
  roboto: { metrics: roboto, src: "local('Roboto'),local('Roboto Regular'),local('Roboto-Regular')" },
} as const;
type Local = keyof typeof LOCAL;

/**
 * How much wider Barlow Condensed Bold sets the site's headings than the local font at the same
 * size (which the browser draws in synthetic bold). capsize's average width is for lowercase text in
 * the regular weight and puts Barlow Condensed at 76.5 % of Arial; measured in Chromium on the
 * sample site's titles (products, posts, services, projects), bold headings in title case come to
 * 80 %, and in capitals (every h1 and the banner's titles) to 69 % of Arial and 75 % of Roboto:
 * with 76.5 % a long title in capitals took a line more before the web font came.
 */
const HEADING_WIDTH: Record<'mixed' | 'caps', Record<Local, number>> = {
  mixed: { arial: 0.8024, roboto: 0.7965 },
  caps: { arial: 0.6927, roboto: 0.7513 },
};

/** A web font's average width over a local font's, from their metrics: capsize's size-adjust. */
const widthRatio = (web: Metrics, local: Metrics) => web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);

/**
 * A local font scaled (size-adjust) to set text as wide as the web font, with the web font's line
 * box (ascent-, descent- and line-gap-override, divided by the scale, as capsize computes them):
 * text takes the same space in it, so nothing moves when the web font swaps in.
 */
function metricFace(family: string, web: Metrics, local: Local, sizeAdjust: number): string {
  const percent = (value: number) => `${(value * 100).toFixed(4)}%`;
  const em = (value: number) => percent(Math.abs(value) / web.unitsPerEm / sizeAdjust);
  return `@font-face{font-family:"${family}";src:${LOCAL[local].src};size-adjust:${percent(sizeAdjust)};ascent-override:${em(web.ascent)};descent-override:${em(web.descent)};line-gap-override:${em(web.lineGap)}}`;
}

/** The font-family names of the fallback faces, in the order the stylesheet's stacks list them. */
export const FALLBACK_FAMILIES = {
  body: ['Barlow Fallback: Arial', 'Barlow Fallback: Roboto'],
  heading: ['Barlow Condensed Fallback: Arial', 'Barlow Condensed Fallback: Roboto'],
  headingCaps: ['Barlow Condensed Caps Fallback: Arial', 'Barlow Condensed Caps Fallback: Roboto'],
} as const;

/**
 * The metric-matched fallbacks, for Arial (desktops, iPhones) and Roboto (Android): a face whose
 * local font is missing is skipped, and the next in the stack used. Headings in capitals get faces
 * of their own, because capitals of a condensed font are narrower still against Arial's.
 */
function fallbackFaces(): string {
  const locals: Local[] = ['arial', 'roboto'];
  return [
    ...locals.map((local, index) => metricFace(FALLBACK_FAMILIES.body[index] ?? '', barlow, local, widthRatio(barlow, LOCAL[local].metrics))),
    ...locals.map((local, index) => metricFace(FALLBACK_FAMILIES.heading[index] ?? '', barlowCondensed, local, HEADING_WIDTH.mixed[local])),
    ...locals.map((local, index) => metricFace(FALLBACK_FAMILIES.headingCaps[index] ?? '', barlowCondensed, local, HEADING_WIDTH.caps[local])),
  ].join('\n');
}
