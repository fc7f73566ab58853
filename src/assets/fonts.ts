import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { OutputSink } from '../output/output-sink.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { contentHash } from './content-hash.ts';

const require = createRequire(import.meta.url);

interface FontFile {
  readonly family: string;
  readonly weight: number;
  /** The woff2 file in an @fontsource package (latin subset only: our content is English). */
  readonly module: string;
  /** Fonts the first view needs are preloaded so the text does not swap after the first paint. */
  readonly preload: boolean;
}

/** Self-hosted fonts: Barlow Condensed for headings, Barlow for text, latin subset only. */
export const FONT_FILES: readonly FontFile[] = [
  { family: 'Barlow Condensed', weight: 700, module: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2', preload: true },
  { family: 'Barlow', weight: 400, module: '@fontsource/barlow/files/barlow-latin-400-normal.woff2', preload: true },
  { family: 'Barlow', weight: 600, module: '@fontsource/barlow/files/barlow-latin-600-normal.woff2', preload: false },
];

/** @fontsource's latin unicode-range, so a browser never downloads a font for text it cannot style. */
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface BuiltFonts {
  readonly css: string;
  readonly preloads: readonly string[];
}

/** Copies the font files under content-hashed names and writes their @font-face rules. */
export async function buildFonts(sink: OutputSink, paths: SitePaths): Promise<BuiltFonts> {
  const built = await Promise.all(
    FONT_FILES.map(async (font) => {
      const bytes = await readFile(require.resolve(font.module));
      const name = `${font.family.toLowerCase().replace(/\s+/g, '-')}-${font.weight}.${contentHash(bytes)}.woff2`;
      await sink.write(`assets/fonts/${name}`, bytes);
      // The @font-face rules live in the stylesheet in assets/, so a relative URL finds the font
      // under any base path; the preload is a page's link, so it carries the base path.
      return { font, fromStylesheet: `fonts/${name}`, url: paths.asset(`assets/fonts/${name}`) };
    }),
  );
  const css = built
    .map(({ font, fromStylesheet }) => `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${font.weight};font-display:swap;src:url(${fromStylesheet}) format("woff2");unicode-range:${LATIN}}`)
    .join('\n');
  return { css, preloads: built.filter(({ font }) => font.preload).map(({ url }) => url) };
}
