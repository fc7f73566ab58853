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
import { ContentError } from './errors/content-error.ts';
import { DirectorySink, type OutputSink } from './output/output-sink.ts';
import { indexForSearch } from './search/index-for-search.ts';
import { searchRecords } from './search/search-records.ts';
import { renderRoute } from './render/render-route.ts';
import { buildRouteTable } from './routes/route-table.ts';
import { checkRoutes } from './routes/check-routes.ts';
import type { Route } from './routes/route.ts';
import { buildFeed } from './seo/feed.ts';
import { buildHeaders } from './seo/headers.ts';
import { buildRobots } from './seo/robots.ts';
import { buildSitemap } from './seo/sitemap.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  contentDir: string;
  publicDir?: string;
  /** Overrides the base URL of site settings (for previews on another host). */
  baseUrl?: string;
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
  const site = buildSiteModel({ ...content, settings }, options.now);
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

  const fonts = await buildFonts(sink);
  const [stylesheet, islands, images] = await Promise.all([
    buildStyles(path.join(PROJECT_ROOT, 'templates'), site.settings, fonts.css),
    buildIslands(path.join(PROJECT_ROOT, 'src', 'client')),
    prepareImages(imageList, sink, {
      contentDir: options.contentDir,
      publicDir,
      cacheDir: options.cacheDir ?? path.join(PROJECT_ROOT, 'node_modules', '.cache', 'site-images'),
    }),
    copyPublic(publicDir, sink),
  ]);
  await sink.write(stylesheet.file, stylesheet.contents);
  await Promise.all(islands.files.map((file) => sink.write(file.file, file.contents)));

  const [listingData, iconSprite] = await Promise.all([writeListingData(site, images, sink), buildIconSprite(sink)]);
  lap('assets');
  const assets = { stylesheet: stylesheet.href, fontPreloads: fonts.preloads, islands: islands.islands, images, listingData, iconSprite };
  // The search index is written next to the pages, so it needs a folder (tests in memory skip it).
  // Pagefind runs in its own process: started now, it indexes on the second core while pages render.
  const searchIndex = sink instanceof DirectorySink && options.search !== false ? indexForSearch(searchRecords(site), sink.root) : undefined;
  // Render and write in batches: all pages at once would hold every HTML string in memory.
  const BATCH = 200;
  try {
    for (let start = 0; start < routes.length; start += BATCH) {
      // Encoding each page at once lets its rope of strings be freed before the write completes.
      await Promise.all(routes.slice(start, start + BATCH).map((route) => sink.write(route.file, Buffer.from(renderRoute(route, site, assets).html))));
    }
  } catch (error) {
    // Let the indexer finish before the temporary folder is removed, and report the page error.
    await searchIndex?.catch(() => undefined);
    throw error;
  }
  lap('pages');

  const { baseUrl } = site.settings;
  await Promise.all([
    sink.write('sitemap.xml', buildSitemap(routes, baseUrl)),
    sink.write('robots.txt', buildRobots(baseUrl)),
    sink.write('blog/feed.xml', buildFeed(site)),
    sink.write('_headers', buildHeaders({ newsletterAction: site.settings.newsletterAction })),
  ]);
  lap('seo');
  if (searchIndex) {
    await searchIndex;
    lap('search (after the pages)');
  }
  return { site, routes, images: imageList, pages: routes.length, timings };
}
