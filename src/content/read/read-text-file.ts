import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentIssue } from '../../errors/content-issue.ts';
import { displayPath } from './display-path.ts';

export type TextFileResult = { ok: true; text: string; file: string } | { ok: false; issue: ContentIssue };

/** The accepted encodings as the content reference (docs/owner/content-reference.md) states them. */
export const ENCODING_RULES = [
  'Each list below may instead be kept in an `.xlsx` workbook, its own (`products/sports.xlsx`) or a sheet of `catalogue.xlsx` named after the list (`sports`), with the same columns: see [CSV files or one workbook](content.md#csv-files-or-one-workbook).',
  'Every file is UTF-8 text, with or without a byte-order mark, with CRLF or LF line endings. Save spreadsheets as **CSV UTF-8** (Excel: "CSV UTF-8 (Comma delimited)"; LibreOffice: tick "Edit filter settings" and choose "Unicode (UTF-8)"; Google Sheets: File → Download → CSV).',
  'Refused, each with one sentence saying how to save it again: a legacy code page such as Windows-1252 (Excel\'s plain "CSV"), UTF-16 (Excel\'s "Unicode Text"), and an .xlsx, .ods or .xls workbook renamed to .csv.',
] as const;

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Reads a content file as UTF-8. Spreadsheet programs add a byte-order mark (Excel's "CSV UTF-8")
 * or save in a legacy code page (Excel's plain "CSV" on Windows): the first is stripped, the second
 * is refused with a sentence that says how to re-save, because guessing a code page garbles names.
 */
export async function readTextFile(absolutePath: string): Promise<TextFileResult> {
  const file = displayPath(absolutePath);
  let bytes: Buffer;
  try {
    bytes = await readFile(absolutePath);
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      issue: {
        code: missing ? 'MissingFile' : 'FileNotReadable',
        file,
        message: missing ? 'the file is missing' : unreadable(error as NodeJS.ErrnoException),
      },
    };
  }
  const notText = recogniseNonText(bytes, file);
  if (notText) return { ok: false, issue: notText };
  try {
    // TextDecoder drops a leading BOM itself (ignoreBOM: false).
    return { ok: true, text: utf8.decode(bytes), file };
  } catch {
    return { ok: false, issue: { code: 'FileNotUtf8', file, message: `the file is not saved as UTF-8 text; ${saveAsUtf8(file)}` } };
  }
}

/** The system's reason in the owner's words where there are any; its own words otherwise. */
function unreadable(error: NodeJS.ErrnoException): string {
  if (error.code === 'EISDIR') return 'this is a folder, but a file of this name is expected here';
  if (error.code === 'EACCES' || error.code === 'EPERM') return 'the file cannot be read because your user has no permission to read it';
  return `the file cannot be read (${error.message})`;
}

/** The start of every .xlsx and .ods file (they are zip archives), and of every old .xls file. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * Files that a spreadsheet program saved in another format under a content file's name. UTF-16
 * (Excel's "Unicode Text") must be caught before decoding: its ASCII letters are valid UTF-8 with
 * a zero byte after each, which would otherwise surface as a puzzle of unknown column names.
 */
function recogniseNonText(bytes: Buffer, file: string): ContentIssue | undefined {
  if (bytes.subarray(0, 4).equals(ZIP) || bytes.subarray(0, 4).equals(OLE)) {
    return {
      code: 'FileIsWorkbook',
      file,
      message: `the file is an Excel or LibreOffice workbook (.xlsx, .ods or .xls) renamed to ${path.extname(file)}, not text; ${saveAsUtf8(file)}`,
    };
  }
  const bom = bytes.subarray(0, 2);
  // Without a byte-order mark, UTF-16 text that starts with a letter has a zero as its first or second byte.
  const utf16 = (bom[0] === 0xff && bom[1] === 0xfe) || (bom[0] === 0xfe && bom[1] === 0xff) || (bytes.length >= 2 && (bom[0] === 0 || bom[1] === 0));
  if (utf16) return { code: 'FileUtf16', file, message: `the file is saved as UTF-16 ("Unicode Text"), not UTF-8; ${saveAsUtf8(file)}` };
  return undefined;
}

/** How to save this kind of file again as UTF-8, in the words of the programs that edit it. */
function saveAsUtf8(file: string): string {
  return file.endsWith('.csv')
    ? 'in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"'
    : 'save it again in your text editor with the encoding "UTF-8"';
}
