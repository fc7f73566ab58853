import type { BasePath } from '../shared/url-paths.ts';
import { policyForHeader, REFERRER_POLICY, type PolicyOptions } from './security-policy.ts';

export interface HeaderRule {
  /** A URL path pattern; `*` matches any run of characters. */
  readonly path: string;
  readonly headers: readonly (readonly [name: string, value: string])[];
}

/**
 * The response headers of the site, by path, as data: written as `_headers` for Netlify and
 * Cloudflare Pages, and shown in the publishing guide (docs/owner/publishing.md) for hosts where
 * they are set by hand.
 */
export function headerRules(base: BasePath, options: PolicyOptions): HeaderRule[] {
  return [
    {
      path: `${base}*`,
      headers: [
        ['Content-Security-Policy', policyForHeader(options)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', REFERRER_POLICY],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
        ['X-Frame-Options', 'DENY'],
      ],
    },
    // Every file under assets/ has a content hash in its name, so it never changes under its name.
    { path: `${base}assets/*`, headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
    { path: `${base}pagefind/*`, headers: [['Cache-Control', 'public, max-age=3600']] },
    { path: `${base}pagefind-shards/*`, headers: [['Cache-Control', 'public, max-age=3600']] },
  ];
}

/** A `_headers` file (https://docs.netlify.com/routing/headers/, Cloudflare Pages' `_headers`). */
export function buildHeaders(base: BasePath, options: PolicyOptions): string {
  return headerRules(base, options)
    .map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`), ''].join('\n'))
    .join('\n');
}
