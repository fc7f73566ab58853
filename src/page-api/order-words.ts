import type { LabelKey } from '../content/schemas/label.ts';
import type { OrderWords } from '../shared/order-message.ts';
import { rosterWords } from './roster-words.ts';

/**
 * The words of the orders (a product page's size run and roster) that the pages show and send,
 * and of their roster files, from the owner's labels (labels.csv), for the islands' props.
 */
export function orderWords(labels: Readonly<Record<LabelKey, string>>): OrderWords {
  const { order, csv, files } = rosterWords(labels);
  return { order, csv, rosterTitle: labels['roster-title'], files };
}
