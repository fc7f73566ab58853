import { formatPrice, type PriceFormat } from './format-price.ts';
import type { ListingProduct } from './listing-state.ts';

/**
 * A product's own texts in its card, each by the name of the <slot> that stands for it in the
 * listing page's card template (templates/components/ProductCard.tsx). `was`, the price it was
 * reduced from, only for a product whose price went down.
 */
export interface ProductCardTexts {
  readonly label: string;
  readonly title: string;
  readonly name: string;
  readonly rating: string;
  readonly price: string;
  readonly was?: string;
}

/**
 * What a card says of its product, on the server's cards and on those the listing island draws
 * alike, so the two read the same (prices in the site's currency and language).
 */
export function productCardTexts(
  product: Pick<ListingProduct, 'label' | 'title' | 'name' | 'rating' | 'price' | 'prevPrice'>,
  prices: PriceFormat,
): ProductCardTexts {
  const { label, title, name, rating, price, prevPrice } = product;
  return {
    label,
    title,
    name,
    rating: rating.toFixed(1),
    price: formatPrice(price, prices),
    ...(prevPrice !== undefined && prevPrice > price ? { was: formatPrice(prevPrice, prices) } : {}),
  };
}
