import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/build.ts';
import { linkReferences } from '../../src/content/link-references.ts';
import { loadCollections } from '../../src/content/load-collections.ts';
import { buildSiteModel, type Site } from '../../src/content/site-model.ts';
import { checkRoutes } from '../../src/routes/check-routes.ts';
import { buildRouteTable } from '../../src/routes/route-table.ts';
import type { Route } from '../../src/routes/route.ts';
import { TEST_DATE } from '../helpers/built-site.ts';
import { copyFixture, editFile, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';
import { contentProblems } from '../helpers/content-problems.ts';

/**
 * The fixture's route table, made by the pipeline up to the route table but without the whole-site
 * route check (checkSite runs checkRoutes and throws on a duplicate output path): so a route table
 * that wrote two pages to one file fails the test that looks for it, not this set-up.
 */
async function routeTableOf(contentDir: string): Promise<{ site: Site; routes: Route[] }> {
  const { content, issues } = await loadCollections(contentDir);
  const { settings } = content;
  if (issues.length > 0 || !settings) throw new Error(`the fixture has content problems: ${JSON.stringify(issues)}`);
  const referenceIssues = await linkReferences(content, contentDir, path.join(PROJECT_ROOT, 'public'));
  if (referenceIssues.length > 0) throw new Error(`the fixture has content problems: ${JSON.stringify(referenceIssues)}`);
  const site = buildSiteModel({ ...content, settings }, { now: TEST_DATE });
  return { site, routes: buildRouteTable(site) };
}

let checked: { site: Site; routes: Route[] };
beforeAll(async () => {
  checked = await routeTableOf(await copyFixture());
});
afterAll(removeTemporaryFolders);

describe('route table', () => {
  it('has every fixed route of the site, each written as {route}/index.html', () => {
    const paths = checked.routes.map((route) => route.path);
    const fixed = [
      '/',
      '/home-2/',
      '/home-3/',
      '/about/',
      '/printing/',
      '/embroidery/',
      '/services/',
      '/projects/',
      '/team/',
      '/sign-in/',
      '/sign-up/',
      '/cart/',
      '/wishlist/',
      '/checkout/',
      '/shop/',
      '/safety-ware/',
      '/all-products/',
      '/street-ware/',
      '/sports-ware/',
      '/blog/',
      '/contact/',
      '/privacy/',
      '/terms/',
      '/404.html',
    ];
    expect(paths).toEqual(expect.arrayContaining(fixed));
    const about = checked.routes.find((route) => route.path === '/about/');
    expect(about?.file).toBe('about/index.html');
    expect(checked.routes.find((route) => route.path === '/')?.file).toBe('index.html');
    expect(checked.routes.find((route) => route.path === '/404.html')?.file).toBe('404.html');
  });

  it('has a page per product under its type and id, and a shop page per safety product', () => {
    const paths = new Set(checked.routes.map((route) => route.path));
    for (const product of checked.site.products) expect(paths).toContain(`/product/${product.type}/${product.id}/`);
    for (const product of checked.site.productsByList.safety) expect(paths).toContain(`/shop/${product.slug}/`);
    expect([...paths].filter((path) => path.startsWith('/shop/') && path !== '/shop/')).toHaveLength(checked.site.productsByList.safety.length);
  });

  it('names /shop/ and the breadcrumb of its product pages "Safety Wear", as /safety-ware/ is named', () => {
    const at = (path: string) => checked.routes.find((route) => route.path === path)!;
    expect(at('/shop/').meta.title).toBe('Safety Wear');
    expect(at('/shop/').meta.title).toBe(at('/safety-ware/').meta.title);
    expect(at('/shop/').props).toMatchObject({ title: 'Safety Wear' });
    const product = checked.site.productsByList.safety[0]!;
    expect(at(`/shop/${product.slug}/`).props).toMatchObject({ listing: { title: 'Safety Wear', href: '/shop/' } });
  });

  it('takes the title of every fixed page from pages.csv or content/pages/, the shop and the product breadcrumbs included', async () => {
    const dir = await copyFixture();
    const titles = { 'street-ware': 'Casual Wear', 'safety-ware': 'Workwear', blog: 'Journal' };
    await editFile(dir, 'pages.csv', (text) =>
      text.replace(/^([a-z-]+),,,[^,\n]*,/gm, (row, page: string) => (page in titles ? `${page},,,${titles[page as keyof typeof titles]},` : row)),
    );
    await editFile(dir, 'pages/about.md', (text) => text.replace(/^title: .*$/m, 'title: Who We Are'));
    const { site, routes } = await routeTableOf(dir);
    const at = (path: string) => routes.find((route) => route.path === path)!;
    expect(at('/about/').meta.title).toBe('Who We Are');
    expect(at('/street-ware/').meta.title).toBe('Casual Wear');
    expect(at('/blog/').meta.title).toBe('Journal');
    for (const listing of ['/safety-ware/', '/shop/']) expect([at(listing).meta.title, at(listing).props]).toMatchObject(['Workwear', { title: 'Workwear' }]);
    const street = site.productsByList.street[0]!;
    const safety = site.productsByList.safety[0]!;
    expect(at(`/product/street-ware/${street.id}/`).props).toMatchObject({ listing: { title: 'Casual Wear', href: '/street-ware/' } });
    expect(at(`/product/safety-ware/${safety.id}/`).props).toMatchObject({ listing: { title: 'Workwear', href: '/safety-ware/' } });
    expect(at(`/shop/${safety.slug}/`).props).toMatchObject({ listing: { title: 'Workwear', href: '/shop/' } });
  });

  it('gives a page with an empty description in pages.csv the site description of site.json', () => {
    const home2 = checked.routes.find((route) => route.path === '/home-2/')!;
    expect(home2.meta.description).toBe(checked.site.settings.description);
  });

  it('has a page per post, per project, and per service that has no link of its own', () => {
    const paths = new Set(checked.routes.map((route) => route.path));
    for (const post of checked.site.blogPosts) expect(paths).toContain(`/blog/${post.slug}/`);
    for (const project of checked.site.projects) expect(paths).toContain(`/projects/${project.slug}/`);
    for (const service of checked.site.services) {
      if (service.link) expect(paths).not.toContain(`/services/${service.slug}/`);
      else expect(paths).toContain(`/services/${service.slug}/`);
    }
  });

  it('writes no two pages to the same file', () => {
    const files = checked.routes.map((route) => route.file);
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
    expect(checkRoutes(checked.routes, checked.site)).toEqual([]);
  });

  it('refuses a content link to a page that does not exist', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'collections.csv', 2, 'link', '/streetware');
    expect(await contentProblems(dir)).toEqual(['content/collections.csv, row 2, column "link": no page of this site has the address /streetware']);
  });
});
