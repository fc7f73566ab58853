import { defineCsv, type RecordOf } from './collection.ts';
import { text } from './cell.ts';

export const faqCollection = defineCsv({
  file: 'faqs.csv',
  title: 'Frequently asked questions',
  fields: {
    question: text('The question, as a visitor would ask it.', { max: 200 }),
    answer: text('The answer.', { max: 1200 }),
  },
});

export type FaqRecord = RecordOf<typeof faqCollection.fields>;
