import path from 'node:path';
import type { Sourced } from './load-csv-collection.ts';
import { PAGE_KEYS, SHOP_PAGE, SHOP_TITLE_FROM, type PageKey, type PageRecord } from './schemas/page.ts';
import { DOCUMENT_PAGES, type PageDocumentRecord } from './schemas/page-document.ts';
import type { DocumentPage } from '../shared/page-kinds.ts';
import { sectionEntries, type PageSections, type SectionText } from './schemas/page-sections.ts';
import type { SiteSettings } from './schemas/site-settings.ts';
import { renderInlineMarkdown } from './render-markdown.ts';
import type { SitePaths } from '../shared/url-paths.ts';

/** The words of one fixed page: its title tag and description (and a listing's heading and breadcrumbs). */
export interface PageText {
  readonly title: string;
  readonly description: string;
}

function isDocumentPage(key: string): key is DocumentPage {
  return (DOCUMENT_PAGES as readonly string[]).includes(key);
}

/** The Markdown page of each document page, by page: content/pages/about.md → about. */
export function documentsByPage(documents: readonly Sourced<PageDocumentRecord>[]): Map<DocumentPage, Sourced<PageDocumentRecord>> {
  const byPage = new Map<DocumentPage, Sourced<PageDocumentRecord>>();
  for (const document of documents) {
    const name = path.basename(document.source.file, '.md');
    if (isDocumentPage(name)) byPage.set(name, document);
  }
  return byPage;
}

/**
 * The title and description of every fixed page, from pages.csv or content/pages/*.md (checked by
 * checkPages: each page once). An empty description is the site's; the shop carries the title of safety wear.
 */
export function pageTexts(
  rows: readonly Sourced<PageRecord>[],
  documents: readonly Sourced<PageDocumentRecord>[],
  settings: SiteSettings,
): Record<PageKey, PageText> {
  const byKey = new Map(rows.filter((row) => row.section === undefined).map((row) => [row.page, row]));
  const byDocument = documentsByPage(documents);
  const own = (key: PageKey): { title?: string | undefined; description?: string | undefined } => {
    const found = isDocumentPage(key) ? byDocument.get(key) : byKey.get(key);
    // checkPages refuses content without this row or file before the Site model is made.
    if (!found) throw new Error(`no words for the page "${key}"; the content checks should have refused it`);
    return found;
  };
  const entries = PAGE_KEYS.map((key): [PageKey, PageText] => {
    const title = key === SHOP_PAGE ? own(SHOP_TITLE_FROM).title : own(key).title;
    return [key, { title: title ?? '', description: own(key).description ?? settings.description }];
  });
  return Object.fromEntries(entries) as Record<PageKey, PageText>;
}

/** The words of every section the templates show, from the section rows of pages.csv. */
export function sectionTexts(rows: readonly Sourced<PageRecord>[], paths: SitePaths): PageSections {
  const byKey = new Map(rows.filter((row) => row.section !== undefined).map((row) => [`${row.page}/${row.section}`, row]));
  const sections: Record<string, Record<string, SectionText>> = {};
  for (const { page, section } of sectionEntries()) {
    const row = byKey.get(`${page}/${section}`);
    if (!row) throw new Error(`pages.csv has no row for the section "${section}" of "${page}"; the content checks should have refused it`);
    const description = row.description ?? '';
    (sections[page] ??= {})[section] = {
      eyebrow: row.eyebrow ?? '',
      title: row.title ?? '',
      description,
      descriptionHtml: renderInlineMarkdown(description, paths),
      button: row.button ?? '',
    };
  }
  return sections as unknown as PageSections;
}
