import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { INLINE_SVG_GZIP_BUDGET, svgDataUrl } from '../../src/assets/svg-data-url.ts';

const PREFIX = 'data:image/svg+xml,';
const banner = readFileSync(new URL('../fixtures/site/images/banners/banner-1.svg', import.meta.url), 'utf8');

/** What a browser reads from the address: the drawing itself. */
const decode = (url: string) => decodeURIComponent(url.slice(PREFIX.length));

describe('svgDataUrl', () => {
  it('carries the drawing as it is, its white space runs drawn as one space', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <text x='1' y="5">A &amp; B #1 100%</text>\n</svg>\n`;
    expect(decode(svgDataUrl(svg)!)).toBe(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"> <text x='1' y="5">A &amp; B #1 100%</text> </svg>`);
    expect(decode(svgDataUrl(banner)!)).toBe(banner.trim().replace(/\s+/g, ' '));
  });

  it('keeps white space where the drawing asks for it', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text xml:space="preserve">a   b</text></svg>`;
    expect(decode(svgDataUrl(svg)!)).toBe(svg);
  });

  it('is a valid URL as written: no space, quote, angle bracket, hash or bare percent, and no character an HTML attribute escapes', () => {
    const url = svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Barlow'">Ünïcode & <tags> #x 5%</text></svg>`)!;
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(url.slice(PREFIX.length)).toMatch(/^[!$()*+,\-./0-9:;=?@A-Z[\]_a-z~%]+$/);
    expect(url).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it('is a little larger than the file once compressed with the page, far less than base64', () => {
    const url = svgDataUrl(banner)!;
    const file = gzipSync(banner).length;
    expect(gzipSync(url).length).toBeLessThan(file * 1.15);
    expect(gzipSync(url).length).toBeLessThan(gzipSync(Buffer.from(banner).toString('base64')).length);
  });

  it('leaves a drawing past the budget to its own file', () => {
    // Random path data barely compresses: about 7 bytes of gzip per segment.
    let path = '';
    let seed = 1;
    while (gzipSync(path).length <= INLINE_SVG_GZIP_BUDGET) {
      seed = (seed * 48271) % 2147483647;
      path += `L${seed % 997} ${(seed >> 7) % 991}`;
    }
    expect(svgDataUrl(`<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0${path}"/></svg>`)).toBeUndefined();
    expect(svgDataUrl(banner)).toBeDefined();
  });
});
