import { defineCsv, type RecordOf } from './collection.ts';
import { slug, text } from './cell.ts';

export const blogCategoryCollection = defineCsv({
  file: 'blog-categories.csv',
  title: 'Blog categories',
  fields: {
    slug: slug('Address name of the category, e.g. street-wears.'),
    name: text('Category name as used in the posts’ category field.'),
  },
});

export type BlogCategoryRecord = RecordOf<typeof blogCategoryCollection.fields>;
