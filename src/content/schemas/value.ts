import { defineCsv, type RecordOf } from './collection.ts';
import { oneOf, text } from './cell.ts';
import { ICONS } from './service.ts';

/** Short titled statements with an icon: company values, the feature strip, "why choose us" and the workshop's rooms. */
const statementFields = {
  title: text('Heading.', { max: 60 }),
  text: text('One or two sentences.', { max: 300 }),
  icon: oneOf(ICONS, 'Icon shown with it.'),
};

export const valueCollection = defineCsv({ file: 'values.csv', title: 'Company values', fields: statementFields });
export const featureCollection = defineCsv({ file: 'features.csv', title: 'Feature strip (delivery, returns ...)', fields: statementFields });
export const whyUsCollection = defineCsv({ file: 'why-us.csv', title: '"Why choose us" slides', fields: statementFields });
export const workshopCollection = defineCsv({
  file: 'workshop.csv',
  title: 'The rooms of the workshop on the About page, in the order a garment passes through them',
  fields: statementFields,
});

export type StatementRecord = RecordOf<typeof statementFields>;
