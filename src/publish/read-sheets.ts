import { parse } from 'csv-parse/sync';
import { readWorkbook } from '../content/read/read-workbook.ts';
import type { Row } from './compare-rows.ts';

export interface Sheet {
  /** The tab's name in a workbook; undefined for a CSV file. */
  readonly name?: string;
  readonly header: Row;
  /** The rows below the header, blank ones left out, each without its empty cells at the end. */
  readonly rows: readonly Row[];
}

/**
 * The lists in one version of a CSV file or .xlsx workbook, as rows of text to compare. A workbook
 * is read as the build reads it (read-workbook.ts), so a cell is the text the owner sees.
 * Undefined when the version cannot be read: an old, broken version is then described only as changed.
 */
export async function readSheets(file: string, bytes: Buffer): Promise<readonly Sheet[] | undefined> {
  if (/\.xlsx$/i.test(file)) {
    const workbook = await readWorkbook(file, bytes);
    if (!workbook.ok) return undefined;
    return workbook.sheets.map((sheet) => ({
      name: sheet.name,
      header: trimEnd(sheet.table?.header ?? []),
      rows: (sheet.table?.records ?? []).map((record) => trimEnd(record.cells)).filter((row) => row.length > 0),
    }));
  }
  let rows: string[][];
  try {
    // The options of read-csv.ts, so a row here is a row the build reads.
    rows = parse(bytes, { bom: true, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch {
    return undefined;
  }
  const [header = [], ...body] = rows.map(trimEnd);
  return [{ header, rows: body.filter((row) => row.length > 0) }];
}

/** Cells left empty at the end of a row are no content: `a,b,` and `a,b` are the same row. */
function trimEnd(cells: readonly string[]): Row {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? '').trim() === '') end -= 1;
  return cells.slice(0, end);
}
