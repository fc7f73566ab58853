import type { ListingWords } from './listing-words.ts';
import type { OrderWords } from './order-message.ts';
import type { SizeRunWords } from './size-run-props.ts';

/**
 * The owner's words (labels.csv) that islands write alike on every page. They are bundled into the
 * islands' code (build-islands.ts), which a browser caches once, rather than sent in the props of
 * every page: on a product page with a roster they were 0.5 KB gzip of its HTML, enough to keep it
 * from arriving in one round trip (docs/dev/first-view.md). What differs from page to page (the
 * product, its sizes, its greeting) stays in the props. Each key is a module export of its own
 * (src/client/lib/island-words.ts), so a bundle carries the words of the islands in it and no
 * others.
 */
export interface IslandWords {
  readonly sizeRun: SizeRunWords;
  /** The orders' words, and the roster file's, for the product page's links and files. */
  readonly orders: OrderWords;
  /** Before the buyer's note in a message: "Note". */
  readonly orderNote: string;
  /** The product listing's: its count line, page links, chips and "ask us" message. */
  readonly listing: ListingWords;
}
