import { EMPTY_CART, isCart, isWishlist, lineMinimum, STORAGE_KEYS, type CartData } from '../../shared/enquiry-list.ts';
import { readStored, writeStored } from './storage.ts';

/** Fired on window whenever the wishlist or the enquiry list changes, so counts and pages stay in step. */
export const CHANGE_EVENT = 'enquiry-list:change';

export function readWishlist(): string[] {
  return readStored(STORAGE_KEYS.wishlist, isWishlist) ?? [];
}

export function writeWishlist(items: readonly string[]): void {
  writeStored(STORAGE_KEYS.wishlist, [...new Set(items)]);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readCart(): CartData {
  return readStored(STORAGE_KEYS.cart, isCart) ?? EMPTY_CART;
}

export function writeCart(cart: CartData): void {
  writeStored(STORAGE_KEYS.cart, cart);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/**
 * A new line starts at the product's minimum order quantity (from the page: the button's
 * data-minimum or the card data), the least the maker accepts, so the enquiry is sendable as it is.
 */
export function addToCart(name: string, minimum: unknown): void {
  const cart = readCart();
  if (cart.lines.some((line) => line.name === name)) return;
  writeCart({ ...cart, lines: [...cart.lines, { name, qty: lineMinimum(minimum), note: '' }] });
}

// Another tab changed the lists: show the same counts here.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.wishlist || event.key === STORAGE_KEYS.cart) window.dispatchEvent(new Event(CHANGE_EVENT));
});
