import { EMPTY_CART, isCart, isWishlist, lineMinimum, STORAGE_KEYS, type CartData, type CartLine } from '../../shared/enquiry-list.ts';
import { isProductCopies, type LineProduct, type ProductCopies } from '../../shared/product-copies.ts';
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

/**
 * Puts a line with its order (a product page's size run) in the enquiry list: a line already there
 * for the product takes the new order in its place, keeping its position, so pressing "Add to
 * enquiry" again after a change updates the line instead of adding a second.
 */
export function putOrderLine(line: CartLine): void {
  const cart = readCart();
  const lines = cart.lines.some((kept) => kept.name === line.name) ? cart.lines.map((kept) => (kept.name === line.name ? line : kept)) : [...cart.lines, line];
  writeCart({ ...cart, lines });
}

/** The stored copies of the listed products (shared/product-copies.ts), by Article No. */
export function readProductCopies(): ProductCopies {
  return readStored(STORAGE_KEYS.products, isProductCopies) ?? {};
}

/**
 * Keeps a copy of a product being saved or added, for the list pages to draw its line at once.
 * Called before the list changes, so a page that redraws on the change finds the copy. Copies of
 * products on neither list are dropped, so they stay as few as the lines. A copy that would not
 * read back (a page without the product's data) is not stored: one bad entry would reset them all.
 */
export function rememberProduct({ name, ...copy }: LineProduct): void {
  if (!isProductCopies({ [name]: copy })) return;
  const listed = new Set([...readWishlist(), ...readCart().lines.map((line) => line.name)]);
  const copies: ProductCopies = {};
  for (const [kept, stored] of Object.entries(readProductCopies())) if (listed.has(kept)) copies[kept] = stored;
  copies[name] = copy;
  writeStored(STORAGE_KEYS.products, copies);
}

/** Replaces the copies with these, as the catalogue has them (removed products have none). */
export function replaceProductCopies(products: readonly LineProduct[]): void {
  writeStored(STORAGE_KEYS.products, Object.fromEntries(products.map(({ name, ...copy }) => [name, copy])));
}

// Another tab changed the lists: show the same counts here.
window.addEventListener('storage', (event) => {
  if (event.key === STORAGE_KEYS.wishlist || event.key === STORAGE_KEYS.cart) window.dispatchEvent(new Event(CHANGE_EVENT));
});
