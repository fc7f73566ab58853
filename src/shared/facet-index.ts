import { FACET_NAMES, type FacetName, type FacetSelection, type FacetValues, valuesOf } from './listing-facets.ts';

/**
 * Facet filtering and counting over bitsets, one bit per product in the listing's order. The card
 * data's value strings are split once, when the data arrives; a click then costs a few thousand
 * word operations however many products the listing has (10,000 products are 313 words a set),
 * where splitting and comparing strings for every product and value on every click would not.
 */
export type ProductSet = Uint32Array;

export interface FacetIndex {
  readonly productCount: number;
  /** Per facet, the products that have each value. */
  readonly values: Readonly<Record<FacetName, ReadonlyMap<string, ProductSet>>>;
}

export interface FacetResult {
  /** The products in the base set that pass every facet: values of one facet are alternatives, facets combine. */
  readonly matches: ProductSet;
  /**
   * Per facet, per value, the products it would show with the other facets' choices (and the
   * base) applied, its own facet's ignored: what the buyer gets by checking that value alone.
   */
  readonly counts: Readonly<Record<FacetName, ReadonlyMap<string, number>>>;
}

export function emptySet(productCount: number): ProductSet {
  return new Uint32Array((productCount + 31) >>> 5);
}

export function addProduct(set: ProductSet, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31);
}

export function hasProduct(set: ProductSet, index: number): boolean {
  return (set[index >>> 5]! & (1 << (index & 31))) !== 0;
}

/** How many products two sets share: the bits set in each word of both (Hacker's Delight, 5-2), summed. */
function countShared(a: ProductSet, b: ProductSet): number {
  let total = 0;
  for (let position = 0; position < a.length; position += 1) {
    let word = a[position]! & b[position]!;
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    total += Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}

const indexes = new WeakMap<readonly FacetValues[], FacetIndex>();

/** The index of a listing's products, made once per list of products (the island keeps its list). */
export function facetIndexOf(products: readonly FacetValues[]): FacetIndex {
  let index = indexes.get(products);
  if (!index) {
    index = buildFacetIndex(products);
    indexes.set(products, index);
  }
  return index;
}

export function buildFacetIndex(products: readonly FacetValues[]): FacetIndex {
  const values = Object.fromEntries(FACET_NAMES.map((name) => [name, new Map<string, ProductSet>()])) as Record<FacetName, Map<string, ProductSet>>;
  products.forEach((product, position) => {
    valuesOf(product).forEach((slugs, facet) => {
      const sets = values[FACET_NAMES[facet]!];
      for (const slug of slugs) {
        let set = sets.get(slug);
        if (!set) sets.set(slug, (set = emptySet(products.length)));
        addProduct(set, position);
      }
    });
  });
  return { productCount: products.length, values };
}

/** The products with any of the checked values; undefined when none is checked (the facet filters nothing). */
function unionOf(index: FacetIndex, name: FacetName, checked: readonly string[]): ProductSet | undefined {
  if (checked.length === 0) return undefined;
  const union = emptySet(index.productCount);
  for (const slug of checked) {
    const set = index.values[name].get(slug);
    if (set) for (let word = 0; word < union.length; word += 1) union[word]! |= set[word]!;
  }
  return union;
}

function intersection(base: ProductSet, sets: readonly (ProductSet | undefined)[]): ProductSet {
  const result = base.slice();
  for (const set of sets) {
    if (set) for (let word = 0; word < result.length; word += 1) result[word]! &= set[word]!;
  }
  return result;
}

/** Applies the checked values to the products of `base` (those the category, text and price let through), and counts each value. */
export function applyFacets(index: FacetIndex, base: ProductSet, selection: FacetSelection): FacetResult {
  const unions = FACET_NAMES.map((name) => unionOf(index, name, selection[name]));
  const counts = {} as Record<FacetName, Map<string, number>>;
  FACET_NAMES.forEach((name, position) => {
    const others = intersection(
      base,
      unions.filter((_, other) => other !== position),
    );
    const facetCounts = new Map<string, number>();
    for (const [slug, set] of index.values[name]) facetCounts.set(slug, countShared(others, set));
    counts[name] = facetCounts;
  });
  return { matches: intersection(base, unions), counts };
}
