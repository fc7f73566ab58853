/**
 * The sentences about named values, worded for the kind of file they are in: a spreadsheet has
 * columns and cells, a Markdown file's front matter has fields, site.json has settings. Each loader
 * passes its kind, so no sentence is made by patching the words of another.
 */
export type FieldKind = 'column' | 'field' | 'setting';

/** The name of the place that holds one value. */
const HOLDER: Readonly<Record<FieldKind, string>> = { column: 'cell', field: 'field', setting: 'setting' };

/** Where a header-like list of names lives, for the duplicate-name sentence. */
const LIST: Readonly<Record<FieldKind, string>> = { column: 'the header', field: 'the front matter', setting: 'the file' };

export function duplicateName(kind: FieldKind): string {
  return `this ${kind} appears twice in ${LIST[kind]}; delete one of them`;
}

export function missingName(kind: FieldKind): string {
  return `this required ${kind} is missing`;
}

export function unknownName(kind: FieldKind, meant: string | undefined, known: readonly string[]): string {
  return meant !== undefined ? `unknown ${kind}; did you mean "${meant}"?` : `unknown ${kind}; the known ${kind}s are ${known.join(', ')}`;
}

export function emptyValue(kind: FieldKind): string {
  return `the ${HOLDER[kind]} is empty but a value is required`;
}
