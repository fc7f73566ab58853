import type { LineOrder } from './line-order.ts';
import { orderLines, type OrderMessageWords } from './order-message.ts';
import { fitRoster, LINK_LIMIT, type FittedMessage } from './roster-message.ts';
import { totalPieces } from './size-run.ts';

/** The owner's words (labels.csv) of a product page's own enquiry. */
export interface ProductEnquiryWords {
  readonly order: OrderMessageWords;
  /** Before the buyer's note: the note field's own word, "Note". */
  readonly note: string;
}

/** True when the buyer has chosen anything in the size run: a piece, a player, a decoration, a date or a note. */
export function hasOrder(order: LineOrder, note: string): boolean {
  return (
    totalPieces(order.sizes) > 0 || order.roster.length > 0 || [order.decoration, order.placement, order.neededBy, note].some((text) => text.trim() !== '')
  );
}

/**
 * The message of a product page's own WhatsApp and e-mail links: the greeting that names the
 * product, then what the buyer chose in its size run, in the words and order the enquiry list
 * sends it (order-message.ts), the note before the players. As in the enquiry list, the roster is
 * written out when the longer of the two links (`linkOf`) stays within the limit, and is one line
 * saying the file is attached when it does not (fitRoster), so that no part of the order is cut off on
 * its way.
 */
export function productEnquiryMessage(
  greeting: string,
  chosen: { readonly order: LineOrder; readonly note: string },
  words: ProductEnquiryWords,
  linkOf: (text: string) => string,
  limit = LINK_LIMIT,
): FittedMessage {
  const note = chosen.note.trim().replace(/\s*\n\s*/g, '; ');
  // The note goes before the players, who may be many.
  const before = [greeting, ...orderLines({ ...chosen.order, roster: [] }, words.order, false), ...(note === '' ? [] : [`${words.note}: ${note}`])];
  return fitRoster({ before: before.join('\n'), roster: chosen.order.roster }, words.order.message, linkOf, limit);
}
