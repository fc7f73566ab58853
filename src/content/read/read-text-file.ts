import { readFile } from 'node:fs/promises';
import type { ContentIssue } from '../../errors/content-issue.ts';
import { displayPath } from './display-path.ts';

export type TextFileResult =
  | { ok: true; text: string; file: string }
  | { ok: false; issue: ContentIssue };

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
        message: missing ? 'the file is missing' : `the file cannot be read (${(error as Error).message})`,
      },
    };
  }
  try {
    // TextDecoder drops a leading BOM itself (ignoreBOM: false).
    return { ok: true, text: utf8.decode(bytes), file };
  } catch {
    return {
      ok: false,
      issue: {
        code: 'FileNotUtf8',
        file,
        message:
          'the file is not saved as UTF-8 text; in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"',
      },
    };
  }
}
