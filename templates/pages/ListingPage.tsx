import type { Category, Product, ProductList } from '../../src/page-api/site-model.ts';
import { usePage } from '../../src/page-api/page-context.ts';
import { priceFormatOf } from '../../src/shared/format-price.ts';
import { PAGE_SIZES, SORTS, type PriceRange } from '../../src/shared/listing-state.ts';
import type { ListingFacets as Facets } from '../../src/shared/listing-facets.ts';
import { whatsappLink } from '../../src/shared/whatsapp-link.ts';
import { fillWords } from '../../src/shared/fill-words.ts';
import { showing } from '../../src/shared/listing-words.ts';
import { hasCategorySidebar, type CategoryMode } from '../../src/shared/product-lists.ts';
import type { ListingSegment } from '../../src/shared/page-kinds.ts';
import { Icon } from '../components/Icon.tsx';
import { ExternalLink } from '../components/ExternalLink.tsx';
import { Island } from '../components/Island.tsx';
import { ListingFacetOptions, ListingFacets } from '../components/ListingFacets.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Pagination, PaginationTemplate } from '../components/Pagination.tsx';
import { ProductCard, ProductCardTemplate } from '../components/ProductCard.tsx';
import { TechniqueSlider } from '../components/TechniqueSlider.tsx';
import { FirstView } from '../../src/page-api/first-view.tsx';
import { useStylesheet } from '../../src/page-api/stylesheets.ts';
import { useFieldStyles } from '../components/Fields.tsx';

export interface ListingPageProps {
  segment: ListingSegment;
  title: string;
  /** The products of this static page only: a listing page must not grow with the catalogue. */
  products: readonly Product[];
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
  /** Categories with counts for the sidebar; empty for the single-category listings. */
  categories: readonly Category[];
  /** Per list in shared/product-lists.ts: street wear selects one category at a time; sports and all products toggle several. */
  categoryMode: CategoryMode;
  /** Whether the printing and embroidery sliders follow the listing (street wear). */
  techniqueSliders: boolean;
  lists: readonly (ProductList | 'shop')[];
  /** Cards link to /shop/{slug} on the shop listing. */
  hrefOf?: 'product' | 'shop';
  /** The price filter's range: the listing's cheapest and dearest product, in whole units of the currency. */
  prices: PriceRange;
  /** The colours, sizes, fabrics and decorations of the listing's products, counted (listing-facet-options.ts). */
  facets: Facets;
}

/**
 * The cards in the grid's first row, which is in the first view: three on a desktop, two on a phone.
 * Their pictures load at once.
 */
const FIRST_ROW = 3;

/**
 * The phone's first row, two cards of one size, whose pictures load first and are drawn as soon as
 * they arrive (priority). Either can be the largest paint: the columns are laid out in fractions of
 * a pixel, and the second came out 3 px² larger than the first in Chromium, so a second picture
 * loaded and drawn after the first set the page's largest paint 100–600 ms later.
 */
const PHONE_ROW = 2;

/**
 * A product listing. The HTML holds one page of cards and plain page links, so it works without
 * JavaScript; the product-listing island adds sorting, filters, search, page size and the grid or
 * list view, all kept in the address bar.
 */
export function ListingPage(props: ListingPageProps) {
  const { segment, title, page, techniqueSliders } = props;
  const { paths, labels } = usePage().site;
  return (
    <>
      {/* The whole listing is its first view: its filters are drawn and usable before the rest of the CSS arrives. */}
      <FirstView>
        <PageHeader
          title={title}
          trail={page > 1 ? [{ label: title, href: paths.listing(segment) }, { label: `${labels.page} ${page}` }] : [{ label: title }]}
        />
        <Listing {...props} />
      </FirstView>
      {techniqueSliders && (
        <>
          <TechniqueSlider kind="printing" headingLevel={2} />
          <TechniqueSlider kind="embroidery" headingLevel={2} />
        </>
      )}
    </>
  );
}

/** The filters, the grid and the page links, which the product-listing island enhances. */
function Listing(props: ListingPageProps) {
  useStylesheet(import.meta.url);
  const { segment, title, page, pageSize, categoryMode, lists, prices } = props;
  const { listingData, site } = usePage();
  const { paths, labels } = site;
  const sources = lists.map((list) => listingData.get(list)).filter((url): url is string => url !== undefined);
  return (
    <div className="container section">
      <Island
        name="product-listing"
        className="listing"
        props={{
          sources,
          base: paths.listing(segment),
          perPage: pageSize,
          page,
          categoryMode,
          prices,
          priceFormat: priceFormatOf(site.settings),
          title,
          phone: site.settings.phone,
        }}
      >
        <FilterBar />
        <div className="listing__backdrop" data-filters-backdrop hidden></div>
        <div className="listing__filters" id="listing-filters" data-filter-drawer>
          <div className="listing__drawer-head">
            <h2 id="listing-filters-title">{labels['filter-and-sort']}</h2>
            <button type="button" className="icon-button" aria-label={labels.close} data-filters-close>
              <Icon name="close" size={20} />
            </button>
          </div>
          <CategorySidebar {...props} />
          <ListingTools title={title} pageSize={pageSize} prices={prices} />
          <div className="listing__drawer-foot">
            <button type="button" className="button listing__done" data-filters-done>
              {fillWords(labels['show-results'], { count: props.total })}
            </button>
          </div>
        </div>
        <ListingResults {...props} />
      </Island>
    </div>
  );
}

/**
 * On a phone the filters and sorting wait behind one button, so the products come first
 * (filter-drawer.ts); the button is busy until the listing's script can open the panel.
 */
