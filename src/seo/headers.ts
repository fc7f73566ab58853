/**
 * A `_headers` file, read by Netlify and Cloudflare Pages. The Content-Security-Policy allows
 * scripts only from this site (no inline script anywhere), frames only from the map and video
 * hosts the pages embed, and forms to post only here, to mail and to the newsletter service.
 */
export function buildHeaders(options: { newsletterAction?: string | undefined }): string {
  const formTargets = ["'self'", 'mailto:', ...(options.newsletterAction ? [new URL(options.newsletterAction).origin] : [])];
  const csp = [
    "default-src 'self'",
    // Pagefind's search runs as WebAssembly, which needs wasm-unsafe-eval (not unsafe-eval).
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.google.com https://maps.google.com https://www.youtube-nocookie.com',
    `form-action ${formTargets.join(' ')}`,
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
  return [
    '/*',
    `  Content-Security-Policy: ${csp}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()',
    '  X-Frame-Options: DENY',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    '/pagefind/*',
    '  Cache-Control: public, max-age=3600',
    '',
  ].join('\n');
}
