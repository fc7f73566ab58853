import type { ContentIssue } from '../errors/content-issue.ts';
import { quoteValue } from '../errors/format-issues.ts';
import type { PageSummary } from './crawl-built-site.ts';
import type { PageOrigin } from './page-origins.ts';
import { describePage, pageLocation } from './page-location.ts';

/**
 * Every page needs a title (the browser tab, the search result's headline) and a description (the
 * search result's text, the link preview's). Titles must also tell pages apart: two pages with one
 * title look the same in a search result and in a row of tabs.
 *
 * Pages that ask search engines to leave them out (noindex: the 404 page, sign-in, the enquiry
 * list) may share a title: nobody meets them in search results, and no site needs two distinct
 * names for "Page not found". Neither do pages whose title is written in one place (see
 * PageOrigin.titleFrom): the owner cannot, and need not, tell them apart.
 */
export function checkPageTexts(pages: readonly PageSummary[], origins: ReadonlyMap<string, PageOrigin>): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const originOf = (page: PageSummary) => origins.get(page.address);
  for (const page of pages) {
    const where = pageLocation(page.address, originOf(page));
    if (!page.title)
      issues.push({ code: 'MissingTitle', ...where, message: `the page ${page.address} has ${page.title === undefined ? 'no title' : 'an empty title'}` });
    if (!page.description)
      issues.push({
        code: 'MissingDescription',
        ...where,
        message: `the page ${page.address} has ${page.description === undefined ? 'no description' : 'an empty description'}`,
      });
  }

  const byTitle = new Map<string, PageSummary[]>();
  for (const page of pages) {
    if (page.noindex || !page.title) continue;
    const group = byTitle.get(page.title);
    if (group) group.push(page);
    else byTitle.set(page.title, [page]);
  }
  for (const [title, sharing] of byTitle) {
    // One page for each place the title is written: the others are that place shown again.
    const distinct = new Map<string, PageSummary>();
    for (const page of sharing) {
      const from = originOf(page)?.titleFrom ?? page.address;
      if (!distinct.has(from)) distinct.set(from, page);
    }
    if (distinct.size < 2) continue;
    const [first, ...others] = [...distinct.values()] as [PageSummary, ...PageSummary[]];
    const listed = others.map((page) => describePage(page.address, originOf(page)));
    issues.push({
      code: 'DuplicateTitle',
      ...pageLocation(first.address, originOf(first)),
      message: `the page ${first.address} has the same title, ${quoteValue(title, 80)}, as ${listed.join(' and ')}; give each page a title of its own, so search results and browser tabs tell them apart`,
    });
  }
  return issues;
}
