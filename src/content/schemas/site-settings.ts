import { z } from 'zod';
import type { Fields, RecordOf } from './collection.ts';
import { isValidBasePath } from '../../shared/url-paths.ts';
import { hexColour, image, oneOf, text, url, type Field } from './cell.ts';
import { currencyCode } from './currency-code.ts';
import { languageTag } from './language-tag.ts';

const phone: Field<string> = {
  schema: z.unknown().transform((raw, ctx) => {
    const digits = String(raw ?? '').replace(/[\s\-()+]/g, '');
    if (!/^\d{8,15}$/.test(digits)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected the phone number in international digits with the country code, like 923001234567, got "${String(raw ?? '')}"`,
      });
      return z.NEVER;
    }
    return digits;
  }),
  required: true,
  kind: 'phone (international digits)',
  doc: 'Phone and WhatsApp number with country code, digits only (spaces and + are removed), e.g. 923001234567.',
};

const email: Field<string> = {
  schema: z.unknown().transform((raw, ctx) => {
    const value = String(raw ?? '').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `expected an e-mail address like orders@example.com, got "${value}"` });
      return z.NEVER;
    }
    return value;
  }),
  required: true,
  kind: 'e-mail address',
  doc: 'Where enquiries are sent.',
};

/** A YouTube video, given as its watch address; the site embeds it from youtube-nocookie.com, only on request. */
const youtubeVideo: Field<string | undefined> = {
  schema: z.unknown().transform((raw, ctx) => {
    const value = String(raw ?? '').trim();
    if (value === '') return undefined;
    const id = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube(?:-nocookie)?\.com\/embed\/)([\w-]{11})/.exec(value)?.[1];
    if (!id) {
      ctx.addIssue({ code: 'custom', message: `expected a YouTube video address like https://www.youtube.com/watch?v=abcdefghijk, got "${value}"` });
      return z.NEVER;
    }
    return id;
  }),
  required: false,
  kind: 'YouTube address',
  doc: 'Optional: the "Watch how we make it" video on the home page, e.g. https://www.youtube.com/watch?v=abcdefghijk.',
};

/**
 * The address the site is published at. Its path, if any, is the base path every link carries
 * (https://owner.github.io/shop-site → /shop-site/), so it must be plain path segments.
 */
const siteAddress: Field<string> = {
  schema: z.unknown().transform((raw, ctx) => {
    const value = String(raw ?? '').trim();
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.search || parsed.hash || !isValidBasePath(parsed.pathname)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected the web address the site is published at, like https://www.example.com or https://owner.github.io/shop-site/ (no ? or #, and a path of plain letters, digits and dashes), got "${value}"`,
      });
      return z.NEVER;
    }
    return value.replace(/\/+$/, '');
  }),
  required: true,
  kind: 'web address',
  doc: 'The address the site is published at, e.g. https://www.example.com, or https://owner.github.io/shop-site/ for a site under a sub-path (every link then starts with /shop-site/). Used for links, canonical addresses, the sitemap and the feed.',
};

/**
 * Site settings live in one JSON file; nested groups are written with dotted names here
 * (social.facebook) so the loader, its error messages and the content reference treat them like columns.
 */
