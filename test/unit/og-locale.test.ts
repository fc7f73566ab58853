import { describe, expect, it } from 'vitest';
import { ogLocale } from '../../src/seo/og-locale.ts';

describe('ogLocale', () => {
  it('is language_COUNTRY for a tag that names a country', () => {
    expect(ogLocale('de-DE')).toBe('de_DE');
    expect(ogLocale('en-GB')).toBe('en_GB');
    expect(ogLocale('zh-Hant-TW')).toBe('zh_TW');
  });

  it('is nothing for a tag without a country, or with a region that is no country', () => {
    expect(ogLocale('en')).toBeUndefined();
    expect(ogLocale('es-419')).toBeUndefined();
  });
});
