import { GARMENT_COLOURS } from './garment-colours.ts';
import { rememberMade } from './remember-made.ts';
import { colourSlug } from './split-colours.ts';

/**
 * A swatch is one tone, `#1B2A4A`, or two, `#1B2A4A/#FFFFFF`, for a garment woven or printed in
 * two colours (a hooped jersey). Three- or six-digit hex only: what a colour picker copies.
 */
const SWATCH = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})(?:\s*\/\s*#(?:[0-9a-f]{3}|[0-9a-f]{6}))?$/i;

/** The owner's swatch tidied (`#1b2a4a / #fff` → `#1B2A4A/#FFF`), or undefined when it is none. */
export function readSwatch(text: string): string | undefined {
  const trimmed = text.trim();
  return SWATCH.test(trimmed) ? trimmed.replace(/\s+/g, '').toUpperCase() : undefined;
}

/** The one or two tones of a swatch, for drawing it. */
export function swatchTones(swatch: string): string[] {
  return swatch.split('/');
}

/**
 * The key a colour name is looked up by: its slug, with "gray" spelt "grey" so "Heather Gray" and
 * "Heather Grey" share a swatch, as buyers on both sides of the Atlantic expect.
 */
export const colourKey = rememberMade((name: string): string =>
  colourSlug(name)
    .split('-')
    .map((word) => (word === 'gray' ? 'grey' : word))
    .join('-'),
);

/** The owner's swatches (the `colours` sheet) by colour key, over the built-in table. */
export type SwatchTable = Readonly<Record<string, string>>;

/** The swatches of the `colours` sheet's rows, keyed for lookup, with the built-in ones beneath. */
export function swatchTable(overrides: readonly { readonly name: string; readonly swatch: string }[]): SwatchTable {
  const table: Record<string, string> = { ...GARMENT_COLOURS };
  for (const { name, swatch } of overrides) table[colourKey(name)] = swatch;
  return table;
}

/** A colour name's swatch, matched whatever its case or spelling of grey; undefined when none is known. */
export function findSwatch(name: string, table: SwatchTable = GARMENT_COLOURS): string | undefined {
  const key = colourKey(name);
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
