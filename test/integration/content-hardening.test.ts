import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import { main } from '../../src/cli/main.ts';
import { contentIssues, contentProblems } from '../helpers/content-problems.ts';
import { copyFixture, editFile, removeTemporaryFolders, setCell, tempDir } from '../helpers/fixture-site.ts';
import { folderSnapshot } from '../helpers/folder-snapshot.ts';

afterAll(removeTemporaryFolders);

const POST = 'blog/sport-wears-enhance-performance-style.md';

describe('dates that are not dates', () => {
  it('a comment dated "next tuesday" is one located sentence, not a crash while rendering', async () => {
    const dir = await copyFixture();
    await editFile(dir, POST, (text) => text.replace('    date: 2026-01-21', '    date: next tuesday'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'InvalidValue',
        sentence: `content/${POST}, field "comments": comment 1, field "date": expected a date written as YYYY-MM-DD (like 2026-03-14), got "next tuesday"`,
      },
    ]);
  });

  it('a comment without a date says which comment', async () => {
    const dir = await copyFixture();
    await editFile(dir, POST, (text) => text.replace('    date: 2026-01-24\n', ''));
    expect(await contentProblems(dir)).toEqual([`content/${POST}, field "comments": comment 2, field "date": the field is empty but a value is required`]);
  });

  it('a day that does not exist (30 February) is refused, in the post and in a comment, never rolled over to March', async () => {
    const dir = await copyFixture();
    await editFile(dir, POST, (text) => text.replace('date: 2026-01-19', 'date: 2026-02-30').replace('    date: 2026-01-24', '    date: 2026-02-29'));
    expect(await contentProblems(dir)).toEqual([
      `content/${POST}, field "comments": comment 2, field "date": expected a date written as YYYY-MM-DD (like 2026-03-14), got "2026-02-29"`,
      `content/${POST}, field "date": expected a date written as YYYY-MM-DD (like 2026-03-14), got "2026-02-30"`,
    ]);
  });
});

describe('numbers: a decimal point, and commas only between thousands', () => {
  it('a decimal comma is refused with the number to write instead, never read as 1850', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'price', '18,50');
    await setCell(dir, 'products/sports.csv', 2, 'prevPrice', '');
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'InvalidValue',
        sentence: 'content/products/sports.csv, row 2, column "price": expected a number with a decimal point, got "18,50"; write 18.50',
      },
    ]);
  });

  it('lakh grouping is refused rather than guessed', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'projects.csv', 2, 'quantity', '1,45,000');
    expect(await contentProblems(dir)).toEqual([
      'content/projects.csv, row 2, column "quantity": expected a number with a decimal point and commas only between groups of three digits (like 1,450.50), got "1,45,000"',
    ]);
  });

  it('thousands separators and a dollar sign are read as the spreadsheet shows them', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'price', '$1,450.50');
    await setCell(dir, 'products/sports.csv', 2, 'prevPrice', '$ 12,345');
    await setCell(dir, 'projects.csv', 2, 'quantity', '1,200');
    const { site } = await checkSite({ contentDir: dir });
    const product = site.products.find((candidate) => candidate.name === 'TT-SU-001');
    expect(product?.price).toBe(1450.5);
    expect(product?.prevPrice).toBe(12345);
    expect(site.projects[0]?.quantity).toBe(1200);
  });
});

