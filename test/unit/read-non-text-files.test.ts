import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '../../src/content/read/read-csv.ts';
import { readTextFile } from '../../src/content/read/read-text-file.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

async function issueOf(name: string, bytes: Buffer) {
  const file = path.join(await tempDir(), name);
  await writeFile(file, bytes);
  const result = await readTextFile(file);
  return result.ok ? undefined : { code: result.issue.code, message: result.issue.message };
}

const CSV_UTF8 = 'in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"';

describe('files that are not UTF-8 text', () => {
  it('UTF-16 little-endian, big-endian, and without a byte-order mark', async () => {
    const text = 'name,role\nAyesha,Designer\n';
    const expected = { code: 'FileUtf16', message: `the file is saved as UTF-16 ("Unicode Text"), not UTF-8; ${CSV_UTF8}` };
    expect(await issueOf('le.csv', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]))).toEqual(expected);
    expect(await issueOf('be.csv', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]))).toEqual(expected);
    expect(await issueOf('bare.csv', Buffer.from(text, 'utf16le'))).toEqual(expected);
  });

  it('a Markdown file in UTF-16 is told to use its editor, not Excel', async () => {
    expect(await issueOf('post.md', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('---\ntitle: x\n---\n', 'utf16le')]))).toEqual({
      code: 'FileUtf16',
      message: 'the file is saved as UTF-16 ("Unicode Text"), not UTF-8; save it again in your text editor with the encoding "UTF-8"',
    });
  });

  it('an .xlsx or .ods (zip) and an old .xls workbook renamed to .csv', async () => {
    const expected = {
      code: 'FileIsWorkbook',
      message: `the file is an Excel or LibreOffice workbook (.xlsx, .ods or .xls) renamed to .csv, not text; ${CSV_UTF8}`,
    };
    expect(await issueOf('book.csv', Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'))).toEqual(expected);
    expect(await issueOf('old.csv', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toEqual(expected);
  });

  it('UTF-8 text that starts with "PK" or holds non-Latin letters is read', async () => {
    const file = path.join(await tempDir(), 'ok.csv');
    await writeFile(file, 'PK,name\n1,سیالکوٹ\n');
    const result = await readTextFile(file);
    expect(result.ok && result.text).toBe('PK,name\n1,سیالکوٹ\n');
  });
});

describe('a CSV saved with semicolons', () => {
  const semicolons =
    'the cells are separated by semicolons instead of commas; save the file again with commas: in LibreOffice tick "Edit filter settings" and set the field delimiter to ",", in Excel set the Windows list separator to "," (Region → Additional settings) and save as "CSV UTF-8 (Comma delimited)"';

  it.each([
    ['a plain header', 'question;answer\nWhy?;Because\n'],
    ['a header after a byte-order mark', '\uFEFFquestion;answer\r\nWhy?;Because\r\n'],
    ['a quoted header name with a comma', '"question, short";answer\nWhy?;Because\n'],
  ])('%s is refused on row 1', (_name, text) => {
    expect(readCsv(text, 'faqs.csv')).toEqual({ ok: false, issues: [{ code: 'CsvSemicolonSeparated', file: 'faqs.csv', row: 1, message: semicolons }] });
  });

  it('semicolons inside the cells of a comma-separated file are data', () => {
    const result = readCsv('name,garments\nKit,Jersey;Shorts\n', 'projects.csv');
    expect(result.ok && result.table.records[0]?.cells).toEqual(['Kit', 'Jersey;Shorts']);
  });
});
