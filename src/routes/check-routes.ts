import type { ContentIssue } from '../errors/content-issue.ts';
import type { Site } from '../content/site-model.ts';
import type { Route } from './route.ts';

/**
 * Whole-site checks on the page map, before anything is written (Eleventy's
 * checkForDuplicatePermalinks): two pages must not write the same file, and every link the owner
 * typed into the content must lead to a page that exists.
 */
export function checkRoutes(routes: readonly Route[], site: Site): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const byFile = new Map<string, Route>();
  for (const route of routes) {
    const earlier = byFile.get(route.file);
    if (earlier) {
      issues.push({
        code: 'DuplicateOutputPath',
        file: route.file,
        message: `two pages would both be written to ${route.path} ("${earlier.meta.title}" and "${route.meta.title}"); give one of them another slug`,
      });
    } else {
      byFile.set(route.file, route);
    }
  }
  // Content links are compared in their canonical form (base path, trailing slash), the form the
  // pages link them with; the sentence quotes them as the owner typed them.
  const known = new Set(routes.map((route) => route.path));
  for (const item of site.collectionItems) {
    if (!known.has(withoutFragment(item.href)))
      issues.push({
        code: 'UnknownReference',
        file: item.source.file,
        row: item.source.row,
        column: 'link',
        message: `no page of this site has the address ${item.link}`,
      });
  }
  for (const service of site.services) {
    if (service.link !== undefined && !known.has(withoutFragment(service.href))) {
      issues.push({ code: 'UnknownReference', file: service.source.file, field: 'link', message: `no page of this site has the address ${service.link}` });
    }
  }
  return issues;
}

function withoutFragment(href: string): string {
  return href.replace(/[?#].*$/, '');
}
