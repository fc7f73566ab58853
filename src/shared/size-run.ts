import type { RosterRow } from './parse-roster.ts';
import { canonicalSize } from './parse-sizes.ts';

/** How many pieces of one size. */
export interface SizeCount {
  readonly size: string;
  readonly count: number;
}

/** The owner's words of a size run (labels.csv), passed in by the page as the enquiry words are. */
export interface SizeRunWords {
  /** Before the counts: "Sizes". */
  readonly sizes: string;
  /** Inside the brackets before the minimum order: "minimum". */
  readonly minimum: string;
}

/**
 * The size counts of a roster, in the product's size order; sizes the product is not made in
 * follow, in the roster's order, so the total still counts every player.
 */
export function sizeCountsOf(rows: readonly RosterRow[], productSizes: readonly string[]): SizeCount[] {
  const counts = new Map<string, number>(productSizes.map((size) => [canonicalSize(size), 0]));
  for (const row of rows) {
    if (row.size === '') continue;
    const size = canonicalSize(row.size);
    counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts].map(([size, count]) => ({ size, count }));
}

export function totalPieces(counts: readonly SizeCount[]): number {
  return counts.reduce((sum, { count }) => sum + count, 0);
}

/** "Sizes: S×3 M×6 L×5 XL×2 = 16 (minimum 15)": sizes with no pieces are left out. */
export function formatSizeRun(counts: readonly SizeCount[], minimum: number, words: SizeRunWords): string {
  const run = counts
    .filter(({ count }) => count > 0)
    .map(({ size, count }) => `${size}×${count.toLocaleString('en-GB')}`)
    .join(' ');
  const total = `= ${totalPieces(counts).toLocaleString('en-GB')} (${words.minimum} ${minimum.toLocaleString('en-GB')})`;
  return `${words.sizes}: ${run === '' ? '' : `${run} `}${total}`;
}