function FilterBar() {
  const { labels } = usePage().site;
  return (
    <div className="listing__bar">
      <button
        type="button"
        className="button button--outline listing__open"
        aria-controls="listing-filters"
        aria-expanded="false"
        aria-busy="true"
        disabled
        data-filters-open
      >
        <Icon name="filters" size={18} /> {labels['filter-and-sort']} <span className="listing__active-count" data-active-count hidden></span>
      </button>
      <ul className="listing__chips" aria-label={labels['filter-and-sort']} data-listing-chips hidden></ul>
    </div>
  );
}

/** The categories to filter by, or on a listing of one category a note of what it holds. */
function CategorySidebar({ title, total, categories, categoryMode, facets }: ListingPageProps) {
  const { labels } = usePage().site;
  const categoryFilter = hasCategorySidebar({ categoryMode });
  return (
    <aside className="listing__sidebar" aria-labelledby="listing-categories">
      <h2 id="listing-categories">{categoryFilter ? labels.categories : title}</h2>
      {categoryFilter && (
        <ul className="category-filter" data-toggle-group={categoryMode}>
          {categories.map((category) => (
            <li key={`${category.list}-${category.slug}`}>
              <button type="button" data-category={category.slug} aria-pressed="false" disabled data-early-toggle>
                <span>{category.name}</span> <span className="category-filter__count">({category.count})</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!categoryFilter && <p className="listing__note">{fillWords(labels['shop-note'], { count: total })}</p>}
      <ListingFacets facets={facets} />
    </aside>
  );
}

/** Search, price range, sort, page size and view: the form the island reads, which works as a plain search without it. */
function ListingTools({ title, pageSize, prices }: Pick<ListingPageProps, 'title' | 'pageSize' | 'prices'>) {
  useFieldStyles();
  const { site } = usePage();
  const { labels } = site;
  return (
    <form className="listing-tools" role="search" aria-label={`${labels['search-and-sort']} ${title}`} data-listing-tools>
      <div className="listing-tools__search">
        <label htmlFor="listing-search">{labels['search-products']}</label>
        <input id="listing-search" type="search" name="q" placeholder={labels['search-products-example']} autoComplete="off" />
      </div>
      <div className="listing-tools__price" role="group" aria-labelledby="listing-price-label">
        <span id="listing-price-label" className="listing-tools__label">{`${labels.price} (${site.settings.currency})`}</span>
        <div className="listing-tools__range">
          <label>
            <span className="visually-hidden">{labels['min-price']}</span>
            <input type="number" name="min" min={prices.min} max={prices.max} step="1" defaultValue={prices.min} inputMode="numeric" />
          </label>
          <span aria-hidden="true">{labels.to}</span>
          <label>
            <span className="visually-hidden">{labels['max-price']}</span>
            <input type="number" name="max" min={prices.min} max={prices.max} step="1" defaultValue={prices.max} inputMode="numeric" />
          </label>
        </div>
      </div>
      <div className="listing-tools__sort">
        <label htmlFor="listing-sort">{labels['sort-by']}</label>
        <select id="listing-sort" name="sort" defaultValue="default">
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {labels[`sort-${sort}`]}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-tools__per">
        <label htmlFor="listing-per">{labels.show}</label>
        <select id="listing-per" name="per" defaultValue={String(pageSize)}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size} {labels['per-page']}
            </option>
          ))}
        </select>
      </div>
      <div className="listing-tools__view" role="group" aria-label={labels.view} data-toggle-group="one">
        <button type="button" data-view="grid" aria-pressed="true" className="icon-button" aria-label={labels['grid-view']} disabled data-early-toggle>
          <Icon name="grid" size={20} />
        </button>
        <button type="button" data-view="list" aria-pressed="false" className="icon-button" aria-label={labels['list-view']} disabled data-early-toggle>
          <Icon name="list" size={20} />
        </button>
      </div>
    </form>
  );
}

/** The count, this page's cards, the blanks the island draws from, the empty state and the page links. */
function ListingResults({ segment, title, products, total, page, pageCount, pageSize, hrefOf = 'product', facets }: ListingPageProps) {
  const { paths, labels, settings } = usePage().site;
  const first = (page - 1) * pageSize + 1;
  return (
    <div className="listing__main">
      <p className="listing__count" aria-live="polite" data-listing-count>
        {showing(labels, products.length === 0 ? 0 : first, first + products.length - 1, total)}
      </p>
      <h2 className="visually-hidden">{labels.products}</h2>
      <div className="product-grid" data-listing-grid>
        {products.map((product, index) => (
          <ProductCard
            key={product.name}
            product={product}
            href={hrefOf === 'shop' ? paths.shopProduct(product.slug) : undefined}
            priority={index < PHONE_ROW}
            eager={index < FIRST_ROW}
          />
        ))}
      </div>
      {/* The cards and page links the island draws are copies of these (after the grid: no first-view bytes). */}
      <ProductCardTemplate />
      <PaginationTemplate label={title} />
      <ListingFacetOptions facets={facets} />
      <div className="listing-empty" data-listing-empty hidden>
        <img src={paths.asset('images/no-results.svg')} alt="" width={240} height={180} loading="lazy" />
        <p>{labels['no-product-found']}</p>
        <button type="button" className="button button--outline" data-listing-clear>
          {labels['clear-filters']}
        </button>
        {/* Shown when colours, sizes, fabrics or decorations are checked; the island writes them into the message. */}
        <div className="listing-empty__ask" hidden data-listing-ask>
          <ExternalLink href={whatsappLink(settings.phone)} className="button">
            {labels['ask-other-colours']}
          </ExternalLink>
        </div>
      </div>
      <div data-listing-pagination>
        <Pagination page={page} pageCount={pageCount} href={(number) => paths.listing(segment, number)} label={title} />
      </div>
      <div hidden data-listing-end></div>
    </div>
  );
}
