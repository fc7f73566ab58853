import { beforeAll, describe, expect, it } from 'vitest';
import { checkSite } from '../../src/build.ts';
import type { CheckResult } from '../../src/build/build-options.ts';
import { listingFacetOptions } from '../../src/listing/listing-facet-options.ts';
import { toListingProduct } from '../../src/listing/to-listing-product.ts';
import { SITE_FIXTURE } from '../helpers/fixture-site.ts';

/** What a listing's facets offer and what its card data carries for them, from the test site's products. */
describe('the facets of a listing', () => {
  let checked: CheckResult;
  beforeAll(async () => {
    checked = await checkSite({ contentDir: SITE_FIXTURE });
  }, 120_000);

  const optionsOf = (list: 'sports' | 'street' | 'safety') => {
    const { site } = checked;
    return Object.fromEntries(listingFacetOptions(site.productsByList[list], site.swatches).map(({ name, options }) => [name, options]));
  };

  it('offers every colour, size, fabric and decoration of its products, each counted', () => {
    const { site } = checked;
    const colours = optionsOf('sports').colour!;
    const royal = colours.find((option) => option.slug === 'royal-blue');
    expect(royal).toMatchObject({ name: 'Royal Blue', swatch: '#2450A6' });
    expect(royal!.count).toBe(site.productsByList.sports.filter((product) => product.colours.includes('Royal Blue')).length);
    // The owner's colours list overrides the built-in swatch.
    expect(colours.find((option) => option.slug === 'navy')?.swatch).toBe('#1B2A4A');
    // Most common first.
    expect(colours.map((option) => option.count)).toEqual(colours.map((option) => option.count).sort((a, b) => b - a));
    expect(optionsOf('sports').decoration!.map((option) => option.name)).toContain('Screen Printing');
  });

  it('puts sizes in the order of their scale: adult, then youth, then waists by number', () => {
    const sizes = optionsOf('sports').size!.map((option) => option.name);
    expect(sizes).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', 'YXS', 'YS', 'YM', 'YL', 'YXL', '28', '30', '32', '34', '36', '38', '40']);
  });

  it('leaves out a facet no product of the listing has values of', async () => {
    const { site } = checked;
    const bare = site.productsByList.safety.map((product) => ({ ...product, fabrics: [], decorations: [] }));
    expect(listingFacetOptions(bare, site.swatches).map((facet) => facet.name)).toEqual(['colour', 'size']);
  });

  it("gives each product's card data its values as slugs, in one string, with no empty facet at its end", () => {
    const { site } = checked;
    const kit = site.products.find((product) => product.name === 'TT-SU-001')!;
    const record = toListingProduct(kit, new Map(), site.paths);
    expect(record.facets).toBe('royal-blue white|xs s m l xl 2xl 3xl|100-polyester-interlock-160-gsm|sublimation');
    const plain = site.products.find((product) => product.decorations.length === 0)!;
    expect(toListingProduct(plain, new Map(), site.paths).facets).not.toMatch(/\|$/);
  });
});
