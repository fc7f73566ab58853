import type { RosterRow } from './parse-roster.ts';

/** The owner's words of the roster file's header row (labels.csv). */
export interface RosterCsvWords {
  readonly name: string;
  readonly number: string;
  readonly size: string;
  readonly shortsSize: string;
  readonly product: string;
  readonly articleNo: string;
  readonly colour: string;
  readonly decoration: string;
}

/** What every row of the file repeats: the line of the enquiry the roster belongs to. */
export interface RosterOrder {
  readonly product: string;
  readonly articleNo: string;
  readonly colour: string;
  readonly decoration: string;
}

/**
 * The roster as a CSV file the owner opens in Excel. A byte-order mark first, or Excel reads
 * UTF-8 as the computer's old code page and "Zoë" comes out "ZoÃ«"; CRLF between rows, as RFC 4180
 * writes them (https://www.rfc-editor.org/rfc/rfc4180).
 */
export function rosterCsv(rows: readonly RosterRow[], order: RosterOrder, words: RosterCsvWords): string {
  const header = [words.name, words.number, words.size, words.shortsSize, words.product, words.articleNo, words.colour, words.decoration];
  const lines = rows.map((row) => [row.name, row.number, row.size, row.shortsSize ?? '', order.product, order.articleNo, order.colour, order.decoration]);
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * One cell. A buyer types the names and the owner opens the file in a spreadsheet, so a cell that a
 * spreadsheet would run as a formula (one beginning with =, +, -, @, a tab or a carriage return)
 * gets a leading apostrophe and stays text, as OWASP advises:
 * https://owasp.org/www-community/attacks/CSV_Injection. Then RFC 4180 quoting: a cell with a
 * comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
