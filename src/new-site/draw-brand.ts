import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'opentype.js';

const require = createRequire(import.meta.url);

/** The site's heading face (assets/fonts.ts), in the subsets @fontsource ships, tried in turn for a name's letters. */
const FONT_FILES = ['latin', 'latin-ext', 'vietnamese'].map((subset) => `@fontsource/barlow-condensed/files/barlow-condensed-${subset}-700-normal.woff`);

/** The three drawings of a new site's brand: SVG text, ready to write as files. */
export interface BrandDrawings {
  /** The name as a wordmark in the second accent colour, with a stitch line in the first. */
  readonly logo: string;
  /** The same in white, for the dark footer. */
  readonly logoLight: string;
  /** The initials, white on the second accent colour: tabs, bookmarks and home screens. */
  readonly favicon: string;
}

export interface BrandColours {
  /** Headings and the header (site.json accent.blue). */
  readonly blue: string;
  /** Buttons and highlights (site.json accent.green). */
  readonly green: string;
}

const HEIGHT = 56;
const FONT_SIZE = 38;
const BASELINE = 38;
const PAD = 2;

/**
 * A new site's logo and favicon, drawn from the business name in the site's own heading face and
 * accent colours, so that a new site never shows another business's brand. The letters are paths
 * (opentype.js reads the face's outlines): a picture shown with <img> cannot use the page's web
 * fonts, and would otherwise be drawn in whatever font the visitor's device has. A name with
 * letters the face lacks (Urdu, Chinese) is written as text instead, in the device's own font.
 */
export async function drawBrand(name: string, colours: BrandColours): Promise<BrandDrawings> {
  const font = await fontFor(name);
  const label = escapeXml(name);
  const words = font ? outlined(font, name, FONT_SIZE, PAD, BASELINE) : undefined;
  const width = Math.ceil(words ? words.width + 2 * PAD : estimatedWidth(name) + 2 * PAD);
  const stitch = `<path d="M${PAD} 49H${Math.max(PAD + 24, Math.round(width * 0.45))}" stroke="${colours.green}" stroke-width="3" stroke-dasharray="7 5" stroke-linecap="round"/>`;
  const lettering = (fill: string) =>
    words
      ? `<path d="${words.d}" fill="${fill}"/>`
      : `<text x="${PAD}" y="${BASELINE}" font-family="'Barlow Condensed', 'Arial Narrow', Arial, sans-serif" font-size="${FONT_SIZE}" font-weight="700" fill="${fill}">${label}</text>`;
  const svg = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="${label}" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">${lettering(fill)}${stitch}</svg>\n`;
  return { logo: svg(colours.blue), logoLight: svg('#FFFFFF'), favicon: await drawFavicon(name, colours, font) };
}

/** The initials (one or two letters), as large as fits, white on a rounded square of the second accent. */
async function drawFavicon(name: string, colours: BrandColours, nameFont: Font | undefined): Promise<string> {
  const letters = initialsOf(name);
  const font = nameFont && covers(nameFont, letters) ? nameFont : await fontFor(letters);
  const box = `<rect width="64" height="64" rx="14" fill="${colours.blue}"/>`;
  if (!font) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${box}<text x="32" y="44" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#FFFFFF">${escapeXml(letters)}</text></svg>\n`;
  }
  // Laid out at 100 units, then scaled to fill 40 × 36 of the square, centred on the letters' own box.
  const probe = font.getPath(letters, 0, 0, 100);
  const { x1, y1, x2, y2 } = probe.getBoundingBox();
  const scale = Math.min(40 / Math.max(1, x2 - x1), 36 / Math.max(1, y2 - y1));
  const size = 100 * scale;
  const x = 32 - ((x1 + x2) / 2) * scale;
  const y = 32 - ((y1 + y2) / 2) * scale;
  const d = font.getPath(letters, x, y, size).toPathData(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${box}<path d="${d}" fill="#FFFFFF"/></svg>\n`;
}

/** `Acme Kits` → `AK`; `Threadworks` → `T`; the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s&+/,.-]+/u).filter((word) => /\p{L}|\p{N}/u.test(word));
  const first = (word: string) => [...word].find((character) => /\p{L}|\p{N}/u.test(character)) ?? '';
  return words.slice(0, 2).map(first).join('').toLocaleUpperCase();
}

function outlined(font: Font, text: string, size: number, x: number, baseline: number): { d: string; width: number } {
  const path = font.getPath(text, x, baseline, size);
  return { d: path.toPathData(2), width: font.getAdvanceWidth(text, size) };
}

/** The first subset of the face that has every letter of the text, if any. */
async function fontFor(text: string): Promise<Font | undefined> {
  const { parse } = await loadOpenType();
  for (const module of FONT_FILES) {
    const bytes = await readFile(require.resolve(module));
    const font = parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    if (covers(font, text)) return font;
  }
  return undefined;
}

function covers(font: Font, text: string): boolean {
  return [...text].every((character) => /\s/u.test(character) || font.charToGlyphIndex(character) > 0);
}

/** Node reads opentype.js as CommonJS (everything under `default`); a bundler reads its ES module. */
async function loadOpenType(): Promise<typeof import('opentype.js')> {
  const module = (await import('opentype.js')) as typeof import('opentype.js') & { default?: typeof import('opentype.js') };
  return typeof module.parse === 'function' ? module : (module.default as typeof import('opentype.js'));
}

/** About half an em a letter: the width to give a name written as text in a font not known here. */
function estimatedWidth(name: string): number {
  return [...name].length * FONT_SIZE * 0.55;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
