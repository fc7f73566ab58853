import { describe, expect, it } from 'vitest';
import { markdownReferences } from '../../src/content/markdown-references.ts';
import { renderMarkdown } from '../../src/content/render-markdown.ts';
import { sitePaths } from '../../src/shared/url-paths.ts';

describe('markdownReferences', () => {
  const paths = sitePaths('/shop-site/');
  const body =
    'See [our **team** kits](/kits), [puff](/printing#puff) and ![A vest](/images/vest.jpg).\n\nNot [this](javascript:alert(1)); see https://example.org/x.';

  it('lists each link and picture with its words, as written and as the page carries it (the base path, the slash)', () => {
    expect(markdownReferences(body, paths)).toEqual([
      { kind: 'link', text: 'our team kits', written: '/kits', address: '/shop-site/kits/' },
      { kind: 'link', text: 'puff', written: '/printing#puff', address: '/shop-site/printing/#puff' },
      { kind: 'image', text: 'A vest', written: '/images/vest.jpg', address: '/shop-site/images/vest.jpg' },
      // Autolinked, as the page shows it; the javascript: link is printed as text, so it is no link.
      { kind: 'link', text: 'https://example.org/x', written: 'https://example.org/x', address: 'https://example.org/x' },
    ]);
  });

  it('gives the very addresses the rendered HTML carries', () => {
    const html = renderMarkdown(body, paths);
    for (const reference of markdownReferences(body, paths)) expect(html).toContain(`${reference.kind === 'image' ? 'src' : 'href'}="${reference.address}"`);
  });
});
