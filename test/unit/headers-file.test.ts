import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/serve/headers-file.ts';

/** headersFor as a plain object, so expectations show names and values at once. */
function headersAt(file: string, pathname: string): Record<string, string> {
  return Object.fromEntries(headersFor(parseHeadersFile(file), pathname));
}

describe('parseHeadersFile', () => {
  it('reads rules in file order, skipping comments, blank lines and rules for another host', () => {
    const file = [
      '# Security headers for every page',
      '/*',
      "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
      '    # an indented comment',
      '',
      '  X-Frame-Options: DENY',
      'https://shop.example.netlify.app/*',
      '  X-Robots-Tag: noindex',
      '/assets/*',
      '\tCache-Control:   public, max-age=31536000, immutable  ',
      '  ! X-Frame-Options',
    ].join('\r\n');
    expect(parseHeadersFile(file)).toEqual([
      {
        pattern: '/*',
        headers: [
          // Split at the first colon only: the value keeps its own colons.
          { name: 'Content-Security-Policy', value: "default-src 'self'; img-src 'self' data:" },
          { name: 'X-Frame-Options', value: 'DENY' },
        ],
        detach: [],
      },
      {
        pattern: '/assets/*',
        headers: [{ name: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
        detach: ['X-Frame-Options'],
      },
    ]);
  });

  it('names the line of a header without a colon', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options: DENY\n\n  Referrer-Policy no-referrer\n')).toThrow(/line 4\b/);
  });

  it('names the line of a header with no name, or a bad name', () => {
    expect(() => parseHeadersFile('/*\n  : DENY')).toThrow(/line 2\b/);
    expect(() => parseHeadersFile('# x\n/*\n  X Frame: DENY')).toThrow(/line 3\b/);
  });

  it('names the line of a header that comes before any path', () => {
    expect(() => parseHeadersFile('\n  X-Frame-Options: DENY\n/*')).toThrow(/line 2\b/);
  });

  it('names the line of an unindented line that is not a path', () => {
    expect(() => parseHeadersFile('/*\n  X-Frame-Options: DENY\nassets/*')).toThrow(/line 3\b/);
  });
});

describe('headersFor', () => {
  const site = [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '/shop-site/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/blog/*/feed.xml',
    '  Content-Type: application/rss+xml',
    '/product/:type/:id/',
    '  X-Product: yes',
    '/about/',
    '  X-About: yes',
  ].join('\n');

  it('applies a splat at the end to everything below, slashes included, and not to the folder itself', () => {
    expect(headersAt(site, '/shop-site/assets/fonts/barlow.woff2')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersAt(site, '/shop-site/assets/')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersAt(site, '/shop-site/assets')['Cache-Control']).toBeUndefined();
    expect(headersAt(site, '/assets/site.css')['Cache-Control']).toBeUndefined();
    expect(headersAt(site, '/')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('matches a splat in the middle across several segments, and the whole path only', () => {
    expect(headersAt(site, '/blog/2026/11/feed.xml')['Content-Type']).toBe('application/rss+xml');
    expect(headersAt(site, '/blog//feed.xml')['Content-Type']).toBe('application/rss+xml');
    expect(headersAt(site, '/blog/feed.xml')['Content-Type']).toBeUndefined();
    expect(headersAt(site, '/blog/2026/feed.xml.bak')['Content-Type']).toBeUndefined();
    expect(headersAt(site, '/old/blog/2026/feed.xml')['Content-Type']).toBeUndefined();
  });

  it('matches a placeholder to exactly one non-empty segment', () => {
    expect(headersAt(site, '/product/sports-ware/3/')['X-Product']).toBe('yes');
    expect(headersAt(site, '/product/sports-ware/3/extra/')['X-Product']).toBeUndefined();
    expect(headersAt(site, '/product/sports-ware/3')['X-Product']).toBeUndefined();
    expect(headersAt(site, '/product//3/')['X-Product']).toBeUndefined();
  });

  it('matches literal paths literally, regular-expression characters included', () => {
    expect(headersAt(site, '/about/')['X-About']).toBe('yes');
    expect(headersAt(site, '/about')['X-About']).toBeUndefined();
    expect(headersAt(site, '/about/team/')['X-About']).toBeUndefined();
    const dotted = '/feed.xml\n  X-Feed: yes';
    expect(headersAt(dotted, '/feed.xml')['X-Feed']).toBe('yes');
    expect(headersAt(dotted, '/feedaxml')['X-Feed']).toBeUndefined();
  });

  it('joins the values of a header set by several matching rules with ", " in file order, whatever its case', () => {
    const file = ['/*', '  Cache-Control: no-transform', '/assets/*', '  cache-control: max-age=60', '/assets/*.css', '  CACHE-CONTROL: public'].join('\n');
    // The name keeps the case of the rule that set it first.
    expect(headersAt(file, '/assets/site.css')).toEqual({ 'Cache-Control': 'no-transform, max-age=60, public' });
    expect(headersAt(file, '/assets/app.js')).toEqual({ 'Cache-Control': 'no-transform, max-age=60' });
    expect(headersAt(file, '/index.html')).toEqual({ 'Cache-Control': 'no-transform' });
  });

  it('keeps the case of header names as written in the file', () => {
    expect([...headersFor(parseHeadersFile('/*\n  x-frame-OPTIONS: DENY'), '/').keys()]).toEqual(['x-frame-OPTIONS']);
  });

  it('removes a header set by an earlier rule with "! Name", in any case, on matching paths only', () => {
    const file = [
      '/*',
      '  X-Frame-Options: DENY',
      '  Referrer-Policy: no-referrer',
      '/embed/*',
      '  ! x-frame-OPTIONS',
      '/embed/map/',
      '  X-Frame-Options: SAMEORIGIN',
    ].join('\n');
    expect(headersAt(file, '/embed/video/')).toEqual({ 'Referrer-Policy': 'no-referrer' });
    // A later rule may set the header again; only earlier values are removed.
    expect(headersAt(file, '/embed/map/')).toEqual({ 'Referrer-Policy': 'no-referrer', 'X-Frame-Options': 'SAMEORIGIN' });
    expect(headersAt(file, '/about/')).toEqual({ 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'no-referrer' });
  });
});
