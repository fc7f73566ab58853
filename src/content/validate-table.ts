import type { ContentIssue } from '../errors/content-issue.ts';
import { checkFieldNames } from './check-field-names.ts';
import { at } from './issue-location.ts';
import type { Table } from './read/table.ts';
import type { CsvCollection, Fields, RecordOf, Source } from './schemas/collection.ts';
import { validateFields } from './validate-fields.ts';

export type Sourced<T> = T & { readonly source: Source };

export interface Loaded<T> {
  readonly records: Sourced<T>[];
  readonly issues: ContentIssue[];
}

/**
 * The valid records of the last version of each spreadsheet this process read, by row number and
 * cells. When the owner edits one cell, the other rows of the file are the same objects as before:
 * not validated again, and the Site model and the fingerprints made from them are reused too.
 */
const lastRows = new Map<string, Map<string, unknown>>();

/**
 * Checks a spreadsheet's header against the collection's columns, then validates every row,
 * collecting every problem rather than stopping at the first. The table is a CSV file or a
 * workbook's sheet: both are text cells by then, so both get the same schemas and sentences.
 */
export function validateTable<F extends Fields>(collection: CsvCollection<F>, table: Table): Loaded<RecordOf<F>> {
  const { header, records: rows, file, sheet } = table;
  const place = `${collection.file}\u0000${file}\u0000${sheet ?? ''}`;
  const previous = lastRows.get(place);
  const current = new Map<string, unknown>();
  // The header array is shared by every record of a sheet: it lets later checks name column letters.
  const sourceOf = (row: number): Source => (sheet === undefined ? { file, row } : { file, row, sheet, header });
  const headerSource = sourceOf(1);
  const issues: ContentIssue[] = checkFieldNames(header, collection.fields, 'column').map(({ code, name, message }) => ({ code, ...at({ source: headerSource, column: name }), message }));
  // With a required column missing, every row would repeat the same complaint: report the header only.
  if (issues.some((issue) => issue.code === 'MissingColumn' || issue.code === 'DuplicateColumn')) return { records: [], issues };

  const records: Sourced<RecordOf<F>>[] = [];
  const headerKey = header.join('\u0001');
  for (const { row, cells, unreadable } of rows) {
    const rowKey = `${headerKey}\u0002${row}\u0002${cells.join('\u0001')}`;
    const known = previous?.get(rowKey) as Sourced<RecordOf<F>> | undefined;
    if (known && !unreadable) {
      current.set(rowKey, known);
      records.push(known);
      continue;
    }
    const raw: Record<string, string> = {};
    header.forEach((name, index) => {
      if (name !== '') raw[name] = cells[index] ?? '';
    });
    const skipped = new Set((unreadable ?? []).map((index) => header[index]));
    const { record, problems: found } = validateFields(collection.fields, raw, 'column');
    // A cell that could not be read is already reported; its emptiness is no second problem.
    const problems = found.filter((problem) => !skipped.has(problem.name));
    const rowProblems = found.length === 0 && !unreadable ? (collection.checkRow?.(record) ?? []) : [];
    const source = sourceOf(row);
    for (const problem of problems) issues.push({ code: 'InvalidValue', ...at({ source, column: problem.name }), message: problem.message });
    for (const problem of rowProblems) issues.push({ code: 'InvalidValue', ...at({ source, column: problem.column }), message: problem.message });
    if (found.length === 0 && rowProblems.length === 0 && !unreadable) {
      const valid = { ...record, source };
      current.set(rowKey, valid);
      records.push(valid);
    }
  }
  lastRows.set(place, current);
  return { records, issues };
}
