import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endOfFirstScreen } from '../../src/render/first-screen.ts';
import { FALLBACK_FAMILIES } from '../../src/assets/fonts.ts';
import { firstViewBytes, ONE_ROUND_TRIP, type FirstViewBytes } from '../../src/report/first-view-bytes.ts';
import type { BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * A page's first view must arrive in one round trip: its HTML up to the end of the first view and
 * the CSS the head waits for, compressed, within 14 KB. Checked on every page of the sample site,
 * not one per template, so a long product name or a big menu cannot push one page over unseen.
 */
describe('the bytes before the first paint', () => {
  let built: BuiltSite;
  let rows: FirstViewBytes[];
  beforeAll(async () => {
    built = await testSiteBuild();
    rows = await firstViewBytes(
      built.out,
      built.result.routes.map((route) => route.path),
      built.result.site.paths.base,
    );
  }, 120_000);

  it('fit in one round trip (14 KB gzip) on every page', () => {
    expect(rows.length).toBe(built.result.routes.length);
    const over = rows.filter((row) => row.beforePaint > ONE_ROUND_TRIP).map((row) => `${row.path}: ${(row.beforePaint / 1024).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('include no stylesheet the head waits for: the first view CSS is in the head, the rest after the first view', async () => {
    for (const row of rows) expect(row.blockingCssGzip, row.path).toBe(0);
    for (const route of built.result.routes) {
      const html = await built.read(route.file);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, route.path).toMatch(/<style data-styles="[\w-]+">/);
      expect(head, route.path).not.toMatch(/<link rel="(?:stylesheet|preload)"[^>]*as="font"|<link rel="stylesheet"/);
    }
  });

  it('draw a listing before the rest of the CSS: its rules in the head, that file linked after it, its first card in one round trip', async () => {
    const listings = built.result.routes.filter((route) => route.component.name === 'ListingPage');
    expect(listings.length).toBeGreaterThan(3);
    for (const route of listings) {
      const html = await built.read(route.file);
      const body = html.slice(html.indexOf('<body'));
      const style = html.slice(html.indexOf('<style'), html.indexOf('</style>'));
      // The cards, the phone's filter bar and what the listing's script adds (the open drawer, the chips).
      for (const rule of ['.product-card{', '.product-grid{', '.listing__bar', '.is-open', '.listing__chip', '.pagination'])
        expect(style, `${route.path} ${rule}`).toContain(rule);
      const rest = body.indexOf('<link rel="stylesheet"');
      expect(rest, route.path).toBeGreaterThan(body.indexOf('data-listing-end'));
      expect(body.indexOf('data-listing-end'), route.path).toBeGreaterThan(0);
      const firstCard = html.indexOf('</article>', html.indexOf('<article class="product-card'));
      expect(gzipSync(html.slice(0, firstCard)).length, route.path).toBeLessThanOrEqual(ONE_ROUND_TRIP);
    }
  });

  it('draw the blog index, the contact page and the enquiry lists before the rest of the CSS, their script first, at the start of <main>', async () => {
    const rules: Record<string, readonly string[]> = {
      BlogIndexPage: ['.post-card', '.blog-sidebar', '.blog-search'],
      ContactPage: ['.map-embed', '.contact-card', '.enquiry-form'],
      EnquiryListPage: ['.enquiry-list__skeleton', '.enquiry-list__lead'],
    };
    const island: Record<string, string> = { BlogIndexPage: 'blog-search', ContactPage: 'map-embed', EnquiryListPage: 'enquiry-list-page' };
    const pages = built.result.routes.filter((route) => route.component.name in rules);
    expect(new Set(pages.map((route) => route.component.name)).size).toBe(3);
    for (const route of pages) {
      const html = await built.read(route.file);
      const style = html.slice(html.indexOf('<style'), html.indexOf('</style>'));
      for (const rule of rules[route.component.name]!) expect(style, `${route.path} ${rule}`).toContain(rule);
      const body = html.slice(html.indexOf('<body'));
      // The island's script opens <main>, so the wait to run it overlaps the parsing of its markup.
      const script = body.search(new RegExp(`<main id="main" tabindex="-1"><script async="" src="[^"]*/${island[route.component.name]}\\.`));
      expect(script, route.path).toBeGreaterThan(0);
      expect(body.indexOf(`data-island="${island[route.component.name]}"`), route.path).toBeGreaterThan(script);
      expect(body.indexOf('<link rel="stylesheet"'), route.path).toBeGreaterThan(script);
    }
  });

  it('draw the largest text or picture of a text page, the services, the projects, a blog post and a product before the rest of the CSS, its rules in the head', async () => {
    // What Chromium paints last of the first screen when it follows the title band: the rest of the
    // CSS, linked before it, would hold it back a round trip.
    const largest: Record<string, { element: string; rule: string }> = {
      'legal-page': { element: 'class="container section prose"', rule: '.prose' },
      'account-page': { element: 'class="account__note"', rule: '.account__note' },
      'services-page': { element: 'class="grid service-grid"', rule: '.service-card' },
      'projects-page': { element: 'class="project-grid"', rule: '.project-card' },
      'blog-post-page': { element: 'class="post__image"', rule: '.post__image' },
      // Its picture: the gallery's first, or the one picture of a product that has one.
      'product-page': { element: 'fetchPriority="high"', rule: '.product__image' },
      'enquiry-list-page': { element: 'class="lead enquiry-list__lead"', rule: '.enquiry-list__lead' },
    };
    const pages = built.result.routes.filter((route) => route.kind in largest);
    expect(new Set(pages.map((route) => route.kind)).size).toBe(Object.keys(largest).length);
    for (const route of pages) {
      const { element, rule } = largest[route.kind]!;
      const html = await built.read(route.file);
      const body = html.slice(html.indexOf('<body'));
      expect(body.indexOf(element), `${route.path} ${element}`).toBeGreaterThan(0);
      expect(body.indexOf('<link rel="stylesheet"'), route.path).toBeGreaterThan(body.indexOf(element));
      expect(html.slice(html.indexOf('<style'), html.indexOf('</style>')), `${route.path} ${rule}`).toContain(rule);
    }
  });

  it('link the rest of the CSS right after the first view on other pages, and keep the listing rules out of their head', async () => {
    // A page whose first view goes on past its first screen (a listing, the blog, contact, the
    // enquiry lists, and the pages above) links it after that part.
    const WHOLE_PAGE = [
      'listing-page',
      'blog-index-page',
      'contact-page',
      'enquiry-list-page',
      'legal-page',
      'account-page',
      'services-page',
      'projects-page',
      'blog-post-page',
      'product-page',
    ];
    const others = built.result.routes.filter((route) => !WHOLE_PAGE.includes(route.kind));
    for (const route of others) {
      const html = await built.read(route.file);
      expect(html.indexOf('<link rel="stylesheet"', html.indexOf('<body')), route.path).toBe(endOfFirstScreen(html));
      expect(html.slice(html.indexOf('<style'), html.indexOf('</style>')), route.path).not.toContain('.listing__bar');
    }
  });

  it("allow each page's inline CSS by its hash in the page's Content-Security-Policy, never by unsafe-inline", async () => {
    for (const route of built.result.routes.slice(0, 40)) {
      const html = await built.read(route.file);
      const style = /<style data-styles="([\w-]+)">/.exec(html)?.[1] ?? '';
      const hash = built.result.styles.get(style)?.hash ?? 'none';
      const meta = (/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&#x27;', "'");
      expect(meta, route.path).toMatch(new RegExp(`style-src 'self' ${hash.replace(/[+/]/g, '\\$&')};`));
    }
  });

  it('set text in metric-matched local fonts until the web fonts arrive', async () => {
    const html = await built.read('index.html');
    const style = /<style data-styles="[\w-]+">(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    for (const families of Object.values(FALLBACK_FAMILIES)) {
      for (const family of families) {
        // Each fallback face is scaled to the web font's width and line box.
        // lightningcss writes the name as an identifier, with its colon escaped.
        const name = `"?${family.replace(':', '\\\\?:')}"?`;
        const face = new RegExp(
          `@font-face\\{font-family:${name};src:local\\([^}]*size-adjust:[\\d.]+%;ascent-override:[\\d.]+%;descent-override:[\\d.]+%[^}]*\\}`,
        );
        expect(style, family).toMatch(face);
      }
    }
    // The web fonts have a stylesheet of their own, which neither the head nor the page's other
    // stylesheet pulls in: browser code links it after the load event, a <noscript> without it.
    const webFace = /@font-face\{font-family:"?Barlow(?: Condensed)?"?;/;
    expect(style).not.toMatch(webFace);
    const rest = /<link rel="stylesheet" href="\/([^"]+)"/.exec(html)?.[1] ?? '';
    expect(await built.read(rest)).not.toMatch(/@font-face/);
    const fonts = /<noscript data-web-fonts="\/([^"]+)"><link rel="stylesheet" href="\/\1"\/><\/noscript><\/body>/.exec(html)?.[1] ?? 'none';
    const faces = await built.read(fonts);
    for (const family of ['Barlow', 'Barlow Condensed'])
      expect(faces).toMatch(new RegExp(`@font-face\\{font-family:"${family}";[^}]*font-display:swap;src:url\\(\\.\\./fonts/[\\w.-]+\\.woff2\\)`));
    // The stacks name the fallbacks right after the web fonts, and headings in capitals use the
    // faces scaled for capitals.
    expect(style).toMatch(/"Barlow",\s*"Barlow Fallback: Arial",\s*"Barlow Fallback: Roboto"/);
    expect(style).toMatch(/"Barlow Condensed",\s*"Barlow Condensed Fallback: Arial",\s*"Barlow Condensed Fallback: Roboto"/);
    expect(style).toMatch(/--font-heading-caps:\s*"Barlow Condensed",\s*"Barlow Condensed Caps Fallback: Arial",\s*"Barlow Condensed Caps Fallback: Roboto"/);
    expect(style).toMatch(/h1\{[^}]*font-family:var\(--font-heading-caps\)/);
  });
});
