import type { Product } from '../content/site-model.ts';
import { findSwatch, type SwatchTable } from '../shared/colour-swatch.ts';
import { FACET_NAMES, type FacetName, type FacetOption, type ListingFacets } from '../shared/listing-facets.ts';
import { SIZE_SCALES } from '../shared/parse-sizes.ts';
import { productFacets } from './product-facets.ts';

/**
 * The facets of a listing as its pages offer them: every value some product of the listing has,
 * with how many have it. A facet no product has values of is left out, so a listing whose
 * products have no sizes shows no size filter. Sizes come in the order of their scale (XS before
 * 3XL, youth after adult, waists by number); the others most common first, then by name.
 */
export function listingFacetOptions(products: readonly Product[], swatches: SwatchTable): ListingFacets {
  const found = Object.fromEntries(FACET_NAMES.map((name) => [name, new Map<string, { name: string; count: number }>()])) as Record<
    FacetName,
    Map<string, { name: string; count: number }>
  >;
  for (const product of products) {
    const facets = productFacets(product);
    for (const name of FACET_NAMES) {
      for (const value of facets[name]) {
        const known = found[name].get(value.slug);
        if (known) known.count += 1;
        else found[name].set(value.slug, { name: value.name, count: 1 });
      }
    }
  }
  return FACET_NAMES.filter((name) => found[name].size > 0).map((name) => {
    const options: FacetOption[] = [...found[name]].map(([slug, { name: written, count }]) => {
      const swatch = name === 'colour' ? findSwatch(written, swatches) : undefined;
      return { slug, name: written, count, ...(swatch ? { swatch } : {}) };
    });
    return { name, options: options.sort(name === 'size' ? bySize : byCount) };
  });
}

function byCount(a: FacetOption, b: FacetOption): number {
  return b.count - a.count || a.name.localeCompare(b.name);
}

const SCALE_ORDER = Object.values(SIZE_SCALES).flat();

/** Scale sizes in scale order, then numbers, then any other size by name ("One size"). */
function sizeRank(size: string): [number, number] {
  const inScale = SCALE_ORDER.indexOf(size);
  if (inScale >= 0) return [0, inScale];
  return /^\d+$/.test(size) ? [1, Number(size)] : [2, 0];
}

function bySize(a: FacetOption, b: FacetOption): number {
  const [groupA, rankA] = sizeRank(a.name);
  const [groupB, rankB] = sizeRank(b.name);
  return groupA - groupB || rankA - rankB || a.name.localeCompare(b.name);
}
