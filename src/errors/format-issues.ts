import type { ContentIssue } from './content-issue.ts';

/**
 * Turns an issue into the one sentence the owner reads, e.g.
 * `content/products/sports.csv, row 14, column "price": expected a number, got "14o"`, or in a
 * workbook `content/catalogue.xlsx, sheet "sports", row 14, column "price" (G): …`: the tab, and
 * the letter above the column, are what the owner looks for in a spreadsheet program.
 */
export function formatIssue(issue: ContentIssue): string {
  const where = [issue.file];
  if (issue.sheet !== undefined) where.push(`sheet "${issue.sheet}"`);
  if (issue.row !== undefined) where.push(`row ${issue.row}`);
  if (issue.column !== undefined) where.push(`column "${issue.column}"${issue.columnLetter === undefined ? '' : ` (${issue.columnLetter})`}`);
  else if (issue.columnLetter !== undefined) where.push(`column ${issue.columnLetter}`);
  if (issue.field !== undefined) where.push(`field "${issue.field}"`);
  return `${where.join(', ')}: ${issue.message}`;
}

/** Every issue on its own line, ordered by file, then row, so problems in one file stay together. */
export function formatIssues(issues: readonly ContentIssue[]): string {
  return sortIssues(issues).map(formatIssue).join('\n');
}

export function sortIssues(issues: readonly ContentIssue[]): ContentIssue[] {
  return [...issues].sort(
    (a, b) =>
      a.file.localeCompare(b.file) ||
      (a.sheet ?? '').localeCompare(b.sheet ?? '') ||
      (a.row ?? 0) - (b.row ?? 0) ||
      (a.column ?? a.field ?? '').localeCompare(b.column ?? b.field ?? ''),
  );
}

/** Shows a cell value in a message: quoted, shortened, with line breaks made visible. */
export function quoteValue(value: string, max = 40): string {
  const flat = value.replace(/\r?\n/g, '⏎');
  return `"${flat.length > max ? `${flat.slice(0, max - 1)}…` : flat}"`;
}
