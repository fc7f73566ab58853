import { defineCsv, type RecordOf } from './collection.ts';
import { image, slug, text } from './cell.ts';

const techniqueFields = {
  slug: slug('Short name of the technique, e.g. puff; projects and services refer to it.'),
  title: text('Name of the technique.', { max: 60 }),
  image: image('Picture of the technique.'),
  text: text('Two or three sentences that explain it.', { max: 600 }),
};

export const printingTypeCollection = defineCsv({ file: 'printing-types.csv', title: 'Printing types', fields: techniqueFields });
export const embroideryTypeCollection = defineCsv({ file: 'embroidery-types.csv', title: 'Embroidery types', fields: techniqueFields });

export type TechniqueRecord = RecordOf<typeof techniqueFields>;
