import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import { at } from './issue-location.ts';
import type { Sourced } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { PAGE_KEYS, SHOP_PAGE, pageCollection, type PageRecord } from './schemas/page.ts';

/**
 * pages.csv against the pages the route table makes: a row for every page, each page once, and no
 * row for a page that does not exist (a typo would otherwise leave its page without words).
 */
export function checkPages(rows: readonly Sourced<PageRecord>[], contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const known: readonly string[] = PAGE_KEYS;
  const first = new Map<string, Sourced<PageRecord>>();
  for (const row of rows) {
    const earlier = first.get(row.page);
    if (!known.includes(row.page)) {
      issues.push({ code: 'UnknownPage', ...at({ source: row.source, column: 'page' }), message: `unknown page "${row.page}"; did you mean "${closest(row.page, [...known])}"?` });
    } else if (earlier) {
      issues.push({ code: 'DuplicatePage', ...at({ source: row.source, column: 'page' }), message: `the page "${row.page}" already has row ${earlier.source.row}; keep one of the two rows` });
    } else {
      first.set(row.page, row);
    }
  }
  // The list's place as its rows name it: its CSV file, or its workbook's sheet.
  const [anyRow] = rows;
  const place = anyRow ? { file: anyRow.source.file, ...(anyRow.source.sheet === undefined ? {} : { sheet: anyRow.source.sheet }) } : { file: displayPath(path.join(contentDir, pageCollection.file)) };
  for (const key of PAGE_KEYS) {
    if (first.has(key)) continue;
    const needs = key === SHOP_PAGE ? 'its description' : "the page's title";
    issues.push({ code: 'MissingPage', ...place, message: `the page "${key}" has no row; add a row with "${key}" in the page column and ${needs}` });
  }
  return issues;
}
