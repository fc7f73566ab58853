import { defineCsv, type RecordOf } from './collection.ts';
import { image, sitePath, text } from './cell.ts';

export const collectionItemCollection = defineCsv({
  file: 'collections.csv',
  title: 'Top collection slides on the home page',
  fields: {
    title: text('Name of the collection.', { max: 60 }),
    subtitle: text('Short line under it.', { optional: true, max: 120 }),
    image: image('Picture.'),
    link: sitePath('Page it links to, e.g. /street-ware.'),
  },
});

export type CollectionItemRecord = RecordOf<typeof collectionItemCollection.fields>;
