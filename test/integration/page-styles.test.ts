import path from 'node:path';
import { transform, type SelectorComponent } from 'lightningcss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStylesheetCatalogue } from '../../src/assets/styles/stylesheet-catalogue.ts';
import { buildFonts } from '../../src/assets/fonts.ts';
import type { OutputSink } from '../../src/output/output-sink.ts';
import type { BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * Every class a stylesheet's selectors name; with `alone`, only those a rule of one selector
 * requires, outside :is() (a rule is kept whole when one of its selectors can match, so a list,
 * or the :is() lightningcss makes of one, names classes the page may not hold).
 */
function selectedClasses(css: string | Uint8Array, { alone = false } = {}): Set<string> {
  const classes = new Set<string>();
  const walk = (selector: SelectorComponent[]) => {
    for (const component of selector) {
      if (component.type === 'class') classes.add(component.name);
      if (!alone && component.type === 'pseudo-class' && 'selectors' in component && Array.isArray(component.selectors))
        for (const inner of component.selectors as SelectorComponent[][]) walk(inner);
    }
  };
  transform({
    filename: 'page.css',
    code: typeof css === 'string' ? Buffer.from(css) : css,
    visitor: {
      Rule: {
        style(rule) {
          if (alone && rule.value.selectors.length > 1) return;
          for (const selector of rule.value.selectors) walk(selector);
        },
      },
    },
  });
  return classes;
}

/** A page's own CSS: the head's rules and the linked rest. */
async function pageCss(site: BuiltSite, file: string): Promise<{ sheet: string; head: string; css: string; html: string }> {
  const html = await site.read(file);
  const head = /<style data-styles="([\w-]+)">([\s\S]*?)<\/style>/.exec(html);
  const rest = /<link rel="stylesheet" href="\/(assets\/css\/[a-z-]+\.[\w-]+\.css)"/.exec(html);
  if (!head || !rest) throw new Error(`${file} has no CSS of its own`);
  return { sheet: head[1] ?? '', head: head[2] ?? '', css: `${head[2]}${await site.read(rest[1] ?? '')}`, html };
}

let site: BuiltSite;
let siteClasses: Set<string>;

beforeAll(async () => {
  site = await testSiteBuild();
  const discard: OutputSink = { write: async () => undefined, copy: async () => undefined, keep: () => false };
  const fonts = await buildFonts(discard, site.result.site.paths);
  const catalogue = await buildStylesheetCatalogue(path.resolve('.'), site.result.site.settings, fonts.fallbackCss);
  siteClasses = selectedClasses([catalogue.base, ...catalogue.sheets.values()].join(''));
});

describe("each page's CSS: the base and the stylesheets of the components it rendered", () => {
  it('has the rules of every class the page holds: no component uses classes of a sheet it did not declare', async () => {
    const pages = (await site.files()).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(50);
    for (const file of pages) {
      const { css, html } = await pageCss(site, file);
      const own = selectedClasses(css);
      const held = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
      const missing = [...held].filter((name) => siteClasses.has(name) && !own.has(name));
      expect(missing, file).toEqual([]);
    }
  });

  it('leaves out the stylesheets of components the page does not render', async () => {
    const home = await pageCss(site, 'index.html');
    const team = await pageCss(site, 'team/index.html');
    const listing = await pageCss(site, 'sports-ware/index.html');
    const product = await pageCss(site, 'product/sports-ware/1/index.html');
    const alone = (page: { css: string }) => selectedClasses(page.css, { alone: true });
    expect(alone(home).has('banner__slide--gold')).toBe(true);
    expect(alone(team).has('team-card--short')).toBe(true);
    for (const other of [listing, product, team]) expect(alone(other).has('banner__slide--gold'), other.sheet).toBe(false);
    for (const other of [listing, product, home]) expect(alone(other).has('team-card--short'), other.sheet).toBe(false);
  });

  it("puts the first view's sheets in the head: the header's and the title band's, not the footer's", async () => {
    const about = await pageCss(site, 'about/index.html');
    const head = selectedClasses(about.head);
    expect(head.has('site-header')).toBe(true);
    expect(head.has('page-header')).toBe(true);
    expect(head.has('site-footer')).toBe(false);
    expect(selectedClasses(about.css, { alone: true }).has('site-footer')).toBe(true);
    // A listing's first view is the whole listing, its filters included.
    const listing = await pageCss(site, 'sports-ware/index.html');
    expect(selectedClasses(listing.head, { alone: true }).has('listing__filters')).toBe(true);
  });

  it("puts the fields' rules in the head only where the first view holds fields: a listing's filters, the sign-in form", async () => {
    // Fields.css is declared by each component that draws fields (useFieldStyles); the footer's newsletter form has it on every page.
    const fieldRule = /input\[type="?email"?\]/;
    for (const file of ['sports-ware/index.html', 'sign-in/index.html']) expect((await pageCss(site, file)).head, file).toMatch(fieldRule);
    for (const file of ['about/index.html', 'product/sports-ware/1/index.html']) {
      const page = await pageCss(site, file);
      expect(page.head, file).not.toMatch(fieldRule);
      expect(page.css, file).toMatch(fieldRule);
    }
  });

  it("leaves a shut dialog's rules out of the head, to come with the rest: the search dialog's, not its button's", async () => {
    // The whole page must arrive in one round trip for Lighthouse's simulated first paint (measurements.md, 2026-12-03).
    for (const file of ['about/index.html', 'product/sports-ware/1/index.html']) {
      const page = await pageCss(site, file);
      expect(page.html).toContain('id="search-dialog"');
      const head = selectedClasses(page.head);
      expect(head.has('site-search__open'), file).toBe(true);
      expect(head.has('search-dialog'), file).toBe(false);
      expect(head.has('search-result'), file).toBe(false);
      expect(selectedClasses(page.css, { alone: true }).has('search-dialog'), file).toBe(true);
    }
  });
});
