import path from 'node:path';
import { readCsv } from './read/read-csv.ts';
import { readTextFile } from './read/read-text-file.ts';
import type { CsvCollection, Fields, RecordOf } from './schemas/collection.ts';
import { rememberRows, validateTable, type Loaded } from './validate-table.ts';
import { hashText } from '../incremental/digest.ts';

export type { Loaded, Sourced } from './validate-table.ts';

/**
 * What earlier builds found in content files, by file and the fingerprint of its text: a file
 * that did not change is not parsed or validated again (at 10,000 products, most of the time of
 * loading the content).
 */
export interface ContentCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  /**
   * What an earlier version of a file gave, by the start of its key (the key without the
   * fingerprint of the text): an edited spreadsheet reuses its unchanged rows from it.
   */
  previous?(prefix: string): unknown;
}

/** The cache key of one content file's text. */
export function contentKey(kind: string, file: string, text: string): string {
  return `${contentKeyPrefix(kind, file)}${hashText(text)}`;
}

/** The start of the cache keys of every version of one content file. */
export function contentKeyPrefix(kind: string, file: string): string {
  return `${kind}:${file}:`;
}

/** Reads one spreadsheet and validates every row, collecting every problem rather than stopping at the first. */
export async function loadCsvCollection<F extends Fields>(
  contentDir: string,
  collection: CsvCollection<F>,
  cache?: ContentCache,
): Promise<Loaded<RecordOf<F>>> {
  const read = await readTextFile(path.join(contentDir, collection.file));
  if (!read.ok) return { records: [], issues: [read.issue] };
  const key = contentKey('csv', read.file, read.text);
  const cached = cache?.get(key) as Loaded<RecordOf<F>> | undefined;
  if (cached) return rememberRows(cached);
  const parsed = readCsv(read.text, read.file);
  const previous = cache?.previous?.(contentKeyPrefix('csv', read.file)) as Loaded<RecordOf<F>> | undefined;
  const loaded = parsed.ok ? validateTable(collection, parsed.table, previous) : { records: [], issues: parsed.issues };
  cache?.set(key, loaded);
  return loaded;
}
