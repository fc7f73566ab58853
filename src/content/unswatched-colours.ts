import type { Site } from './site-model.ts';
import { colourKey, findSwatch } from '../shared/colour-swatch.ts';
import { describeFile } from './issue-location.ts';

/** Where products name one colour: its first spelling, and its rows by file (or workbook sheet). */
interface ColourPlaces {
  readonly name: string;
  readonly rows: Map<string, number[]>;
}

/**
 * One warning naming every colour no swatch is known for, with where products name it:
 * `"Sunset" (content/products/sports.csv, rows 4, 9)`. Such a colour still works, shown as its
 * name, so it is a warning and not a problem; one sentence however many there are, so a
 * catalogue of rare colours does not bury the build's summary. Undefined when all have a swatch.
 */
export function unswatchedColoursWarning(site: Site): string | undefined {
  const byKey = new Map<string, ColourPlaces>();
  for (const product of site.products) {
    for (const colour of product.colours) {
      if (findSwatch(colour, site.swatches) !== undefined) continue;
      const key = colourKey(colour);
      const places = byKey.get(key) ?? { name: colour, rows: new Map<string, number[]>() };
      const file = describeFile(product.source);
      const rows = places.rows.get(file) ?? [];
      if (product.source.row !== undefined) rows.push(product.source.row);
      places.rows.set(file, rows);
      byKey.set(key, places);
    }
  }
  if (byKey.size === 0) return undefined;
  const names = [...byKey.values()].map(({ name, rows }) => `"${name}" (${[...rows].map(([file, numbers]) => `${file}, ${rowsText(numbers)}`).join('; ')})`);
  const count = byKey.size === 1 ? 'a colour has' : `${byKey.size} colours have`;
  return `Warning: ${count} no swatch and will show as a name in the colour filter: ${names.join(', ')}; give ${byKey.size === 1 ? 'it' : 'each'} a swatch in the colours list (colours.csv), like Club Green,#0A7A3B.`;
}

function rowsText(rows: readonly number[]): string {
  const unique = [...new Set(rows)];
  return `${unique.length === 1 ? 'row' : 'rows'} ${unique.join(', ')}`;
}
