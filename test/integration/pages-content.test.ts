import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentIssues } from '../helpers/content-problems.ts';
import { copyFixture, editFile, removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Rewrites the row of one page in pages.csv (found by its key), or deletes it with `undefined`. */
function changeRow(key: string, row: string | undefined): (text: string) => string {
  return (text) => text.replace(new RegExp(`^${key},.*\\n`, 'm'), row === undefined ? '' : `${row}\n`);
}

describe('content/pages.csv, the titles and descriptions of the fixed pages', () => {
  it('a page without a row is one sentence naming the file and the page', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('about', undefined));
    expect(await contentIssues(dir)).toEqual([
      { code: 'MissingPage', sentence: 'content/pages.csv: the page "about" has no row; add a row with "about" in the page column and the page\'s title' },
    ]);
  });

  it('a misspelt page key is located and gets a "did you mean", and its page is reported without a row', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('privacy', 'privacy-policy,Privacy Policy,What this site collects: nothing.'));
    expect(await contentIssues(dir)).toEqual([
      { code: 'UnknownPage', sentence: 'content/pages.csv, row 22, column "page": unknown page "privacy-policy"; did you mean "privacy"?' },
      { code: 'MissingPage', sentence: 'content/pages.csv: the page "privacy" has no row; add a row with "privacy" in the page column and the page\'s title' },
    ]);
  });

  it('a page listed twice names the row it already has', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', (text) => `${text}team,Meet the Team,\n`);
    expect(await contentIssues(dir)).toEqual([
      { code: 'DuplicatePage', sentence: 'content/pages.csv, row 25, column "page": the page "team" already has row 9; keep one of the two rows' },
    ]);
  });

  it('a page without a title is refused, and the shop may not have one of its own', async () => {
    const dir = await copyFixture();
    await editFile(dir, 'pages.csv', changeRow('contact', 'contact,,Ask us for a quote.'));
    await editFile(dir, 'pages.csv', changeRow('shop', 'shop,Shop,Safety wear in stock designs.'));
    expect(await contentIssues(dir)).toEqual([
      { code: 'InvalidValue', sentence: 'content/pages.csv, row 19, column "title": leave the title of the shop empty: it carries the title of safety-ware, so the two cannot differ' },
      { code: 'InvalidValue', sentence: 'content/pages.csv, row 21, column "title": the cell is empty but a value is required' },
    ]);
  });

  it('a content folder without pages.csv is told the file is missing, once', async () => {
    const dir = await copyFixture();
    await rm(path.join(dir, 'pages.csv'));
    expect(await contentIssues(dir)).toEqual([{ code: 'MissingFile', sentence: 'content/pages.csv: the file is missing' }]);
  });
});
