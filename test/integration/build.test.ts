import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOf } from '../../src/shared/island-names.ts';
import { ISLAND_NAMES, MAIN_ISLANDS, type IslandMarker } from '../../src/shared/island-names.ts';
import { currentMenuHref, navigation } from '../../templates/components/navigation.ts';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { copyFixture, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

describe('building the sample content', () => {
  let built: BuiltSite;
  beforeAll(async () => {
    built = await testSiteBuild();
  }, 120_000);

  it('writes every route of the route table to its file', async () => {
    const files = new Set(await built.files());
    expect(built.result.routes.length).toBeGreaterThan(100);
    for (const route of built.result.routes) expect(files, route.path).toContain(route.file);
  });

  it('writes the sitemap, robots.txt, the blog feed with every post, _headers and the favicon', async () => {
    const files = new Set(await built.files());
    for (const file of ['sitemap.xml', 'robots.txt', 'blog/feed.xml', '_headers', 'favicon.ico']) expect(files).toContain(file);
    const feed = await built.read('blog/feed.xml');
    for (const post of built.result.site.blogPosts) expect(feed).toContain(`/blog/${post.slug}/</link>`);
    const sitemap = await built.read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://www.threadandtailor.example/about/</loc>');
    expect(sitemap).not.toContain('/cart/');
    const headers = await built.read('_headers');
    expect(headers).toMatch(/Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval';/);
    expect(headers).toContain('X-Content-Type-Options: nosniff');
    expect(headers).toContain('Referrer-Policy: strict-origin-when-cross-origin');
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });

  it('writes the real content into the pages: a product page carries its Article No and both paragraphs', async () => {
    const product = built.result.site.productsByList.sports[0]!;
    const html = await built.read(`product/sports-ware/${product.id}/index.html`);
    expect(html).toContain(product.name);
    for (const paragraph of product.paragraphs) expect(html).toContain(paragraph.slice(0, 40).replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(html).toMatch(/^<!doctype html><html lang="en" data-icon-sprite="\/assets\/icons\.\w+\.svg">/);
    expect(html).toContain(`<link rel="canonical" href="https://www.threadandtailor.example/product/sports-ware/${product.id}/"/>`);
  });

  it("names, in each page, exactly the island bundles of the islands that page rendered (one for all the chrome's), each once", async () => {
    for (const route of built.result.routes.slice(0, 60)) {
      const html = await built.read(route.file);
      const rendered = new Set([...html.matchAll(/data-island="([a-z-]+)"/g)].map((match) => bundleOf(match[1] as IslandMarker)));
      // The scripts the page runs at once, its main island's script (async, in the body), and the
      // islands the chrome loads after the load event (data-islands on its script).
      const sources = [...html.matchAll(/<script (?:type="module" |async="" )src="([^"]+)"[^>]*>/g)]
        .flatMap((match) => [match[1]!, ...(/ data-islands="([^"]+)"/.exec(match[0])?.[1] ?? '').split(' ')])
        .filter(Boolean);
      const linked = new Set(sources.map((source) => /^\/assets\/islands\/([a-z-]+)\.[A-Za-z0-9]+\.js$/.exec(source)?.[1] ?? source));
      expect(sources.length, route.path).toBe(linked.size);
      expect(linked, route.path).toEqual(rendered);
    }
  });

  it("runs each page's main island as a classic async script, preloaded from the head, that imports nothing but the modules it loads later", async () => {
    const seen = new Set<string>();
    for (const route of built.result.routes) {
      const html = await built.read(route.file);
      for (const name of MAIN_ISLANDS) {
        if (!html.includes(`data-island="${name}"`)) continue;
        seen.add(name);
        const [head = '', body = ''] = html.split('<body>');
        const src = new RegExp(`<script async="" src="(/assets/islands/${name}\\.[A-Za-z0-9_-]+\\.js)"></script>`).exec(body)?.[1];
        expect(src, `${route.path} ${name}`).toBeDefined();
        expect(head, route.path).toContain(`<link rel="preload" as="script" href="${src}" fetchpriority="high"/>`);
        expect(html, route.path).not.toMatch(new RegExp(`<script type="module"[^>]*/${name}\\.|modulepreload" href="[^"]*/${name}\\.`));
        // A classic script cannot hold an import statement; import("…") must name a file of the build.
        const code = await built.read(src!.slice(1));
        expect(code, name).not.toMatch(/(?:^|[;}])\s*import\s*[{*\w"']/);
        for (const [, lazy = ''] of code.matchAll(/import\("([^"]+)"\)/g)) expect(await built.files(), `${name} imports ${lazy}`).toContain(lazy.slice(1));
      }
    }
    expect([...seen].sort()).toEqual([...MAIN_ISLANDS].sort());
  });

  it('marks, on every page, its own menu link as current (the header is rendered once per menu state and reused)', async () => {
    const seen = new Set<string | undefined>();
    for (const route of built.result.routes) {
      const html = await built.read(route.file);
      const nav = html.slice(html.indexOf('<nav id="site-nav"'), html.indexOf('</nav>', html.indexOf('<nav id="site-nav"')));
      const current = [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*aria-current="page"/g)].map((match) => match[1]);
      const expected = currentMenuHref(navigation(built.result.site), route.path);
      seen.add(expected);
      expect(current, route.path).toEqual(expected ? [expected] : []);
    }
    // Both kinds of page were checked: menu pages and pages outside the menu (products, posts).
    expect(seen.has(undefined)).toBe(true);
    expect(seen.size).toBeGreaterThan(5);
  });

  it("draws the first view's small picture inside the page, after the first view's CSS; no preload in any body", async () => {
    const html = await built.read('about/index.html');
    const [head, body] = html.split('<body>') as [string, string];
    // The about page's first picture is a small drawing: it comes inside the page, so nothing is preloaded for it.
    expect(body).toMatch(/<img src="data:image\/svg\+xml,[^"]+"[^>]* fetchPriority="high"/);
    expect(head).not.toContain('<link rel="preload" as="image"');
    // The first view's CSS is in the head, ahead of every request.
    expect(head.indexOf('<style data-styles=')).toBeGreaterThan(-1);
    expect(head.indexOf('<style data-styles=')).toBeLessThan(head.indexOf('<script type="module"'));
    expect(head).not.toContain('<link rel="stylesheet"');
    // The page's other CSS after the first view; the web fonts' only inside <noscript> at the end.
    expect(body.replace(/<noscript data-web-fonts="[^"]+"><link rel="stylesheet"[^>]*><\/noscript><\/body>/, '').match(/<link rel="stylesheet"/g)).toHaveLength(
      1,
    );
    for (const file of (await built.files()).filter((name) => name.endsWith('.html'))) {
      expect((await built.read(file)).split('<body>')[1], file).not.toMatch(/<link rel="(?:preload|modulepreload)"/);
    }
  });

  it('has no inline script anywhere, only JSON-LD data blocks', async () => {
    for (const file of (await built.files()).filter((name) => name.endsWith('.html'))) {
      const html = await built.read(file);
      for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
        const attributes = match[1] ?? '';
        expect(attributes.includes(' src=') || attributes.includes('type="application/ld+json"'), `${file}: <script${attributes}>`).toBe(true);
      }
    }
  });

  it('opens every external link with rel="noopener noreferrer"', async () => {
    for (const file of ['index.html', 'contact/index.html', 'about/index.html']) {
      const html = await built.read(file);
      for (const match of html.matchAll(/<a\b[^>]*href="https?:\/\/[^"]*"[^>]*>/g)) expect(match[0], file).toContain('rel="noopener noreferrer"');
    }
  });
});

describe('building a fixture site', () => {
  it('escapes markup typed into a spreadsheet cell: a <script> renders as text', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'products/sports.csv', 2, 'title', '<script>alert("owned")</script> Kit');
    const built = await buildInto(dir);
    const html = await built.read('product/sports-ware/1/index.html');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;script&gt;alert(&quot;owned&quot;)&lt;/script&gt; Kit');
  });

  it('builds a cell that spells where the build puts the CSS as text, and the page keeps its CSS', async () => {
    const dir = await copyFixture();
    const spelled = '<!--style-policy:product-page--> <!--style-inline:product-page-->';
    await setCell(dir, 'products/sports.csv', 2, 'title', `Kit ${spelled}`);
    const built = await buildInto(dir);
    const html = await built.read('product/sports-ware/1/index.html');
    expect(html).toContain('Kit &lt;!--style-policy:product-page--&gt; &lt;!--style-inline:product-page--&gt;');
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy"/);
    expect(html).toMatch(/<style data-styles="product-page-[\w-]+">:root\{[\s\S]+?<\/style>/);
    expect(html).not.toContain('<!--style-');
    expect(html).toMatch(/<link rel="stylesheet" href="[^"]*\/assets\/css\/product-page\.[\w-]+\.css"/);
  });

  it('bundles one island per name, each referenced by a content-hashed file name', async () => {
    const built = await buildInto(await copyFixture());
    const files = await built.files();
    for (const name of ISLAND_NAMES) expect(files.some((file) => new RegExp(`^assets/islands/${name}\\.[A-Za-z0-9]+\\.js$`).test(file))).toBe(true);
    // A stylesheet per kind of page (more when its pages use different components), and one file per distinct first view.
    const stylesheets = files.filter((file) => /^assets\/css\/[a-z-]+\.[A-Za-z0-9_-]+\.css$/.test(file));
    expect(stylesheets).toContain(stylesheets.find((file) => /^assets\/css\/product-page\./.test(file)));
    // Each distinct first view's CSS (the head's <style>) is written once, as the file `site dev` swaps in.
    const heads = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.html')))
      heads.add(/<style data-styles="[\w-]+">([\s\S]*?)<\/style>/.exec(await built.read(file))?.[1] ?? '');
    expect(heads.has('')).toBe(false);
    expect(stylesheets.filter((file) => file.startsWith('assets/css/first-view.')).length).toBe(heads.size);
    // Most kinds of page share the usual first view (the header and the title band): a few distinct
    // ones in all (the home page, the listings, the blog index, contact, the enquiry lists, the 404,
    // and the pages whose largest paint follows the title band: privacy and terms, sign-in, the
    // services, the projects, a blog post, a product with one photo or several).
    expect(heads.size).toBeLessThanOrEqual(16);
    const perKind = stylesheets.filter((file) => !file.startsWith('assets/css/first-view.'));
    expect(perKind.length).toBeLessThanOrEqual(2 * new Set(built.result.routes.map((route) => route.kind)).size);
  });
});
