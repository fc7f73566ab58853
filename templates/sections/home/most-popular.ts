import { byPopularity } from '../../../src/page-api/by-popularity.ts';
import { topBy } from '../../../src/shared/top-by.ts';

/**
 * The `count` products with the highest popularity score, most popular first; equal scores by
 * Article No (byPopularity), so the home page does not change when rows are moved or two scores tie.
 */
export function mostPopular<T extends { readonly popularity: number; readonly name: string }>(products: readonly T[], count: number): T[] {
  return topBy(products, count, byPopularity);
}
