import { defineMarkdown, type RecordOf } from './collection.ts';
import { image, list, number, oneOf, sitePath, slug, text, yesNo } from './cell.ts';

export const ICONS = [
  'printer',
  'needle',
  'wash',
  'sparkle',
  'scissors',
  'ruler',
  'tshirt',
  'trophy',
  'shield',
  'palette',
  'truck',
  'box',
  'bulb',
  'badge',
  'flask',
  'handshake',
  'people',
  'bolt',
  'refresh',
  'tag',
  'headset',
  'star',
  'globe',
  'clock',
] as const;

export const serviceCollection = defineMarkdown({
  folder: 'services',
  title: 'Services (one Markdown file per service; the text below the front matter is the service page)',
  fields: {
    slug: slug('Address of the service page: /services/{slug}.'),
    title: text('Name of the service.', { max: 60 }),
    description: text('One sentence for the service card.', { max: 240 }),
    icon: oneOf(ICONS, 'Icon shown on the card.'),
    image: image('Picture of the service.'),
    imageAlt: text('Optional: what the picture shows, for visitors who cannot see it. Left empty, the service’s title.', { max: 200, optional: true }),
    order: number('Position in the services grid (1 first); services with the same number go by slug.', { integer: true, min: 1 }),
    featured: yesNo(
      'yes to show the service in the strip of three on the home page, in their order (the first three marked). With none marked, the strip shows the three numbered last. Leave it out for no.',
    ),
    techniques: list('Optional slugs from printing-types.csv or embroidery-types.csv shown as related techniques.'),
    link: sitePath('Optional: a page the card links to instead of the service page (used for the three categories).', {
      optional: true,
    }),
  },
});

export type ServiceRecord = RecordOf<typeof serviceCollection.fields> & { body: string };
