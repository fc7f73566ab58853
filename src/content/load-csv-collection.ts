import path from 'node:path';
import type { ContentIssue } from '../errors/content-issue.ts';
import { readCsv } from './read/read-csv.ts';
import { readTextFile } from './read/read-text-file.ts';
import { checkFieldNames } from './check-field-names.ts';
import { validateFields } from './validate-fields.ts';
import type { CsvCollection, Fields, RecordOf, Source } from './schemas/collection.ts';

export type Sourced<T> = T & { readonly source: Source };

export interface Loaded<T> {
  readonly records: Sourced<T>[];
  readonly issues: ContentIssue[];
}

/** Reads one spreadsheet and validates every row, collecting every problem rather than stopping at the first. */
export async function loadCsvCollection<F extends Fields>(
  contentDir: string,
  collection: CsvCollection<F>,
): Promise<Loaded<RecordOf<F>>> {
  const read = await readTextFile(path.join(contentDir, collection.file));
  if (!read.ok) return { records: [], issues: [read.issue] };
  const parsed = readCsv(read.text, read.file);
  if (!parsed.ok) return { records: [], issues: parsed.issues };

  const { header, records: rows, file } = parsed.table;
  const issues: ContentIssue[] = checkFieldNames(header, collection.fields).map(({ code, name, message }) => ({
    code,
    file,
    row: 1,
    column: name,
    message: code === 'UnknownColumn' ? message.replace('unknown name', 'unknown column').replace('known names', 'known columns') : message,
  }));
  // With a required column missing, every row would repeat the same complaint: report the header only.
  if (issues.some((issue) => issue.code === 'MissingColumn' || issue.code === 'DuplicateColumn')) return { records: [], issues };

  const records: Sourced<RecordOf<F>>[] = [];
  for (const { row, cells } of rows) {
    const raw: Record<string, string> = {};
    header.forEach((name, index) => {
      if (name !== '') raw[name] = cells[index] ?? '';
    });
    const { record, problems } = validateFields(collection.fields, raw);
    const rowProblems = problems.length === 0 ? (collection.checkRow?.(record) ?? []) : [];
    for (const problem of problems) issues.push({ code: 'InvalidValue', file, row, column: problem.name, message: problem.message });
    for (const problem of rowProblems) issues.push({ code: 'InvalidValue', file, row, column: problem.column, message: problem.message });
    if (problems.length === 0 && rowProblems.length === 0) records.push({ ...record, source: { file, row } });
  }
  return { records, issues };
}
