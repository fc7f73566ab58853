import { defineCsv, type RecordOf } from './collection.ts';
import { image, text, url } from './cell.ts';

export const partnerCollection = defineCsv({
  file: 'partners.csv',
  title: 'Partner logos',
  fields: {
    name: text('Partner’s name (also the logo’s text alternative).'),
    logo: image('Logo image.'),
    url: url('Partner’s website.', { optional: true }),
  },
});

export type PartnerRecord = RecordOf<typeof partnerCollection.fields>;