describe('files a spreadsheet program saved in another format', () => {
  it('a CSV saved with semicolons names the settings to change', async () => {
    const dir = await copyFixture();
    await writeFile(path.join(dir, 'faqs.csv'), 'question;answer\r\nDo you ship abroad?;Yes, worldwide.\r\n');
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'CsvSemicolonSeparated',
        sentence:
          'content/faqs.csv, row 1: the cells are separated by semicolons instead of commas; save the file again with commas: in LibreOffice tick "Edit filter settings" and set the field delimiter to ",", in Excel set the Windows list separator to "," (Region → Additional settings) and save as "CSV UTF-8 (Comma delimited)"',
      },
    ]);
  });

  it('a semicolon file whose header holds a quoted comma is recognised too', async () => {
    const dir = await copyFixture();
    await writeFile(path.join(dir, 'faqs.csv'), '"question, asked";answer\nDo you ship abroad?;Yes\n');
    expect((await contentIssues(dir)).map((issue) => issue.code)).toEqual(['CsvSemicolonSeparated']);
  });

  it('UTF-16 ("Unicode Text"), with either byte order, says what the file is and how to save it', async () => {
    const dir = await copyFixture();
    const text = 'title,text,icon\r\nFree delivery,On every order,truck\r\n';
    await writeFile(path.join(dir, 'features.csv'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    await writeFile(path.join(dir, 'values.csv'), Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]));
    await writeFile(path.join(dir, 'why-us.csv'), Buffer.from(text, 'utf16le'));
    const sentence = (file: string) =>
      `content/${file}: the file is saved as UTF-16 ("Unicode Text"), not UTF-8; in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"`;
    const issues = (await contentIssues(dir)).sort((a, b) => a.sentence.localeCompare(b.sentence));
    expect(issues).toEqual(['features.csv', 'values.csv', 'why-us.csv'].map((file) => ({ code: 'FileUtf16', sentence: sentence(file) })));
  });

  it('an .xlsx workbook renamed to .csv says what it is and how to save it', async () => {
    const dir = await copyFixture();
    await writeFile(path.join(dir, 'partners.csv'), Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64, 7)]));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'FileIsWorkbook',
        sentence:
          'content/partners.csv: the file is an Excel or LibreOffice workbook (.xlsx, .ods or .xls) renamed to .csv, not text; in Excel use "Save As" → "CSV UTF-8 (Comma delimited)", in LibreOffice tick "Edit filter settings" and choose "Unicode (UTF-8)"',
      },
    ]);
  });
});

describe('image paths stay inside content/ and public/', () => {
  it.each(['../secret.jpg', 'images/../../secret.jpg', '/etc/passwd.jpg', '/etc/passwd', 'C:\\Users\\owner\\photo.jpg', '\\\\server\\share\\photo.jpg'])(
    '%s is refused on its cell',
    async (value) => {
      const dir = await copyFixture();
      await setCell(dir, 'team.csv', 2, 'image', value);
      expect(await contentIssues(dir)).toEqual([
        {
          code: 'InvalidValue',
          sentence: `content/team.csv, row 2, column "image": an image path must stay inside content/ or public/, written from there like images/products/tt-su-001.svg, got "${value.replace(/\\/g, '\\')}"`,
        },
      ]);
    },
  );

  it('a symbolic link to a file outside is refused where it is used', async () => {
    const dir = await copyFixture();
    const outside = path.join(await tempDir('site-outside-'), 'private.svg');
    await writeFile(outside, '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await mkdir(path.join(dir, 'images', 'team'), { recursive: true });
    await symlink(outside, path.join(dir, 'images', 'team', 'leak.svg'));
    await setCell(dir, 'team.csv', 2, 'image', 'images/team/leak.svg');
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'ImageOutsideFolders',
        sentence:
          'content/team.csv, row 2, column "image": the image "images/team/leak.svg" is a link to a file outside content/ and public/; copy the picture itself into content/images/',
      },
    ]);
  });

  it('a symbolic link that stays inside content/ is fine', async () => {
    const dir = await copyFixture();
    await symlink(path.join(dir, 'images', 'sample.svg'), path.join(dir, 'images', 'alias.svg'));
    await setCell(dir, 'team.csv', 2, 'image', 'images/alias.svg');
    expect(await contentProblems(dir)).toEqual([]);
  });
});

