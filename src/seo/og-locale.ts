/**
 * The Open Graph locale of a BCP 47 tag: language_TERRITORY, as link previews read it (de-DE gives
 * de_DE; https://ogp.me/#optional). A tag without a country (en, de) has no such form, and we
 * would rather say nothing than guess one: then undefined, and previews keep their default.
 */
export function ogLocale(language: string): string | undefined {
  if (known.has(language)) return known.get(language);
  const { language: code, region } = new Intl.Locale(language);
  // Only a two-letter country: Open Graph knows no UN M.49 regions such as the 419 of es-419.
  const locale = region !== undefined && /^[A-Z]{2}$/.test(region) ? `${code}_${region}` : undefined;
  known.set(language, locale);
  return locale;
}

// Every page's head asks for the site's one language: parsing it with Intl.Locale each time cost a
// 10,000-product build about 0.2 s of its two threads.
const known = new Map<string, string | undefined>();
