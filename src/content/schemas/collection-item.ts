import { defineCsv, type RecordOf } from './collection.ts';
import { image, number, sitePath, text } from './cell.ts';

export const collectionItemCollection = defineCsv({
  file: 'collections.csv',
  title: 'Top collection slides on the home page',
  fields: {
    title: text('Name of the collection.', { max: 60 }),
    subtitle: text('Short line under it.', { optional: true, max: 120 }),
    image: image('Picture.'),
    link: sitePath('Page it links to, e.g. /street-ware.'),
    order: number(
      'Optional: position in the slider (1 first). Collections without a number follow the numbered ones; equal numbers, and collections without one, go by title. Where the row sits in the file does not count.',
      { integer: true, min: 1, optional: true },
    ),
  },
});

export type CollectionItemRecord = RecordOf<typeof collectionItemCollection.fields>;
