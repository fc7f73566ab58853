import { isArticleNo } from './enquiry-list.ts';
import type { ListingProduct } from './listing-state.ts';

/**
 * What an enquiry line shows of its product: the list pages draw a line from this alone. The
 * browser keeps a copy of it for every product on the visitor's lists (STORAGE_KEYS.products),
 * taken when the product is saved or added, so /cart/ can draw the lines as soon as its script runs
 * instead of after the whole catalogue has downloaded; the catalogue then confirms or replaces them.
 */
export interface LineProduct {
  /** The Article No. */
  readonly name: string;
  readonly title: string;
  readonly price: number;
  /** Minimum order quantity in pieces. */
  readonly minimum: number;
  /** The product's page. */
  readonly href: string;
  /** The card-sized picture. */
  readonly image: string;
}

/** The stored copies, by Article No. */
export type ProductCopies = Record<string, Omit<LineProduct, 'name'>>;

/** At most as many as the two lists may hold together (isWishlist, isCart). */
const MAX_COPIES = 1000;

// Only addresses on this site or over https: a copy's href becomes a link, so `javascript:` or a
// protocol-relative `//host` from tampered storage must never get through.
const ADDRESS = /^(\/(?!\/)|https:\/\/)[^\s"<>]*$/;

function isCopy(value: unknown): value is ProductCopies[string] {
  const copy = value as Partial<ProductCopies[string]> | null;
  return (
    typeof copy === 'object' &&
    copy !== null &&
    typeof copy.title === 'string' &&
    copy.title.length <= 300 &&
    typeof copy.price === 'number' &&
    Number.isFinite(copy.price) &&
    copy.price >= 0 &&
    Number.isInteger(copy.minimum) &&
    typeof copy.href === 'string' &&
    ADDRESS.test(copy.href) &&
    typeof copy.image === 'string' &&
    ADDRESS.test(copy.image)
  );
}

/** Storage is read back as untrusted: it may be corrupt, from an older site, or not ours at all. */
export function isProductCopies(value: unknown): value is ProductCopies {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return entries.length <= MAX_COPIES && entries.every(([name, copy]) => isArticleNo(name) && isCopy(copy));
}

/** The part of a catalogue product that a line shows. */
export function lineProductOf(product: ListingProduct): LineProduct {
  return { name: product.name, title: product.title, price: product.price, minimum: product.minimum, href: product.href, image: product.image.src };
}
