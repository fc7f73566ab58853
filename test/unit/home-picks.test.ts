import { describe, expect, it } from 'vitest';
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
