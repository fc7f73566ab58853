import { z } from 'zod';
import { validateFields } from '../validate-fields.ts';
import { date, text, type Field } from './cell.ts';
import type { RecordOf } from './collection.ts';

/**
 * The fields of one comment under a blog post. They are the same cell fields as everywhere else,
 * so a comment dated `next tuesday` is refused here with a sentence, as a post's own date would be,
 * instead of reaching the page and failing there.
 */
const commentFields = {
  name: text('Who wrote the comment.'),
  date: date('When it was written, YYYY-MM-DD.'),
  text: text('The comment.'),
};

export type CommentRecord = RecordOf<typeof commentFields>;

export function commentList(doc: string): Field<CommentRecord[]> {
  const schema = z.unknown().transform((raw, ctx) => {
    if (raw === undefined || raw === null) return [];
    if (!Array.isArray(raw)) {
      ctx.addIssue({ code: 'custom', message: 'expected a list of comments, each with name, date and text' });
      return z.NEVER;
    }
    const comments: CommentRecord[] = [];
    raw.forEach((item: unknown, index) => {
      const which = `comment ${index + 1}`;
      if (typeof item !== 'object' || item === null || Array.isArray(item)) {
        ctx.addIssue({ code: 'custom', message: `${which} must have a name, a date and a text` });
        return;
      }
      const { record, problems } = validateFields(commentFields, item as Record<string, unknown>, 'field');
      for (const problem of problems) ctx.addIssue({ code: 'custom', message: `${which}, field "${problem.name}": ${problem.message}` });
      comments.push(record);
    });
    return comments;
  });
  return { schema, required: false, kind: 'list of {name, date, text}', doc };
}
