import { describe, expect, it } from 'vitest';
import { applyFacets, buildFacetIndex, emptySet, addProduct, hasProduct } from '../../src/shared/facet-index.ts';
import { facetData, facetsFromData, joinFacetValues, NO_FACETS, type FacetSelection, type ListingFacets } from '../../src/shared/listing-facets.ts';
import { applyListingState, defaultState, queryFromState, stateFromQuery, type ListingProduct } from '../../src/shared/listing-state.ts';
import { askMessage } from '../../src/shared/listing-words.ts';

type Values = Partial<Record<'colour' | 'size' | 'fabric' | 'decoration', string>>;

/** A card with its facet values as the card data writes them (joinFacetValues). */
function product(name: string, { colour = '', size = '', fabric = '', decoration = '', ...fields }: Partial<ListingProduct> & Values = {}): ListingProduct {
  const split = (text: string) => text.split(' ').filter(Boolean);
  const facets = joinFacetValues({ colour: split(colour), size: split(size), fabric: split(fabric), decoration: split(decoration) });
  return {
    name,
    title: `Product ${name}`,
    label: 'Kits',
    category: 'Kits',
    categorySlug: 'kits',
    price: 20,
    rating: 4,
    popularity: 10,
    minimum: 15,
    href: `/product/${name}/`,
    image: { src: `/${name}.svg`, width: 800, height: 800, alt: name },
    ...(facets === undefined ? {} : { facets }),
    ...fields,
  };
}

// Navy: A, B, D; white: A, C; royal blue: C. XL: A, C, D. Polyester: A, B.
const PRODUCTS = [
  product('A', { colour: 'navy white', size: 's m l xl', fabric: 'polyester', decoration: 'sublimation' }),
  product('B', { colour: 'navy', size: 's m', fabric: 'polyester', categorySlug: 'hoodies' }),
  product('C', { colour: 'royal-blue white', size: 'xl 2xl', price: 40 }),
  product('D', { colour: 'navy', size: 'xl' }),
  product('E', {}),
];
const DEFAULTS = defaultState(24, { min: 0, max: 100 });
const names = (facets: Partial<FacetSelection>, change = {}) =>
  applyListingState(PRODUCTS, { ...DEFAULTS, ...change, facets: { ...NO_FACETS, ...facets } }).items.map((item) => item.name);
const countsOf = (facets: Partial<FacetSelection>, change = {}) =>
  applyListingState(PRODUCTS, { ...DEFAULTS, ...change, facets: { ...NO_FACETS, ...facets } }).counts;

