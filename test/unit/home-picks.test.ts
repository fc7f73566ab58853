import { describe, expect, it } from 'vitest';
import { inOwnerOrder } from '../../src/content/in-owner-order.ts';
import { pickBestProducts } from '../../src/content/pick-best-products.ts';
import { pickHomeServices } from '../../src/content/pick-home-services.ts';

const product = (name: string, { featured = false, rating = 4, popularity = 50 } = {}) => ({ name, featured, rating, popularity });
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

describe('pickBestProducts', () => {
  it('shows the featured products, most popular first, equal scores by Article No, at most five', () => {
    const catalogue = [
      product('TT-A-001', { featured: true, popularity: 40 }),
      product('TT-B-001', { popularity: 99, rating: 5 }),
      product('TT-C-002', { featured: true, popularity: 70 }),
      product('TT-C-001', { featured: true, popularity: 70 }),
      product('TT-D-001', { featured: true, popularity: 10 }),
      product('TT-E-001', { featured: true, popularity: 20 }),
      product('TT-F-001', { featured: true, popularity: 5 }),
    ];
    expect(names(pickBestProducts(catalogue))).toEqual(['TT-C-001', 'TT-C-002', 'TT-A-001', 'TT-E-001', 'TT-D-001']);
    expect(names(pickBestProducts([...catalogue].reverse()))).toEqual(names(pickBestProducts(catalogue)));
  });

  it('shows only the featured ones when fewer than five are marked', () => {
    expect(names(pickBestProducts([product('TT-A-001', { rating: 5 }), product('TT-B-001', { featured: true, rating: 3 })]))).toEqual(['TT-B-001']);
  });

  it('with none featured, shows the five best rated: equal ratings by popularity, then Article No', () => {
    const catalogue = [
      product('TT-A-001', { rating: 4.1 }),
      product('TT-B-001', { rating: 4.9, popularity: 10 }),
      product('TT-B-002', { rating: 4.9, popularity: 30 }),
      product('TT-C-002', { rating: 4.5 }),
      product('TT-C-001', { rating: 4.5 }),
      product('TT-D-001', { rating: 4.2 }),
      product('TT-E-001', { rating: 3.0, popularity: 100 }),
    ];
    expect(names(pickBestProducts(catalogue))).toEqual(['TT-B-002', 'TT-B-001', 'TT-C-001', 'TT-C-002', 'TT-D-001']);
    expect(names(pickBestProducts([...catalogue].reverse()))).toEqual(names(pickBestProducts(catalogue)));
  });
});

describe('pickHomeServices', () => {
  const service = (name: string, featured = false) => ({ name, featured });

  it('shows the first three featured services in their order', () => {
    const inOrder = [service('a', true), service('b'), service('c', true), service('d', true), service('e', true)];
    expect(names(pickHomeServices(inOrder))).toEqual(['a', 'c', 'd']);
  });

  it('with none featured, shows the three numbered last, as the strip did before the field existed', () => {
    expect(names(pickHomeServices([service('a'), service('b'), service('c'), service('d')]))).toEqual(['b', 'c', 'd']);
  });
});

describe('inOwnerOrder', () => {
  const row = (title: string, order?: number) => ({ title, order });
  const titles = (items: readonly { title: string }[]) => items.map((item) => item.title);

  it('puts the numbered rows first, by number; equal numbers and rows without one by their key', () => {
    const rows = [row('Zeta'), row('Beta', 2), row('Alpha', 2), row('Gamma', 1), row('Delta')];
    const expected = ['Gamma', 'Alpha', 'Beta', 'Delta', 'Zeta'];
    expect(titles(inOwnerOrder(rows, (item) => item.title))).toEqual(expected);
    expect(titles(inOwnerOrder([...rows].reverse(), (item) => item.title))).toEqual(expected);
  });

  it('orders by the key alone when the column is left out, and leaves the rows as they were', () => {
    const rows = Object.freeze([row('b'), row('a'), row('c')]);
    expect(titles(inOwnerOrder(rows, (item) => item.title))).toEqual(['a', 'b', 'c']);
    expect(titles(rows)).toEqual(['b', 'a', 'c']);
  });

  it("compares keys alphabetically in English whatever the build machine's language, numbers by value", () => {
    expect(titles(inOwnerOrder([row('beta'), row('Alpha'), row('Éclair'), row('gallery-10'), row('gallery-2')], (item) => item.title))).toEqual([
      'Alpha',
      'beta',
      'Éclair',
      'gallery-2',
      'gallery-10',
    ]);
  });
});
