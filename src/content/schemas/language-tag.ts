import { z } from 'zod';
import { quoteValue } from '../../errors/format-issues.ts';
import type { Field } from './cell.ts';

/** The language of a site.json without one: the sample's, and every site's before the setting existed. */
export const DEFAULT_LANGUAGE = 'en';

/**
 * The language the site is written in, as a BCP 47 tag, kept in its canonical form (de-de becomes
 * de-DE) so <html lang>, og:locale and the feed all carry the same spelling.
 * https://www.rfc-editor.org/info/bcp47
 */
export const languageTag: Field<string> = {
  schema: z.unknown().transform((raw, ctx) => {
    const value = String(raw ?? '').trim();
    if (value === '') return DEFAULT_LANGUAGE;
    const canonical = canonicalTag(value);
    if (canonical) return canonical;
    const meant = withHyphens(value);
    const hint = meant ? `; write it with a hyphen: ${quoteValue(meant)}` : '';
    ctx.addIssue({ code: 'custom', message: `expected a language tag like en, en-GB or de-DE, got ${quoteValue(value)}${hint}` });
    return z.NEVER;
  }),
  required: false,
  kind: 'language tag (BCP 47)',
  doc: `Optional: the language the site is written in, as a BCP 47 tag, e.g. en, en-GB, de-DE or ur-PK (${DEFAULT_LANGUAGE} when left out). Browsers and screen readers read the pages in it (\`<html lang>\`), the blog feed and link previews name it (og:locale, only when the tag names a country: en-GB gives en_GB), and prices are written as it writes them.`,
};

/**
 * The canonical form of a well-formed tag whose language is a two- or three-letter ISO 639 code.
 * BCP 47's syntax also allows five to eight letters, so "English" would pass as the tag "english";
 * no such language is registered, and the owner meant "en".
 */
function canonicalTag(value: string): string | undefined {
  try {
    const [canonical] = Intl.getCanonicalLocales(value);
    return canonical !== undefined && /^[a-z]{2,3}$/.test(new Intl.Locale(canonical).language) ? canonical : undefined;
  } catch {
    return undefined; // a RangeError: not a well-formed tag
  }
}

/** en_GB is how many programs write a locale; BCP 47 joins the parts with hyphens (en-GB). */
function withHyphens(value: string): string | undefined {
  return value.includes('_') ? canonicalTag(value.replaceAll('_', '-')) : undefined;
}
