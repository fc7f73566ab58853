import { defineCsv, type RecordOf } from './collection.ts';
import { image, oneOf, text } from './cell.ts';

export const galleryImageCollection = defineCsv({
  file: 'gallery.csv',
  title: 'Gallery and Instagram pictures on the home page',
  fields: {
    image: image('The picture.'),
    alt: text('What the picture shows, for visitors who cannot see it.', { max: 200 }),
    group: oneOf(['gallery', 'instagram'] as const, 'Which strip it belongs to.'),
  },
});

export type GalleryImageRecord = RecordOf<typeof galleryImageCollection.fields>;
