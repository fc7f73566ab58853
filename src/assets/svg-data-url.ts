import { gzipSync } from 'node:zlib';

/**
 * How large (gzip) an SVG may be to travel inside the page that shows it as its first picture.
 * The sample's banner and cover art is 1.2-3.2 KB; a page's first view stays within one round
 * trip (the 14 KB budget test) with it. A larger drawing keeps its own file and request.
 */
export const INLINE_SVG_GZIP_BUDGET = 3_500;

/**
 * A data: URL of an SVG drawing, or undefined past the budget. Percent-encoded rather than base64:
 * it stays text, so it compresses with the page almost as well as the file itself (3.25 against
 * 3.05 KB gzip for the home banner; base64 is 5.1 KB). Every character a URL may not hold as it is
 * is encoded, so the address is valid as written (the HTML checker reads it), and so are quotes and
 * ampersands, which the attribute would otherwise carry as longer character references.
 */
export function svgDataUrl(svg: string): string | undefined {
  if (gzipSync(svg).length > INLINE_SVG_GZIP_BUDGET) return undefined;
  // A run of white space draws as one space in SVG text, as in HTML, unless a drawing asks to keep it.
  const text = /xml:space|white-space/.test(svg) ? svg.trim() : svg.trim().replace(/\s+/g, ' ');
  return `data:image/svg+xml,${text.replace(/[^!$()*+,\-./0-9:;=?@A-Z[\]_a-z~]/g, (character) => (character === "'" ? '%27' : encodeURIComponent(character)))}`;
}
