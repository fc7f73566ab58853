export type Row = readonly string[];

export interface RowChanges {
  readonly changed: number;
  readonly added: number;
  readonly removed: number;
}

/**
 * How the rows of a list differ between two versions. Rows identical in both are unchanged; the
 * rest are paired by their first cell (an id, a slug) when that value is in each version exactly
 * once, else by position among the unpaired ones; paired rows differ ("changed"), new rows left
 * over were added, old ones removed. The owner reads it as "1 row changed", which a line diff of
 * a CSV file (quoted cells over several lines, a re-saved file) cannot tell.
 */
export function compareRows(before: readonly Row[], after: readonly Row[]): RowChanges {
  const unmatched = new Map<string, number>();
  for (const row of before) unmatched.set(key(row), (unmatched.get(key(row)) ?? 0) + 1);
  const newRows: Row[] = [];
  for (const row of after) {
    const left = unmatched.get(key(row)) ?? 0;
    if (left > 0) unmatched.set(key(row), left - 1);
    else newRows.push(row);
  }
  const oldRows: Row[] = [];
  for (const row of before) {
    const left = unmatched.get(key(row)) ?? 0;
    if (left > 0) {
      unmatched.set(key(row), left - 1);
      oldRows.push(row);
    }
  }

  const oldCounts = firstCellCounts(before);
  const newCounts = firstCellCounts(after);
  const keyed = (row: Row) => {
    const first = row[0] ?? '';
    return first !== '' && oldCounts.get(first) === 1 && newCounts.get(first) === 1;
  };
  const oldKeyed = new Set(oldRows.filter(keyed).map((row) => row[0]));
  let changed = 0;
  const newByPosition: Row[] = [];
  for (const row of newRows) {
    if (keyed(row) && oldKeyed.has(row[0])) changed += 1;
    else newByPosition.push(row);
  }
  const newKeyed = new Set(newRows.filter(keyed).map((row) => row[0]));
  const oldByPosition = oldRows.filter((row) => !(keyed(row) && newKeyed.has(row[0])));
  const paired = Math.min(oldByPosition.length, newByPosition.length);
  return { changed: changed + paired, added: newByPosition.length - paired, removed: oldByPosition.length - paired };
}

/** `3 rows changed, 1 added, 2 removed`: the non-zero counts, the noun after the first; '' when none. */
export function describeRowChanges({ changed, added, removed }: RowChanges): string {
  const counts = (
    [
      [changed, 'changed'],
      [added, 'added'],
      [removed, 'removed'],
    ] as const
  ).filter(([count]) => count > 0);
  return counts.map(([count, what], index) => (index === 0 ? `${rowCount(count)} ${what}` : `${count} ${what}`)).join(', ');
}

export function rowCount(count: number): string {
  return `${count} row${count === 1 ? '' : 's'}`;
}

function key(row: Row): string {
  return JSON.stringify(row);
}

function firstCellCounts(rows: readonly Row[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row[0] ?? '', (counts.get(row[0] ?? '') ?? 0) + 1);
  return counts;
}
