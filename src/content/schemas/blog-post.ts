import { z } from 'zod';
import { defineMarkdown, type RecordOf } from './collection.ts';
import { date, image, list, slug, text, type Field } from './cell.ts';

const commentSchema = z.object({
  name: z.string({ error: 'each comment needs a name' }).trim().min(1, { error: 'each comment needs a name' }),
  date: z.union([z.date(), z.string()], { error: 'each comment needs a date (YYYY-MM-DD)' }).transform((value) =>
    value instanceof Date ? value.toISOString().slice(0, 10) : value,
  ),
  text: z.string({ error: 'each comment needs a text' }).trim().min(1, { error: 'each comment needs a text' }),
});

const comments: Field<z.infer<typeof commentSchema>[]> = {
  schema: z
    .array(commentSchema, { error: 'expected a list of comments, each with name, date and text' })
    .optional()
    .transform((value) => value ?? []),
  required: false,
  kind: 'list of {name, date, text}',
  doc: 'Approved comments, shown under the post.',
};

export const blogPostCollection = defineMarkdown({
  folder: 'blog',
  title: 'Blog posts (one Markdown file per post; the text below the front matter is the post)',
  fields: {
    slug: slug('Address of the post: /blog/{slug}.'),
    title: text('Title of the post.', { max: 120 }),
    description: text('One or two sentences for cards, search results and link previews.', { max: 300 }),
    date: date('Publication date, YYYY-MM-DD.'),
    image: image('Picture of the post.'),
    category: text('A category name from blog-categories.csv.'),
    tags: list('Tags, e.g. [Streetwear, Screen Printing].'),
    author: text('Who wrote it.', { optional: true }),
    comments,
  },
});

export type BlogPostRecord = RecordOf<typeof blogPostCollection.fields> & { body: string };
