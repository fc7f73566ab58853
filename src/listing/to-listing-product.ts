import type { ImageVariants } from '../assets/image-variants.ts';
import { type Product, slugify } from '../content/site-model.ts';
import type { ListingProduct } from '../shared/listing-state.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { facetValues } from './product-facets.ts';

type Made = { readonly image: unknown; readonly paths: SitePaths; readonly record: ListingProduct };

/** What each product's records were made from, by address; a product is dropped with the Site model it belongs to. */
const made = new WeakMap<Product, Map<string, Made>>();

/**
 * The card data of one product, as the listing island filters, sorts and draws it. The same
 * product and address give the same record: one made for the card data file, a listing card, the
 * product's own page or its size run serves the others (at 10,000 products they asked for 30,000).
 * Its picture is looked up every time, so a page that shows it records that it did.
 */
export function toListingProduct(product: Product, images: ImageVariants, paths: SitePaths, href = paths.product(product.type, product.id)): ListingProduct {
  const image = images.get(product.image);
  let byHref = made.get(product);
  if (!byHref) {
    byHref = new Map();
    made.set(product, byHref);
  }
  const known = byHref.get(href);
  if (known && known.image === image && known.paths === paths) return known.record;
  const record = listingProductOf(product, image, paths, href);
  byHref.set(href, { image, paths, record });
  return record;
}

function listingProductOf(product: Product, image: ReturnType<ImageVariants['get']>, paths: SitePaths, href: string): ListingProduct {
  return {
    name: product.name,
    title: product.title,
    label: product.label,
    category: product.category,
    categorySlug: slugify(product.category),
    price: product.price,
    ...(product.prevPrice !== undefined && product.prevPrice > product.price ? { prevPrice: product.prevPrice } : {}),
    rating: product.rating,
    popularity: product.popularity,
    minimum: product.quantity,
    href,
    image: {
      src: image?.src ?? paths.asset(product.image),
      ...(image?.sources.length ? { sources: image.sources } : {}),
      width: image?.width ?? 800,
      height: image?.height ?? 800,
      alt: `${product.title}, ${product.color}`,
    },
    ...facetValues(product),
  };
}
