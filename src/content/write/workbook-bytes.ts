import type { Fields } from '../schemas/collection.ts';
import { typedCell } from './typed-cell.ts';

export interface SheetToWrite {
  readonly name: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The list's columns, for the type of each cell (see typedCell). */
  readonly fields: Fields;
}

/** Widest a column starts, in characters: a description is read in the cell, not across the screen. */
const MAX_WIDTH = 60;
const MIN_WIDTH = 8;

/**
 * An .xlsx workbook of the given sheets, laid out for editing by hand: the header row bold and
 * frozen (it stays in view while scrolling), and each column as wide as its longest line, up to
 * 60 characters.
 */
export async function workbookBytes(sheets: readonly SheetToWrite[]): Promise<Buffer> {
  // Loaded when needed, as in read-workbook.ts: it takes over half a second to load.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  for (const { name, header, rows, fields } of sheets) {
    const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    const headerRow = worksheet.addRow([...header]);
    headerRow.font = { bold: true };
    rows.forEach((cells) => {
      const row = worksheet.addRow([]);
      header.forEach((column, index) => {
        const typed = typedCell(cells[index] ?? '', fields[column]);
        if (typed.value === null) return;
        const cell = row.getCell(index + 1);
        cell.value = typed.value;
        if (typed.numFmt !== undefined) cell.numFmt = typed.numFmt;
      });
    });
    header.forEach((column, index) => {
      const longest = Math.max(column.length, ...rows.map((cells) => Math.max(...(cells[index] ?? '').split('\n').map((line) => line.length))));
      worksheet.getColumn(index + 1).width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
