import type { CellValue } from 'exceljs';
import type { ContentIssueCode } from '../../errors/content-issue.ts';
import { formatNumber } from './format-number.ts';

export type CellReading = { ok: true; text: string } | { ok: false; code: ContentIssueCode; message: string };

/**
 * The text a workbook cell holds for the build: what a CSV export of the sheet would hold, so that
 * one set of schemas, and one set of sentences, serves CSV files and workbooks alike. Numbers are
 * shown in their cell's format (see formatNumber), dates as YYYY-MM-DD (a date cell is a day,
 * whatever format shows it), TRUE and FALSE as yes and no (the words of yes/no columns), text as
 * typed with its line breaks, and a formula by the result the spreadsheet program saved with it
 * (a formula that shows an error is the owner's to correct).
 */
export function workbookCellText(value: CellValue, numberFormat?: string, date1904 = false): CellReading {
  if (value === null || value === undefined) return { ok: true, text: '' };
  if (typeof value === 'string') return { ok: true, text: value };
  if (typeof value === 'boolean') return { ok: true, text: value ? 'yes' : 'no' };
  if (typeof value === 'number') {
    return { ok: true, text: isDateFormat(numberFormat) ? dateText(fromSerial(value, date1904)) : formatNumber(value, numberFormat) };
  }
  if (value instanceof Date) return { ok: true, text: dateText(value) };
  if ('error' in value) {
    return { ok: false, code: 'FormulaError', message: `the cell shows the error ${value.error}; correct its formula, or type the value instead` };
  }
  if ('richText' in value) return { ok: true, text: value.richText.map((run) => run.text).join('') };
  if ('formula' in value || 'sharedFormula' in value) {
    // exceljs gives no result both for a formula whose result is empty text (=IF(A2="","",…), which
    // Excel and LibreOffice save as <v></v>) and for one saved without any result, which only
    // scripts write: the first is common, so both read as the empty cell the owner sees.
    return value.result === undefined ? { ok: true, text: '' } : workbookCellText(value.result, numberFormat, date1904);
  }
  if ('hyperlink' in value) return workbookCellText(value.text as CellValue, numberFormat, date1904);
  return { ok: true, text: '' };
}

/** A day as YYYY-MM-DD; with its time of day when it has one, so a date column refuses it instead of dropping the time. */
function dateText(date: Date): string {
  // Spreadsheets count days in binary fractions: round to the second before looking at the time.
  const iso = new Date(Math.round(date.getTime() / 1000) * 1000).toISOString();
  const time = iso.slice(11, 19);
  if (time === '00:00:00') return iso.slice(0, 10);
  return `${iso.slice(0, 10)} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

/** A date format has day, month, year or time parts outside quoted text and brackets. */
export function isDateFormat(numberFormat: string | undefined): boolean {
  if (numberFormat === undefined) return false;
  const bare = numberFormat.replace(/"[^"]*"|\\.|\[[^\]]*\]|_.|\*./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare);
}

/** Days since the workbook's epoch (1899-12-30 in the 1900 system, 1904-01-01 in the 1904 one) as a date. */
function fromSerial(serial: number, date1904: boolean): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000));
}
