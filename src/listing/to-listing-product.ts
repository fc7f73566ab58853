import type { ImageVariants } from '../assets/image-variants.ts';
import { type Product, slugify } from '../content/site-model.ts';
import type { ListingProduct } from '../shared/listing-state.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import { facetValues } from './product-facets.ts';

/** The card data of one product, as the listing island filters, sorts and draws it. */
export function toListingProduct(product: Product, images: ImageVariants, paths: SitePaths, href = paths.product(product.type, product.id)): ListingProduct {
  const image = images.get(product.image);
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
