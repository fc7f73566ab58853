/**
 * The site's Content-Security-Policy, as data. Both places that deliver it are generated from here,
 * so they cannot disagree: the `_headers` file (Netlify, Cloudflare Pages) and a
 * `<meta http-equiv="Content-Security-Policy">` in every page, for hosts that ignore `_headers`
 * (GitHub Pages, S3 website hosting, a plain web server).
 */
interface Directive {
  readonly name: string;
  readonly sources: readonly string[];
  /**
   * A policy in a <meta> element ignores frame-ancestors, report-uri and sandbox
   * (https://www.w3.org/TR/CSP3/#meta-element); those stay in the header only.
   */
  readonly headerOnly?: boolean;
}

/** Sent as a header and repeated in a <meta name="referrer"> for hosts that ignore `_headers`. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

export interface PolicyOptions {
  /** The mailing-list service the newsletter form posts to, if any. */
  readonly newsletterAction?: string | undefined;
  /**
   * The hashes ('sha256-…') of the <style> elements the pages carry (each kind of page's CSS, put
   * into the head so the first view needs no second round trip): allowed one by one, never with
   * 'unsafe-inline'.
   */
  readonly styleHashes?: readonly string[];
}

function directives(options: PolicyOptions): Directive[] {
  return [
    { name: 'default-src', sources: ["'self'"] },
    // Pagefind's search runs as WebAssembly, which needs wasm-unsafe-eval (not unsafe-eval).
    { name: 'script-src', sources: ["'self'", "'wasm-unsafe-eval'"] },
    { name: 'style-src', sources: ["'self'", ...[...new Set(options.styleHashes ?? [])].sort()] },
    { name: 'img-src', sources: ["'self'", 'data:'] },
    { name: 'font-src', sources: ["'self'"] },
    { name: 'connect-src', sources: ["'self'"] },
    // Frames only from the map and video hosts the pages embed, after a click.
    { name: 'frame-src', sources: ['https://www.google.com', 'https://maps.google.com', 'https://www.youtube-nocookie.com'] },
    { name: 'form-action', sources: ["'self'", 'mailto:', ...(options.newsletterAction ? [new URL(options.newsletterAction).origin] : [])] },
    { name: 'base-uri', sources: ["'self'"] },
    { name: 'object-src', sources: ["'none'"] },
    { name: 'frame-ancestors', sources: ["'none'"], headerOnly: true },
    { name: 'upgrade-insecure-requests', sources: [] },
  ];
}

function serialize(list: readonly Directive[]): string {
  return list.map((directive) => [directive.name, ...directive.sources].join(' ')).join('; ');
}

/** The policy as the Content-Security-Policy response header. */
export function policyForHeader(options: PolicyOptions): string {
  return serialize(directives(options));
}

/** The same policy without the directives a <meta> element may not carry. */
export function policyForMeta(options: PolicyOptions): string {
  return serialize(directives(options).filter((directive) => !directive.headerOnly));
}
