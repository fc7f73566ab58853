import { canonicalSize } from './parse-sizes.ts';

/** One player of a team order: the name and number printed on the kit, and the sizes to make. */
export interface RosterRow {
  readonly name: string;
  readonly number: string;
  readonly size: string;
  readonly shortsSize?: string;
}

type Column = 'name' | 'number' | 'size' | 'shortsSize';

/** More words a header row may name each column by: the owner's own (labels.csv). */
export type RosterColumnWords = Partial<Readonly<Record<Column, readonly string[]>>>;

/**
 * Words of a header row, as coaches type them in English; the owner's own column words (the
 * labels) are added by the caller, so a roster copied from the site's CSV reads back too.
 */
const HEADER_WORDS: Readonly<Record<Column, readonly string[]>> = {
  name: ['name', 'player', 'player name', 'names'],
  number: ['number', 'no', 'no.', '#', 'num', 'nr', 'shirt number', 'jersey number'],
  size: ['size', 'shirt size', 'jersey size', 'top size'],
  shortsSize: ['shorts', 'shorts size', 'short size'],
};

const DEFAULT_ORDER: readonly Column[] = ['name', 'number', 'size', 'shortsSize'];

/**
 * A roster pasted from a spreadsheet or typed by hand: tab-separated when any line holds a tab
 * (what Excel and Google Sheets put on the clipboard), comma-separated otherwise; with or without a
 * header row; quoted cells as RFC 4180 writes them (https://www.rfc-editor.org/rfc/rfc4180);
 * blank lines skipped. Without a header the columns are name, number, size, shorts size, or number
 * first when every first cell is a number.
 */
export function parseRoster(text: string, headerWords: RosterColumnWords = {}): RosterRow[] {
  const separator = text.includes('\t') ? '\t' : ',';
  const lines = splitCells(text, separator).filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (lines.length === 0) return [];
  const header = headerColumns(lines[0]!, headerWords);
  const body = header ? lines.slice(1) : lines;
  const columns = header ?? guessColumns(body);
  return body.map((cells) => rowOf(cells, columns));
}

function rowOf(cells: readonly string[], columns: readonly (Column | undefined)[]): RosterRow {
  const value = (column: Column) => {
    const index = columns.indexOf(column);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  const shorts = value('shortsSize');
  return {
    name: value('name'),
    number: value('number'),
    size: canonicalSize(value('size')),
    ...(shorts === '' ? {} : { shortsSize: canonicalSize(shorts) }),
  };
}

/** The columns a header row names, or undefined when the first row is a player. */
function headerColumns(cells: readonly string[], extra: RosterColumnWords): (Column | undefined)[] | undefined {
  const columns = cells.map((cell) => columnNamed(cell.trim().toLowerCase(), extra));
  return columns.some((column) => column !== undefined) ? columns : undefined;
}

function columnNamed(word: string, extra: RosterColumnWords): Column | undefined {
  return DEFAULT_ORDER.find((column) => [...HEADER_WORDS[column], ...(extra[column] ?? []).map((w) => w.toLowerCase())].includes(word));
}

function guessColumns(rows: readonly (readonly string[])[]): readonly Column[] {
  const numberFirst = rows.every((cells) => /^#?\d+$/.test((cells[0] ?? '').trim())) && rows.some((cells) => /\D/.test(cells[1] ?? ''));
  return numberFirst ? ['number', 'name', 'size', 'shortsSize'] : DEFAULT_ORDER;
}

/** The text's rows of cells: a quoted cell may hold the separator, line breaks and doubled quotes. */
export function splitCells(text: string, separator: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = false;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += char;
  }
  rows.push([...row, cell]);
  return rows;
}
