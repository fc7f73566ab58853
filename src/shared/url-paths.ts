import { kindPaths, type KindPaths } from './page-kinds.ts';

/*
 * Every address the site links to, built here and in the registry of page kinds (page-kinds.ts),
 * so pages, islands, the sitemap and the route table agree. Two rules hold for every address:
 *
 * - It carries the site's base path. A site published at https://owner.github.io/shop-site/ lives
 *   under /shop-site/, so its about page is /shop-site/about/; at the root of a host it is /about/.
 * - A page address ends with a slash, because each page is written as {path}/index.html: a static
 *   host then serves it without a redirect round trip, which costs most on slow mobile networks.
 */

/** A base path starts and ends with a slash: "/" at the root of a host, "/shop-site/" below it. */
export type BasePath = `/${string}`;

/** "shop-site", "/shop-site" and "/shop-site/" all mean "/shop-site/"; "" and "/" mean the root. */
export function normalizeBasePath(input: string): BasePath {
  const inner = input.trim().replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

/** Whether a base path is made of plain URL path segments, so it needs no escaping anywhere. */
export function isValidBasePath(input: string): boolean {
  const segments = input
    .trim()
    .split('/')
    .filter((segment) => segment !== '');
  return segments.every((segment) => /^[A-Za-z0-9._~-]+$/.test(segment) && segment !== '.' && segment !== '..');
}

/** The base path of a published address: https://owner.github.io/shop-site → /shop-site/. */
export function basePathOf(baseUrl: string): BasePath {
  return normalizeBasePath(new URL(baseUrl).pathname);
}

/**
 * The addresses of the site: each kind of page's, named and built in its entry of the registry of
 * page kinds (page-kinds.ts: site.paths.about, site.paths.listing(segment, page)), and these.
 */
export interface SitePaths extends KindPaths {
  readonly base: BasePath;
  readonly blogFeed: string;
  /** What the blog's search looks through (src/seo/blog-search-data.ts), fetched when a visitor searches. */
  readonly blogSearchData: string;
  readonly sitemap: string;
  readonly manifest: string;
  /** The folder the search index is written to, with its script. */
  readonly pagefind: string;
  /** A file of the built site: an image, a font, a bundle (path relative to the site's root). */
  readonly asset: (relative: string) => string;
  /**
   * A link the owner typed into the content (/street-ware, /printing#puff), in its canonical form:
   * with the base path and the page's trailing slash.
   */
  readonly page: (sitePath: string) => string;
}

/** The addresses of a site published under the given base path. */
export function sitePaths(base: BasePath = '/'): SitePaths {
  const at = (relative: string) => `${base}${relative.replace(/^\/+/, '')}`;
  const page = (sitePath: string) => {
    const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(sitePath) ?? [];
    const trimmed = path.replace(/^\/+/, '');
    const isFile = /\.[a-z0-9]+$/i.test(trimmed);
    return `${at(trimmed === '' || isFile || trimmed.endsWith('/') ? trimmed : `${trimmed}/`)}${rest}`;
  };
  return {
    ...kindPaths(at),
    base,
    blogFeed: at('blog/feed.xml'),
    blogSearchData: at('blog/posts.json'),
    sitemap: at('sitemap.xml'),
    manifest: at('site.webmanifest'),
    pagefind: at('pagefind/'),
    asset: at,
    page,
  };
}

/**
 * The file a page address is written to, relative to the output folder: /about/ → about/index.html,
 * and under the base path /shop-site/, /shop-site/about/ → about/index.html.
 */
export function fileForPath(path: string, base: BasePath = '/'): string {
  if (!path.startsWith(base)) throw new Error(`The address ${path} is outside the site's base path ${base}`);
  const relative = path.slice(base.length);
  if (/\.(html|xml|txt|json|webmanifest)$/.test(relative)) return relative;
  const folder = relative.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

/** The full address of a site address, for canonical links, link previews, the sitemap and the feed. */
export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}

/**
 * The folder of one search index shard, relative to the site's root: shard 0 is `pagefind` (it
 * holds pagefind.js, the script the browser loads), shard N is `pagefind-shards/N`. One place for
 * the name, so the indexer (src/search/) and the search dialog's list of shard addresses agree.
 * A shard's address under the base path is paths.asset(searchShardFolder(n) + '/').
 */
export function searchShardFolder(shard: number): string {
  if (!Number.isInteger(shard) || shard < 0) throw new Error(`A search shard is numbered 0, 1, 2 …; got ${shard}`);
  return shard === 0 ? 'pagefind' : `pagefind-shards/${shard}`;
}
