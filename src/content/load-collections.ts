import type { ContentIssue } from '../errors/content-issue.ts';
import { loadCsvCollection, type ContentCache, type Sourced } from './load-csv-collection.ts';
import { loadMarkdownCollection } from './load-markdown-collection.ts';
import { loadSiteSettings } from './load-site-settings.ts';
import { csvCollections, markdownCollections } from './schemas/index.ts';
import type { CsvCollection, MarkdownCollection, RecordOf } from './schemas/collection.ts';
import type { SiteSettings } from './schemas/site-settings.ts';

type CsvRecords = { [K in keyof typeof csvCollections]: Sourced<RecordOf<(typeof csvCollections)[K]['fields']>>[] };
type MarkdownRecords = {
  [K in keyof typeof markdownCollections]: Sourced<RecordOf<(typeof markdownCollections)[K]['fields']> & { body: string }>[];
};

export type RawContent = CsvRecords & MarkdownRecords & { settings: SiteSettings | undefined };

/**
 * Loads every content file at once and gathers the problems of all of them, so the owner sees the
 * full list in one run. Records that failed validation are left out; the caller stops on any issue.
 */
export async function loadCollections(contentDir: string, cache?: ContentCache): Promise<{ content: RawContent; issues: ContentIssue[] }> {
  const csvEntries = Object.entries(csvCollections) as [keyof typeof csvCollections, (typeof csvCollections)[keyof typeof csvCollections]][];
  const markdownEntries = Object.entries(markdownCollections) as [
    keyof typeof markdownCollections,
    (typeof markdownCollections)[keyof typeof markdownCollections],
  ][];
  const [settings, csvLoaded, markdownLoaded] = await Promise.all([
    loadSiteSettings(contentDir),
    Promise.all(csvEntries.map(async ([key, collection]) => [key, await loadCsvCollection(contentDir, collection as CsvCollection, cache)] as const)),
    Promise.all(markdownEntries.map(async ([key, collection]) => [key, await loadMarkdownCollection(contentDir, collection as MarkdownCollection, cache)] as const)),
  ]);
  const issues: ContentIssue[] = [...settings.issues];
  const content: Record<string, unknown> = { settings: settings.settings };
  for (const [key, loaded] of [...csvLoaded, ...markdownLoaded]) {
    content[key] = loaded.records;
    issues.push(...loaded.issues);
  }
  return { content: content as RawContent, issues };
}
