import type { Field } from './cell.ts';

export type Fields = Record<string, Field<unknown>>;
export type RecordOf<F extends Fields> = { -readonly [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/** Where a record came from, kept so cross-file checks can point at the exact row. */
export interface Source {
  readonly file: string;
  readonly row?: number;
  /** For a workbook: the sheet the row is on. */
  readonly sheet?: string;
  /**
   * For a workbook: the header row, one name per column from A on (the same array for every row
   * of the sheet), so a problem found later, across files, can name the column's letter too.
   */
  readonly header?: readonly string[];
}

export interface RowProblem {
  readonly column: string;
  readonly message: string;
}

/** One spreadsheet: one CSV file, one record per row. */
export interface CsvCollection<F extends Fields = Fields> {
  readonly kind: 'csv';
  /** File path relative to the content folder, e.g. `products/sports.csv`. */
  readonly file: string;
  /** What the file holds, for the content reference. */
  readonly title: string;
  readonly fields: F;
  /** A list the site may do without: no file and no sheet is no list, not a problem. */
  readonly optional?: boolean;
  /** Checks that involve two cells of the same row, e.g. previous price not below price. */
  readonly checkRow?: (record: RecordOf<F>) => RowProblem[];
}

/** A folder of Markdown files with YAML front matter, one record per file. */
export interface MarkdownCollection<F extends Fields = Fields> {
  readonly kind: 'markdown';
  /** Folder relative to the content folder, e.g. `blog`. */
  readonly folder: string;
  readonly title: string;
  readonly fields: F;
}

export function defineCsv<F extends Fields>(collection: Omit<CsvCollection<F>, 'kind'>): CsvCollection<F> {
  return { kind: 'csv', ...collection };
}

export function defineMarkdown<F extends Fields>(collection: Omit<MarkdownCollection<F>, 'kind'>): MarkdownCollection<F> {
  return { kind: 'markdown', ...collection };
}
