import type { ListingProduct } from './listing-state.ts';

/**
 * The data attributes of a .list-buttons wrapper: what its "Save" and "Add to enquiry" name (the
 * product's Article No, title and minimum order) and what the enquiry list's line shows before the
 * catalogue has downloaded (price, address, picture). The server's wrappers (ListButtons.tsx) and
 * the cards the listing island draws (src/client/lib/product-card.ts) both write them from here;
 * the list-buttons island reads them.
 */
export function listButtonsData(product: ListingProduct): Record<`data-${string}`, string> {
  return {
    'data-article': product.name,
    'data-title': product.title,
    'data-minimum': String(product.minimum),
    'data-price': String(product.price),
    'data-href': product.href,
    'data-image': product.image.src,
  };
}
