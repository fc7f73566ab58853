import path from 'node:path';

// Text formats name their charset so a browser never has to guess it (and `X-Content-Type-Options:
// nosniff` forbids guessing the type); every file the build writes is UTF-8.
const UTF8 = '; charset=utf-8';

const TYPES: Readonly<Record<string, string>> = {
  '.html': `text/html${UTF8}`,
  '.css': `text/css${UTF8}`,
  // RFC 9239: text/javascript is the one registered type for JavaScript, modules included.
  '.js': `text/javascript${UTF8}`,
  '.mjs': `text/javascript${UTF8}`,
  '.json': `application/json${UTF8}`,
  '.xml': `application/xml${UTF8}`,
  '.txt': `text/plain${UTF8}`,
  '.svg': `image/svg+xml${UTF8}`,
  '.webmanifest': `application/manifest+json${UTF8}`,
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  // WebAssembly.instantiateStreaming refuses any other type.
  '.wasm': 'application/wasm',
};

/**
 * The Content-Type a static host sends for a built file, chosen by its extension. Anything
 * unknown, Pagefind's compressed index chunks (.pf_meta, .pf_index, .pf_fragment, .pagefind)
 * included, is application/octet-stream: those are fetched and decoded by script, never rendered.
 */
export function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

// The text formats a CDN compresses on the fly (Cloudflare and CloudFront both list these);
// pictures, fonts and Pagefind's chunks are compressed already and would only grow.
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

/** Whether a host would gzip an answer of this Content-Type for a browser that accepts it. */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType);
}
