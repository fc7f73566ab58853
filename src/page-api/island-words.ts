import type { LabelKey } from '../content/schemas/label.ts';
import type { IslandWords } from '../shared/island-words.ts';
import { listingWords } from '../shared/listing-words.ts';
import { orderWords } from './order-words.ts';
import { sizeRunWords } from './size-run-words.ts';

/** The words the islands' bundles carry (src/shared/island-words.ts), from the owner's labels. */
export function islandWords(labels: Readonly<Record<LabelKey, string>>): IslandWords {
  return { sizeRun: sizeRunWords(labels), orders: orderWords(labels), orderNote: labels['order-note'], listing: listingWords(labels) };
}
