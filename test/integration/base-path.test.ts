import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { copyFixture, editFile, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';
import { internalReferences, referencesInHtml } from '../helpers/page-references.ts';

afterAll(removeTemporaryFolders);

const ORIGIN = 'https://www.threadandtailor.example';
const BASE = '/shop-site/';

describe('a site built for a sub-path (--base-path /shop-site/)', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    const content = await copyFixture();
    // An owner's Markdown link to another page, written the short way.
    await editFile(content, 'blog/advancements-safety-wear-technology.md', (text) =>
      text.replace('Here is a practical overview', 'Ask us on the [contact page](/contact). Here is a practical overview'),
    );
    built = await buildInto(content, { basePath: BASE });
  }, 120_000);

  it('names only addresses under /shop-site/, each a file of the build (pages, assets, srcsets, island data, link previews)', async () => {
    const references = await internalReferences(built.out, ORIGIN, BASE);
    const outside = references.filter(({ pathname }) => !pathname.startsWith(BASE));
    expect(outside).toEqual([]);
    const missing = references.filter(({ pathname }) => {
      const relative = decodeURIComponent(pathname.slice(BASE.length));
      return !existsSync(path.join(built.out, pathname.endsWith('/') ? path.join(relative, 'index.html') : relative));
    });
    expect(missing).toEqual([]);
    expect(references.length).toBeGreaterThan(80);
  });

  it('writes the files at the root of the output folder, not in a shop-site/ folder', async () => {
    const files = await built.files();
    expect(files).toContain('index.html');
    expect(files).toContain('404.html');
    expect(files.some((file) => file.startsWith('shop-site/'))).toBe(false);
  });

  it('gives the 404 page, served at any depth, links that carry the base path', async () => {
    const links = referencesInHtml(await built.read('404.html')).filter((reference) => reference.where.startsWith('<a '));
    expect(links.map((link) => link.url)).toContain(BASE);
    expect(links.map((link) => link.url)).toContain(`${BASE}all-products/`);
  });

  it('lists every indexable page in the sitemap under the base path, and none of the noindex pages or the 404 page', async () => {
    const sitemap = await built.read('sitemap.xml');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const indexable = built.result.routes.filter((route) => !route.meta.noindex && route.path.endsWith('/'));
    expect(new Set(locs)).toEqual(new Set(indexable.map((route) => `${ORIGIN}${route.path}`)));
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/www\.threadandtailor\.example\/shop-site\//);
    const noindex = built.result.routes.filter((route) => route.meta.noindex);
    expect(noindex.map((route) => route.path)).toEqual(expect.arrayContaining([`${BASE}cart/`, `${BASE}404.html`]));
    for (const route of noindex) expect(locs).not.toContain(`${ORIGIN}${route.path}`);
    expect(await built.read('robots.txt')).toContain(`Sitemap: ${ORIGIN}${BASE}sitemap.xml`);
  });

  it('puts the base path into the feed, canonical links, Open Graph addresses and JSON-LD', async () => {
    const feed = await built.read('blog/feed.xml');
    for (const post of built.result.site.blogPosts) expect(feed).toContain(`<link>${ORIGIN}${BASE}blog/${post.slug}/</link>`);
    const product = built.result.site.products[0]!;
    const html = await built.read(`product/${product.type}/${product.id}/index.html`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}${BASE}product/${product.type}/${product.id}/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${ORIGIN}${BASE}product/${product.type}/${product.id}/"/>`);
    expect(html).toContain(`"url":"${ORIGIN}${BASE}product/${product.type}/${product.id}/"`);
  });

  it("writes the blog search's posts to one file the blog pages name, not into each page", async () => {
    const { site } = built.result;
    const entries = JSON.parse(await built.read('blog/posts.json')) as { title: string; description: string; tags: string[]; href: string }[];
    expect(entries).toEqual(
      site.blogPosts.map((post) => ({ title: post.title, description: post.description, tags: post.tags, href: `${BASE}blog/${post.slug}/` })),
    );
    for (const file of ['blog/index.html', `blog/${site.blogPosts[0]!.slug}/index.html`]) {
      const html = await built.read(file);
      const props = /data-island="blog-search"[^>]* data-props="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '{}';
      expect(Object.keys(JSON.parse(props)), file).toEqual(['source']);
      expect(JSON.parse(props).source).toBe(`${BASE}blog/posts.json`);
    }
    // A post's page holds no other post's description.
    expect(site.blogPosts.length).toBeGreaterThan(1);
    expect((await built.read(`blog/${site.blogPosts[0]!.slug}/index.html`)).includes(site.blogPosts[1]!.description)).toBe(false);
  });

  it("gives an owner's Markdown link to a page the base path and the trailing slash", async () => {
    expect(await built.read('blog/advancements-safety-wear-technology/index.html')).toContain(`<a href="${BASE}contact/">contact page</a>`);
  });

  it('scopes the _headers rules to the base path', async () => {
    const headers = await built.read('_headers');
    expect(headers).toMatch(/^\/shop-site\/\*\n {2}Content-Security-Policy: /);
    expect(headers).toContain('/shop-site/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

describe('where the base path comes from', () => {
  it('takes it from the path of baseUrl (https://owner.github.io/shop-site) when --base-path is not given', async () => {
    const built = await buildInto(await copyFixture(), { baseUrl: 'https://owner.github.io/shop-site' });
    expect(built.result.site.paths.about).toBe('/shop-site/about/');
    expect(await built.read('sitemap.xml')).toContain('<loc>https://owner.github.io/shop-site/about/</loc>');
  });

  it('lets --base-path override it, and refuses a base path that is not plain path segments (exit 2)', async () => {
    const content = await copyFixture();
    const out = path.join(await tempDir(), 'dist');
    const err: string[] = [];
    const io = { out: () => undefined, err: (line: string) => err.push(line) };
    expect(
      await main(['build', '--content', content, '--out', out, '--base-url', 'https://owner.github.io/other', '--base-path', 'shop-site'], io),
      err.join('\n'),
    ).toBe(0);
    expect(await (await import('node:fs/promises')).readFile(path.join(out, 'robots.txt'), 'utf8')).toContain(
      'Sitemap: https://owner.github.io/shop-site/sitemap.xml',
    );
    expect(await main(['build', '--content', content, '--out', out, '--base-path', '/shop site/../x'], io)).toBe(2);
    expect(err.at(-1)).toBe('Error: --base-path must be a path of plain letters, digits and dashes like /shop-site/, got "/shop site/../x"');
  });
});
