import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIslands } from './assets/build-islands.ts';
import { buildStyles } from './assets/build-styles.ts';
import { copyPublic } from './assets/copy-public.ts';
import { buildFonts } from './assets/fonts.ts';
import { buildIconSprite } from './assets/build-icon-sprite.ts';
import { prepareImages } from './assets/prepare-images.ts';
import { imageReferences } from './content/image-references.ts';
import { linkReferences } from './content/link-references.ts';
import { writeListingData } from './listing/listing-data.ts';
import { loadCollections } from './content/load-collections.ts';
import { buildSiteModel, type Site } from './content/site-model.ts';
import { absoluteUrl, normalizeBasePath } from './shared/url-paths.ts';
import { ContentError } from './errors/content-error.ts';
import { DirectorySink, type OutputSink } from './output/output-sink.ts';
import { indexForSearch } from './search/index-for-search.ts';
import { searchRecords } from './search/search-records.ts';
import { createRenderer, type PageAssets, type RenderedPage } from './render/render-route.ts';
import { buildRouteTable } from './routes/route-table.ts';
import { checkRoutes } from './routes/check-routes.ts';
import type { Route } from './routes/route.ts';
import { buildFeed } from './seo/feed.ts';
import { buildHeaders } from './seo/headers.ts';
import { buildRobots } from './seo/robots.ts';
import { buildSitemap } from './seo/sitemap.ts';
import { buildWebManifest } from './seo/web-manifest.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  contentDir: string;
  publicDir?: string;
  /** Overrides the base URL of site settings (for previews on another host). */
  baseUrl?: string;
  /**
   * The path the site lives under on its host, e.g. /shop-site/ for a GitHub Pages project site.
   * By default the path of the base URL.
   */
  basePath?: string;
  /** The date the build runs; tests pin it. */
  now?: Date;
  cacheDir?: string;
  /** Build the Pagefind search index (default true when writing to a folder). */
  search?: boolean;
}

export interface CheckResult {
  readonly site: Site;
  readonly routes: readonly Route[];
  /** Every image the content names, relative to content/ or public/. */
  readonly images: readonly string[];
}

export interface BuildResult extends CheckResult {
  readonly pages: number;
  /** Milliseconds per phase (content, assets, pages, seo), for the benchmark. */
  readonly timings: Readonly<Record<string, number>>;
}

/**
 * Loads, validates and cross-checks all content and builds the page map, without writing
 * anything. Throws a ContentError listing every problem found.
 */
export async function checkSite(options: BuildOptions): Promise<CheckResult> {
  const publicDir = options.publicDir ?? path.join(PROJECT_ROOT, 'public');
  const { content, issues } = await loadCollections(options.contentDir);
  if (issues.length > 0 || !content.settings) throw new ContentError(issues);
  const referenceIssues = await linkReferences(content, options.contentDir, publicDir);
  if (referenceIssues.length > 0) throw new ContentError(referenceIssues);

  const settings = options.baseUrl ? { ...content.settings, baseUrl: options.baseUrl.replace(/\/+$/, '') } : content.settings;
  const site = buildSiteModel({ ...content, settings }, { ...(options.now ? { now: options.now } : {}), ...(options.basePath !== undefined ? { base: normalizeBasePath(options.basePath) } : {}) });
  const routes = buildRouteTable(site);
  const routeIssues = checkRoutes(routes, site);
  if (routeIssues.length > 0) throw new ContentError(routeIssues);
  return { site, routes, images: [...new Set(imageReferences(content).map((reference) => reference.image))] };
}

/** The whole pipeline: content files in, every page and asset out to the sink. */
export async function buildSite(options: BuildOptions, sink: OutputSink): Promise<BuildResult> {
  const publicDir = options.publicDir ?? path.join(PROJECT_ROOT, 'public');
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
  };
  const { site, routes, images: imageList } = await checkSite({ ...options, publicDir });
  lap('content');

  // The search index is written next to the pages, so it needs a folder (tests in memory skip it).
  // Pagefind runs in its own process: started first, it indexes on the second core while the
  // assets are built and the pages render.
  const searchIndex = sink instanceof DirectorySink && options.search !== false ? indexForSearch(searchRecords(site), sink.root) : undefined;
  try {
    const assets = await buildAssets(site, imageList, { ...options, publicDir }, sink);
    lap('assets');
    await writePages(routes, createRenderer(site, assets), sink);
    lap('pages');
    await writeSeoFiles(site, routes, sink);
    lap('seo');
  } catch (error) {
    // Let the indexer finish before the temporary folder is removed, and report the build's error.
    await searchIndex?.catch(() => undefined);
    throw error;
  }
  if (searchIndex) {
    await searchIndex;
    lap('search (after the pages)');
  }
  return { site, routes, images: imageList, pages: routes.length, timings };
}

async function buildAssets(site: Site, imageList: readonly string[], options: BuildOptions & { publicDir: string }, sink: OutputSink): Promise<PageAssets> {
  const { paths } = site;
  const fonts = await buildFonts(sink, paths);
  const [stylesheet, islands, images] = await Promise.all([
    buildStyles(path.join(PROJECT_ROOT, 'templates'), site.settings, paths, fonts.css),
    buildIslands(path.join(PROJECT_ROOT, 'src', 'client'), paths),
    prepareImages(imageList, sink, {
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      cacheDir: options.cacheDir ?? path.join(PROJECT_ROOT, 'node_modules', '.cache', 'site-images'),
      paths,
    }),
    copyPublic(options.publicDir, sink),
  ]);
  await sink.write(stylesheet.file, stylesheet.contents);
  await Promise.all(islands.files.map((file) => sink.write(file.file, file.contents)));
  const [listingData, iconSprite] = await Promise.all([writeListingData(site, images, sink), buildIconSprite(sink, paths)]);
  return { stylesheet: stylesheet.href, fontPreloads: fonts.preloads, islands: islands.islands, images, listingData, iconSprite };
}

/**
 * Renders and writes every page, one at a time so that no more than one page's HTML is held in
 * memory. Every few pages it lets the event loop run: the search indexer's messages to and from
 * Pagefind are handled there, and without the pause Pagefind would wait for the last page.
 */
async function writePages(routes: readonly Route[], render: (route: Route) => RenderedPage, sink: OutputSink): Promise<void> {
  const PAGES_BETWEEN_PAUSES = 25;
  for (const [index, route] of routes.entries()) {
    await sink.write(route.file, render(route).html);
    if (index % PAGES_BETWEEN_PAUSES === PAGES_BETWEEN_PAUSES - 1) await new Promise((resolve) => setImmediate(resolve));
  }
}

async function writeSeoFiles(site: Site, routes: readonly Route[], sink: OutputSink): Promise<void> {
  const { paths, origin } = site;
  await Promise.all([
    sink.write('sitemap.xml', buildSitemap(routes, origin)),
    sink.write('robots.txt', buildRobots(absoluteUrl(origin, paths.sitemap))),
    sink.write('blog/feed.xml', buildFeed(site)),
    sink.write('site.webmanifest', buildWebManifest(site)),
    sink.write('_headers', buildHeaders(paths.base, { newsletterAction: site.settings.newsletterAction })),
  ]);
}
