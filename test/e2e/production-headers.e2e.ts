import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from '../../src/serve/headers-file.ts';
import { closeFilePages, openPage, origin, takeProblems } from './browser.ts';
import { TEST_DIST } from './test-site.ts';

afterAll(closeFilePages);

describe('the browser tests run under the production headers of dist/_headers', () => {
  it('the test server sends every header _headers sets for the path, as Netlify and Cloudflare Pages do', async () => {
    const rules = parseHeadersFile(await readFile(path.join(TEST_DIST, '_headers'), 'utf8'));
    const html = await readFile(path.join(TEST_DIST, 'about', 'index.html'), 'utf8');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    for (const pathname of ['/about/', stylesheet!, '/no-such-page/']) {
      const response = await fetch(`${origin()}${pathname}`);
      const expected = headersFor(rules, pathname);
      expect(expected.get('Content-Security-Policy'), pathname).toMatch(/^default-src 'self'/);
      for (const [name, value] of expected) expect(response.headers.get(name), `${pathname} ${name}`).toBe(value);
    }
    expect((await fetch(`${origin()}${stylesheet}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('a CSP violation on a page is caught and reported: an injected inline script and inline style are blocked', async () => {
    const { page, errors } = await openPage('/about/');
    // An inline script that is allowed runs as it is added: read at once, the mark says whether it did.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.injected = "yes"';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 3px solid red }';
      document.head.append(style);
      return {
        script: document.documentElement.dataset.injected ?? 'no',
        outline: getComputedStyle(document.body).outlineStyle,
      };
    });
    expect(ran).toEqual({ script: 'no', outline: 'none' });
    // The browser reports the blocks a moment later, as violation events that browser.ts logs.
    await expect
      .poll(() => errors.filter((message) => /Content-Security-Policy violation: (script|style)-src-elem blocked inline/.test(message)).length)
      .toBe(3);
    // Taken here, so this test (which provokes them on purpose) passes; in any other test they fail it.
    const problems = takeProblems();
    // The script is refused by both copies of the policy, the header and the meta tag. The style is
    // refused by the meta tag, which allows only the page's own head CSS; the header leaves inline
    // styles to it (src/seo/security-policy.ts).
    expect(problems.filter((problem) => /Content-Security-Policy violation: script-src-elem blocked inline/.test(problem))).toHaveLength(2);
    expect(problems.filter((problem) => /Content-Security-Policy violation: style-src-elem blocked inline/.test(problem))).toHaveLength(1);
    await page.context().close();
  });
});
