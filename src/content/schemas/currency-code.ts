import { z } from 'zod';
import { quoteValue } from '../../errors/format-issues.ts';
import type { Field } from './cell.ts';

/** The currency of a site.json without one: the sample's prices, and every site's before the setting existed. */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The currency of the prices, as its ISO 4217 code. It is checked against the codes this Node
 * knows (Intl.supportedValuesOf), the same ICU data the prices are then formatted with, so a code
 * that passes here can be written on every page. https://www.iso.org/iso-4217-currency-codes.html
 */
export const currencyCode: Field<string> = {
  schema: z.unknown().transform((raw, ctx) => {
    const value = String(raw ?? '').trim();
    if (value === '') return DEFAULT_CURRENCY;
    const code = value.toUpperCase();
    if (/^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code)) return code;
    ctx.addIssue({ code: 'custom', message: `expected the three-letter ISO 4217 code of a currency, like USD, EUR, GBP or PKR, got ${quoteValue(value)}` });
    return z.NEVER;
  }),
  required: false,
  kind: 'currency code (ISO 4217)',
  doc: `Optional: the currency of the prices, as its three-letter ISO 4217 code, e.g. USD, EUR, GBP or PKR (${DEFAULT_CURRENCY} when left out). Prices are written as the site's language writes that currency ($18.50 in English, 18,50 € in German), on the cards, the product pages and in what search engines read.`,
};
