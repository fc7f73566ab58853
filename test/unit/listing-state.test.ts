import { describe, expect, it } from 'vitest';
import {
  applyListingState,
  defaultState,
  filterProducts,
  pageWindow,
  priceRange,
  queryFromState,
  sortProducts,
  stateFromQuery,
  type ListingProduct,
  type ListingState,
} from '../../src/shared/listing-state.ts';

function product(name: string, fields: Partial<ListingProduct> = {}): ListingProduct {
  return {
    name,
    title: `Product ${name}`,
    label: 'Custom',
    category: 'Hoodies',
    categorySlug: 'hoodies',
    price: 20,
    rating: 4,
    popularity: 10,
    minimum: 25,
    href: `/product/${name}/`,
    image: { src: `/${name}.svg`, width: 800, height: 800, alt: name },
    ...fields,
  };
}

const RANGE = { min: 5, max: 1451 };
const DEFAULTS = defaultState(24, RANGE);

describe('the price range of a listing', () => {
  it('is the cheapest and dearest price, rounded out to whole dollars', () => {
    expect(priceRange([18.5, 12.25, 40])).toEqual({ min: 12, max: 40 });
    expect(priceRange([9.99, 1450.01])).toEqual({ min: 9, max: 1451 });
    expect(priceRange([7])).toEqual({ min: 7, max: 7 });
  });

  it('has no ceiling of its own: a product above 1,000 is inside it', () => {
    expect(priceRange([14, 1450, 2999.5]).max).toBe(3000);
  });

  it('offers 0 to 0 for an empty listing and ignores prices that are not numbers', () => {
    expect(priceRange([])).toEqual({ min: 0, max: 0 });
    expect(priceRange([Number.NaN, Number.POSITIVE_INFINITY])).toEqual({ min: 0, max: 0 });
    expect(priceRange([Number.NaN, 30])).toEqual({ min: 30, max: 30 });
  });

  it('takes any iterable, such as a generator over the products', () => {
    function* prices() {
      yield 3.4;
      yield 8.6;
    }
    expect(priceRange(prices())).toEqual({ min: 3, max: 9 });
  });

  it('keeps a product priced above 1,000 listed, first when sorted by price, and through any price in the address', () => {
    const products = [product('TT-SU-001', { price: 14 }), product('TT-SU-002', { price: 1450.5 }), product('TT-SU-003', { price: 120 })];
    const defaults = defaultState(12, priceRange(products.map((item) => item.price)));
    expect(applyListingState(products, defaults).total).toBe(3);
    expect(applyListingState(products, stateFromQuery('?sort=price-desc', defaults)).items[0]!.name).toBe('TT-SU-002');
    // An address that asks for more than the range is held to the range, which includes it.
    const asked = stateFromQuery('?max=99999', defaults);
    expect(asked.maxPrice).toBe(1451);
    expect(applyListingState(products, asked).total).toBe(3);
  });
});

describe('the listing state in the address', () => {
  it('an untouched listing has a clean address, and the defaults come back from it', () => {
    expect(queryFromState(DEFAULTS, DEFAULTS)).toBe('');
    expect(stateFromQuery('', DEFAULTS)).toEqual(DEFAULTS);
    expect(stateFromQuery('?', DEFAULTS)).toEqual(DEFAULTS);
  });

  it('round-trips every part, in a fixed order', () => {
    const state: ListingState = {
      view: 'list',
      sort: 'price-asc',
      perPage: 48,
      page: 3,
      categories: ['hoodies', 't-shirts'],
      query: 'fleece & co #1',
      minPrice: 10,
      maxPrice: 40,
      facets: { colour: ['royal-blue', 'white'], size: ['xl'], fabric: [], decoration: ['screen-printing'] },
    };
    const query = queryFromState(state, DEFAULTS);
    expect(query).toBe(
      '?view=list&sort=price-asc&per=48&cat=hoodies%2Ct-shirts&colour=royal-blue&colour=white&size=xl&decoration=screen-printing&q=fleece%20%26%20co%20%231&min=10&max=40&page=3',
    );
    expect(stateFromQuery(query, DEFAULTS)).toEqual(state);
  });

  it("writes only what differs from the defaults (the listing's own page size and price range)", () => {
    expect(queryFromState({ ...DEFAULTS, perPage: 24, minPrice: RANGE.min, maxPrice: RANGE.max }, DEFAULTS)).toBe('');
    expect(queryFromState({ ...DEFAULTS, maxPrice: 1000 }, DEFAULTS)).toBe('?max=1000');
    // A search of spaces is no search; page 1 is not written.
    expect(queryFromState({ ...DEFAULTS, query: '   ', page: 1 }, DEFAULTS)).toBe('');
  });

  it('gives every missing or invalid value its default', () => {
    const state = stateFromQuery('?view=table&sort=cheapest&per=13&page=abc&min=&max=lots&cat=,,', DEFAULTS);
    expect(state).toEqual(DEFAULTS);
    expect(stateFromQuery('?per=100', DEFAULTS).perPage).toBe(100);
    expect(stateFromQuery('?per=0', DEFAULTS).perPage).toBe(24);
  });

  it('holds the page to 1 or more, as a whole number', () => {
    expect(stateFromQuery('?page=0', DEFAULTS).page).toBe(1);
    expect(stateFromQuery('?page=-4', DEFAULTS).page).toBe(1);
    expect(stateFromQuery('?page=2.7', DEFAULTS).page).toBe(2);
    expect(stateFromQuery('?page=1e9', DEFAULTS).page).toBe(100_000);
    // The page from the path (/sports-ware/page/3/) is the default an empty query keeps.
    expect(stateFromQuery('', { ...DEFAULTS, page: 3 }).page).toBe(3);
  });

  it("holds prices to the listing's range", () => {
    expect(stateFromQuery('?min=-50&max=99999', DEFAULTS)).toMatchObject({ minPrice: RANGE.min, maxPrice: RANGE.max });
    expect(stateFromQuery('?min=12.5&max=30', DEFAULTS)).toMatchObject({ minPrice: 12.5, maxPrice: 30 });
    // Not a finite number: the default.
    expect(stateFromQuery('?min=Infinity', DEFAULTS).minPrice).toBe(RANGE.min);
  });

  it('trims category slugs, drops empty ones, and cuts a search to 100 characters', () => {
    expect(stateFromQuery('?cat=%20hoodies%20,,t-shirts,', DEFAULTS).categories).toEqual(['hoodies', 't-shirts']);
    expect(stateFromQuery(`?q=${'a'.repeat(150)}`, DEFAULTS).query).toHaveLength(100);
    // URLSearchParams reads + as a space, as forms write it.
    expect(stateFromQuery('?q=polo+shirt', DEFAULTS).query).toBe('polo shirt');
  });
});

