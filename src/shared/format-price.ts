import { rememberMade } from './remember-made.ts';

/** How prices are written: the site's currency and language, from site.json. */
export interface PriceFormat {
  /** ISO 4217 code, e.g. EUR. */
  readonly currency: string;
  /** BCP 47 tag, e.g. de-DE. */
  readonly language: string;
}

/**
 * One formatter per currency and language (making an Intl.NumberFormat costs far more than using
 * one), each remembering the prices it has written: a catalogue has a few hundred distinct prices,
 * and a 10,000-product build wrote them some 30,000 times a thread (0.14 s).
 */
const formatters = new Map<string, (value: number) => string>();

/**
 * A price per piece as the site's language writes its currency, with the currency's own decimals:
 * $18.50 (en, USD), €18.50 (en, EUR), 18,50 € (de-DE, EUR), ¥1,450 (en, JPY). The pages and the
 * islands that draw cards in the browser call this same function with the same two settings, so a
 * card drawn in the browser reads as the server wrote it.
 */
export function formatPrice(value: number, format: PriceFormat): string {
  const key = `${format.currency} ${format.language}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const intl = new Intl.NumberFormat(format.language, { style: 'currency', currency: format.currency });
    formatter = rememberMade((price: number) => intl.format(price));
    formatters.set(key, formatter);
  }
  return formatter(value);
}

/** The two settings alone, for an island's props: the rest of the site settings stay on the server. */
export function priceFormatOf(settings: PriceFormat): PriceFormat {
  return { currency: settings.currency, language: settings.language };
}
