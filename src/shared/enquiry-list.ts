import { formatPieces } from './format-pieces.ts';
import type { EnquiryWords } from './enquiry-words.ts';
import { fillWords } from './fill-words.ts';
import type { LineOrder } from './line-order.ts';

/**
 * The visitor's wishlist and enquiry list, kept in the browser. Everything read back from storage is
 * checked here, because it may be corrupt, from an older version of the site, or not ours at all.
 */
export const STORAGE_KEYS = { wishlist: 'tt.wishlist.v1', cart: 'tt.enquiry.v1', products: 'tt.products.v1' } as const;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10_000;

export interface CartLine {
  /** The Article No: stable across catalogue edits, unlike ids or positions. */
  readonly name: string;
  readonly qty: number;
  readonly note: string;
  /**
   * The size run, decoration and roster chosen on the product page (line-order.ts). Optional, so a
   * list stored before lines had it still reads back; a line without one is sent as before. Read it
   * with orderOf, which checks it.
   */
  readonly order?: LineOrder;
}

export interface CartData {
  readonly lines: readonly CartLine[];
  readonly visitor: { readonly name: string; readonly phone: string };
}

const ARTICLE_NO = /^[A-Z0-9]{1,6}(-[A-Z0-9]{1,6}){1,3}$/;

export function isArticleNo(value: unknown): value is string {
  return typeof value === 'string' && ARTICLE_NO.test(value);
}

export function isWishlist(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= 500 && value.every((item) => typeof item === 'string' && ARTICLE_NO.test(item));
}

export function isCart(value: unknown): value is CartData {
  const data = value as Partial<CartData> | null;
  if (typeof data !== 'object' || data === null || !Array.isArray(data.lines) || data.lines.length > 500) return false;
  const visitor = data.visitor as Partial<CartData['visitor']> | undefined;
  if (typeof visitor !== 'object' || visitor === null || typeof visitor.name !== 'string' || typeof visitor.phone !== 'string') return false;
  return data.lines.every(
    (line) =>
      typeof line === 'object' &&
      line !== null &&
      typeof line.name === 'string' &&
      ARTICLE_NO.test(line.name) &&
      Number.isInteger(line.qty) &&
      line.qty >= QUANTITY_MIN &&
      line.qty <= QUANTITY_MAX &&
      // A line's order is not checked here but where it is drawn or sent (orderOf, line-order.ts):
      // every page's chrome reads the list for its counts, and its code is kept small.
      typeof line.note === 'string',
  );
}

export const EMPTY_CART: CartData = { lines: [], visitor: { name: '', phone: '' } };

export type QuantityResult = { ok: true; value: number } | { ok: false; message: string };

/**
 * The quantity a product's enquiry line starts at and may not go below: its minimum order quantity
 * (the "quantity" column of the product sheets). The browser reads it from the page or the card data,
 * so anything that is not a whole number falls back to 1, and it is held within what a stored line
 * may carry (isCart): a larger minimum must not make the whole stored list invalid.
 */
export function lineMinimum(minimum: unknown): number {
  const value = typeof minimum === 'string' && minimum.trim() !== '' ? Number(minimum) : minimum;
  if (typeof value !== 'number' || !Number.isInteger(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, value));
}

/**
 * A quantity is a whole number of pieces from the product's minimum order to 10,000; anything else
 * is refused with a reason. Below the minimum the reason names it: the maker would only write back
 * to say so, a day later.
 */
export function parseQuantity(text: string, minimum: number, words: QuantityWords): QuantityResult {
  const least = lineMinimum(minimum);
  const trimmed = text.trim();
  const range = { min: least.toLocaleString('en-GB'), max: formatPieces(QUANTITY_MAX, words) };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: fillWords(words.quantityWhole, range) };
  const value = Number(trimmed);
  if (value < least) return { ok: false, message: fillWords(words.quantityMinimum, { pieces: formatPieces(least, words) }) };
  if (value > QUANTITY_MAX) return { ok: false, message: fillWords(words.quantityRange, range) };
  return { ok: true, value };
}

type QuantityWords = Pick<EnquiryWords, 'quantityWhole' | 'quantityMinimum' | 'quantityRange' | 'piece' | 'pieces'>;

export interface MessageLine {
  readonly title: string;
  readonly name: string;
  readonly qty: number;
  readonly note: string;
  /** More lines under the line's own: its order's size run, decoration and roster (order-message.ts). */
  readonly details?: readonly string[];
}

/** The one message that lists every line of the enquiry and the visitor's details. */
export function enquiryListText(lines: readonly MessageLine[], visitor: CartData['visitor'], words: EnquiryWords): string {
  const items = lines.map((line, index) => {
    const note = line.note.trim() ? `, ${words.messageNote}: ${line.note.trim().replace(/\s*\n\s*/g, '; ')}` : '';
    return [`${index + 1}. ${line.title}, ${words.articleNo} ${line.name}, ${formatPieces(line.qty, words)}${note}`, ...(line.details ?? [])];
  });
  const given = (value: string) => value.trim() || words.notGiven;
  const footer = ['', `${words.messageName}: ${given(visitor.name)}`, `${words.messagePhone}: ${given(visitor.phone)}`];
  return [words.messageHeading, ...items.flat(), ...footer].join('\n');
}
