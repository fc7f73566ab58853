import { enquiryListText, type CartData, type MessageLine } from './enquiry-list.ts';
import type { EnquiryWords } from './enquiry-words.ts';
import type { LineOrder } from './line-order.ts';
import { orderLines, type OrderMessageWords } from './order-message.ts';
import { LINK_LIMIT, type FittedMessage } from './roster-message.ts';

/** A line of the enquiry with the order chosen on its product page, if any. */
export interface OrderedMessageLine extends Omit<MessageLine, 'details'> {
  readonly order?: LineOrder;
}

/**
 * The enquiry's one message, every roster written out when the link it is sent in stays within
 * the limit (roster-message.ts, LINK_LIMIT); otherwise every roster becomes one line saying the
 * file is attached, and the page offers the files (rosterAttached). `linkOf` makes the link the text
 * is sent in, so the limit is measured on what is really sent: the longer of the two links, since
 * both buttons send the same text.
 */
export function fitEnquiry(
  lines: readonly OrderedMessageLine[],
  visitor: CartData['visitor'],
  words: { readonly enquiry: EnquiryWords; readonly order: OrderMessageWords },
  linkOf: (text: string) => string,
  limit = LINK_LIMIT,
): FittedMessage {
  const textOf = (attached: boolean) =>
    enquiryListText(
      lines.map(({ order, ...line }) => ({ ...line, details: order ? orderLines(order, words.order, attached) : [] })),
      visitor,
      words.enquiry,
    );
  const whole = textOf(false);
  const hasRoster = lines.some((line) => (line.order?.roster.length ?? 0) > 0);
  if (!hasRoster || linkOf(whole).length <= limit) return { text: whole, rosterAttached: false };
  return { text: textOf(true), rosterAttached: true };
}
