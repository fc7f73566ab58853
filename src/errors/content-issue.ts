/**
 * One problem found in the owner's content. Every issue names a file (as the owner sees it,
 * relative to the project, e.g. `content/products/sports.csv`) and, where it can, the
 * spreadsheet row and the column or front-matter field, so the owner can go straight to the cell.
 */
export interface ContentIssue {
  /** Permanent name of the failure mode, from the error catalogue. */
  readonly code: ContentIssueCode;
  readonly file: string;
  /** Row number as a spreadsheet shows it: the header is row 1, the first record row 2. */
  readonly row?: number;
  readonly column?: string;
  /** For Markdown files: the front-matter field. */
  readonly field?: string;
  /** What is wrong, as one plain sentence fragment, e.g. `expected a number, got "14o"`. */
  readonly message: string;
}

export type ContentIssueCode =
  | 'FileNotReadable'
  | 'FileNotUtf8'
  | 'FileEmpty'
  | 'CsvSyntax'
  | 'CsvTooManyCells'
  | 'MissingColumn'
  | 'UnknownColumn'
  | 'DuplicateColumn'
  | 'InvalidValue'
  | 'InvalidFrontMatter'
  | 'DuplicateArticleNo'
  | 'DuplicateSlug'
  | 'DuplicateId'
  | 'UnknownCategory'
  | 'UnknownReference'
  | 'MissingImage'
  | 'InvalidJson'
  | 'MissingFile'
  | 'DuplicateOutputPath';
