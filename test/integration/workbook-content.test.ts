import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { readCsv } from '../../src/content/read/read-csv.ts';
import { productCollections } from '../../src/content/schemas/product.ts';
import { workbookBytes } from '../../src/content/write/workbook-bytes.ts';
import { contentProblems } from '../helpers/content-problems.ts';
import { buildInto } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { copyFixture, removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';
import { cellAt, editWorkbook, sheet, workbookCopy } from '../helpers/workbook-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';
import { captureOutput } from '../helpers/capture-output.ts';

afterAll(removeTemporaryFolders);

describe('the catalogue kept as one workbook', () => {
  it('the sample content exported to a workbook builds a dist/ byte for byte identical to the one built from the CSV files', async () => {
    const workbookContent = await workbookCopy(SITE_FIXTURE);
    expect(await readdir(path.join(workbookContent, 'products'))).toEqual([]);
    expect(existsSync(path.join(workbookContent, 'catalogue.xlsx'))).toBe(true);
    const fromCsv = await testSiteBuild();
    const fromWorkbook = await buildInto(workbookContent);
    const csvFiles = await folderSnapshot(fromCsv.out);
    const workbookFiles = await folderSnapshot(fromWorkbook.out);
    expect(csvFiles.size).toBeGreaterThan(100);
    // The search index and the listings' card data are part of the comparison.
    expect([...csvFiles.keys()].some((file) => file.startsWith('pagefind'))).toBe(true);
    expect([...csvFiles.keys()].some((file) => file.startsWith('assets/data/'))).toBe(true);
    expect([...workbookFiles.keys()].sort()).toEqual([...csvFiles.keys()].sort());
    const different = [...csvFiles].filter(([file, bytes]) => workbookFiles.get(file) !== bytes).map(([file]) => file);
    expect(different).toEqual([]);
    expect(fromWorkbook.result.site.products.length).toBe(fromCsv.result.site.products.length);
  }, 180_000);

  it('export then import gives back CSV files equal, byte for byte, to those in content/', async () => {
    const workbook = path.join(await tempDir('site-roundtrip-'), 'catalogue.xlsx');
    const csvOut = await tempDir('site-roundtrip-csv-');
    const exported = captureOutput();
    expect(await main(['export-xlsx', '--content', SITE_FIXTURE, '--out', workbook], exported.io), exported.err.join('\n')).toBe(0);
    expect(exported.out).toEqual([expect.stringMatching(/^Wrote .*catalogue\.xlsx: 23 sheets, \d+ rows\.$/)]);
    const imported = captureOutput();
    expect(await main(['import-xlsx', '--content', SITE_FIXTURE, '--workbook', workbook, '--out', csvOut], imported.io), imported.err.join('\n')).toBe(0);
    const originals = (await readdir(SITE_FIXTURE, { recursive: true })).filter((file) => file.endsWith('.csv')).sort();
    const written = (await readdir(csvOut, { recursive: true })).filter((file) => file.endsWith('.csv')).sort();
    expect(written).toEqual(originals);
    for (const file of originals) expect(await readFile(path.join(csvOut, file), 'utf8'), file).toBe(await readFile(path.join(SITE_FIXTURE, file), 'utf8'));
  });

  it('the export never overwrites a workbook, which may hold edits, unless told to', async () => {
    const content = await workbookCopy(await copyFixture());
    const workbook = await readFile(path.join(content, 'catalogue.xlsx'));
    const again = captureOutput();
    expect(await main(['export-xlsx', '--content', content], again.io)).toBe(2);
    expect(again.err.join('\n')).toMatch(/^Error: .*catalogue\.xlsx exists already; add --force to replace it/);
    expect(await readFile(path.join(content, 'catalogue.xlsx'))).toEqual(workbook);
  });
});

describe('one list in its own workbook (products/sports.xlsx)', () => {
  it('is read from its first sheet, located by that sheet in problems, refused next to its CSV file, and imported back to the same CSV file', async () => {
    const content = await copyFixture();
    const csvFile = path.join(content, 'products', 'sports.csv');
    const original = await readFile(csvFile, 'utf8');
    const parsed = readCsv(original, 'sports.csv');
    if (!parsed.ok) throw new Error('the fixture must parse');
    const workbook = path.join(content, 'products', 'sports.xlsx');
    await writeFile(
      workbook,
      await workbookBytes([
        { name: 'Sheet1', header: parsed.table.header, rows: parsed.table.records.map(({ cells }) => cells), fields: productCollections.sportsProducts.fields },
      ]),
    );
    expect(await contentProblems(content)).toEqual([
      'content/products/sports.csv: this list is also in content/products/sports.xlsx, and the build will not guess which one holds your latest edits; keep one and delete the other',
    ]);

    await rm(csvFile);
    expect(await contentProblems(content)).toEqual([]);
    await editWorkbook(workbook, (book) => void (cellAt(sheet(book, 'Sheet1'), 2, 'price').value = '14o'));
    expect(await contentProblems(content)).toEqual(['content/products/sports.xlsx, sheet "Sheet1", row 2, column "price" (G): expected a number, got "14o"']);
    await editWorkbook(workbook, (book) => void (cellAt(sheet(book, 'Sheet1'), 2, 'price').value = 18.5));

    const imported = captureOutput();
    expect(await main(['import-xlsx', '--content', content, '--workbook', workbook, '--remove-workbook'], imported.io), imported.err.join('\n')).toBe(0);
    expect(existsSync(workbook)).toBe(false);
    // 18.5 typed by hand in a cell of format 0.00 reads as the CSV file had it.
    expect(await readFile(csvFile, 'utf8')).toBe(original);
  });
});

describe('a broken workbook: its sentence, exit code 1, and the output folder untouched', () => {
  let pristine: string;
  let out: string;
  let before: Map<string, string>;

  beforeAll(async () => {
    pristine = await workbookCopy(await copyFixture());
    out = path.join(await tempDir(), 'dist');
    const built = captureOutput();
    expect(await main(['build', '--content', pristine, '--out', out, '--quiet'], built.io), built.err.join('\n')).toBe(0);
    before = await folderSnapshot(out);
  }, 120_000);

  /** A fresh copy of the good workbook content, broken by `breakIt`, built into the good output folder. */
  async function buildBroken(breakIt: (content: string) => Promise<void>): Promise<string[]> {
    const content = path.join(await tempDir('site-broken-'), 'content');
    const { cp } = await import('node:fs/promises');
    await cp(pristine, content, { recursive: true });
    await breakIt(content);
    const { io, err } = captureOutput();
    expect(await main(['build', '--content', content, '--out', out, '--quiet'], io)).toBe(1);
    expect(await folderSnapshot(out)).toEqual(before);
    const text = err.join('\n').replaceAll(`${content}/`, 'content/');
    expect(text).not.toMatch(/\n\s+at /);
    return text.split('\n\n')[0]!.split('\n');
  }

  const catalogue = (content: string) => path.join(content, 'catalogue.xlsx');

  it('text in a number cell', async () => {
    const sentences = await buildBroken((content) =>
      editWorkbook(catalogue(content), (workbook) => void (cellAt(sheet(workbook, 'sports'), 2, 'price').value = '14o')),
    );
    expect(sentences).toEqual(['content/catalogue.xlsx, sheet "sports", row 2, column "price" (G): expected a number, got "14o"']);
  });

  it('a missing column', async () => {
    const sentences = await buildBroken((content) => editWorkbook(catalogue(content), (workbook) => sheet(workbook, 'sports').spliceColumns(3, 1)));
    expect(sentences).toEqual(['content/catalogue.xlsx, sheet "sports", row 1, column "title": this required column is missing']);
  });

  it('a misspelled header, with the name the owner meant', async () => {
    const sentences = await buildBroken((content) =>
      editWorkbook(catalogue(content), (workbook) => void (sheet(workbook, 'street').getCell('H1').value = 'prevPirce')),
    );
    expect(sentences).toEqual(['content/catalogue.xlsx, sheet "street", row 1, column "prevPirce" (H): unknown column; did you mean "prevPrice"?']);
  });

  it('a duplicate Article No, naming the row that has it first', async () => {
    const sentences = await buildBroken((content) =>
      editWorkbook(catalogue(content), (workbook) => {
        const sports = sheet(workbook, 'sports');
        cellAt(sports, 3, 'name').value = cellAt(sports, 2, 'name').value;
      }),
    );
    expect(sentences).toEqual([
      'content/catalogue.xlsx, sheet "sports", row 3, column "name" (B): the Article No TT-SU-001 is already used by content/catalogue.xlsx, sheet "sports", row 2; every Article No must be unique',
    ]);
  });

  it('an empty sheet', async () => {
    const sentences = await buildBroken((content) =>
      editWorkbook(catalogue(content), (workbook) => {
        // Select all, Delete: the cells keep their formats, the values go.
        sheet(workbook, 'faqs').eachRow((row) => row.eachCell((cell) => void (cell.value = null)));
      }),
    );
    expect(sentences).toEqual(['content/catalogue.xlsx, sheet "faqs": the sheet is empty; it needs at least the header row with the column names in row 1']);
  });

  it('a password-protected workbook', async () => {
    const sentences = await buildBroken((content) => writeFile(catalogue(content), encryptedWorkbook()));
    expect(sentences).toEqual([
      'content/catalogue.xlsx: the workbook is protected with a password, so the build cannot open it; remove the password (Excel: File → Info → Protect Workbook → Encrypt with Password, and clear it; LibreOffice: File → Save As, with "Save with password" unticked) and save it again',
    ]);
  });

  it('a damaged workbook (cut short, as by an interrupted copy)', async () => {
    const sentences = await buildBroken(async (content) => {
      const bytes = await readFile(catalogue(content));
      await writeFile(catalogue(content), bytes.subarray(0, Math.floor(bytes.length / 2)));
    });
    expect(sentences).toEqual([
      'content/catalogue.xlsx: the file is damaged or is not an Excel workbook, so the build cannot read it; open it in Excel or LibreOffice and save it again as "Excel Workbook (.xlsx)", or take it back from a copy',
    ]);
  });

  it('an .xls from old Excel in place of the .xlsx', async () => {
    const sentences = await buildBroken(async (content) => {
      await rm(catalogue(content));
      await writeFile(path.join(content, 'catalogue.xls'), oldExcelWorkbook());
    });
    expect(sentences).toEqual([
      'content/catalogue.xls: the file is an Excel 97–2003 workbook (.xls), which the build does not read; open it and use "Save As" → "Excel Workbook (.xlsx)", then delete catalogue.xls',
    ]);
  });

  it('a list kept both as a CSV file and as a sheet', async () => {
    const sentences = await buildBroken((content) => writeFile(path.join(content, 'faqs.csv'), 'question,answer\nWhy?,Because.\n'));
    expect(sentences).toEqual([
      'content/faqs.csv: this list is also in content/catalogue.xlsx, sheet "faqs", and the build will not guess which one holds your latest edits; keep one and delete the other',
    ]);
  });

  it('a sheet whose name is no list', async () => {
    const sentences = await buildBroken((content) => editWorkbook(catalogue(content), (workbook) => void (sheet(workbook, 'faqs').name = 'faq')));
    expect(sentences).toEqual(['content/catalogue.xlsx, sheet "faq": unknown sheet; did you mean "faqs"?']);
  });
});

/** The start of an OLE compound file (MS-CFB): the container of old .xls files and of encrypted workbooks. */
function oleHeader(): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  return header;
}

/** What Excel saves for a workbook with a password: an OLE file whose directory names the stream "EncryptedPackage" (UTF-16LE). */
function encryptedWorkbook(): Buffer {
  const directory = Buffer.alloc(512);
  Buffer.from('EncryptionInfo', 'utf16le').copy(directory, 128);
  Buffer.from('EncryptedPackage', 'utf16le').copy(directory, 256);
  return Buffer.concat([oleHeader(), directory]);
}

/** An Excel 97–2003 workbook: an OLE file with a "Workbook" stream. */
function oldExcelWorkbook(): Buffer {
  const directory = Buffer.alloc(512);
  Buffer.from('Workbook', 'utf16le').copy(directory, 128);
  return Buffer.concat([oleHeader(), directory]);
}
