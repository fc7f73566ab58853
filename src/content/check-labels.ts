import path from 'node:path';
import { closest } from 'fastest-levenshtein';
import type { ContentIssue } from '../errors/content-issue.ts';
import { at } from './issue-location.ts';
import type { Sourced } from './load-csv-collection.ts';
import { displayPath } from './read/display-path.ts';
import { LABEL_KEYS, LABELS, labelCollection, type LabelRecord } from './schemas/label.ts';

/** labels.csv against the words the templates ask for: each once, none unknown, none missing. */
export function checkLabels(rows: readonly Sourced<LabelRecord>[], contentDir: string): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const known: readonly string[] = LABEL_KEYS;
  const first = new Map<string, Sourced<LabelRecord>>();
  for (const row of rows) {
    const earlier = first.get(row.label);
    if (!known.includes(row.label)) {
      issues.push({
        code: 'UnknownPage',
        ...at({ source: row.source, column: 'label' }),
        message: `unknown label "${row.label}"; did you mean "${closest(row.label, [...known])}"?`,
      });
    } else if (earlier) {
      issues.push({
        code: 'DuplicatePage',
        ...at({ source: row.source, column: 'label' }),
        message: `the label "${row.label}" already has row ${earlier.source.row}; keep one of the two rows`,
      });
    } else {
      first.set(row.label, row);
    }
  }
  const [anyRow] = rows;
  const place = anyRow
    ? { file: anyRow.source.file, ...(anyRow.source.sheet === undefined ? {} : { sheet: anyRow.source.sheet }) }
    : { file: displayPath(path.join(contentDir, labelCollection.file)) };
  for (const key of LABEL_KEYS) {
    if (!first.has(key))
      issues.push({
        code: 'MissingPage',
        ...place,
        message: `the label "${key}" (${LABELS[key]}) has no row; add a row with "${key}" in the label column and its words in the text column`,
      });
  }
  return issues;
}

/**
 * The words of every label, by key (checkLabels has made sure each is there once), with `{name}`
 * written out as the business name, so a label can name the business without repeating it.
 */
export function labelTexts(rows: readonly Sourced<LabelRecord>[], businessName: string): Record<keyof typeof LABELS, string> {
  const byKey = new Map(rows.map((row) => [row.label, row.text]));
  return Object.fromEntries(LABEL_KEYS.map((key) => [key, (byKey.get(key) ?? '').replaceAll('{name}', businessName)])) as Record<keyof typeof LABELS, string>;
}
