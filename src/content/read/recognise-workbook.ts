import type { ContentIssue } from '../../errors/content-issue.ts';

/** Every .xlsx (and .ods) file is a zip archive; Excel 97–2003 files and encrypted workbooks are OLE compound files. */
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
/**
 * Excel and LibreOffice encrypt a password-protected .xlsx into an OLE compound file whose main
 * stream is named "EncryptedPackage" ([MS-OFFCRYPTO] 2.3.4.4); stream names are stored in UTF-16LE.
 */
const ENCRYPTED_PACKAGE = Buffer.from('EncryptedPackage', 'utf16le');
/** An OpenDocument file starts with its uncompressed "mimetype" entry (ODF 1.2, part 3, 3.3). */
const ODS_MIMETYPE = Buffer.from('mimetypeapplication/vnd.oasis.opendocument.spreadsheet', 'latin1');

/**
 * Tells the files that cannot be read as an .xlsx workbook by their first bytes, each with the
 * one thing to do about it. Undefined: the file looks like an .xlsx (a zip archive) and is worth
 * opening.
 */
export function recogniseWorkbook(bytes: Buffer, file: string): ContentIssue | undefined {
  const start = bytes.subarray(0, 4);
  if (start.equals(OLE)) {
    return bytes.includes(ENCRYPTED_PACKAGE)
      ? {
          code: 'WorkbookProtected',
          file,
          message:
            'the workbook is protected with a password, so the build cannot open it; remove the password (Excel: File → Info → Protect Workbook → Encrypt with Password, and clear it; LibreOffice: File → Save As, with "Save with password" unticked) and save it again',
        }
      : {
          code: 'WorkbookOldFormat',
          file,
          message: `the file is an Excel 97–2003 workbook (.xls), which the build does not read; open it and use "Save As" → "Excel Workbook (.xlsx)"${renameHint(file)}`,
        };
  }
  if (start.equals(ZIP)) {
    if (bytes.subarray(30, 30 + ODS_MIMETYPE.length).equals(ODS_MIMETYPE)) {
      return {
        code: 'WorkbookOpenDocument',
        file,
        message: `the file is a LibreOffice spreadsheet (.ods), which the build does not read; in LibreOffice use "Save As" → "Excel 2007-365 (.xlsx)"${renameHint(file)}`,
      };
    }
    return undefined;
  }
  return corruptWorkbook(file);
}

export function corruptWorkbook(file: string): ContentIssue {
  return {
    code: 'WorkbookCorrupt',
    file,
    message:
      'the file is damaged or is not an Excel workbook, so the build cannot read it; open it in Excel or LibreOffice and save it again as "Excel Workbook (.xlsx)", or take it back from a copy',
  };
}

/** Named .xls or .ods, the file must also get the .xlsx name the build looks for. */
function renameHint(file: string): string {
  return /\.xlsx$/i.test(file) ? '' : `, then delete ${file.split('/').at(-1)}`;
}