describe('filtering', () => {
  const products = [
    product('TT-SU-001', { title: 'Fleece Hoodie', category: 'Hoodies', categorySlug: 'hoodies', price: 30 }),
    product('TT-SU-002', { title: 'Crème Polo', category: 'Polo Shirts', categorySlug: 'polo-shirts', price: 12, label: 'Sale' }),
    product('TT-SF-003', { title: 'Mesh Vest', category: 'Safety Vests', categorySlug: 'safety-vests', price: 8 }),
  ];
  const names = (list: readonly ListingProduct[]) => list.map((item) => item.name);

  it('by categories, any of them', () => {
    expect(names(filterProducts(products, { ...DEFAULTS, categories: ['hoodies', 'safety-vests'] }))).toEqual(['TT-SU-001', 'TT-SF-003']);
    expect(names(filterProducts(products, { ...DEFAULTS, categories: ['unknown'] }))).toEqual([]);
  });

  it('by price, both ends included', () => {
    expect(names(filterProducts(products, { ...DEFAULTS, minPrice: 12, maxPrice: 30 }))).toEqual(['TT-SU-001', 'TT-SU-002']);
    expect(names(filterProducts(products, { ...DEFAULTS, minPrice: 31, maxPrice: 20 }))).toEqual([]);
  });

  it('by every word of the search, in any case and without accents, over title, label, category and Article No', () => {
    expect(names(filterProducts(products, { ...DEFAULTS, query: 'creme' }))).toEqual(['TT-SU-002']);
    expect(names(filterProducts(products, { ...DEFAULTS, query: '  POLO   sale ' }))).toEqual(['TT-SU-002']);
    expect(names(filterProducts(products, { ...DEFAULTS, query: 'tt-sf' }))).toEqual(['TT-SF-003']);
    expect(names(filterProducts(products, { ...DEFAULTS, query: 'vests' }))).toEqual(['TT-SF-003']);
    expect(names(filterProducts(products, { ...DEFAULTS, query: 'hoodie polo' }))).toEqual([]);
  });
});

describe('sorting', () => {
  const products = [
    product('A-1', { price: 20, rating: 3, popularity: 5 }),
    product('B-2', { price: 10, rating: 5, popularity: 5 }),
    product('C-3', { price: 20, rating: 5, popularity: 9 }),
  ];
  const order = (sort: Parameters<typeof sortProducts>[1]) => sortProducts(products, sort).map((item) => item.name);

  it('by each order, ties keeping the content order', () => {
    expect(order('default')).toEqual(['A-1', 'B-2', 'C-3']);
    expect(order('price-asc')).toEqual(['B-2', 'A-1', 'C-3']);
    expect(order('price-desc')).toEqual(['A-1', 'C-3', 'B-2']);
    expect(order('rating')).toEqual(['B-2', 'C-3', 'A-1']);
    expect(order('popularity')).toEqual(['C-3', 'A-1', 'B-2']);
  });

  it('sorts a copy and leaves the list as it was', () => {
    const before = products.map((item) => item.name);
    sortProducts(products, 'price-asc');
    expect(products.map((item) => item.name)).toEqual(before);
  });
});

describe('pages', () => {
  const many = Array.from({ length: 30 }, (_, index) => product(`TT-SU-${String(index + 1).padStart(3, '0')}`));

  it('cuts the matching products into pages and holds a page past the end to the last one', () => {
    const state = { ...DEFAULTS, perPage: 12 };
    expect(applyListingState(many, state)).toMatchObject({ total: 30, page: 1, pageCount: 3 });
    const last = applyListingState(many, { ...state, page: 9 });
    expect(last.page).toBe(3);
    expect(last.items.map((item) => item.name)).toEqual(many.slice(24).map((item) => item.name));
  });

  it('an empty result is one empty page', () => {
    expect(applyListingState(many, { ...DEFAULTS, query: 'nothing like this' })).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
    expect(applyListingState([], DEFAULTS)).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('shows the first, the last and two either side of the current page, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    // A gap of a single page shows that page: an ellipsis would take its place and hide it.
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, null, 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
