import { defineMarkdown, type RecordOf } from './collection.ts';
import { date, image, list, slug, text } from './cell.ts';
import { commentList } from './comment-list.ts';

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
    comments: commentList('Approved comments, shown under the post.'),
  },
});

export type BlogPostRecord = RecordOf<typeof blogPostCollection.fields> & { body: string };
