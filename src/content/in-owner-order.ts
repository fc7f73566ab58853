import { compareText } from './compare-text.ts';

/**
 * The records in the order the owner numbered them (`order` 1 first), those without a number after
 * the numbered ones. Equal numbers, and records without one, go by `keyOf` (a name or a path the
 * owner can see), never by their row: moving rows around in a spreadsheet changes nothing.
 */
export function inOwnerOrder<T extends { readonly order?: number | undefined }>(records: readonly T[], keyOf: (record: T) => string): T[] {
  const rank = (record: T) => record.order ?? Number.POSITIVE_INFINITY;
  return [...records].sort((a, b) => rank(a) - rank(b) || compareText(keyOf(a), keyOf(b)));
}
