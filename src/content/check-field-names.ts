import { closest, distance } from 'fastest-levenshtein';
import type { ContentIssueCode } from '../errors/content-issue.ts';
import { duplicateName, missingName, unknownName, type FieldKind } from '../errors/field-messages.ts';
import type { Fields } from './schemas/collection.ts';

export interface NameProblem {
  readonly code: ContentIssueCode;
  readonly name: string;
  readonly message: string;
}

/**
 * Compares the column names of a spreadsheet header (or the fields of a front matter) with the
 * known ones. A missing column would make every row fail, and an unknown one is almost always a
 * typo of a known one, so both are reported once, with the name the owner most likely meant.
 */
export function checkFieldNames(names: readonly string[], fields: Fields, kind: FieldKind): NameProblem[] {
  const known = Object.keys(fields);
  const problems: NameProblem[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (name === '') continue;
    if (seen.has(name)) problems.push({ code: 'DuplicateColumn', name, message: duplicateName(kind) });
    seen.add(name);
  }
  const missing = known.filter((name) => !names.includes(name));
  for (const name of new Set(names.filter((name) => name !== '' && !known.includes(name)))) {
    problems.push({ code: 'UnknownColumn', name, message: unknownName(kind, likelyMeant(name, missing, known), known) });
  }
  for (const name of missing) {
    if (fields[name]?.required) problems.push({ code: 'MissingColumn', name, message: missingName(kind) });
  }
  return problems;
}

/** The known name an unknown one is most likely a typo of, if any is near enough. */
export function likelyMeant(name: string, missing: readonly string[], known: readonly string[]): string | undefined {
  const candidates = missing.length > 0 ? missing : known;
  const guess = closest(
    name.toLowerCase(),
    candidates.map((candidate) => candidate.toLowerCase()),
  );
  const meant = candidates.find((candidate) => candidate.toLowerCase() === guess);
  const near = meant !== undefined && distance(name.toLowerCase(), guess) <= Math.max(2, Math.floor(meant.length / 3));
  return near ? meant : undefined;
}
