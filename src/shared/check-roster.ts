import type { RosterRow } from './parse-roster.ts';
import { canonicalSize } from './parse-sizes.ts';

export type RosterProblem = 'duplicate-number' | 'unknown-size' | 'unknown-shorts-size';

/**
 * What is wrong on each row of a roster, in the rows' order, so each can be marked where it is:
 * a number another player also wears ("07" and "7" are the same shirt), a size or shorts size the
 * product is not made in. An empty number or size is no problem here: a roster is filled in over
 * days, and the maker asks for what is missing.
 */
export function checkRoster(rows: readonly RosterRow[], productSizes: readonly string[]): RosterProblem[][] {
  const known = new Set(productSizes.map(canonicalSize));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = numberKey(row.number);
    if (key !== '') counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return rows.map((row) => {
    const problems: RosterProblem[] = [];
    if ((counts.get(numberKey(row.number)) ?? 0) > 1) problems.push('duplicate-number');
    if (known.size > 0 && row.size !== '' && !known.has(canonicalSize(row.size))) problems.push('unknown-size');
    if (known.size > 0 && row.shortsSize !== undefined && !known.has(canonicalSize(row.shortsSize))) problems.push('unknown-shorts-size');
    return problems;
  });
}

function numberKey(number: string): string {
  const trimmed = number.trim().replace(/^#/, '');
  return /^\d+$/.test(trimmed) ? String(Number(trimmed)) : trimmed.toLowerCase();
}
