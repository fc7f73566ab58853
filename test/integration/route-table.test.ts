import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSite, type CheckResult } from '../../src/build.ts';
import { copyFixture, removeTemporaryFolders, setCell } from '../helpers/fixture-site.ts';
import { contentProblems } from '../helpers/content-problems.ts';

let checked: CheckResult;
beforeAll(async () => {
  checked = await checkSite({ contentDir: await copyFixture() });
});
afterAll(removeTemporaryFolders);

describe('route table', () => {
  it('has every fixed route of the site, each written as {route}/index.html', () => {
    const paths = checked.routes.map((route) => route.path);
    const fixed = ['/', '/home-2/', '/home-3/', '/about/', '/printing/', '/embroidery/', '/services/', '/projects/', '/team/', '/sign-in/', '/sign-up/', '/cart/', '/wishlist/', '/checkout/', '/shop/', '/safety-ware/', '/all-products/', '/street-ware/', '/sports-ware/', '/blog/', '/contact/', '/privacy/', '/terms/', '/404.html'];
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
    expect(new Set(files).size).toBe(files.length);
  });

  it('refuses a content link to a page that does not exist', async () => {
    const dir = await copyFixture();
    await setCell(dir, 'collections.csv', 2, 'link', '/streetware');
    expect(await contentProblems(dir)).toEqual(['content/collections.csv, row 2, column "link": no page of this site has the address /streetware']);
  });
});
