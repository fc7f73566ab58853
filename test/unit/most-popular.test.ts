import { describe, expect, it } from 'vitest';
import { mostPopular } from '../../templates/sections/home/most-popular.ts';

const product = (name: string, popularity: number) => ({ name, popularity });
const names = (products: readonly { name: string }[]) => products.map((item) => item.name);

describe('mostPopular', () => {
  it('takes the highest scores, most popular first', () => {
    const catalogue = [product('a', 10), product('b', 90), product('c', 40), product('d', 100), product('e', 0), product('f', 70)];
    expect(names(mostPopular(catalogue, 4))).toEqual(['d', 'b', 'f', 'c']);
  });

  it('orders equal scores by Article No, whatever their rows, also where the cut falls between them', () => {
    const catalogue = [product('TT-E', 50), product('TT-D', 80), product('TT-C', 50), product('TT-B', 80), product('TT-A', 50), product('TT-F', 20)];
    expect(names(mostPopular(catalogue, 4))).toEqual(['TT-B', 'TT-D', 'TT-A', 'TT-C']);
    expect(names(mostPopular([...catalogue].reverse(), 4))).toEqual(['TT-B', 'TT-D', 'TT-A', 'TT-C']);
  });

  it('shows every product, sorted, when the catalogue has fewer than asked for', () => {
    expect(names(mostPopular([product('c', 5), product('b', 60), product('a', 60)], 4))).toEqual(['a', 'b', 'c']);
    expect(mostPopular([], 4)).toEqual([]);
  });

  it('leaves the catalogue as it was (the Site model is frozen)', () => {
    const catalogue = Object.freeze([product('a', 1), product('b', 2)]);
    expect(names(mostPopular(catalogue, 4))).toEqual(['b', 'a']);
    expect(names(catalogue)).toEqual(['a', 'b']);
  });
});
