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
   * The hash ('sha256-…') of the page's <style> element (its kind of page's first-view CSS, put into
   * the head so the first view needs no second round trip), which its meta tag allows.
   */
  readonly styleHashes?: readonly string[];
}

/**
 * Which inline <style> elements a copy of the policy allows. A browser enforces every policy a page
 * is under, so a style runs only if each allows it. The meta tag of every page (the first element
 * after the charset, ahead of anything the policy governs) allows that page's head CSS by its hash
 * and nothing else. The header leaves inline styles to it: listing every kind of page's hash there
 * cost 1.2 KB in every response, enough to push a page past one round trip (docs/dev/first-view.md),
 * and a header set by hand (nginx, CloudFront) went stale with every change to the CSS.
 */
function styleSources(place: 'header' | 'meta', options: PolicyOptions): string[] {
  if (place === 'header') return ["'self'", "'unsafe-inline'"];
  return ["'self'", ...[...new Set(options.styleHashes ?? [])].sort()];
}

function directives(place: 'header' | 'meta', options: PolicyOptions): Directive[] {
  return [
    { name: 'default-src', sources: ["'self'"] },
    // Pagefind's search runs as WebAssembly, which needs wasm-unsafe-eval (not unsafe-eval).
    { name: 'script-src', sources: ["'self'", "'wasm-unsafe-eval'"] },
    { name: 'style-src', sources: styleSources(place, options) },
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
  return serialize(directives('header', options));
}

/** The same policy without the directives a <meta> element may not carry. */
export function policyForMeta(options: PolicyOptions): string {
  return serialize(directives('meta', options).filter((directive) => !directive.headerOnly));
}
