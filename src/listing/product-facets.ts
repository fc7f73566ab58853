import type { Product } from '../content/site-model.ts';
import { colourKey } from '../shared/colour-swatch.ts';
import { type FacetName, type FacetValues, joinFacetValues } from '../shared/listing-facets.ts';
import { colourSlug } from '../shared/split-colours.ts';

/** A product's values of one facet, each with its address word and its name as the owner wrote it. */
export type NamedValue = { readonly slug: string; readonly name: string };

const known = new WeakMap<Product, Readonly<Record<FacetName, readonly NamedValue[]>>>();

/**
 * Colours are keyed as their swatches are (colourKey), so "Heather Gray" and "Heather Grey" are one
 * filter value; the other facets by their plain slug, so "Screen Printing" and "screen-printing" are.
 * Kept per product: every listing that holds a product, and its card data, ask for its values, and
 * a product a rebuild did not change is the same frozen object (site-model.ts).
 */
export function productFacets(product: Product): Readonly<Record<FacetName, readonly NamedValue[]>> {
  let facets = known.get(product);
  if (!facets) {
    const named = (names: readonly string[], slugOf: (name: string) => string) =>
      unique(names.map((name) => ({ slug: slugOf(name), name })).filter((value) => value.slug !== ''));
    facets = {
      colour: named(product.colours, colourKey),
      size: named(product.sizes, colourSlug),
      fabric: named(product.fabrics, colourSlug),
      decoration: named(product.decorations, colourSlug),
    };
    known.set(product, facets);
  }
  return facets;
}

function unique(values: NamedValue[]): NamedValue[] {
  const seen = new Set<string>();
  return values.filter((value) => !seen.has(value.slug) && seen.add(value.slug));
}

/** The card data's facet values of a product (listing-facets.ts says why one string); nothing when it has none. */
export function facetValues(product: Product): FacetValues {
  const facets = productFacets(product);
  const joined = joinFacetValues({
    colour: facets.colour.map((value) => value.slug),
    size: facets.size.map((value) => value.slug),
    fabric: facets.fabric.map((value) => value.slug),
    decoration: facets.decoration.map((value) => value.slug),
  });
  return joined === undefined ? {} : { facets: joined };
}
