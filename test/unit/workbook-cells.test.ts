import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { columnLetter } from '../../src/content/read/column-letter.ts';
import { formatNumber } from '../../src/content/read/format-number.ts';
import { readWorkbook } from '../../src/content/read/read-workbook.ts';
import { recogniseWorkbook } from '../../src/content/read/recognise-workbook.ts';
import { workbookCellText } from '../../src/content/read/workbook-cell-text.ts';
import { typedCell } from '../../src/content/write/typed-cell.ts';
import { FIXTURES, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

const text = (value: ExcelJS.CellValue, numFmt?: string) => workbookCellText(value, numFmt);

describe('a workbook cell as the text a CSV export of it holds', () => {
  it('numbers: without the noise of binary fractions, in their cell format', () => {
    expect(text(18.5)).toEqual({ ok: true, text: '18.5' });
    expect(text(0.1 + 0.2)).toEqual({ ok: true, text: '0.3' });
    expect(text(14.000000000000002)).toEqual({ ok: true, text: '14' });
    expect(text(923001234567)).toEqual({ ok: true, text: '923001234567' });
    expect(text(-0)).toEqual({ ok: true, text: '0' });
    expect(text(18.5, '0.00')).toEqual({ ok: true, text: '18.50' });
    expect(text(22, '0.00')).toEqual({ ok: true, text: '22.00' });
    expect(text(1450, '#,##0')).toEqual({ ok: true, text: '1,450' });
    expect(text(12345.5, '#,##0.00')).toEqual({ ok: true, text: '12,345.50' });
    expect(text(18.5, '"$"#,##0.00')).toEqual({ ok: true, text: '$18.50' });
    expect(text(18.5, '[$$-409]#,##0.00;[Red]-[$$-409]#,##0.00')).toEqual({ ok: true, text: '$18.50' });
    expect(text(-3.25, '0.0')).toEqual({ ok: true, text: '-3.3' });
    expect(text(0.15, '0%')).toEqual({ ok: true, text: '15%' });
    expect(text(7, '000')).toEqual({ ok: true, text: '007' });
    // Excel rounds half away from zero; toFixed would give 1.00.
    expect(text(1.005, '0.00')).toEqual({ ok: true, text: '1.01' });
    // Formats that are not a plain number show the number as Excel's General format does.
    expect(text(0.5, '# ?/?')).toEqual({ ok: true, text: '0.5' });
    expect(text(1234, '0.00E+00')).toEqual({ ok: true, text: '1234' });
  });

  it('a number typed into a text column stays as the owner sees it', () => {
    // An Article No or a year typed as a number, in a cell of General format.
    expect(text(2025)).toEqual({ ok: true, text: '2025' });
    expect(text(1001)).toEqual({ ok: true, text: '1001' });
    expect(text(0.000001)).toEqual({ ok: true, text: '0.000001' });
  });

  it('dates: YYYY-MM-DD whatever format shows them, with the time only when there is one', () => {
    expect(text(new Date(Date.UTC(2026, 2, 14)), 'd mmm yyyy')).toEqual({ ok: true, text: '2026-03-14' });
    // Spreadsheets count days in binary fractions: a few milliseconds off is still midnight.
    expect(text(new Date(Date.UTC(2026, 2, 14) - 3))).toEqual({ ok: true, text: '2026-03-14' });
    expect(text(new Date(Date.UTC(2026, 2, 14, 9, 30)))).toEqual({ ok: true, text: '2026-03-14 09:30' });
    // A formula's result keeps the number of days; its date format makes it a day.
    expect(text({ formula: 'DATE(2026,3,14)', result: 46095 }, 'yyyy-mm-dd')).toEqual({ ok: true, text: '2026-03-14' });
    expect(workbookCellText(44633, 'yyyy-mm-dd', true)).toEqual({ ok: true, text: '2026-03-14' });
  });

  it('booleans are the words of yes/no columns', () => {
    expect(text(true)).toEqual({ ok: true, text: 'yes' });
    expect(text(false)).toEqual({ ok: true, text: 'no' });
  });

  it('text keeps its line breaks; rich text and links are their text', () => {
    expect(text('First paragraph.\n\nSecond paragraph.')).toEqual({ ok: true, text: 'First paragraph.\n\nSecond paragraph.' });
    expect(text({ richText: [{ text: 'Royal ' }, { text: 'Blue', font: { bold: true } }] })).toEqual({ ok: true, text: 'Royal Blue' });
    expect(text({ text: 'Our page', hyperlink: 'https://example.com' })).toEqual({ ok: true, text: 'Our page' });
    expect(text(null)).toEqual({ ok: true, text: '' });
  });

  it("formulas: by the result the spreadsheet saved; an error is the owner's to fix", () => {
    expect(text({ formula: 'B2*2', result: 37 })).toEqual({ ok: true, text: '37' });
    expect(text({ formula: 'B2/3', result: 6.166666666666667 }, '0.00')).toEqual({ ok: true, text: '6.17' });
    expect(text({ formula: 'A2&"-"&B2', result: 'TT-SU-001' })).toEqual({ ok: true, text: 'TT-SU-001' });
    expect(text({ sharedFormula: 'C2', result: true })).toEqual({ ok: true, text: 'yes' });
    // =IF(…,"",…) saved as <v></v>: exceljs gives no result, and the owner sees an empty cell.
    expect(text({ formula: 'IF(B2>1,"","big")' })).toEqual({ ok: true, text: '' });
    expect(text({ formula: 'B2-B2', result: 0 })).toEqual({ ok: true, text: '0' });
    expect(text({ formula: '1/0', result: { error: '#DIV/0!' } })).toEqual({
      ok: false,
      code: 'FormulaError',
      message: 'the cell shows the error #DIV/0!; correct its formula, or type the value instead',
    });
  });

  it('column letters as a spreadsheet shows them', () => {
    expect([0, 6, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'G', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('a CSV cell as the typed workbook cell the export writes', () => {
  const number = { kind: 'number' };
  it.each([
    ['18.50', number, { value: 18.5, numFmt: '0.00' }],
    ['4.8', number, { value: 4.8 }],
    ['87', { kind: 'whole number' }, { value: 87 }],
    ['1,450', number, { value: 1450, numFmt: '#,##0' }],
    ['2026-03-14', { kind: 'date' }, { value: new Date(Date.UTC(2026, 2, 14)), numFmt: 'yyyy-mm-dd' }],
    // Only what reads back as the same text is typed; the rest stays text, judged by the build as it is.
    ['007', number, { value: '007' }],
    ['14o', number, { value: '14o' }],
    ['$18.50', number, { value: '$18.50' }],
    ['2026-02-30', { kind: 'date' }, { value: '2026-02-30' }],
    ['1001', { kind: 'text' }, { value: '1001' }],
    ['yes', { kind: 'yes/no' }, { value: 'yes' }],
    ['', number, { value: null }],
  ])('%j in a %j column', (csv, field, expected) => {
    expect(typedCell(csv, field)).toEqual(expected);
  });

  it('every typed cell reads back as the text it was made from', () => {
    for (const csv of ['18.50', '0.5', '1,234,567.25', '100', '-3.75', '0.000001', '2026-12-31']) {
      const typed = typedCell(csv, { kind: csv.includes('-12-') ? 'date' : 'number' });
      expect(workbookCellText(typed.value, typed.numFmt), csv).toEqual({ ok: true, text: csv });
    }
    expect(formatNumber(0.5, '#.00')).toBe('.50');
  });
});

describe('reading a whole sheet', () => {
  it('keeps row numbers as shown, ignores empty trailing rows and merged cells after their first, and reads formulas by their saved result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('faqs');
    sheet.addRow(['question', 'answer']);
    sheet.addRow(['How long?', 'Two\nweeks']);
    sheet.addRow([]);
    sheet.addRow(['Total', { formula: 'LEN(B2)', result: 9 }]);
    sheet.mergeCells('A5:B5');
    sheet.getCell('A5').value = 'merged';
    // Rows the owner formatted but left empty, below the table: Excel keeps them in the file.
    for (const row of [8, 9, 40]) sheet.getCell(`A${row}`).numFmt = '0.00';
    sheet.getCell('B41').value = '   ';
    const file = path.join(await tempDir(), 'catalogue.xlsx');
    await writeFile(file, Buffer.from(await workbook.xlsx.writeBuffer()));
    const read = await readWorkbook(file);
    expect(read.ok && read.sheets.map(({ name, table, issues }) => ({ name, header: table?.header, records: table?.records, issues }))).toEqual([
      {
        name: 'faqs',
        header: ['question', 'answer'],
        records: [
          { row: 2, cells: ['How long?', 'Two\nweeks'] },
          { row: 4, cells: ['Total', '9'] },
          { row: 5, cells: ['merged'] },
        ],
        issues: [],
      },
    ]);
  });

  it('reads a workbook as LibreOffice Calc 7.4 saves it: formats, dates, booleans, line breaks, merged cells and saved formula results', async () => {
    // Made by writing the cells and formulas with exceljs (no results) and converting the file with
    // `soffice --headless --convert-to xlsx`, which calculated and saved every formula's result.
    const read = await readWorkbook(path.join(FIXTURES, 'workbooks', 'saved-by-libreoffice.xlsx'));
    expect(
      read.ok &&
        read.sheets.map(({ name, table, issues }) => ({
          name,
          header: table?.header,
          records: table?.records,
          issues: issues.map(({ code, row, column, columnLetter }) => ({ code, row, column, columnLetter })),
        })),
    ).toEqual([
      {
        name: 'sports',
        header: ['name', 'price', 'prevPrice', 'launched', 'discount', 'description', 'total'],
        records: [
          // 18.5 as 0.00, 1450 as #,##0.00, a date as d mmm yyyy, TRUE, Alt+Enter line breaks, =B2*2 as 0.00.
          { row: 2, cells: ['TT-SU-001', '18.50', '1,450.00', '2026-03-14', 'yes', 'First paragraph.\n\nSecond paragraph.', '37.00'] },
          // A number in a text column, =B3-B3 (0), FALSE, and F3:G3 merged.
          { row: 3, cells: ['1001', '0.10', '0', '', 'no', 'Merged'] },
          // =A2&"-X", =1/0, 0.1+0.2, =B3>1 (FALSE), =IF(B3>1,"big","") (empty text).
          { row: 4, cells: ['TT-SU-001-X', '', '0.3', '', 'no', '', '7'], unreadable: [1] },
        ],
        issues: [{ code: 'FormulaError', row: 4, column: 'price', columnLetter: 'B' }],
      },
      { name: 'faqs', header: ['question', 'answer'], records: [], issues: [] },
    ]);
  });

  it('tells a password-protected workbook, an old .xls, an .ods and a damaged file by their first bytes', () => {
    const ole = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(ole);
    const encrypted = Buffer.concat([ole, Buffer.from('EncryptedPackage', 'utf16le')]);
    expect(recogniseWorkbook(encrypted, 'content/catalogue.xlsx')?.code).toBe('WorkbookProtected');
    expect(recogniseWorkbook(ole, 'content/catalogue.xlsx')).toEqual({
      code: 'WorkbookOldFormat',
      file: 'content/catalogue.xlsx',
      message: 'the file is an Excel 97–2003 workbook (.xls), which the build does not read; open it and use "Save As" → "Excel Workbook (.xlsx)"',
    });
    const ods = Buffer.concat([
      Buffer.from('PK\x03\x04', 'latin1'),
      Buffer.alloc(26),
      Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet', 'latin1'),
    ]);
    expect(recogniseWorkbook(ods, 'content/catalogue.xlsx')?.code).toBe('WorkbookOpenDocument');
    expect(recogniseWorkbook(Buffer.from('id,name\n1,x\n'), 'content/catalogue.xlsx')?.code).toBe('WorkbookCorrupt');
    expect(recogniseWorkbook(Buffer.from('PK\x03\x04rest', 'latin1'), 'content/catalogue.xlsx')).toBeUndefined();
  });
});
