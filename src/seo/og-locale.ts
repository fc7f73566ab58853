/**
 * The Open Graph locale of a BCP 47 tag: language_TERRITORY, as link previews read it (de-DE gives
 * de_DE; https://ogp.me/#optional). A tag without a country (en, de) has no such form, and we
 * would rather say nothing than guess one: then undefined, and previews keep their default.
 */
export function ogLocale(language: string): string | undefined {
  const { language: code, region } = new Intl.Locale(language);
  // Only a two-letter country: Open Graph knows no UN M.49 regions such as the 419 of es-419.
  return region !== undefined && /^[A-Z]{2}$/.test(region) ? `${code}_${region}` : undefined;
}
