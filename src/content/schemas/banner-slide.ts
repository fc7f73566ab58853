import { defineCsv, type RecordOf } from './collection.ts';
import { image, oneOf, text } from './cell.ts';

export const ACCENTS = ['green', 'blue', 'gold'] as const;

export const bannerSlideCollection = defineCsv({
  file: 'banners.csv',
  title: 'Home page banner slides',
  fields: {
    style: text('Small line above the title, e.g. Street Wear.', { max: 40 }),
    subTitle: text('Line under the small line.', { max: 80 }),
    title: text('The large headline.', { max: 90 }),
    text: text('One sentence under the headline.', { optional: true, max: 240 }),
    accent: oneOf(ACCENTS, 'Accent colour of the slide.'),
    image: image('Picture of the slide.'),
  },
});

export type BannerSlideRecord = RecordOf<typeof bannerSlideCollection.fields>;
