import { describe, expect, it } from 'vitest';
import { isProductCopies, lineProductOf } from '../../src/shared/product-copies.ts';
import type { ListingProduct } from '../../src/shared/listing-state.ts';

const copy = { title: 'Mesh Vest', price: 4.5, minimum: 50, href: '/product/safety-ware/1/', image: '/images/products/tt-sf-001.svg' };

describe('the stored copies of listed products', () => {
  it('reads back what the list buttons and the catalogue store', () => {
    expect(isProductCopies({})).toBe(true);
    expect(isProductCopies({ 'TT-SF-001': copy, 'TT-SU-002': { ...copy, image: 'https://cdn.example/a.webp' } })).toBe(true);
  });

  it('refuses storage that is corrupt, foreign or could put a script in a link', () => {
    for (const bad of [
      null,
      [],
      'TT-SF-001',
      { '<script>': copy },
      { 'TT-SF-001': null },
      { 'TT-SF-001': { ...copy, price: '4.50' } },
      { 'TT-SF-001': { ...copy, price: -1 } },
      { 'TT-SF-001': { ...copy, minimum: 2.5 } },
      { 'TT-SF-001': { ...copy, title: 7 } },
      { 'TT-SF-001': { ...copy, href: 'javascript:alert(1)' } },
      { 'TT-SF-001': { ...copy, href: '//evil.example/' } },
      { 'TT-SF-001': { ...copy, image: 'http://plain.example/a.jpg' } },
      { 'TT-SF-001': { ...copy, image: '/a.jpg" onerror="x' } },
    ]) {
      expect(isProductCopies(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isProductCopies(Object.fromEntries(Array.from({ length: 1001 }, (_, index) => [`TT-X-${index}`, copy])))).toBe(false);
  });

  it('copies from a catalogue product exactly what a line shows', () => {
    const product: ListingProduct = {
      name: 'TT-SF-001',
      ...copy,
      label: 'Safety',
      category: 'Vests',
      categorySlug: 'vests',
      rating: 4.5,
      popularity: 3,
      image: { src: copy.image, sources: [{ type: 'image/webp', srcset: 'x 1x' }], width: 800, height: 800, alt: 'Mesh Vest, orange' },
    };
    expect(lineProductOf(product)).toEqual({ name: 'TT-SF-001', ...copy });
  });
});
