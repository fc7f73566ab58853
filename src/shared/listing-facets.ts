/**
 * The facets a listing filters by besides its categories, text and price. Each name is the
 * product's key in the card data, the key in the address (`?colour=navy&colour=white`) and the
 * facet's key among the owner's words, so one name follows a value from the spreadsheet to the URL.
 */
export const FACET_NAMES = ['colour', 'size', 'fabric', 'decoration'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

/** The checked values of each facet, as slugs; an empty list filters nothing. */
export type FacetSelection = Readonly<Record<FacetName, readonly string[]>>;

/**
 * A product's facet values in the card data: one string, the facets in FACET_NAMES order separated
 * by `|`, each facet's slugs by spaces, empty facets at the end left out:
 * `"royal-blue white|xs s m l xl|polyester-mesh|sublimation"`. One key, not one per facet or a list:
 * at 10,000 products that made the card data's gzip grow by 6% instead of 14% (a key per facet) and
 * the raw file by 22% instead of 33%, so the listing's first change waits less for it.
 */
export interface FacetValues {
  readonly facets?: string;
}

export const NO_FACETS: FacetSelection = { colour: [], size: [], fabric: [], decoration: [] };

/** How many values are checked across all facets. */
export function checkedCount(selection: FacetSelection): number {
  return FACET_NAMES.reduce((sum, name) => sum + selection[name].length, 0);
}

/** The slugs of each facet of a product, in FACET_NAMES order. */
export function valuesOf(product: FacetValues): string[][] {
  return FACET_NAMES.map((_, position) => product.facets?.split('|')[position]?.split(' ').filter(Boolean) ?? []);
}

/** The card data's string of a product's slugs per facet (FacetValues); undefined when it has none. */
export function joinFacetValues(values: Readonly<Record<FacetName, readonly string[]>>): string | undefined {
  const joined = FACET_NAMES.map((name) => values[name].join(' '))
    .join('|')
    .replace(/\|+$/, '');
  return joined === '' ? undefined : joined;
}

/** One value a listing's facet offers, as its page shows it before any filter: "Navy (4)". */
export interface FacetOption {
  readonly slug: string;
  /** As the owner wrote it first: "Royal Blue". */
  readonly name: string;
  /** How many products of the listing have it. */
  readonly count: number;
  /** The colour facet's one or two tones (`#1B2A4A/#FFFFFF`); none for an unknown colour and the other facets. */
  readonly swatch?: string;
}

/** A listing's facets that some product has values of, in FACET_NAMES order. */
export type ListingFacets = readonly { readonly name: FacetName; readonly options: readonly FacetOption[] }[];

/**
 * A listing's facets as the page carries them for the island (ListingFacets.tsx): each value as
 * `[slug, name, count]`, with its swatch last when it has one. Tuples, not objects: the same
 * values with their keys spelt out each time were a third larger.
 */
export type FacetData = readonly (readonly [FacetName, readonly FacetDatum[]])[];
export type FacetDatum = readonly [slug: string, name: string, count: number, swatch?: string];

export function facetData(facets: ListingFacets): FacetData {
  return facets.map(({ name, options }) => [
    name,
    options.map((option): FacetDatum => (option.swatch ? [option.slug, option.name, option.count, option.swatch] : [option.slug, option.name, option.count])),
  ]);
}

/** The facets again from what the page carries (the island's side of facetData). */
export function facetsFromData(data: FacetData): ListingFacets {
  return data.map(([name, options]) => ({
    name,
    options: options.map(([slug, written, count, swatch]) => ({ slug, name: written, count, ...(swatch ? { swatch } : {}) })),
  }));
}
