import { addProduct, applyFacets, emptySet, facetIndexOf, hasProduct } from './facet-index.ts';
import { FACET_NAMES, type FacetName, type FacetSelection, type FacetValues, NO_FACETS } from './listing-facets.ts';

/**
 * The state of a product listing (view, sorting, page size, page, categories, search, price) and
 * the pure functions that apply it. The same code runs in the listing island and in the tests,
 * and the state round-trips through the URL query string so a filtered listing can be shared.
 */
export const SORTS = ['default', 'popularity', 'rating', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZES = [12, 24, 48, 100] as const;

/**
 * The prices a listing's filter offers: its cheapest and dearest product, rounded out to whole
 * units of the site's currency. It comes from the catalogue, never from a constant: a fixed ceiling once hid every
 * product priced above it as soon as the listing island ran.
 */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
}

/** The range of the given prices, rounded out to whole units; an empty listing offers 0 to 0. */
export function priceRange(prices: Iterable<number>): PriceRange {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const price of prices) {
    if (!Number.isFinite(price)) continue;
    if (price < min) min = price;
    if (price > max) max = price;
  }
  if (min > max) return { min: 0, max: 0 };
  return { min: Math.max(0, Math.floor(min)), max: Math.ceil(max) };
}

export interface ListingState {
  view: 'grid' | 'list';
  sort: Sort;
  perPage: number;
  page: number;
  /** Category slugs; empty means all. */
  categories: string[];
  query: string;
  minPrice: number;
  maxPrice: number;
  /** The checked colours, sizes, fabrics and decorations, as slugs. */
  facets: FacetSelection;
}

/** What the island needs of a product; the order of the array is the content's order. */
export interface ListingProduct extends FacetValues {
  readonly name: string;
  readonly title: string;
  readonly label: string;
  readonly category: string;
  readonly categorySlug: string;
  readonly price: number;
  readonly prevPrice?: number;
  readonly rating: number;
  readonly popularity: number;
  /** Minimum order quantity in pieces: where an enquiry line for the product starts. */
  readonly minimum: number;
  readonly href: string;
  /**
   * sources: a photo's AVIF and WebP variants (none for a drawing), so a card drawn in the browser is
   * the server's <picture> and loads the same card-sized file.
   */
  readonly image: {
    readonly src: string;
    readonly sources?: readonly { readonly type: string; readonly srcset: string }[];
    readonly width: number;
    readonly height: number;
    readonly alt: string;
  };
}

/** The untouched listing: every product of the listing's price range, in the content's order. */
export function defaultState(perPage: number, prices: PriceRange): ListingState {
  return { view: 'grid', sort: 'default', perPage, page: 1, categories: [], query: '', minPrice: prices.min, maxPrice: prices.max, facets: NO_FACETS };
}

function clampNumber(value: string | null, fallback: number, min: number, max: number): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

/**
 * Reads the state from a query string; anything missing or invalid takes its default, and prices
 * are held within the range of the defaults (the listing's own range).
 */
export function stateFromQuery(search: string, defaults: ListingState): ListingState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const perPage = Number(params.get('per'));
  return {
    view: params.get('view') === 'list' ? 'list' : 'grid',
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : defaults.sort,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaults.perPage,
    page: Math.floor(clampNumber(params.get('page'), defaults.page, 1, 100_000)),
    categories: (params.get('cat') ?? '')
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
    query: (params.get('q') ?? '').slice(0, 100),
    minPrice: clampNumber(params.get('min'), defaults.minPrice, defaults.minPrice, defaults.maxPrice),
    maxPrice: clampNumber(params.get('max'), defaults.maxPrice, defaults.minPrice, defaults.maxPrice),
    facets: facetsFromQuery(params),
  };
}

/** A facet value in the address is a slug; anything else (or a value given twice) is dropped. */
const FACET_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function facetsFromQuery(params: URLSearchParams): FacetSelection {
  const read = (name: FacetName) => [...new Set(params.getAll(name).filter((slug) => FACET_SLUG.test(slug)))].slice(0, 50);
  return { colour: read('colour'), size: read('size'), fabric: read('fabric'), decoration: read('decoration') };
}

