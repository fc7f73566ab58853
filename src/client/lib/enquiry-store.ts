import { EMPTY_CART, isCart, isWishlist, STORAGE_KEYS, type CartData } from '../../shared/enquiry-list.ts';
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

export function addToCart(name: string): void {
  const cart = readCart();
  if (cart.lines.some((line) => line.name === name)) return;
  writeCart({ ...cart, lines: [...cart.lines, { name, qty: 1, note: '' }] });
}

// Another tab changed the lists: show the same counts here.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.wishlist || event.key === STORAGE_KEYS.cart) window.dispatchEvent(new Event(CHANGE_EVENT));
});
