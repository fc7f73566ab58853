import { defineCsv, type RecordOf } from './collection.ts';
import { image, number, oneOf, text } from './cell.ts';

export const galleryImageCollection = defineCsv({
  file: 'gallery.csv',
  title: 'Gallery and Instagram pictures on the home page',
  fields: {
    image: image('The picture.'),
    alt: text('What the picture shows, for visitors who cannot see it.', { max: 200 }),
    group: oneOf(['gallery', 'instagram'] as const, 'Which strip it belongs to.'),
    order: number(
      'Optional: position within its strip (1 first). The gallery shows its first five, the first one large; the Instagram strip shows all of its pictures. Pictures without a number follow the numbered ones; equal numbers, and pictures without one, go by image path. Where the row sits in the file does not count.',
      { integer: true, min: 1, optional: true },
    ),
  },
});

export type GalleryImageRecord = RecordOf<typeof galleryImageCollection.fields>;
