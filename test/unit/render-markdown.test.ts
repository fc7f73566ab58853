import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/render-markdown.ts';
import { sitePaths } from '../../src/shared/url-paths.ts';

const render = (source: string) => renderMarkdown(source, sitePaths('/'));

/** Every attribute value the rendered HTML would hand to the browser as an address. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('Markdown from the owner renders inert', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src="x" onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '<iframe src="https://evil.example"></iframe>',
    'Text <b onmouseover="alert(1)">bold</b> and <style>body{display:none}</style>',
  ])('raw HTML is shown as text: %s', (source) => {
    const html = render(source);
    // linkify may turn the address inside the escaped tag into a link of its own, which is harmless.
    expect(html).not.toMatch(/<(script|img|iframe|b|style)\b|<a [^>]*(javascript|onerror)/i);
    expect(html).toContain('&lt;');
  });

  it.each([
    '[click](javascript:alert(1))',
    '[click](JavaScript:alert(1))',
    '[click](jav&#x61;script:alert(1))',
    '[click](javascript&colon;alert(1))',
    '[click](vbscript:msgbox(1))',
    '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[click](data:image/png;base64,iVBORw0KGgo=)',
    '[click](file:///etc/passwd)',
    '<javascript:alert(1)>',
    '<data:text/html,<script>alert(1)</script>>',
    '![x](javascript:alert(1))',
    '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '[click][ref]\n\n[ref]: javascript:alert(1)',
  ])('a dangerous link is not a link: %s', (source) => {
    const html = render(source);
    for (const address of addresses(html)) expect(address).not.toMatch(/^\s*(javascript|vbscript|data|file)\s*:/i);
    expect(html).not.toMatch(/<a |<img /);
  });

  it('web, mail, phone and site links stay links', () => {
    const html = render('[a](https://example.com/) [b](mailto:orders@example.com) [c](tel:+923001234567) [d](/contact) [e](#sizes)');
    expect(addresses(html)).toEqual(['https://example.com/', 'mailto:orders@example.com', 'tel:+923001234567', '/contact/', '#sizes']);
  });
});
