import { rememberMade } from './remember-made.ts';

/**
 * The colours of a product's `color` cell, one name each, as the owner wrote them:
 * "Royal Blue / White" → ["Royal Blue", "White"]. Owners join two-tone garments with a slash, a
 * comma, an ampersand or the word "and", so all four separate names; "and" only as a whole word,
 * so "Sand" stays one colour.
 */
const SEPARATORS = /\s*(?:\/|,|&|\band\b)\s*/i;

export function splitColours(cell: string): string[] {
  return cell
    .split(SEPARATORS)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/**
 * A colour name as an address word: "Royal Blue" → "royal-blue", for the listing's
 * `?colour=royal-blue`. Accents are dropped so "Écru" and "Ecru" meet.
 */
export const colourSlug = rememberMade((name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, ''),
);
