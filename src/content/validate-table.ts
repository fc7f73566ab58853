import type { ContentIssue } from '../errors/content-issue.ts';
import { hashText, rememberDigest } from '../incremental/digest.ts';
import { checkFieldNames } from './check-field-names.ts';
import { at } from './issue-location.ts';
import type { Table } from './read/table.ts';
import type { CsvCollection, Fields, RecordOf, Source } from './schemas/collection.ts';
import { validateFields } from './validate-fields.ts';

export type Sourced<T> = T & { readonly source: Source };

export interface Loaded<T> {
  readonly records: Sourced<T>[];
  readonly issues: ContentIssue[];
  /**
   * For a spreadsheet: each record's row fingerprint (its place, header, row number and cells), in
   * the order of `records`. A later version of the file reuses the records of the rows whose
   * fingerprint it finds here, and each record's fingerprint is this one (see rememberRows).
   */
  readonly rows?: readonly string[];
}

/**
 * Checks a spreadsheet's header against the collection's columns, then validates every row,
 * collecting every problem rather than stopping at the first. The table is a CSV file or a
 * workbook's sheet: both are text cells by then, so both get the same schemas and sentences.
 *
 * `previous` is what the last version of the same file gave (from the build state, in this process
 * or an earlier one): when the owner edits one cell, the other rows are taken from it as they are,
 * not validated again, and in the same process they are the same objects as before, so the Site
 * model and the fingerprints made from them are reused too.
 */
export function validateTable<F extends Fields>(collection: CsvCollection<F>, table: Table, previous?: Loaded<RecordOf<F>>): Loaded<RecordOf<F>> {
  const { header, records: rows, file, sheet } = table;
  const place = `${collection.file}\u0000${file}\u0000${sheet ?? ''}`;
  // The header array is shared by every record of a sheet: it lets later checks name column letters.
  const sourceOf = (row: number): Source => (sheet === undefined ? { file, row } : { file, row, sheet, header });
  const headerSource = sourceOf(1);
  const issues: ContentIssue[] = checkFieldNames(header, collection.fields, 'column').map(({ code, name, message }) => ({
    code,
    ...at({ source: headerSource, column: name }),
    message,
  }));
  // With a required column missing, every row would repeat the same complaint: report the header only.
  if (issues.some((issue) => issue.code === 'MissingColumn' || issue.code === 'DuplicateColumn')) return { records: [], issues };

  const known = reusableRows(previous);
  const records: Sourced<RecordOf<F>>[] = [];
  const keys: string[] = [];
  const headerKey = `${place}\u0002${header.join('\u0001')}`;
  for (const { row, cells, unreadable } of rows) {
    const key = hashText(`${headerKey}\u0002${row}\u0002${cells.join('\u0001')}`);
    const reused = unreadable ? undefined : (known.get(key) as Sourced<RecordOf<F>> | undefined);
    if (reused) {
      records.push(reused);
      keys.push(key);
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
      records.push({ ...record, source });
      keys.push(key);
    }
  }
  return rememberRows({ records, issues, rows: keys });
}

/** The records of the last version of the file, by row fingerprint. */
function reusableRows(previous: Loaded<unknown> | undefined): Map<string, unknown> {
  const known = new Map<string, unknown>();
  const { records = [], rows = [] } = previous ?? {};
  // A state written by an older program, or damaged: nothing is reused rather than a wrong row.
  if (rows.length !== records.length) return known;
  for (const [index, record] of records.entries()) known.set(rows[index]!, record);
  return known;
}

/**
 * Freezes each record (inside the build, content is read-only) and gives it its row's fingerprint
 * (see rememberDigest), for records just validated and for those read back from the build state.
 */
export function rememberRows<T>(loaded: Loaded<T>): Loaded<T> {
  const { records, rows } = loaded;
  if (rows?.length !== records.length) return loaded;
  for (const [index, record] of records.entries()) rememberDigest(deepFreeze(record), `r${rows[index]!}`);
  return loaded;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