describe('facet filtering', () => {
  it('shows every product when nothing is checked, those without values too', () => {
    expect(names({})).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('values of one facet are alternatives: two colours show the products in either', () => {
    expect(names({ colour: ['white'] })).toEqual(['A', 'C']);
    expect(names({ colour: ['navy', 'royal-blue'] })).toEqual(['A', 'B', 'C', 'D']);
  });

  it('facets combine: a size narrows the colours', () => {
    expect(names({ colour: ['navy', 'white'], size: ['xl'] })).toEqual(['A', 'C', 'D']);
    expect(names({ colour: ['navy', 'white'], size: ['xl'], fabric: ['polyester'] })).toEqual(['A']);
  });

  it('combines with the category, the text search and the price', () => {
    expect(names({ colour: ['navy'] }, { categories: ['kits'] })).toEqual(['A', 'D']);
    expect(names({ colour: ['white'] }, { maxPrice: 30 })).toEqual(['A']);
    expect(names({ colour: ['navy'] }, { query: 'product b' })).toEqual(['B']);
  });

  it('a value no product has shows nothing', () => {
    expect(names({ colour: ['purple'] })).toEqual([]);
  });
});

describe('facet counts', () => {
  it('count each value over every product before anything is checked', () => {
    const counts = countsOf({});
    expect(Object.fromEntries(counts.colour)).toEqual({ navy: 3, white: 2, 'royal-blue': 1 });
    expect(counts.size.get('xl')).toBe(3);
    expect(counts.decoration.get('sublimation')).toBe(1);
  });

  it('a facet counts its values under the other facets, not its own: what checking the value alone would add', () => {
    const counts = countsOf({ colour: ['white'], size: ['xl'] });
    // Colours under size XL: navy A and D, white A and C, royal blue C.
    expect(Object.fromEntries(counts.colour)).toEqual({ navy: 2, white: 2, 'royal-blue': 1 });
    // Sizes under white: A (s m l xl) and C (xl 2xl).
    expect(Object.fromEntries(counts.size)).toEqual({ s: 1, m: 1, l: 1, xl: 2, '2xl': 1 });
    // Fabric under both: only A is polyester.
    expect(counts.fabric.get('polyester')).toBe(1);
  });

  it('the counts follow the category, text and price too, and a value left with none counts 0', () => {
    const counts = countsOf({}, { categories: ['hoodies'] });
    expect(counts.colour.get('navy')).toBe(1);
    expect(counts.colour.get('white')).toBe(0);
  });

  it('the number of matches equals the count of the one checked value', () => {
    const counts = countsOf({ size: ['xl'] });
    expect(names({ size: ['xl'], colour: ['navy'] })).toHaveLength(counts.colour.get('navy')!);
  });
});

describe('the card data of the facets', () => {
  it('is one string, facets by |, values by spaces, the empty ones at the end left out', () => {
    expect(joinFacetValues({ colour: ['navy', 'white'], size: ['s', 'm'], fabric: [], decoration: [] })).toBe('navy white|s m');
    expect(joinFacetValues({ colour: [], size: [], fabric: [], decoration: ['embroidery'] })).toBe('|||embroidery');
    expect(joinFacetValues(NO_FACETS)).toBe(undefined);
  });
});

describe('the facet index', () => {
  it('holds one bit per product, across the 32-bit words', () => {
    const set = emptySet(70);
    addProduct(set, 0);
    addProduct(set, 33);
    addProduct(set, 69);
    expect([0, 1, 32, 33, 69].map((index) => hasProduct(set, index))).toEqual([true, false, false, true, true]);
  });

  it('at 10,000 products, filters and counts in well under 50 ms', () => {
    const colours = ['navy', 'white', 'black', 'red', 'royal-blue', 'grey', 'maroon'];
    const sizes = 'xs s m l xl 2xl 3xl'.split(' ');
    const many = Array.from({ length: 10_000 }, (_, index) =>
      product(`P${index}`, { colour: `${colours[index % 7]} ${colours[(index * 3) % 7]}`, size: sizes.slice(index % 3, 3 + (index % 5)).join(' ') }),
    );
    const index = buildFacetIndex(many);
    const base = emptySet(many.length).fill(0xffffffff);
    const started = performance.now();
    const result = applyFacets(index, base, { ...NO_FACETS, colour: ['navy', 'white'], size: ['xl'] });
    expect(performance.now() - started).toBeLessThan(50);
    expect(result.counts.colour.get('navy')).toBeGreaterThan(0);
  });
});

describe('facets in the address', () => {
  it('writes one key per checked value and reads them back', () => {
    const state = { ...DEFAULTS, facets: { ...NO_FACETS, colour: ['royal-blue', 'white'], size: ['xl'] } };
    const query = queryFromState(state, DEFAULTS);
    expect(query).toBe('?colour=royal-blue&colour=white&size=xl');
    expect(stateFromQuery(query, DEFAULTS)).toEqual(state);
  });

  it('drops what is not a slug and values given twice', () => {
    const state = stateFromQuery('?colour=navy&colour=navy&colour=%3Cscript%3E&size=XL&fabric=', DEFAULTS);
    expect(state.facets).toEqual({ ...NO_FACETS, colour: ['navy'] });
  });
});

describe('the WhatsApp message of an empty result', () => {
  it('names the listing and the checked values, facet by facet, in the owner’s words', () => {
    const words = {
      askMessage: 'Hello, I am looking for {listing} in {filters}. Can you make them?',
      facets: { colour: 'Colour', size: 'Size', fabric: 'Fabric', decoration: 'Decoration' },
    };
    const checked = [
      { name: 'colour', label: 'Royal Blue' },
      { name: 'colour', label: 'White' },
      { name: 'size', label: 'XL' },
    ] as const;
    expect(askMessage(words, 'Sports Wear', checked)).toBe('Hello, I am looking for Sports Wear in Colour: Royal Blue, White; Size: XL. Can you make them?');
  });
});

describe("a listing's facets as its page carries them", () => {
  it('are tuples with the swatch last when there is one, and come back as they were', () => {
    const facets: ListingFacets = [
      {
        name: 'colour',
        options: [
          { slug: 'navy', name: 'Navy', count: 4, swatch: '#1B2A4A' },
          { slug: 'club-hoops', name: 'Club Hoops', count: 1, swatch: '#0A7A3B/#FFFFFF' },
          { slug: 'moss', name: 'Moss', count: 2 },
        ],
      },
      { name: 'size', options: [{ slug: '2xl', name: '2XL', count: 3 }] },
    ];
    const data = facetData(facets);
    expect(data).toEqual([
      [
        'colour',
        [
          ['navy', 'Navy', 4, '#1B2A4A'],
          ['club-hoops', 'Club Hoops', 1, '#0A7A3B/#FFFFFF'],
          ['moss', 'Moss', 2],
        ],
      ],
      ['size', [['2xl', '2XL', 3]]],
    ]);
    expect(facetsFromData(JSON.parse(JSON.stringify(data)))).toEqual(facets);
  });
});
