import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ContentIssue } from '../errors/content-issue.ts';
import { sheetNameOf } from './collection-places.ts';
import { readCsv } from './read/read-csv.ts';
import { readTextFile } from './read/read-text-file.ts';
import { readWorkbook } from './read/read-workbook.ts';
import type { Table } from './read/table.ts';
import { csvCollections } from './schemas/index.ts';
import type { CsvCollection } from './schemas/collection.ts';
import { workbookBytes, type SheetToWrite } from './write/workbook-bytes.ts';

export interface ExportedWorkbook {
  readonly bytes: Buffer;
  /** The CSV files put into the workbook, one sheet each (absolute paths). */
  readonly csvFiles: readonly string[];
  readonly rows: number;
}

export type ExportResult = { ok: true; workbook: ExportedWorkbook } | { ok: false; issues: ContentIssue[] };

/**
 * Today's CSV files of a content folder as one workbook, a sheet per list named as the build looks
 * for it (`sports`, `categories`, …), cells typed by their column. The workbook is read back before
 * it is handed out: every cell must give the text of its CSV file again, so switching the catalogue
 * to the workbook changes nothing in the site.
 */
export async function exportWorkbook(contentDir: string): Promise<ExportResult> {
  const issues: ContentIssue[] = [];
  const sheets: (SheetToWrite & { table: Table })[] = [];
  const csvFiles: string[] = [];
  for (const collection of Object.values(csvCollections) as CsvCollection[]) {
    const file = path.join(contentDir, collection.file);
    if (!existsSync(file)) continue;
    const read = await readTextFile(file);
    if (!read.ok) {
      issues.push(read.issue);
      continue;
    }
    const parsed = readCsv(read.text, read.file);
    if (!parsed.ok) {
      issues.push(...parsed.issues);
      continue;
    }
    const { header, records } = parsed.table;
    sheets.push({ name: sheetNameOf(collection), header, rows: records.map(({ cells }) => cells), fields: collection.fields, table: parsed.table });
    csvFiles.push(file);
  }
  if (issues.length > 0) return { ok: false, issues };
  const bytes = await workbookBytes(sheets);
  await checkReadsBack(bytes, sheets);
  return { ok: true, workbook: { bytes, csvFiles, rows: sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0) } };
}

/** A cell that would read back differently is a fault of this program, not of the content: it stops before any file is touched. */
async function checkReadsBack(bytes: Buffer, sheets: readonly (SheetToWrite & { table: Table })[]): Promise<void> {
  const back = await readWorkbook('catalogue.xlsx', bytes);
  if (!back.ok) throw new Error(`the exported workbook cannot be read back: ${back.issue.message}`);
  for (const sheet of sheets) {
    const table = back.sheets.find((candidate) => candidate.name === sheet.name)?.table;
    const expected = sheet.rows.map((cells) => sheet.header.map((_, index) => cells[index] ?? ''));
    const actual = table?.records.map(({ cells }) => sheet.header.map((_, index) => cells[index] ?? '')) ?? [];
    const same = table !== undefined && table.header.join('\u0001') === sheet.header.join('\u0001') && JSON.stringify(actual) === JSON.stringify(expected);
    if (!same) throw new Error(`the exported sheet "${sheet.name}" does not read back as ${sheet.table.file}`);
  }
}
