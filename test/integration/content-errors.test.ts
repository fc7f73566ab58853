import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentProblems } from '../helpers/content-problems.ts';
import { copyFixture, editFile, removeColumn, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * The owner reads these sentences, so the tests compare the rendered text, not error objects:
 * a refactor that printed raw zod JSON would fail here (see withastro/astro#15976).
 */
describe('content errors, as the owner reads them', () => {
  it('accepts the fixture site as it is', async () => {
    expect(await contentProblems(await copyFixture())).toEqual([]);
  });

  it('a bad number names file, spreadsheet row, column and the value', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 3, 'price', '14o');
    expect(await contentProblems(dir)).toEqual(['content/products/sports.csv, row 3, column "price": expected a number, got "14o"']);
  });

  it('reports every problem of every file in one run', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'rating', '7');
    await setCell(dir, 'products/street.csv', 4, 'discount', 'maybe');
    await setCell(dir, 'faqs.csv', 2, 'answer', '');
    expect(await contentProblems(dir)).toEqual([
      'content/faqs.csv, row 2, column "answer": the cell is empty but a value is required',
      'content/products/sports.csv, row 2, column "rating": expected a number from 0 to 5, got "7"',
      'content/products/street.csv, row 4, column "discount": expected yes or no, got "maybe"',
    ]);
  });

  it('a missing required column is reported once, on the header row', async () => {
    const dir = await copyFixture();
    await removeColumn(dir, 'faqs.csv', 'answer');
    expect(await contentProblems(dir)).toEqual(['content/faqs.csv, row 1, column "answer": this required column is missing']);
  });

  it('a misspelled column says which known column was meant', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'products/safety.csv', (text) => text.replace(',prevPrice,', ',prevPirce,'));
    expect(await contentProblems(dir)).toEqual(['content/products/safety.csv, row 1, column "prevPirce": unknown column; did you mean "prevPrice"?']);
  });

  it('an unknown category suggests the closest known one', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'category', 'Socer Uniform');
    expect(await contentProblems(dir)).toEqual([
      'content/products/sports.csv, row 2, column "category": unknown category "Socer Uniform" for the sports list in categories.csv; did you mean "Soccer Uniform"?',
    ]);
  });

  it('a duplicate Article No across files points at the first use', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/street.csv', 3, 'name', 'TT-SU-001');
    expect(await contentProblems(dir)).toEqual([
      'content/products/sports.csv, row 2, column "name": the Article No TT-SU-001 is already used by content/products/street.csv, row 3; every Article No must be unique',
    ]);
  });

  it('a duplicate slug is reported', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'projects.csv', 3, 'slug', 'riverside-united-home-away-kits');
    const problems = await contentProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/projects\.csv, row 3, column "slug": the slug "riverside-united-home-away-kits" is already used by content\/projects\.csv, row 2$/,
    );
  });

  it("an unknown blog category is reported on the post's field", async () => {
    const dir = await copyFixture();
    await editFile(dir, 'blog/sport-wears-enhance-performance-style.md', (text) => text.replace(/^category: .*$/m, 'category: Sport Wear'));
    expect(await contentProblems(dir)).toEqual([
      'content/blog/sport-wears-enhance-performance-style.md, field "category": unknown blog category "Sport Wear"; the categories in blog-categories.csv are Street Wears, Sport Wears, Safety Wears; did you mean "Sport Wears"?',
    ]);
  });

  it('an image that exists neither in content/ nor in public/ is reported', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'team.csv', 2, 'image', 'images/team/nobody.jpg');
    expect(await contentProblems(dir)).toEqual([
      'content/team.csv, row 2, column "image": the image "images/team/nobody.jpg" exists neither in content/ nor in public/',
    ]);
  });

  it('an unterminated quote, an empty file and a non-UTF-8 file are each one located sentence', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'faqs.csv', (text) => `${text}"What about quotes?,Never closed\n`);
    await writeFile(path.join(dir, 'values.csv'), '');
    await writeFile(path.join(dir, 'features.csv'), Buffer.from('title,text,icon\nCaf\xe9,Free,truck\n', 'latin1'));
    const problems = await contentProblems(dir);
    expect(problems).toEqual([
      'content/faqs.csv, row 5: a cell starts with a double quote (") that is never closed; add the closing quote at the end of the cell',
      'content/features.csv: the file is not saved as UTF-8 text; in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"',
      'content/values.csv: the file is empty; it needs at least the header row with the column names',
    ]);
  });

  it('reads files saved with CRLF line endings and a byte-order mark', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'products/sports.csv', (text) => `\uFEFF${text.replace(/\n/g, '\r\n')}`);
    expect(await contentProblems(dir)).toEqual([]);
  });

  it('a missing file is named', async () => {
    const dir = await copyFixture();
    await rm(path.join(dir, 'partners.csv'));
    expect(await contentProblems(dir)).toEqual(['content/partners.csv: the file is missing']);
  });

  it('bad site settings name the setting', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'site.json', (text) => text.replace('"+92 300 1234567"', '"call us"').replace('"#0FAB5B"', '"green"'));
    expect(await contentProblems(dir)).toEqual([
      'content/site.json, field "accent.green": expected a colour like #0FAB5B, got "green"',
      'content/site.json, field "phone": expected the phone number in international digits with the country code, like 923001234567, got "call us"',
    ]);
  });

  it('an unknown currency or a malformed language tag names site.json and the setting, in one sentence each', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'site.json', (text) => text.replace('"currency": "USD"', '"currency": "EURO"').replace('"language": "en"', '"language": "en_GB"'));
    expect(await contentProblems(dir)).toEqual([
      'content/site.json, field "currency": expected the three-letter ISO 4217 code of a currency, like USD, EUR, GBP or PKR, got "EURO"',
      'content/site.json, field "language": expected a language tag like en, en-GB or de-DE, got "en_GB"; write it with a hyphen: "en-GB"',
    ]);
    await editFile(dir, 'site.json', (text) => text.replace('"currency": "EURO"', '"currency": "XYZ"').replace('"language": "en_GB"', '"language": "English"'));
    expect(await contentProblems(dir)).toEqual([
      'content/site.json, field "currency": expected the three-letter ISO 4217 code of a currency, like USD, EUR, GBP or PKR, got "XYZ"',
      'content/site.json, field "language": expected a language tag like en, en-GB or de-DE, got "English"',
    ]);
  });

  it('invalid front matter says which line', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'services/embroidery.md', (text) => text.replace(/^title: .*$/m, 'title: Embroidery: chenille: 3D'));
    const problems = await contentProblems(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/services\/embroidery\.md: the front matter is not valid YAML on line \d+ .*put text containing a colon in double quotes$/,
    );
  });
});
