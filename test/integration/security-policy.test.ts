import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile, headersFor } from '../../src/serve/headers-file.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, editFile, removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/** Directive name → sources, so two policies compare regardless of spacing. */
function directives(policy: string): Map<string, string> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...sources] = part.split(/\s+/);
        return [name, sources.join(' ')];
      }),
  );
}

function metaPolicy(html: string): string | undefined {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html);
  return match?.[1]
    ?.replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('the Content-Security-Policy in _headers and in every page', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    const content = await copyFixture();
    // A newsletter service adds its origin to form-action: both copies of the policy must follow.
    await editFile(content, 'site.json', (text) => text.replace(/\n}\s*$/, ',\n  "newsletterAction": "https://lists.example.net/subscribe/abc"\n}\n'));
    built = await buildInto(content, { basePath: '/shop-site/' });
  }, 120_000);

  it("is the policy of _headers in the meta tag of every page, less frame-ancestors (a meta tag cannot carry it), allowing that page's head CSS alone by its hash", async () => {
    const rules = parseHeadersFile(await built.read('_headers'));
    const header = directives(headersFor(rules, '/shop-site/about/').get('Content-Security-Policy') ?? '');
    expect(header.get('frame-ancestors')).toBe("'none'");
    expect(header.get('form-action')).toBe("'self' mailto: https://lists.example.net");
    const pages = (await built.files()).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(40);
    const headHashes = new Set<string>();
    for (const file of pages) {
      const html = await built.read(file);
      const policy = metaPolicy(html);
      expect(policy, file).toBeDefined();
      // The page's head CSS, by its hash: the one source style-src adds to 'self'.
      const css = /<style data-styles="[\w-]+">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      headHashes.add(hash);
      const expected = new Map(
        [...header].filter(([name]) => name !== 'frame-ancestors').map(([name, value]) => [name, name === 'style-src' ? `'self' ${hash}` : value]),
      );
      expect(policy, file).not.toContain('unsafe-inline');
      expect(directives(policy!), file).toEqual(expected);
      // Before anything the policy governs: right after the charset, ahead of every style, link and
      // script (the header leaves inline styles to this tag).
      expect(html, file).toMatch(/^<!doctype html><html [^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" /);
    }
    // The header, sent with every page, leaves inline styles to the meta tag, which every page
    // carries first: a browser applies a style only if both policies allow it. It names no hash, so
    // it is the same whatever the CSS, and short enough for a page to arrive in one round trip.
    expect(header.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(header.get('script-src')).not.toContain('unsafe-inline');
    expect(headHashes.size).toBeGreaterThan(3);
  });

  it('sends the security headers on every path and immutable caching only for hashed assets', async () => {
    const rules = parseHeadersFile(await built.read('_headers'));
    for (const pathname of ['/shop-site/', '/shop-site/about/', '/shop-site/404.html', '/shop-site/assets/site.css']) {
      const headers = headersFor(rules, pathname);
      expect(headers.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(headers.get('X-Frame-Options'), pathname).toBe('DENY');
      expect(headers.get('Referrer-Policy'), pathname).toBe('strict-origin-when-cross-origin');
    }
    expect(headersFor(rules, '/shop-site/assets/site.css').get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/shop-site/about/').get('Cache-Control')).toBeUndefined();
  });
});
