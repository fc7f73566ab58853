import { byPopularity } from './by-popularity.ts';

/** As many as the home page's Best Products slider was designed for: a row of four and one to slide to. */
export const BEST_PRODUCTS_COUNT = 5;

interface Candidate {
  readonly featured: boolean;
  readonly rating: number;
  readonly popularity: number;
  readonly name: string;
}

/**
 * The home page's Best Products, as the `featured` column of the product lists documents it: the
 * products marked featured, most popular first (equal scores by Article No), at most five. With
 * none marked, the five best rated (equal ratings: the more popular, then by Article No), so a
 * catalogue from before the column still shows its best. The rows' order never counts.
 */
export function pickBestProducts<T extends Candidate>(products: readonly T[]): T[] {
  const featured = products.filter((product) => product.featured);
  if (featured.length > 0) return featured.sort(byPopularity).slice(0, BEST_PRODUCTS_COUNT);
  return [...products].sort((a, b) => b.rating - a.rating || byPopularity(a, b)).slice(0, BEST_PRODUCTS_COUNT);
}
