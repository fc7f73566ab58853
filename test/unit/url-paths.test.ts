import { describe, expect, it } from 'vitest';
import { basePathOf, fileForPath, isValidBasePath, normalizeBasePath, sitePaths } from '../../src/shared/url-paths.ts';

describe('url-paths', () => {
  it('normalises a base path to start and end with one slash', () => {
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('shop-site')).toBe('/shop-site/');
    expect(normalizeBasePath('/shop-site')).toBe('/shop-site/');
    expect(normalizeBasePath('//shop-site//')).toBe('/shop-site/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
    expect(basePathOf('https://owner.github.io/shop-site')).toBe('/shop-site/');
    expect(basePathOf('https://www.example.com')).toBe('/');
  });

  it('accepts plain path segments only as a base path', () => {
    for (const good of ['', '/', '/shop-site/', 'shop-site', '/a/b_c/d.e~f/']) expect(isValidBasePath(good), good).toBe(true);
    for (const bad of ['/shop site/', '/../x/', '/./', '/a?b', '/a#b', '/%20/', '/ü/']) expect(isValidBasePath(bad), bad).toBe(false);
  });

  it('builds every address under the base path, pages with a trailing slash', () => {
    const root = sitePaths('/');
    const sub = sitePaths('/shop-site/');
    expect(root.about).toBe('/about/');
    expect(sub.about).toBe('/shop-site/about/');
    expect(sub.home).toBe('/shop-site/');
    expect(sub.listing('street-ware', 2)).toBe('/shop-site/street-ware/page/2/');
    expect(sub.product('sports-ware', 3)).toBe('/shop-site/product/sports-ware/3/');
    expect(sub.asset('images/a.svg')).toBe('/shop-site/images/a.svg');
    expect(sub.asset('/images/a.svg')).toBe('/shop-site/images/a.svg');
    expect(sub.blogFeed).toBe('/shop-site/blog/feed.xml');
    expect(sub.pagefind).toBe('/shop-site/pagefind/');
  });

  it('gives a link the owner typed its canonical form: base path, trailing slash, fragment kept', () => {
    const sub = sitePaths('/shop-site/');
    expect(sub.page('/street-ware')).toBe('/shop-site/street-ware/');
    expect(sub.page('/street-ware/')).toBe('/shop-site/street-ware/');
    expect(sub.page('/printing#puff')).toBe('/shop-site/printing/#puff');
    expect(sub.page('/all-products?sort=price-asc')).toBe('/shop-site/all-products/?sort=price-asc');
    expect(sub.page('/')).toBe('/shop-site/');
    expect(sub.page('/blog/feed.xml')).toBe('/shop-site/blog/feed.xml');
  });

  it('maps an address to its file in the output folder, without the base path', () => {
    expect(fileForPath('/', '/')).toBe('index.html');
    expect(fileForPath('/about/', '/')).toBe('about/index.html');
    expect(fileForPath('/shop-site/', '/shop-site/')).toBe('index.html');
    expect(fileForPath('/shop-site/blog/page/2/', '/shop-site/')).toBe('blog/page/2/index.html');
    expect(fileForPath('/shop-site/404.html', '/shop-site/')).toBe('404.html');
    expect(() => fileForPath('/about/', '/shop-site/')).toThrow(/outside the site's base path/);
  });
});
