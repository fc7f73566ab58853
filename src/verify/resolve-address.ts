import type { BasePath } from '../shared/url-paths.ts';

/** Where the built site is published: its origin as URL.origin gives it (https://owner.github.io) and its base path (/shop-site/). */
export interface SiteAddress {
  readonly origin: string;
  readonly base: BasePath;
}

export type Resolved =
  /** Another site, mail, a phone number, a data: picture: nothing to check without the network. */
  | { readonly outside: true }
  /** An address of this site, and the built file a static host answers it with (undefined: none). */
  | { readonly outside: false; readonly path: string; readonly file: string | undefined; readonly fragment: string };

/**
 * Resolves an address as a browser would on the page at `pageAddress`, then finds the file a static
 * host serves for it: /about/ is about/index.html, a file path is that file, and /about (no slash)
 * is about/index.html too, because every host redirects it there. An address outside the base path
 * (/kits/ on a site under /shop-site/) is on the same host but not part of the site: no file.
 */
export function resolveAddress(url: string, pageAddress: string, site: SiteAddress, files: ReadonlySet<string>): Resolved {
  let parsed: URL;
  try {
    parsed = new URL(url, `${site.origin}${pageAddress}`);
  } catch {
    return { outside: false, path: url, file: undefined, fragment: '' };
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.origin !== site.origin) return { outside: true };
  const fragment = decode(parsed.hash.slice(1)) ?? parsed.hash.slice(1);
  const pathname = decode(parsed.pathname);
  if (pathname === undefined || !pathname.startsWith(site.base)) return { outside: false, path: parsed.pathname, file: undefined, fragment };
  const relative = pathname.slice(site.base.length);
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}/index.html`];
  return { outside: false, path: parsed.pathname, file: candidates.find((candidate) => files.has(candidate)), fragment };
}

/** Percent-decoding that reports a malformed address (%zz) instead of throwing. */
function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
