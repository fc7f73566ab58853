import { defineCsv, type RecordOf } from './collection.ts';
import { image, list, number, slug, text } from './cell.ts';

export const projectCollection = defineCsv({
  file: 'projects.csv',
  title: 'Projects: client kits the maker produced',
  fields: {
    slug: slug('Address of the project page: /projects/{slug}.'),
    title: text('Name of the project.', { max: 90 }),
    client: text('Who it was made for.'),
    year: number('Year it was delivered.', { integer: true, min: 1950, max: 2100 }),
    summary: text('One sentence for the project card.', { max: 240 }),
    brief: text('The brief and what was made.'),
    garments: list('The garments made, separated by semicolons.'),
    techniques: list('Slugs from printing-types.csv or embroidery-types.csv, separated by semicolons.'),
    quantity: number('Number of pieces made.', { integer: true, min: 1, optional: true }),
    image: image('Main picture.'),
    image2: image('Second picture.', { optional: true }),
    imageAlt: text('Optional: what the main picture shows, for visitors who cannot see it. Left empty, the project’s title.', { max: 200, optional: true }),
    image2Alt: text('Optional: what the second picture shows. Left empty, the project’s title.', { max: 200, optional: true }),
  },
});

export type ProjectRecord = RecordOf<typeof projectCollection.fields>;
