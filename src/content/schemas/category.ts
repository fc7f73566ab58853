import { defineCsv } from './collection.ts';
import { oneOf, text } from './cell.ts';
import { PRODUCT_LIST_NAMES } from '../../shared/product-lists.ts';

export const categoryCollection = defineCsv({
  file: 'categories.csv',
  title: 'Product categories of each list, and their sub-categories',
  fields: {
    list: oneOf(PRODUCT_LIST_NAMES, 'Which product list the category belongs to.'),
    name: text('Category name exactly as used in the products’ category column.'),
    parent: text('For a sub-category: the name of its parent category; empty for a category.', { optional: true }),
    description: text('One sentence about the category.', { optional: true }),
  },
});
