import { readFile } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import type { ContentIssue } from '../../errors/content-issue.ts';
import { columnLetter } from './column-letter.ts';
import { displayPath } from './display-path.ts';
import { corruptWorkbook, recogniseWorkbook } from './recognise-workbook.ts';
import type { Table, TableRow } from './table.ts';
import { workbookCellText } from './workbook-cell-text.ts';

export interface WorkbookSheet {
  /** The name on the sheet's tab. */
  readonly name: string;
  /** Undefined when the sheet is empty (the issues then say so). */
  readonly table?: Table;
  /** Problems of single cells (a formula error, a value in a column without a name), reported only if the sheet is read. */
  readonly issues: readonly ContentIssue[];
}

export type WorkbookResult = { ok: true; file: string; sheets: readonly WorkbookSheet[] } | { ok: false; issue: ContentIssue };

/**
 * Reads every sheet of an .xlsx workbook into text tables, cell by cell as the owner sees them
 * (see workbookCellText). exceljs reads it because it gives each cell's number format, which the
 * owner's view of a number depends on (18.50, not 18.5); read-excel-file, the smaller reader,
 * gives the bare number only. Never the `xlsx` package of the public registry (unmaintained there).
 */
export async function readWorkbook(absolutePath: string, bytes?: Buffer): Promise<WorkbookResult> {
  const file = displayPath(absolutePath);
  let content: Buffer;
  try {
    content = bytes ?? (await readFile(absolutePath));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return {
      ok: false,
      issue: {
        code: code === 'ENOENT' ? 'MissingFile' : 'FileNotReadable',
        file,
        message: code === 'ENOENT' ? 'the file is missing' : `the file cannot be read (${(error as Error).message})`,
      },
    };
  }
  const recognised = recogniseWorkbook(content, file);
  if (recognised) return { ok: false, issue: recognised };
  // Loaded only when a workbook is read: the package takes over half a second to load, which a
  // site kept in CSV files should never pay.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    return { ok: false, issue: corruptWorkbook(file) };
  }
  const date1904 = workbook.properties.date1904 === true;
  return { ok: true, file, sheets: workbook.worksheets.map((worksheet) => readSheet(Excel.ValueType, worksheet, file, date1904)) };
}

function readSheet(ValueType: typeof ExcelJS.ValueType, worksheet: ExcelJS.Worksheet, file: string, date1904: boolean): WorkbookSheet {
  const sheet = worksheet.name;
  const issues: ContentIssue[] = [];
  const rows: { row: number; cells: string[]; unreadable: number[] }[] = [];
  worksheet.eachRow({ includeEmpty: false }, (excelRow, row) => {
    const cells: string[] = [];
    const unreadable: number[] = [];
    excelRow.eachCell({ includeEmpty: false }, (cell, column) => {
      // A merged range holds its value in its first cell, as a CSV export of it does.
      if (cell.type === ValueType.Merge) return;
      // exceljs's cell.value leaves out a formula's result when it is 0, FALSE or empty text; cell.result does not.
      const value = cell.type === ValueType.Formula ? ({ formula: cell.formula, result: cell.result } as ExcelJS.CellFormulaValue) : cell.value;
      const reading = workbookCellText(value, cell.numFmt, date1904);
      while (cells.length < column - 1) cells.push('');
      if (reading.ok) {
        cells[column - 1] = reading.text;
      } else {
        cells[column - 1] = '';
        unreadable.push(column - 1);
        issues.push({ code: reading.code, file, sheet, row, columnLetter: columnLetter(column - 1), message: reading.message });
      }
    });
    rows.push({ row, cells, unreadable });
  });
  const filled = rows.filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) {
    return {
      name: sheet,
      issues: [{ code: 'EmptySheet', file, sheet, message: 'the sheet is empty; it needs at least the header row with the column names in row 1' }],
    };
  }
  const header = (rows[0]?.row === 1 ? rows[0].cells : []).map((name) => name.trim());
  const records: TableRow[] = [];
  for (const { row, cells, unreadable } of filled) {
    if (row === 1) continue;
    cells.forEach((cell, index) => {
      if (cell.trim() !== '' && (header[index] ?? '') === '') {
        const letter = columnLetter(index);
        issues.push({
          code: 'CellWithoutColumn',
          file,
          sheet,
          row,
          columnLetter: letter,
          message: `the cell has a value, but its column has no name in row 1; write the column's name in ${letter}1, or clear the cell`,
        });
      }
    });
    records.push(unreadable.length > 0 ? { row, cells, unreadable } : { row, cells });
  }
  // Problems located by a letter also get the column's name where it has one.
  const named = issues.map((issue) => {
    const index = issue.columnLetter === undefined ? -1 : header.findIndex((_, i) => columnLetter(i) === issue.columnLetter);
    return index >= 0 && header[index] !== '' ? { ...issue, column: header[index] } : issue;
  });
  return { name: sheet, table: { file, sheet, header, records }, issues: named };
}
