import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { ContentIssue } from '../errors/content-issue.ts';
import { ownWorkbookOf, sheetNameOf } from './collection-places.ts';
import { unknownSheets } from './locate-collections.ts';
import { readWorkbook, type WorkbookSheet } from './read/read-workbook.ts';
import type { Table } from './read/table.ts';
import { csvCollections } from './schemas/index.ts';
import type { CsvCollection } from './schemas/collection.ts';

export interface ImportedFile {
  /** Relative to the content folder, e.g. `products/sports.csv`. */
  readonly file: string;
  readonly text: string;
}

export type ImportResult = { ok: true; files: readonly ImportedFile[] } | { ok: false; issues: ContentIssue[] };

/**
 * A workbook's lists as CSV files, for version control or to go back to CSV: the catalogue
 * workbook gives one file per sheet, a list's own workbook (`products/sports.xlsx`) its first
 * sheet. Cells are the text the build reads from them (see workbookCellText), so a CSV file written here
 * builds the same site as the sheet. A cell that cannot be read stops it, as it stops a build.
 */
export async function importWorkbook(workbookPath: string, contentDir: string): Promise<ImportResult> {
  const read = await readWorkbook(workbookPath);
  if (!read.ok) return { ok: false, issues: [read.issue] };
  const collections = Object.values(csvCollections) as CsvCollection[];
  const relative = path.relative(contentDir, workbookPath).split(path.sep).join('/');
  const own = collections.find((collection) => ownWorkbookOf(collection) === relative);
  const pairs: [CsvCollection, WorkbookSheet][] = own
    ? read.sheets.slice(0, 1).map((sheet) => [own, sheet])
    : read.sheets.flatMap((sheet) => {
        const collection = collections.find((candidate) => sheetNameOf(candidate) === sheet.name.toLowerCase());
        return collection ? [[collection, sheet] as [CsvCollection, WorkbookSheet]] : [];
      });
  const issues = [...(own ? [] : unknownSheets(read.sheets, collections.map(sheetNameOf), read.file)), ...pairs.flatMap(([, sheet]) => sheet.issues)];
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, files: pairs.flatMap(([collection, sheet]) => (sheet.table ? [{ file: collection.file, text: csvText(sheet.table) }] : [])) };
}

/** As the spreadsheet programs write CSV: commas, quotes only where a cell needs them, one line per row. */
function csvText({ header, records }: Table): string {
  return stringify([[...header], ...records.map(({ cells }) => header.map((_, index) => cells[index] ?? ''))]);
}
