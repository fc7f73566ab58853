import { describe, expect, it } from 'vitest';
import { productCardTexts } from '../../src/shared/product-card-texts.ts';

const product = { label: 'Hoodies', title: 'Fleece Hoodie', name: 'TT-HD-001', rating: 4, price: 18.5 };

describe('productCardTexts: what a card says of its product, on the server and in the browser', () => {
  it('writes the rating with one decimal and prices in the currency and language of the site', () => {
    expect(productCardTexts(product, { currency: 'EUR', language: 'de-DE' })).toEqual({
      label: 'Hoodies',
      title: 'Fleece Hoodie',
      name: 'TT-HD-001',
      rating: '4.0',
      price: '18,50\u00a0€',
    });
  });

  it('has the price a product was reduced from only when its price went down', () => {
    const prices = { currency: 'USD', language: 'en' };
    expect(productCardTexts({ ...product, prevPrice: 22 }, prices).was).toBe('$22.00');
    expect(productCardTexts({ ...product, prevPrice: 18.5 }, prices)).not.toHaveProperty('was');
    expect(productCardTexts({ ...product, prevPrice: 12 }, prices)).not.toHaveProperty('was');
  });
});
