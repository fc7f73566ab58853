import type { LabelKey } from '../content/schemas/label.ts';
import type { OrderMessageWords } from '../shared/order-message.ts';
import type { RosterCsvWords } from '../shared/roster-csv.ts';
import { rosterWords } from './roster-words.ts';

/**
 * The words of the orders (a product page's size run and roster) that the enquiry list pages show
 * and send, from the owner's labels (labels.csv), for the enquiry-list-page island's props: the
 * island reads them as its OrderWords (src/client/lib/draw-order.ts), which has this shape.
 */
export function orderWords(labels: Readonly<Record<LabelKey, string>>): {
  readonly order: OrderMessageWords;
  readonly csv: RosterCsvWords;
  readonly rosterTitle: string;
  readonly files: { readonly attachHint: string; readonly download: string; readonly share: string };
} {
  const { order, csv, files } = rosterWords(labels);
  return { order, csv, rosterTitle: labels['roster-title'], files };
}
