import { compareText } from './compare-text.ts';

interface Ranked {
  readonly popularity: number;
  /** The Article No, unique across the catalogue. */
  readonly name: string;
}

/**
 * Sort order for "most popular first": the higher popularity score first, equal scores by Article
 * No. Never by the product's row, so reordering a spreadsheet moves nothing on the site.
 */
export function byPopularity(a: Ranked, b: Ranked): number {
  return b.popularity - a.popularity || compareText(a.name, b.name);
}
