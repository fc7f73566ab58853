import type { z } from 'zod';
import { emptyValue, type FieldKind } from '../errors/field-messages.ts';
import { EMPTY_VALUE } from './schemas/cell.ts';
import type { Fields, RecordOf } from './schemas/collection.ts';

export interface FieldProblem {
  readonly name: string;
  readonly message: string;
}

/**
 * Validates one raw record (cells or front-matter values keyed by field name) field by field,
 * so a row with three bad cells reports all three.
 */
export function validateFields<F extends Fields>(
  fields: F,
  raw: Readonly<Record<string, unknown>>,
  kind: FieldKind,
): { record: RecordOf<F>; problems: FieldProblem[] } {
  const record: Record<string, unknown> = {};
  const problems: FieldProblem[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const result = field.schema.safeParse(raw[name]);
    if (result.success) record[name] = result.data;
    else problems.push({ name, message: ownerMessage(result.error, kind) });
  }
  return { record: record as RecordOf<F>, problems };
}

/** Our schemas write owner sentences themselves; zod's own wording is only the last resort. */
function ownerMessage(error: z.ZodError, kind: FieldKind): string {
  const [first] = error.issues;
  if (!first) return 'the value is not valid';
  // The schema cannot know whether its value sat in a cell, a field or a setting; the loader does.
  if (first.code === 'custom' && first.params?.reason === EMPTY_VALUE) return emptyValue(kind);
  const where = first.path.length > 0 ? ` (in ${first.path.join(' → ')})` : '';
  return `${first.message}${where}`;
}
