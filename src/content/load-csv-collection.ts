import path from 'node:path';
import type { ContentIssue } from '../errors/content-issue.ts';
import { readCsv } from './read/read-csv.ts';
import { readTextFile } from './read/read-text-file.ts';
import { checkFieldNames } from './check-field-names.ts';
import { validateFields } from './validate-fields.ts';
import type { CsvCollection, Fields, RecordOf, Source } from './schemas/collection.ts';
import { hashText } from '../incremental/digest.ts';

export type Sourced<T> = T & { readonly source: Source };

export interface Loaded<T> {
  readonly records: Sourced<T>[];
  readonly issues: ContentIssue[];
}

/**
 * What earlier builds found in content files, by file and the fingerprint of its text: a file
 * that did not change is not parsed or validated again (at 10,000 products, most of the time of
 * loading the content).
 */
export interface ContentCache {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** The cache key of one content file's text. */
export function contentKey(kind: string, file: string, text: string): string {
  return `${kind}:${file}:${hashText(text)}`;
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
  if (cached) return cached;
  const loaded = validateCsv(collection, read.text, read.file);
  cache?.set(key, loaded);
  return loaded;
}

/**
 * The valid records of the last version of each spreadsheet this process read, by row number and
 * cells. When the owner edits one cell, the other rows of the file are the same objects as before:
 * not validated again, and the Site model and the fingerprints made from them are reused too.
 */
const lastRows = new Map<string, Map<string, unknown>>();

function validateCsv<F extends Fields>(collection: CsvCollection<F>, text: string, displayFile: string): Loaded<RecordOf<F>> {
  const read = { text, file: displayFile };
  const previous = lastRows.get(`${collection.file}\u0000${displayFile}`);
  const current = new Map<string, unknown>();
  const parsed = readCsv(read.text, read.file);
  if (!parsed.ok) return { records: [], issues: parsed.issues };

  const { header, records: rows, file } = parsed.table;
  const issues: ContentIssue[] = checkFieldNames(header, collection.fields, 'column').map(({ code, name, message }) => ({ code, file, row: 1, column: name, message }));
  // With a required column missing, every row would repeat the same complaint: report the header only.
  if (issues.some((issue) => issue.code === 'MissingColumn' || issue.code === 'DuplicateColumn')) return { records: [], issues };

  const records: Sourced<RecordOf<F>>[] = [];
  const headerKey = header.join('\u0001');
  for (const { row, cells } of rows) {
    const rowKey = `${headerKey}\u0002${row}\u0002${cells.join('\u0001')}`;
    const known = previous?.get(rowKey) as Sourced<RecordOf<F>> | undefined;
    if (known) {
      current.set(rowKey, known);
      records.push(known);
      continue;
    }
    const raw: Record<string, string> = {};
    header.forEach((name, index) => {
      if (name !== '') raw[name] = cells[index] ?? '';
    });
    const { record, problems } = validateFields(collection.fields, raw, 'column');
    const rowProblems = problems.length === 0 ? (collection.checkRow?.(record) ?? []) : [];
    for (const problem of problems) issues.push({ code: 'InvalidValue', file, row, column: problem.name, message: problem.message });
    for (const problem of rowProblems) issues.push({ code: 'InvalidValue', file, row, column: problem.column, message: problem.message });
    if (problems.length === 0 && rowProblems.length === 0) {
      const valid = { ...record, source: { file, row } };
      current.set(rowKey, valid);
      records.push(valid);
    }
  }
  lastRows.set(`${collection.file}\u0000${displayFile}`, current);
  return { records, issues };
}
