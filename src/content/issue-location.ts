import type { ContentIssue } from '../errors/content-issue.ts';
import type { Source } from './schemas/collection.ts';

/** Where a problem points: a spreadsheet cell, or a front-matter field of a Markdown file. */
export function at({ source, column }: { source: Source; column: string }): Pick<ContentIssue, 'file' | 'row' | 'column' | 'field'> {
  return source.row === undefined ? { file: source.file, field: column } : { file: source.file, row: source.row, column };
}
