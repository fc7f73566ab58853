import type { ContentIssue } from '../errors/content-issue.ts';
import { columnLetter } from './read/column-letter.ts';
import type { Source } from './schemas/collection.ts';

type Location = Pick<ContentIssue, 'file' | 'sheet' | 'row' | 'column' | 'columnLetter' | 'field'>;

/** Where a problem points: a spreadsheet cell (of a CSV file or a workbook's sheet), or a front-matter field of a Markdown file. */
export function at({ source, column }: { source: Source; column: string }): Location {
  if (source.row === undefined) return { file: source.file, field: column };
  if (source.sheet === undefined) return { file: source.file, row: source.row, column };
  const index = source.header?.indexOf(column) ?? -1;
  return { file: source.file, sheet: source.sheet, row: source.row, column, ...(index < 0 ? {} : { columnLetter: columnLetter(index) }) };
}

/** A record's place in words, for sentences that point at a second record: `content/catalogue.xlsx, sheet "sports", row 2`. */
export function describeSource(source: Source): string {
  return source.row === undefined ? source.file : `${describeFile(source)}, row ${source.row}`;
}

/** The file (and workbook sheet) a record is in: `content/catalogue.xlsx, sheet "sports"`. */
export function describeFile(source: Source): string {
  return source.sheet === undefined ? source.file : `${source.file}, sheet "${source.sheet}"`;
}