describe('references that name nothing, and names used twice', () => {
  it('an unknown technique slug in a service suggests the closest one', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'services/embroidery.md', (text) => text.replace('3d-embroidery,', '3d-embroidry,'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'UnknownReference',
        sentence:
          'content/services/embroidery.md, field "techniques": unknown technique "3d-embroidry"; use a slug from printing-types.csv or embroidery-types.csv; did you mean "3d-embroidery"?',
      },
    ]);
  });

  it('an unknown technique slug in a project names its row', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'projects.csv', 2, 'techniques', 'heat-transfer;pach');
    expect(await contentProblems(dir)).toEqual([
      'content/projects.csv, row 2, column "techniques": unknown technique "pach"; use a slug from printing-types.csv or embroidery-types.csv; did you mean "patch"?',
    ]);
  });

  it('a sub-category of a category that has none', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'subCategory', 'Goalkeeper Kits');
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'UnknownCategory',
        sentence:
          'content/products/sports.csv, row 2, column "subCategory": "Soccer Uniform" has no sub-categories in categories.csv, so "Goalkeeper Kits" is unknown',
      },
    ]);
  });

  it('a misspelled sub-category suggests the one meant', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'categories.csv', (text) => `${text.trimEnd()}\nsports,Goalkeeper Kits,Soccer Uniform,Padded shirts and trousers.\n`);
    await setCell(dir, 'products/sports.csv', 2, 'subCategory', 'Goalkeper Kits');
    expect(await contentProblems(dir)).toEqual([
      'content/products/sports.csv, row 2, column "subCategory": unknown sub-category "Goalkeper Kits" of "Soccer Uniform"; did you mean "Goalkeeper Kits"?',
    ]);
  });

  it('a category listed twice has its own code, not DuplicateSlug', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'categories.csv', (text) => `${text.trimEnd()}\nsports,soccer uniform,,The same again.\n`);
    expect(await contentIssues(dir)).toEqual([
      { code: 'DuplicateCategory', sentence: 'content/categories.csv, row 5, column "name": this category is already listed in content/categories.csv, row 3' },
    ]);
  });
});

describe('the codes no other test reaches', () => {
  it('a column named twice, a folder in place of a file, front matter that is missing or not a mapping, and broken JSON', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'faqs.csv', (text) => text.replace('question,answer', 'question,answer,question'));
    await rm(path.join(dir, 'values.csv'));
    await mkdir(path.join(dir, 'values.csv'));
    await editFile(dir, 'services/embroidery.md', (text) => text.replace(/^---\n/, ''));
    await editFile(dir, POST, (text) => text.replace(/^---\n[\s\S]*?\n---\n/, '---\n- a\n- b\n---\n'));
    await writeFile(path.join(dir, 'site.json'), '{ "name": "Thread & Tailor", }');
    expect(await contentIssues(dir)).toEqual(
      expect.arrayContaining([
        { code: 'DuplicateColumn', sentence: 'content/faqs.csv, row 1, column "question": this column appears twice in the header; delete one of them' },
        { code: 'FileNotReadable', sentence: 'content/values.csv: this is a folder, but a file of this name is expected here' },
        {
          code: 'InvalidFrontMatter',
          sentence: 'content/services/embroidery.md: the file must start with a front matter block between two lines of three dashes (---)',
        },
        { code: 'InvalidFrontMatter', sentence: `content/${POST}: the front matter must be a list of "name: value" lines` },
        { code: 'InvalidJson', sentence: 'content/site.json: the file is not valid JSON (near line 1); check for a missing comma or quote' },
      ]),
    );
  });

  it('site settings that are not one object, and a Markdown folder with no files', async () => {
    const dir = await copyFixture();
    await writeFile(path.join(dir, 'site.json'), '[]');
    await rm(path.join(dir, 'services'), { recursive: true });
    await mkdir(path.join(dir, 'services'));
    expect(await contentIssues(dir)).toEqual([
      { code: 'InvalidJson', sentence: 'content/site.json: the file must hold one JSON object: { "name": "...", ... }' },
      { code: 'MissingFile', sentence: 'content/services: the folder has no Markdown (.md) files' },
    ]);
  });

  it('an id used twice in one product list', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/street.csv', 3, 'id', '1');
    expect(await contentIssues(dir)).toEqual([
      { code: 'DuplicateId', sentence: 'content/products/street.csv, row 3, column "id": the id 1 is already used by content/products/street.csv, row 2' },
    ]);
  });
});

