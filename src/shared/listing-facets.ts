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
 * A product's facet values in the card data: the slugs of each facet joined by spaces, a key left
 * out when it has none. One string per facet, not a list: at 10,000 products the quotes and commas
 * of a list were most of what the facets added to the file.
 */
export type FacetValues = { readonly [name in FacetName]?: string };

export const NO_FACETS: FacetSelection = { colour: [], size: [], fabric: [], decoration: [] };

/** How many values are checked across all facets. */
export function checkedCount(selection: FacetSelection): number {
  return FACET_NAMES.reduce((sum, name) => sum + selection[name].length, 0);
}

/** The slugs of one facet of a product (`"royal-blue white"` → both). */
export function valuesOf(product: FacetValues, name: FacetName): string[] {
  const joined = product[name];
  return joined ? joined.split(' ') : [];
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
