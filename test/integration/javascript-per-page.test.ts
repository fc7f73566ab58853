import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { javascriptPerPage, type PageJavascript } from '../../src/report/javascript-per-page.ts';
import { templatePages } from '../../src/report/template-pages.ts';
import type { Route } from '../../src/routes/route.ts';
import { PAGE_KIND_NAMES } from '../../src/shared/page-kinds.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { removeTemporaryFolders } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * The most JavaScript these pages may load at first load, in KB gzip. Before the chrome became one
 * bundle with lazily loaded parts (2026-11-26) every one of them loaded 7 island scripts and 8
 * chunks: 6.6 KB gzip (11.9 KB raw) on the pages with only the chrome, 7.8 KB (14.1 KB raw) on a
 * blog post. After: 3.0 KB and 5.1 KB; the budgets leave room for small changes, not for a return.
 * 3.5 became 3.6 KB when the chrome began to wait for the first picture's largest-paint report
 * before it asks for anything more (first-picture-drawn.ts, 87 bytes gzip). 3.6 became 3.9 KB when
 * the chrome began to draw the "Save" and "Add to enquiry" buttons itself (list-buttons-markup.ts,
 * about 220 bytes gzip, cached once): pages carry an empty wrapper instead, 2 KB less HTML on every
 * product page and about 400 bytes less per card on every listing. 3.9 became 4.5 KB (the blog
 * post's 6, 6.6) with two parts of issue 24: the chrome answers a main island's toggles from the
 * first paint (early-toggles.ts, about 150 bytes gzip), and "Save" and "Add to enquiry" store a copy
 * of the product's line (price, address, picture) and check what they read back
 * (shared/product-copies.ts, about 270 bytes gzip), so /cart/ draws the visitor's lines at once
 * instead of after the whole catalogue has downloaded. The blog post's 6.6 became 6.7 KB when the
 * size run's island began to write the product page's mailto link (product-enquiry-links.ts): the
 * blog post's comment form shares mailto-link.ts and open-external.ts with other islands, and
 * esbuild now puts the two in separate chunks, about 40 bytes gzip more for the same code. 6.7 became
 * 7.2 KB when the blog's search began to fetch the posts it looks through (blog/posts.json) instead
 * of every blog page carrying them: its script gained the fetch and the Retry message
 * (load-problem.ts), about 450 bytes gzip, cached once, for about 900 bytes less HTML on every blog
 * page, growing with every post. 7.2 became 7.3 KB when the islands' words left the pages for their
 * code (src/shared/island-words.ts): the blog search's result line, and the header's list buttons'
 * and search's messages, about 0.25 KB less HTML on every page. 7.3 became 7.4 KB when the comment
 * form's words followed (what it says it did, and the e-mail's first line and field names): about
 * 60 bytes gzip more in its script, cached once, and about 0.15 KB less HTML on every blog post.
 */
const BUDGETS: Readonly<Record<string, number>> = { privacy: 4.5, terms: 4.5, about: 4.5, team: 4.5, 'blog post': 7.4 };

/** Pages whose only interactive parts are the chrome's. */
const CHROME_ONLY = ['privacy', 'terms', 'about', 'team', 'services', 'projects', '404'];

describe('the JavaScript each page loads at first load', () => {
  let pages: Map<string, PageJavascript>;
  let routes: readonly Route[];
  beforeAll(async () => {
    const built = await testSiteBuild();
    routes = built.result.routes;
    const rows = await javascriptPerPage(built.out, templatePages(built.result.routes), built.result.site.paths.base);
    pages = new Map(rows.map((row) => [row.template, row]));
  }, 120_000);

  it('is one script and no preloaded chunk on a page with nothing interactive beyond the chrome', () => {
    for (const template of CHROME_ONLY) {
      const page = pages.get(template);
      expect(
        page?.scripts.map((script) => /\/islands\/([a-z-]+)\.\w+\.js$/.exec(script)?.[1]),
        template,
      ).toEqual(['chrome']);
      expect(page?.preloads, template).toEqual([]);
    }
  });

  it('stays within the budget on the privacy, terms, about, team and blog post pages', () => {
    for (const [template, budget] of Object.entries(BUDGETS)) {
      const page = pages.get(template);
      expect(page, template).toBeDefined();
      expect((page?.gzip ?? Infinity) / 1024, `${template}: KB gzip`).toBeLessThanOrEqual(budget);
    }
  });

  it('covers every kind of page', () => {
    const kinds = [...pages.values()].map((page) => routes.find((route) => route.path === page.path)?.kind);
    expect(new Set(kinds)).toEqual(new Set(PAGE_KIND_NAMES));
  });
});