export const siteSettingsFields = {
  name: text('Business name, shown in the logo’s text alternative, titles and the footer.'),
  logo: image(
    'Your logo, shown in the header of every page: an SVG drawing, or a PNG or JPEG at least 512 pixels wide, in the content folder, e.g. images/logo.svg. `npm run new-site` draws one from the business name; replace it with your own.',
  ),
  logoLight: image(
    'Optional: a light version of the logo for the dark footer (white or pale letters), same kinds of file as the logo. Without it, the footer shows the logo on a white plate.',
    { optional: true },
  ),
  favicon: image(
    'Optional: the small square picture of browser tabs, bookmarks and phone home screens: an SVG drawing, or a PNG or JPEG at least 512 × 512 pixels, e.g. images/favicon.svg. Without it, the logo is used, which reads well only when it is square.',
    { optional: true },
  ),
  tagline: text('Short line used in page titles of the home page.', { max: 90 }),
  description: text('Default description for search engines and link previews.', { max: 300 }),
  about: text('A few sentences about the business, shown in the footer.', { max: 500 }),
  phone,
  email,
  address: text('Postal address shown on the contact cards.'),
  mapsQuery: text('What to search on the map for the address, e.g. the street and city.'),
  baseUrl: siteAddress,
  homeVariant: oneOf(['home-1', 'home-2', 'home-3'] as const, 'Which home page layout is shown at /.'),
  currency: currencyCode,
  language: languageTag,
  newsletterAction: url('Optional: the form address of your mailing-list service; without it sign-ups arrive by e-mail.', {
    optional: true,
  }),
  video: youtubeVideo,
  shareImage: image(
    'Optional: the picture a link preview (WhatsApp, Facebook, LinkedIn) shows for a page that has no picture of its own, e.g. images/share.jpg. A landscape photo of your work reads best.',
    { optional: true },
  ),
  shareImageAlt: text('Optional: what the share picture shows, in words, for people who cannot see it. Without it the business name is used.', {
    optional: true,
    max: 200,
  }),
  'social.facebook': url('Facebook page.', { optional: true }),
  'social.instagram': url('Instagram profile.', { optional: true }),
  'social.linkedin': url('LinkedIn page.', { optional: true }),
  'accent.green': hexColour('First accent colour (buttons, highlights), e.g. #0FAB5B.'),
  'accent.blue': hexColour('Second accent colour (headings, header), e.g. #0B3279.'),
  'accent.gold': hexColour('Third accent colour (badges, stars), e.g. #B08012.'),
} satisfies Fields;

export const SITE_SETTINGS_FILE = 'site.json';

export type SiteSettingsRecord = RecordOf<typeof siteSettingsFields>;

/** The owner's brand, as files of the content folder (or public/), named as site.json names them. */
export interface Brand {
  readonly logo: string;
  /** For the dark footer; without it the footer shows the logo on a white plate. */
  readonly logoLight: string | undefined;
  /** The source of every icon (favicon.ico, the home-screen icons); the logo when site.json names none. */
  readonly favicon: string;
}

export interface SiteSettings {
  readonly name: string;
  readonly brand: Brand;
  readonly tagline: string;
  readonly description: string;
  readonly about: string;
  readonly phone: string;
  readonly email: string;
  readonly address: string;
  readonly mapsQuery: string;
  readonly baseUrl: string;
  readonly homeVariant: 'home-1' | 'home-2' | 'home-3';
  /** ISO 4217 code of the prices, e.g. EUR (USD when site.json names none). */
  readonly currency: string;
  /** Canonical BCP 47 tag of the site's language, e.g. de-DE (en when site.json names none). */
  readonly language: string;
  readonly newsletterAction: string | undefined;
  /** YouTube video id of the home page's "watch how we make it" film. */
  readonly video: string | undefined;
  /** The link-preview picture of pages without one of their own, and what it shows. */
  readonly shareImage: { readonly image: string; readonly alt: string } | undefined;
  readonly social: { readonly facebook?: string; readonly instagram?: string; readonly linkedin?: string };
  readonly accent: { readonly green: string; readonly blue: string; readonly gold: string };
}

export function toSiteSettings(record: SiteSettingsRecord): SiteSettings {
  return {
    name: record.name,
    brand: { logo: record.logo, logoLight: record.logoLight, favicon: record.favicon ?? record.logo },
    tagline: record.tagline,
    description: record.description,
    about: record.about,
    phone: record.phone,
    email: record.email,
    address: record.address,
    mapsQuery: record.mapsQuery,
    baseUrl: record.baseUrl.replace(/\/+$/, ''),
    homeVariant: record.homeVariant,
    currency: record.currency,
    language: record.language,
    newsletterAction: record.newsletterAction,
    video: record.video,
    shareImage: record.shareImage ? { image: record.shareImage, alt: record.shareImageAlt ?? record.name } : undefined,
    social: {
      ...(record['social.facebook'] ? { facebook: record['social.facebook'] } : {}),
      ...(record['social.instagram'] ? { instagram: record['social.instagram'] } : {}),
      ...(record['social.linkedin'] ? { linkedin: record['social.linkedin'] } : {}),
    },
    accent: { green: record['accent.green'], blue: record['accent.blue'], gold: record['accent.gold'] },
  };
}
