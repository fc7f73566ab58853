import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import { at } from './issue-location.ts';
import type { Sourced } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { CSV_PAGE_KEYS, SHOP_PAGE, pageCollection, type PageRecord } from './schemas/page.ts';
import { DOCUMENT_PAGES, pageDocumentCollection, type PageDocumentRecord } from './schemas/page-document.ts';
import { sectionEntries } from './schemas/page-sections.ts';
import { KIND_SECTIONS, type SectionPart, type SectionSpec } from '../shared/page-kinds.ts';

const PARTS: readonly SectionPart[] = ['eyebrow', 'title', 'description', 'button'];

/** A row's name as the owner reads it: `about` for a page, `home, best-sellers` for a section. */
function nameOf(row: { page: string; section?: string | undefined }): string {
  return row.section === undefined ? `the page "${row.page}"` : `the section "${row.section}" of the page "${row.page}"`;
}

/**
 * pages.csv and content/pages/ against the pages and sections the templates show: a row for every
 * page and section, each once, every part a section shows filled and none it does not, and no row or
 * file for a page that does not exist (a typo would otherwise leave its page without words).
 */
export function checkPages(rows: readonly Sourced<PageRecord>[], documents: readonly Sourced<PageDocumentRecord>[], contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const first = new Map<string, Sourced<PageRecord>>();
  const sections = KIND_SECTIONS as Record<string, Record<string, SectionSpec>>;
  for (const row of rows) {
    const key = `${row.page}\u0000${row.section ?? ''}`;
    const earlier = first.get(key);
    const problem = row.section === undefined ? unknownPage(row.page) : unknownSection(row.page, row.section, sections);
    if (problem) {
      issues.push({ code: 'UnknownPage', ...at({ source: row.source, column: problem.column }), message: problem.message });
    } else if (earlier) {
      issues.push({
        code: 'DuplicatePage',
        ...at({ source: row.source, column: 'page' }),
        message: `${nameOf(row)} already has row ${earlier.source.row}; keep one of the two rows`,
      });
    } else {
      first.set(key, row);
      if (row.section !== undefined) issues.push(...checkSectionParts(row, sections[row.page]?.[row.section]));
    }
  }
  // The list's place as its rows name it: its CSV file, or its workbook's sheet.
  const [anyRow] = rows;
  const place = anyRow
    ? { file: anyRow.source.file, ...(anyRow.source.sheet === undefined ? {} : { sheet: anyRow.source.sheet }) }
    : { file: displayPath(path.join(contentDir, pageCollection.file)) };
  for (const key of CSV_PAGE_KEYS) {
    if (first.has(`${key}\u0000`)) continue;
    const needs = key === SHOP_PAGE ? 'its description' : "the page's title";
    issues.push({ code: 'MissingPage', ...place, message: `the page "${key}" has no row; add a row with "${key}" in the page column and ${needs}` });
  }
  for (const { page, section, spec } of sectionEntries()) {
    if (first.has(`${page}\u0000${section}`)) continue;
    const columns = spec.parts.join(', ');
    issues.push({
      code: 'MissingPage',
      ...place,
      message: `the section "${section}" of the page "${page}" (${spec.where}) has no row; add a row with "${page}" in the page column, "${section}" in the section column, and its ${columns}`,
    });
  }
  issues.push(...checkDocuments(documents, contentDir));
  return issues;
}

function unknownPage(page: string): { column: string; message: string } | undefined {
  if (CSV_PAGE_KEYS.includes(page as (typeof CSV_PAGE_KEYS)[number])) return undefined;
  if ((DOCUMENT_PAGES as readonly string[]).includes(page)) {
    return { column: 'page', message: `the title and description of "${page}" are written in content/pages/${page}.md; delete this row` };
  }
  return { column: 'page', message: `unknown page "${page}"; did you mean "${closest(page, [...CSV_PAGE_KEYS])}"?` };
}

function unknownSection(page: string, section: string, sections: Record<string, Record<string, SectionSpec>>): { column: string; message: string } | undefined {
  const ofPage = sections[page];
  if (!ofPage) return { column: 'page', message: `the page "${page}" has no sections; did you mean "${closest(page, Object.keys(sections))}"?` };
  if (ofPage[section]) return undefined;
  return { column: 'section', message: `the page "${page}" has no section "${section}"; did you mean "${closest(section, Object.keys(ofPage))}"?` };
}

function checkSectionParts(row: Sourced<PageRecord>, spec: SectionSpec | undefined): ContentIssue[] {
  if (!spec) return [];
  return PARTS.flatMap((part): ContentIssue[] => {
    const shown = spec.parts.includes(part);
    if (shown && row[part] === undefined) {
      return [{ code: 'InvalidValue', ...at({ source: row.source, column: part }), message: `is empty; ${nameOf(row)} shows it (${spec.where})` }];
    }
    if (!shown && row[part] !== undefined) {
      return [{ code: 'InvalidValue', ...at({ source: row.source, column: part }), message: `${nameOf(row)} has no place for it; leave it empty` }];
    }
    return [];
  });
}

function checkDocuments(documents: readonly Sourced<PageDocumentRecord>[], contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const found = new Set<string>();
  for (const document of documents) {
    const name = path.basename(document.source.file, '.md');
    if ((DOCUMENT_PAGES as readonly string[]).includes(name)) {
      found.add(name);
    } else {
      issues.push({
        code: 'UnknownPage',
        file: document.source.file,
        message: `no page is written in "${name}.md"; the pages in this folder are ${DOCUMENT_PAGES.map((page) => `${page}.md`).join(', ')} (did you mean "${closest(name, [...DOCUMENT_PAGES])}.md"?)`,
      });
    }
  }
  const folder = displayPath(path.join(contentDir, pageDocumentCollection.folder));
  for (const page of DOCUMENT_PAGES) {
    if (!found.has(page))
      issues.push({
        code: 'MissingPage',
        file: `${folder}/${page}.md`,
        message: `the file is missing; write the ${page} page in it, with its title in the front matter`,
      });
  }
  return issues;
}
