import type { Site } from '../content/site-model.ts';
import type { ProductList } from '../content/schemas/product.ts';
import { priceRange, type PriceRange } from '../shared/listing-state.ts';

/**
 * The price filter's range for a listing made of the given product lists: its cheapest and dearest
 * product, rounded out to whole dollars. The shop shows the safety wear list (as writeListingData
 * does). The listing page renders it into the form and hands it to the listing island.
 */
export function listingPriceRange(productsByList: Site['productsByList'], lists: readonly (ProductList | 'shop')[]): PriceRange {
  return priceRange(lists.flatMap((list) => productsByList[list === 'shop' ? 'safety' : list]).map((product) => product.price));
}
