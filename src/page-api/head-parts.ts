/**
 * What the page head names besides the page: the site's icons, its referrer policy (the same as
 * the security headers', seo/security-policy.ts) and the Open Graph locale.
 */
export type { SiteIcons } from '../assets/brand/brand-files.ts';
export { ogLocale } from '../seo/og-locale.ts';
export { REFERRER_POLICY } from '../seo/security-policy.ts';
