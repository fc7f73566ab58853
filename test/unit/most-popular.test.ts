import { describe, expect, it } from 'vitest';
import { mostPopular } from '../../templates/sections/home/most-popular.ts';

const product = (name: string, popularity: number) => ({ name, popularity });
const names = (products: readonly { name: string }[]) => products.map((item) => item.name);

describe('mostPopular', () => {
  it('takes the highest scores, most popular first', () => {
    const catalogue = [product('a', 10), product('b', 90), product('c', 40), product('d', 100), product('e', 0), product('f', 70)];
    expect(names(mostPopular(catalogue, 4))).toEqual(['d', 'b', 'f', 'c']);
  });

  it('keeps the catalogue order among equal scores, also where the cut falls between them', () => {
    const catalogue = [product('a', 50), product('b', 80), product('c', 50), product('d', 80), product('e', 50), product('f', 20)];
    expect(names(mostPopular(catalogue, 4))).toEqual(['b', 'd', 'a', 'c']);
  });

  it('shows every product, sorted, when the catalogue has fewer than asked for', () => {
    expect(names(mostPopular([product('a', 5), product('b', 60), product('c', 60)], 4))).toEqual(['b', 'c', 'a']);
    expect(mostPopular([], 4)).toEqual([]);
  });

  it('leaves the catalogue as it was (the Site model is frozen)', () => {
    const catalogue = Object.freeze([product('a', 1), product('b', 2)]);
    expect(names(mostPopular(catalogue, 4))).toEqual(['b', 'a']);
    expect(names(catalogue)).toEqual(['a', 'b']);
  });
});
