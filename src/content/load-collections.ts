import type { ContentIssue } from '../errors/content-issue.ts';
import { loadCsvCollection, type ContentCache, type Loaded, type Sourced } from './load-csv-collection.ts';
import { loadSheetCollection } from './load-sheet-collection.ts';
import { locateCollections, type CollectionPlace } from './locate-collections.ts';
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
  const located = await locateCollections(contentDir, csvCollections as Record<keyof typeof csvCollections, CsvCollection>, cache);
  const [settings, csvLoaded, markdownLoaded] = await Promise.all([
    loadSiteSettings(contentDir),
    Promise.all(
      csvEntries.map(
        async ([key, collection]) => [key, await loadTableCollection(contentDir, collection as CsvCollection, located.places[key], cache)] as const,
      ),
    ),
    Promise.all(
      markdownEntries.map(async ([key, collection]) => [key, await loadMarkdownCollection(contentDir, collection as MarkdownCollection, cache)] as const),
    ),
  ]);
  const issues: ContentIssue[] = [...settings.issues, ...located.issues];
  const content: Record<string, unknown> = { settings: settings.settings };
  for (const [key, loaded] of [...csvLoaded, ...markdownLoaded]) {
    content[key] = loaded.records;
    issues.push(...loaded.issues);
  }
  return { content: content as RawContent, issues };
}

/** A list from where locateCollections found it: its CSV file or a workbook's sheet. */
async function loadTableCollection(contentDir: string, collection: CsvCollection, place: CollectionPlace, cache?: ContentCache): Promise<Loaded<unknown>> {
  if (place.kind === 'sheet') return loadSheetCollection(collection, place.sheet, cache);
  if (place.kind === 'none') return { records: [], issues: [] };
  return loadCsvCollection(contentDir, collection, cache);
}
