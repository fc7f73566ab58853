/**
 * The `count` products with the highest popularity score, most popular first. Products with equal
 * scores keep their catalogue order (Array.prototype.sort is stable since ES2019), so the home page
 * does not reshuffle when two scores tie.
 */
export function mostPopular<T extends { readonly popularity: number }>(products: readonly T[], count: number): T[] {
  return [...products].sort((a, b) => b.popularity - a.popularity).slice(0, count);
}
