import { defineCsv, type RecordOf } from './collection.ts';
import { swatch, text } from './cell.ts';

/**
 * The owner's colour swatches, over the built-in table of garment colours
 * (shared/garment-colours.ts): a colour of their own ("Club Green"), or their shade of a common one.
 * Optional: a site whose colours are all common ones needs no such list.
 */
export const colourCollection = defineCsv({
  file: 'colours.csv',
  title: 'Colour swatches (optional): a row adds a colour the built-in table does not know, or changes the shade of one it does',
  optional: true,
  fields: {
    name: text('The colour as products name it in their color column, e.g. Club Green; case does not matter, and grey and gray are the same.', {
      max: 60,
    }),
    swatch: swatch('Its swatch: one colour like #0A7A3B, or two like #1B2A4A/#FFFFFF for a two-tone garment.'),
  },
});

export type ColourRecord = RecordOf<typeof colourCollection.fields>;
