import { cp } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/content/site-model.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders, SITE_FIXTURE, setCell, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

const HOME_PAGES = ['index.html', 'home-2/index.html', 'home-3/index.html'];

/** The Article Nos of the "Popular products" grid, in the order shown. */
function popularGrid(html: string): string[] {
  const start = html.indexOf('class="product-grid popular-grid"');
  expect(start, 'the page has a popular-products grid').toBeGreaterThan(-1);
  const grid = html.slice(start, html.indexOf('<p class="section__more">', start));
  return [...grid.matchAll(/class="product-card__code">Article No: ([^<]+)</g)].map((match) => match[1]!);
}

/** Highest popularity first; equal scores by Article No (the sample's are all alike: TT-XX-000). */
function expectedPopular(products: readonly Product[]): { name: string; list: string; popularity: number }[] {
  return products
    .map((product) => ({ name: product.name, list: product.list, popularity: product.popularity }))
    .sort((a, b) => (a.popularity !== b.popularity ? b.popularity - a.popularity : a.name < b.name ? -1 : 1));
}

async function expectPopularGrid(built: BuiltSite): Promise<ReturnType<typeof expectedPopular>> {
  const ranked = expectedPopular(built.result.site.products);
  for (const page of HOME_PAGES) expect(popularGrid(await built.read(page)), page).toEqual(ranked.slice(0, 4).map((entry) => entry.name));
  return ranked;
}

describe("the home page's popular products", () => {
  it('lists the four products with the highest popularity column of the whole catalogue, on every layout', async () => {
    const built = await testSiteBuild({ search: false });
    const ranked = await expectPopularGrid(built);
    // The sample's top four come from more than one list, so a selection made within one list fails here.
    expect(new Set(ranked.slice(0, 4).map((entry) => entry.list)).size).toBeGreaterThan(1);
  }, 120_000);

  it('breaks ties by Article No, never by list or row, also at the fourth place', async () => {
    const content = await tempDir('site-popular-ties-');
    await cp(SITE_FIXTURE, content, { recursive: true });
    // TT-SF-002 (safety, last list) ties the top street product; TT-TS-002 (street) ties TT-SF-001 (safety) for the fourth place.
    await setCell(content, 'products/safety.csv', 3, 'popularity', '95');
    await setCell(content, 'products/street.csv', 3, 'popularity', '88');
    const built = await buildInto(content, { search: false });
    const ranked = await expectPopularGrid(built);
    expect(ranked.slice(0, 5).map((entry) => entry.name)).toEqual(['TT-SF-002', 'TT-TE-001', 'TT-HO-001', 'TT-SF-001', 'TT-TS-002']);
  }, 120_000);
});