describe('every key that must be unique is checked (link-references.ts, a table of them)', () => {
  it('a slug used twice in team.csv, in printing-types.csv and by two services, each a sentence of its own', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'team.csv', 3, 'slug', 'muhammad-arif');
    await setCell(dir, 'printing-types.csv', 3, 'slug', 'high-density-3d');
    await editFile(dir, 'services/street-wear.md', (text) => text.replace(/^slug: street-wear$/m, 'slug: sports-wear'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'DuplicateSlug',
        sentence: 'content/services/street-wear.md, field "slug": the slug "sports-wear" is already used by content/services/sports-wear.md',
      },
      { code: 'DuplicateSlug', sentence: 'content/team.csv, row 3, column "slug": the slug "muhammad-arif" is already used by content/team.csv, row 2' },
      {
        code: 'DuplicateSlug',
        sentence: 'content/printing-types.csv, row 3, column "slug": the slug "high-density-3d" is already used by content/printing-types.csv, row 2',
      },
    ]);
  });
});

describe('each kind of file words its sentences for itself', () => {
  it('an unknown front-matter field and an empty setting', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'services/embroidery.md', (text) => text.replace(/^title: /m, 'titel: '));
    await editFile(dir, 'site.json', (text) => text.replace(/"address": "[^"]*"/, '"address": " "'));
    expect(await contentProblems(dir)).toEqual([
      'content/services/embroidery.md, field "titel": unknown field; did you mean "title"?',
      'content/services/embroidery.md, field "title": this required field is missing',
      'content/site.json, field "address": the setting is empty but a value is required',
    ]);
  });
});

describe('the build, on each of these mistakes', () => {
  it('exits 1 with the located sentence, prints no stack trace, and leaves the output folder byte for byte as it was', async () => {
    const good = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const quiet = { out: () => undefined, err: () => undefined };
    expect(await main(['build', '--content', good, '--out', out, '--quiet', '--no-search'], quiet)).toBe(0);
    const before = await folderSnapshot(out);

    const mistakes: [string, (dir: string) => Promise<void>, string][] = [
      [
        'comment date',
        (dir) => editFile(dir, POST, (text) => text.replace('    date: 2026-01-21', '    date: next tuesday')),
        `${POST}, field "comments": comment 1, field "date": expected a date`,
      ],
      [
        'decimal comma',
        (dir) => setCell(dir, 'products/safety.csv', 2, 'price', '14,50'),
        'products/safety.csv, row 2, column "price": expected a number with a decimal point, got "14,50"; write 14.50',
      ],
      [
        'semicolons',
        (dir) => writeFile(path.join(dir, 'faqs.csv'), 'question;answer\nWhy?;Because.\n'),
        'faqs.csv, row 1: the cells are separated by semicolons instead of commas',
      ],
      [
        'UTF-16',
        (dir) => writeFile(path.join(dir, 'values.csv'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('title,icon,text\n', 'utf16le')])),
        'values.csv: the file is saved as UTF-16',
      ],
      [
        'workbook',
        (dir) => writeFile(path.join(dir, 'gallery.csv'), Buffer.from('PK\x03\x04rest', 'latin1')),
        'gallery.csv: the file is an Excel or LibreOffice workbook',
      ],
      [
        'image outside',
        (dir) => setCell(dir, 'team.csv', 2, 'image', '../../etc/hostname.jpg'),
        'team.csv, row 2, column "image": an image path must stay inside content/ or public/',
      ],
    ];
    for (const [name, breakIt, sentence] of mistakes) {
      const content = await copyFixture();
      await breakIt(content);
      const err: string[] = [];
      const code = await main(['build', '--content', content, '--out', out, '--quiet', '--no-search'], { out: () => undefined, err: (line) => err.push(line) });
      const text = err.join('\n');
      expect(code, `${name}: ${text}`).toBe(1);
      expect(text, name).toContain(`${content}/${sentence}`);
      expect(text, name).not.toMatch(/Internal error|\n\s+at /);
    }
    expect(await folderSnapshot(out)).toEqual(before);
  });
});
