import type { LineProduct } from './product-copies.ts';
import type { OrderWords } from './order-message.ts';
import type { RosterColumnWords } from './parse-roster.ts';

/** The owner's words (labels.csv) the size-run island writes in the browser. */
export interface SizeRunWords {
  /** "{total} of the minimum {minimum}". */
  readonly total: string;
  /** "Add {missing} more to reach the minimum order." */
  readonly below: string;
  readonly met: string;
  readonly fromRoster: string;
  /** "player {row}", after a roster field's column word for screen readers. */
  readonly player: string;
  /** "Remove player {row}". */
  readonly remove: string;
  /** "{players} players added to the roster." */
  readonly pasted: string;
  readonly duplicateNumber: string;
  readonly unknownSize: string;
  readonly unknownShortsSize: string;
  /** "{product} is in your enquiry list." */
  readonly added: string;
  /** The roster's column words, for its fields' names and a pasted header row. */
  readonly columns: { readonly name: string; readonly number: string; readonly size: string; readonly shortsSize: string };
  readonly header: RosterColumnWords;
}

/**
 * The size-run island's data: what the page sends (SizeRunPageProps, templates/components/SizeRun.tsx)
 * with the words its bundle carries (IslandWords).
 */
export interface SizeRunProps {
  /** What the enquiry list pages draw of the product (stored with the line). */
  readonly product: LineProduct;
  readonly colour: string;
  readonly sizes: readonly string[];
  readonly minimum: number;
  readonly words: SizeRunWords;
  readonly enquiry: ProductEnquiryProps;
}

/**
 * The product page's own WhatsApp and e-mail links (ProductPage.tsx), which the island makes carry
 * the order once the buyer has chosen one (product-enquiry-message.ts).
 */
export interface ProductEnquiryProps {
  /** The owner's WhatsApp number and e-mail address, as the links already publish them. */
  readonly phone: string;
  readonly email: string;
  /** The links' greeting and the e-mail's subject, the product named (product-enquiry.ts). */
  readonly greeting: string;
  readonly subject: string;
  /** Before the buyer's note: "Note". */
  readonly note: string;
  /** The order's words, and the roster file's for when the roster does not fit in a link. */
  readonly orders: OrderWords;
}

/** What a product page sends the size-run island: its product's data, without the site's words. */
export interface SizeRunPageProps extends Omit<SizeRunProps, 'words' | 'enquiry'> {
  readonly enquiry: Omit<ProductEnquiryProps, 'note' | 'orders'>;
}
