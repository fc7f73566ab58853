import { describe, expect, it } from 'vitest';
import { formatPrice, priceFormatOf } from '../../src/shared/format-price.ts';

describe('formatPrice', () => {
  it('writes US dollars in English as the site always did', () => {
    expect(formatPrice(18.5, { currency: 'USD', language: 'en' })).toBe('$18.50');
    expect(formatPrice(1450, { currency: 'USD', language: 'en' })).toBe('$1,450.00');
  });

  it("writes the currency as the site's language does, with the currency's own decimals", () => {
    expect(formatPrice(18.5, { currency: 'EUR', language: 'en' })).toBe('€18.50');
    expect(formatPrice(1450.5, { currency: 'EUR', language: 'de-DE' })).toBe('1.450,50\u00a0€');
    expect(formatPrice(1450, { currency: 'JPY', language: 'en' })).toBe('¥1,450');
  });

  it('writes a price it has written before the same way, in each currency and language of its own', () => {
    const usd = { currency: 'USD', language: 'en' };
    const de = { currency: 'EUR', language: 'de-DE' };
    expect([formatPrice(7.25, usd), formatPrice(7.25, de), formatPrice(7.25, usd), formatPrice(7.25, de)]).toEqual([
      '$7.25',
      '7,25\u00a0€',
      '$7.25',
      '7,25\u00a0€',
    ]);
  });

  it('hands an island the two settings and nothing else of site.json', () => {
    const settings = { currency: 'EUR', language: 'de-DE', email: 'orders@example.com', phone: '923001234567' };
    expect(priceFormatOf(settings)).toEqual({ currency: 'EUR', language: 'de-DE' });
  });
});
