import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentIssues } from '../helpers/content-problems.ts';
import { copyFixture, editFile, removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Adds a row at the end of pages.csv and returns its row number (the header is row 1). */
async function appendedRow(dir: string, row: string): Promise<number> {
  let lines = 0;
  await editFile(dir, 'pages.csv', (text) => {
    lines = text.trimEnd().split('\n').length;
    return `${text}${row}\n`;
  });
  return lines + 1;
}

/** Rewrites the row of one page in pages.csv (found by its key), or deletes it with `undefined`. */
function changeRow(key: string, row: string | undefined): (text: string) => string {
  return (text) => text.replace(new RegExp(`^${key},.*\\n`, 'm'), row === undefined ? '' : `${row}\n`);
}

describe('content/pages.csv, the titles and descriptions of the fixed pages', () => {
  it('a page without a row is one sentence naming the file and the page', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('team', undefined));
    expect(await contentIssues(dir)).toEqual([
      { code: 'MissingPage', sentence: 'content/pages.csv: the page "team" has no row; add a row with "team" in the page column and the page\'s title' },
    ]);
  });

  it('a misspelt page key is located and gets a "did you mean", and its page is reported without a row', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('contact', 'contact-us,,,Contact Us,Ask us for a quote.,'));
    expect(await contentIssues(dir)).toEqual([
      { code: 'UnknownPage', sentence: 'content/pages.csv, row 19, column "page": unknown page "contact-us"; did you mean "contact"?' },
      { code: 'MissingPage', sentence: 'content/pages.csv: the page "contact" has no row; add a row with "contact" in the page column and the page\'s title' },
    ]);
  });

  it('a page listed twice names the row it already has', async () => {
    const dir = await copyFixture();
    const row = await appendedRow(dir, 'team,,,Meet the Team,,');
    expect(await contentIssues(dir)).toEqual([
      { code: 'DuplicatePage', sentence: `content/pages.csv, row ${row}, column "page": the page "team" already has row 7; keep one of the two rows` },
    ]);
  });

  it('a page without a title is refused, and the shop may not have one of its own', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('contact', 'contact,,,,Ask us for a quote.,'));
    await editFile(dir, 'pages.csv', changeRow('shop', 'shop,,,Shop,Safety wear in stock designs.,'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'InvalidValue',
        sentence: 'content/pages.csv, row 17, column "title": leave the title of the shop empty: it carries the title of safety-ware, so the two cannot differ',
      },
      { code: 'InvalidValue', sentence: 'content/pages.csv, row 19, column "title": the cell is empty but a value is required' },
    ]);
  });

  it('a content folder without pages.csv is told the file is missing, once', async () => {
    const dir = await copyFixture();
    await rm(path.join(dir, 'pages.csv'));
    expect(await contentIssues(dir)).toEqual([{ code: 'MissingFile', sentence: 'content/pages.csv: the file is missing' }]);
  });
});

describe('content/pages.csv, the words of the sections', () => {
  it('a section without its row is named with the columns it needs', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', (text) => text.replace(/^home,faq,.*\n/m, ''));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'MissingPage',
        sentence:
          'content/pages.csv: the section "faq" of the page "home" (the questions of faqs.csv) has no row; add a row with "home" in the page column, "faq" in the section column, and its eyebrow, title, description',
      },
    ]);
  });

  it('an empty part a section shows, and a word it has no place for, are each located', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', (text) => text.replace(/^home,best-sellers,Best sellers,Best Products,,$/m, 'home,best-sellers,,Best Products,,Shop all'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'InvalidValue',
        sentence:
          'content/pages.csv, row 24, column "eyebrow": is empty; the section "best-sellers" of the page "home" shows it (the slider of featured products)',
      },
      {
        code: 'InvalidValue',
        sentence: 'content/pages.csv, row 24, column "button": the section "best-sellers" of the page "home" has no place for it; leave it empty',
      },
    ]);
  });

  it('a misspelt section gets a "did you mean"', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', (text) => text.replace(/^home,best-sellers,/m, 'home,bestsellers,'));
    const issues = await contentIssues(dir);
    expect(issues[0]).toEqual({
      code: 'UnknownPage',
      sentence: 'content/pages.csv, row 24, column "section": the page "home" has no section "bestsellers"; did you mean "best-sellers"?',
    });
    expect(issues).toHaveLength(2);
  });
});

describe('content/pages/*.md, the pages written in Markdown', () => {
  it('a row in pages.csv for a Markdown page points at its file', async () => {
    const dir = await copyFixture();
    const row = await appendedRow(dir, 'about,,,About Us,,');
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'UnknownPage',
        sentence: `content/pages.csv, row ${row}, column "page": the title and description of "about" are written in content/pages/about.md; delete this row`,
      },
    ]);
  });

  it('a missing file and a file for no page are each one sentence', async () => {
    const dir = await copyFixture();
    await rename(path.join(dir, 'pages', 'terms.md'), path.join(dir, 'pages', 'term.md'));
    expect(await contentIssues(dir)).toEqual([
      {
        code: 'UnknownPage',
        sentence:
          'content/pages/term.md: no page is written in "term.md"; the pages in this folder are about.md, services.md, privacy.md, terms.md (did you mean "terms.md"?)',
      },
      { code: 'MissingPage', sentence: 'content/pages/terms.md: the file is missing; write the terms page in it, with its title in the front matter' },
    ]);
  });
});

describe('content/labels.csv, the small words of the interface', () => {
  it('a missing label names what it is for, and a misspelt one gets a "did you mean"', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'labels.csv', (text) => text.replace(/^save,Save$/m, 'saved,Save'));
    expect(await contentIssues(dir)).toEqual([
      { code: 'UnknownPage', sentence: 'content/labels.csv, row 4, column "label": unknown label "saved"; did you mean "save"?' },
      {
        code: 'MissingPage',
        sentence:
          'content/labels.csv: the label "save" (the button that saves a product to the wishlist) has no row; add a row with "save" in the label column and its words in the text column',
      },
    ]);
  });
});
