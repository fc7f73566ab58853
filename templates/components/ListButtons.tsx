import type { Product } from '../../src/page-api/site-model.ts';
import { toListingProduct } from '../../src/page-api/listing-product.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { listButtonsData } from '../../src/shared/list-buttons-data.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * "Save" (wishlist) and "Add to enquiry" (the list sent from /checkout/). They need the browser's
 * storage, so they stay hidden until the list-buttons island runs (CSS: .has-lists), and that
 * island draws them (src/client/lib/list-buttons-markup.ts): the page carries only this wrapper
 * with the product's data, not two buttons a card that no one without JavaScript sees. Their icons
 * are drawn by CSS (cards.css). The minimum order quantity (data-minimum) is where a new enquiry
 * line starts. Price, address and picture are what its line on /cart/ shows: the island keeps a
 * copy of them when the product is saved or added, so that page draws the line before the catalogue
 * has downloaded. They are taken from the catalogue's own record of the product (toListingProduct),
 * so the copy is what the catalogue will confirm. Without a product, the wrapper of the listing's
 * card template, whose data the listing island writes (listButtonsData).
 */
export function ListButtons({ product, href, className = 'list-buttons' }: { product?: Product; href?: string; className?: string }) {
  useStylesheet(import.meta.url, 'ProductCard.css');
  const { images, site } = usePage();
  return <div className={className} {...(product && listButtonsData(toListingProduct(product, images, site.paths, href)))} />;
}
