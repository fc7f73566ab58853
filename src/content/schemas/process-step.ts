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
  },
});

export type ProcessStepRecord = RecordOf<typeof processStepCollection.fields>;
