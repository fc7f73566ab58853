import { CsvError, parse } from 'csv-parse/sync';
import type { ContentIssue } from '../../errors/content-issue.ts';
import type { Table, TableRow } from './table.ts';

export type CsvRecord = TableRow;
export type CsvTable = Table;

/** The accepted spreadsheet layout as the content reference (docs/owner/content-reference.md) states it. */
export const CSV_RULES = [
  'Cells are separated by commas. A file separated by semicolons (Excel in regions whose decimal mark is a comma) is refused with the setting to change, never read by a guess. A cell that holds a comma, a double quote or a line break is wrapped in double quotes, as spreadsheet programs do by themselves.',
  'Lists inside one cell are separated by semicolons: `Jersey; Shorts`.',
] as const;

export type CsvResult = { ok: true; table: CsvTable } | { ok: false; issues: ContentIssue[] };

/**
 * Parses CSV text as Excel, Google Sheets and LibreOffice write it: comma separated, fields quoted
 * with double quotes when they hold commas, quotes or line breaks, CRLF or LF. csv-parse does the
 * RFC 4180 work; this function only maps its output and errors onto spreadsheet row numbers.
 */
export function readCsv(text: string, file: string): CsvResult {
  if (text.trim() === '') {
    return {
      ok: false,
      issues: [{ code: 'FileEmpty', file, message: 'the file is empty; it needs at least the header row with the column names' }],
    };
  }
  const headerLine = /^\uFEFF?([^\r\n]*)/.exec(text)?.[1] ?? '';
  if (headerLine.includes(';') && !headerLine.includes(',')) return { ok: false, issues: [semicolonIssue(file)] };
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      // Keep blank lines as records so row numbers stay those of the spreadsheet; they are skipped below.
      skip_empty_lines: false,
      relax_column_count: true,
      // A lone " inside an unquoted cell (5" screen) is data, as spreadsheets treat it.
      relax_quotes: true,
    }) as string[][];
  } catch (error) {
    return { ok: false, issues: [csvSyntaxIssue(error, file)] };
  }

  const [headerCells = [], ...body] = rows;
  const header = headerCells.map((name) => name.trim());
  // No column name holds a semicolon; one that does is a semicolon-separated header with a comma in a name.
  if (header.some((name) => name.includes(';'))) return { ok: false, issues: [semicolonIssue(file)] };
  const records: CsvRecord[] = [];
  const issues: ContentIssue[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length > header.length && cells.slice(header.length).some((cell) => cell.trim() !== '')) {
      issues.push({
        code: 'CsvTooManyCells',
        file,
        row,
        message: `the row has ${cells.length} cells but the header has ${header.length} columns; a cell that contains a comma must be wrapped in double quotes`,
      });
      return;
    }
    records.push({ row, cells });
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, table: { file, header, records } };
}

function csvSyntaxIssue(error: unknown, file: string): ContentIssue {
  if (error instanceof CsvError) {
    // `records` counts the records completed before the failure; the header is one of them.
    const completed = typeof error.records === 'number' ? error.records : undefined;
    const row = completed === undefined ? undefined : completed + 1;
    const message =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a cell starts with a double quote (") that is never closed; add the closing quote at the end of the cell'
        : `the file is not valid CSV (${error.message.replace(/^Invalid [^:]*: /, '')})`;
    return { code: 'CsvSyntax', file, ...(row === undefined ? {} : { row }), message };
  }
  return { code: 'CsvSyntax', file, message: `the file is not valid CSV (${(error as Error).message})` };
}

/**
 * Excel writes the list separator of the computer's region, a semicolon wherever the decimal mark
 * is a comma, even under the name "CSV (Comma delimited)". Reading such a file with a guessed
 * delimiter would also mean guessing its decimal commas, so it is refused with the settings to change.
 */
function semicolonIssue(file: string): ContentIssue {
  return {
    code: 'CsvSemicolonSeparated',
    file,
    row: 1,
    message:
      'the cells are separated by semicolons instead of commas; save the file again with commas: in LibreOffice tick "Edit filter settings" and set the field delimiter to ",", in Excel set the Windows list separator to "," (Region → Additional settings) and save as "CSV UTF-8 (Comma delimited)"',
  };
}
