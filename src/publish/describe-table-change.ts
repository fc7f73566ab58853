import { compareRows, describeRowChanges, rowCount } from './compare-rows.ts';
import type { ContentChange } from './content-change.ts';
import { readSheets, type Sheet } from './read-sheets.ts';

/**
 * A CSV file's or a workbook's change in rows: `products/sports.csv: 1 row changed`,
 * `catalogue.xlsx, sheet "sports": 2 rows changed, 1 added`, one text per sheet that changed.
 */
export async function describeTableChange(change: ContentChange): Promise<string[]> {
  const { path, status } = change;
  if (status === 'removed') return [`${path} removed`];
  const after = change.after && (await readSheets(path, change.after));
  const workbook = /\.xlsx$/i.test(path);
  if (status === 'added') {
    if (!after) return [`${path} added`];
    return [workbook ? `${path} added (${after.length} sheet${after.length === 1 ? '' : 's'})` : `${path} added (${rowCount(after[0]?.rows.length ?? 0)})`];
  }
  const before = change.before && (await readSheets(path, change.before));
  if (!before || !after) return [`${path} changed`];
  if (!workbook) {
    const words = sheetWords(before[0], after[0]);
    return [words === '' ? `${path} changed` : `${path}: ${words}`];
  }
  const named = (sheets: readonly Sheet[], name: string | undefined) => sheets.find((sheet) => sheet.name === name);
  const texts: string[] = [];
  for (const sheet of after) {
    const old = named(before, sheet.name);
    if (!old) {
      texts.push(`${path}, sheet "${sheet.name}" added (${rowCount(sheet.rows.length)})`);
      continue;
    }
    const words = sheetWords(old, sheet);
    if (words !== '') texts.push(`${path}, sheet "${sheet.name}": ${words}`);
  }
  for (const sheet of before) if (!named(after, sheet.name)) texts.push(`${path}, sheet "${sheet.name}" removed`);
  // Saved again with nothing different in its cells (a column widened, a colour): still a change of the file.
  return texts.length > 0 ? texts : [`${path} changed`];
}

function sheetWords(before: Sheet | undefined, after: Sheet | undefined): string {
  const header = JSON.stringify(before?.header ?? []) === JSON.stringify(after?.header ?? []) ? '' : 'column names changed';
  const rows = describeRowChanges(compareRows(before?.rows ?? [], after?.rows ?? []));
  return [header, rows].filter((words) => words !== '').join(', ');
}
