import type { Product } from '../../src/page-api/site-model.ts';
import { toListingProduct } from '../../src/page-api/listing-product.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { listButtonsData } from '../../src/shared/list-buttons-data.ts';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';

/**
 * "Save" (wishlist) and "Add to enquiry" (the list sent from /checkout/). They need the browser's
 * storage, so they work once the chrome's list-buttons island runs, which names them after the
 * product (src/client/lib/list-buttons-markup.ts). The server writes them with the owner's words
 * and nothing of the product, the same two buttons on every card (gzip keeps a listing's copies to
 * a few bytes each): where scripts run they hold their place from the first paint, unseen until the
 * island runs, so the cards do not grow when it does; without scripts they are not there
 * (ListButtons.css). Their icons are drawn by CSS. The wrapper carries the product's data: the
 * minimum order quantity (data-minimum) is where a new enquiry line starts; price, address and
 * picture are what its line on /cart/ shows: the island keeps a copy of them when the product is
 * saved or added, so that page draws the line before the catalogue has downloaded. They are taken
 * from the catalogue's own record of the product (toListingProduct), so the copy is what the
 * catalogue will confirm. Without a product, the wrapper of the listing's card template, whose data
 * the listing island writes (listButtonsData).
 */
export function ListButtons({ product, href, className = 'list-buttons' }: { product?: Product; href?: string; className?: string }) {
  useStylesheet(import.meta.url);
  const { images, site } = usePage();
  return (
    <div className={className} {...(product && listButtonsData(toListingProduct(product, images, site.paths, href)))}>
      <button type="button" className="list-button" data-list-action="save" aria-pressed="false">
        {site.labels.save}
      </button>
      <button type="button" className="list-button list-button--add" data-list-action="add" aria-pressed="false">
        {site.labels['add-to-enquiry']}
      </button>
    </div>
  );
}
