import { defineCsv, type RecordOf } from './collection.ts';
import { image, number, text } from './cell.ts';

export const processStepCollection = defineCsv({
  file: 'process-steps.csv',
  title: 'Workflow steps, from idea to delivery',
  fields: {
    step: number('Step number (1, 2, 3 ...).', { integer: true, min: 1 }),
    title: text('Name of the step.', { max: 60 }),
    text: text('What happens in this step.', { max: 400 }),
    image: image('Picture of the step.'),
    alt: text(
      'Optional: what the picture shows, for visitors who cannot see it, where a page shows the picture alone (the about page shows step 3’s). Left empty, the picture is passed over as decoration.',
      { max: 200, optional: true },
    ),
  },
});

export type ProcessStepRecord = RecordOf<typeof processStepCollection.fields>;
