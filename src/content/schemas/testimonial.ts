import { defineCsv, type RecordOf } from './collection.ts';
import { image, number, text } from './cell.ts';

export const testimonialCollection = defineCsv({
  file: 'testimonials.csv',
  title: 'Customer reviews',
  fields: {
    name: text('Reviewer’s name.'),
    role: text('Reviewer’s role.', { optional: true }),
    company: text('Club or company.', { optional: true }),
    rating: number('Stars from 1 to 5.', { integer: true, min: 1, max: 5 }),
    text: text('The review.', { max: 600 }),
    image: image('Thumbnail of the reviewer.'),
  },
});

export type TestimonialRecord = RecordOf<typeof testimonialCollection.fields>;