/** Writes only what differs from the defaults, so an untouched listing keeps a clean address. */
export function queryFromState(state: ListingState, defaults: ListingState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${key}=${encodeURIComponent(value)}`);
  if (state.view !== defaults.view) add('view', state.view);
  if (state.sort !== defaults.sort) add('sort', state.sort);
  if (state.perPage !== defaults.perPage) add('per', String(state.perPage));
  if (state.categories.length > 0) add('cat', state.categories.join(','));
  // One key per value (`colour=navy&colour=white`), as HTML forms write a group of checkboxes.
  for (const name of FACET_NAMES) for (const slug of state.facets[name]) add(name, slug);
  if (state.query.trim() !== '') add('q', state.query);
  if (state.minPrice !== defaults.minPrice) add('min', String(state.minPrice));
  if (state.maxPrice !== defaults.maxPrice) add('max', String(state.maxPrice));
  if (state.page > 1) add('page', String(state.page));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** Each product's searchable text, normalised once: at 10,000 products normalising on every keystroke cost tens of ms. */
const searchTexts = new WeakMap<ListingProduct, string>();
function searchText(product: ListingProduct): string {
  let text = searchTexts.get(product);
  if (text === undefined) {
    text = normalise(`${product.title} ${product.label} ${product.category} ${product.name}`);
    searchTexts.set(product, text);
  }
  return text;
}

/** Filters by category, search text (title, label, category, Article No) and price; the facets apart (applyListingState). */
export function filterProducts(products: readonly ListingProduct[], state: ListingState): ListingProduct[] {
  return products.filter(productFilter(state));
}

function productFilter(state: ListingState): (product: ListingProduct) => boolean {
  const words = normalise(state.query).split(/\s+/).filter(Boolean);
  const categories = new Set(state.categories);
  return (product) => {
    if (categories.size > 0 && !categories.has(product.categorySlug)) return false;
    if (product.price < state.minPrice || product.price > state.maxPrice) return false;
    if (words.length === 0) return true;
    const haystack = searchText(product);
    return words.every((word) => haystack.includes(word));
  };
}

/** Sorts a copy; ties keep the content's order (Array.prototype.sort is stable). */
export function sortProducts(products: readonly ListingProduct[], sort: Sort): ListingProduct[] {
  const sorted = [...products];
  switch (sort) {
    case 'popularity':
      return sorted.sort((a, b) => b.popularity - a.popularity);
    case 'rating':
      return sorted.sort((a, b) => b.rating - a.rating);
    case 'price-asc':
      return sorted.sort((a, b) => a.price - b.price);
    case 'price-desc':
      return sorted.sort((a, b) => b.price - a.price);
    default:
      return sorted;
  }
}

export interface ListingPage {
  readonly items: ListingProduct[];
  readonly total: number;
  readonly page: number;
  readonly pageCount: number;
  /** Per facet, per value, how many products checking it alone would show (facet-index.ts). */
  readonly counts: FacetCounts;
}

export type FacetCounts = ReturnType<typeof applyFacets>['counts'];

export function applyListingState(products: readonly ListingProduct[], state: ListingState): ListingPage {
  const passes = productFilter(state);
  const base = emptySet(products.length);
  products.forEach((product, position) => {
    if (passes(product)) addProduct(base, position);
  });
  const { matches, counts } = applyFacets(facetIndexOf(products), base, state.facets);
  // Filtering before sorting keeps the sort to the matching products only.
  const matching = sortProducts(
    products.filter((_, position) => hasProduct(matches, position)),
    state.sort,
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / state.perPage));
  const page = Math.min(state.page, pageCount);
  return { items: matching.slice((page - 1) * state.perPage, page * state.perPage), total: matching.length, page, pageCount, counts };
}

/** Page numbers to show: first, last, and two either side of the current one; null is a gap of two pages or more. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // An ellipsis stands for two pages or more: one left out is shown instead, as it takes the same room.
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}
