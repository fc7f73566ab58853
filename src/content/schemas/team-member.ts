import { defineCsv, type RecordOf } from './collection.ts';
import { image, number, slug, text, url } from './cell.ts';

export const teamMemberCollection = defineCsv({
  file: 'team.csv',
  title: 'Team members',
  fields: {
    slug: slug('Short unique name, e.g. ayesha-khan.'),
    name: text('Full name.'),
    role: text('Job title.'),
    image: image('Portrait.'),
    bio: text('One or two sentences.', { optional: true, max: 400 }),
    facebook: url('Facebook profile address.', { optional: true }),
    instagram: url('Instagram profile address.', { optional: true }),
    linkedin: url('LinkedIn profile address.', { optional: true }),
    order: number(
      'Optional: position on the team page (1 first); the About page shows the first three. People without a number follow the numbered ones; equal numbers, and people without one, go by name. Where the row sits in the file does not count.',
      { integer: true, min: 1, optional: true },
    ),
  },
});

export type TeamMemberRecord = RecordOf<typeof teamMemberCollection.fields>;
