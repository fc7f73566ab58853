import { describe, expect, it } from 'vitest';
import type { Site } from '../../src/content/site-model.ts';
import { formatIssue } from '../../src/errors/format-issues.ts';
import { checkRoutes } from '../../src/routes/check-routes.ts';
import type { Route } from '../../src/routes/route.ts';

/**
 * The content checks (unique slugs, Article Nos and ids) catch every collision the sample
 * collections can make before the route table exists, so no fixture site reaches this check; it
 * is the last guard for a route added later, and its sentence is tested here on a page map.
 */
function route(path: string, title: string): Route {
  return { path, file: `${path.slice(1)}index.html`, meta: { title, description: '' } } as unknown as Route;
}

const site = { collectionItems: [], services: [] } as unknown as Site;

describe('checkRoutes', () => {
  it('two pages written to the same file are one sentence naming the address and both titles', () => {
    const issues = checkRoutes([route('/about/', 'About'), route('/blog/kits/', 'Kits for clubs'), route('/blog/kits/', 'Kits, again')], site);
    expect(issues.map((issue) => [issue.code, formatIssue(issue)])).toEqual([
      [
        'DuplicateOutputPath',
        'blog/kits/index.html: two pages would both be written to /blog/kits/ ("Kits for clubs" and "Kits, again"); give one of them another slug',
      ],
    ]);
  });

  it('distinct pages pass', () => {
    expect(checkRoutes([route('/about/', 'About'), route('/team/', 'Team')], site)).toEqual([]);
  });
});
