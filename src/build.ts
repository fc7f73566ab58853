import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIslands } from './assets/build-islands.ts';
import { buildPageStyles } from './assets/build-styles.ts';
import { CssUsage } from './assets/css-usage.ts';
import { firstViewOf } from './assets/first-view-of.ts';
import { copyPublic, listPublic } from './assets/copy-public.ts';
import { buildFonts } from './assets/fonts.ts';
import { buildIconSprite } from './assets/build-icon-sprite.ts';
import { ImageProblems } from './assets/images/image-problems.ts';
import { PictureMemory } from './assets/images/picture-memory.ts';
import { prepareImages } from './assets/prepare-images.ts';
import { SITE_LOGO } from './assets/site-logo.ts';
import { CATALOGUE_WORKBOOK } from './content/collection-places.ts';
import { imageIssue } from './content/check-images.ts';
import { imageReferences } from './content/image-references.ts';
import { displayPath } from './content/read/display-path.ts';
import { linkReferences } from './content/link-references.ts';
import { writeListingData } from './listing/listing-data.ts';
import { loadCollections, type RawContent } from './content/load-collections.ts';
import type { ContentCache } from './content/load-csv-collection.ts';
import type { SiteSettings } from './content/schemas/site-settings.ts';
import { buildSiteModel, type Site } from './content/site-model.ts';
import { ContentError } from './errors/content-error.ts';
import { emptyState, type BuildState, type RouteRecord } from './incremental/build-state.ts';
import { codeVersion } from './incremental/code-version.ts';
import { hashText } from './incremental/digest.ts';
import { memoBySources } from './incremental/memo-by-sources.ts';
import { entryOf, isFolderSink, type FolderSink, type OutputSink } from './output/output-sink.ts';
import { indexForSearch } from './search/index-for-search.ts';
import { searchShardCount } from './search/plan-search-shards.ts';
import { searchRecords, type SearchRecord } from './search/search-records.ts';
import { createRenderer, pagePolicy, type PageAssets, type PageRenderer } from './render/render-route.ts';
import { RenderPool, type RenderedFile } from './render/render-pool.ts';
import { refillFromPrevious, templateRecord } from './render/refill-page.ts';
import { buildRouteTable } from './routes/route-table.ts';
import { checkRoutes } from './routes/check-routes.ts';
import type { Route } from './routes/route.ts';
import { buildFeed } from './seo/feed.ts';
import { buildHeaders } from './seo/headers.ts';
import { buildRobots } from './seo/robots.ts';
import { buildSitemap } from './seo/sitemap.ts';
import { buildWebManifest } from './seo/web-manifest.ts';
import { PRODUCT_LISTS } from './shared/product-lists.ts';
import { absoluteUrl, normalizeBasePath, type BasePath } from './shared/url-paths.ts';
import { cacheFolder } from './incremental/cache-folder.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Search index shard size (tests make it small to get several shards). */
  searchShardSize?: number;
  /**
   * What earlier builds left: validated content, each page's fingerprint, the output folder's files.
   * A build reuses what is still valid and, when it succeeds, updates it for the next one.
   */
  state?: BuildState;
  /** Told what the build is doing, for a progress line. */
  onProgress?: (progress: BuildProgress) => void;
  /** Render on every core when at least this many pages need rendering (default 1,500). */
  parallelFrom?: number;
  /**
   * Where the search index goes, when not into the sink (`site dev` commits it after the pages),
   * and whether to return before it is done: the pages of an edit then show at once, and the
   * index follows a moment later.
   */
  searchSink?: FolderSink;
  deferSearch?: boolean;
  /**
   * Pages kept as templates between builds of one process (see RenderedPage.template): `site dev`
   * keeps them, so an edit to one product does not render again the hundreds of listing pages
   * whose only change is the new address of their list's card data.
   */
  templates?: Map<string, { readonly html: string; readonly fingerprint: string }>;
  /** The stylesheets (templates/styles) and browser code (src/client); tests build copies. */
  stylesDir?: string;
  clientDir?: string;
}

export type BuildPhase = 'content' | 'assets' | 'images' | 'pages' | 'search';

export interface BuildProgress {
  readonly phase: BuildPhase;
  /** Pages (or images) done out of the total, in the pages (or images) phase. */
  readonly done?: number;
  readonly total?: number;
}

export interface CheckResult {
  readonly site: Site;
  readonly routes: readonly Route[];
  /** Every image the content names, relative to content/ or public/. */
  readonly images: readonly string[];
  /** The validated content the Site model was made from, and how, for render workers. */
  readonly content: RawContent & { settings: SiteSettings };
  readonly model: { readonly now: string; readonly base?: BasePath };
}

export interface BuildResult extends CheckResult {
  readonly pages: number;
  /** Pages rendered by this build (the others were kept from the previous one). */
  readonly rendered: number;
  /**
   * Of those, the pages made from the previous build's file with new card data addresses instead of
   * rendered (see refill-page.ts).
   */
  readonly refilled: number;
  /** Threads that rendered pages (1, or one per core for a first build of a large catalogue). */
  readonly threads: number;
  /** Each kind of page's CSS, by page component (see PageAssets.styles). */
  readonly styles: PageAssets['styles'];
  /** With deferSearch: settles when the search index is written and the state records it. */
  readonly search?: Promise<void>;
  /** Milliseconds per phase (content, assets, pages, seo), for the benchmark. */
  readonly timings: Readonly<Record<string, number>>;
}

/**
 * Loads, validates and cross-checks all content and builds the page map, without writing
 * anything. Throws a ContentError listing every problem found.
 */
export async function checkSite(options: BuildOptions, cache?: ContentCache, onModel?: (site: Site) => void): Promise<CheckResult> {
  const publicDir = options.publicDir ?? path.join(PROJECT_ROOT, 'public');
  const { content, issues } = await loadCollections(options.contentDir, cache);
  if (issues.length > 0 || !content.settings) throw new ContentError(issues);
  const pictures = await PictureMemory.open(options.cacheDir ?? cacheFolder('site-images'));
  const referenceIssues = await linkReferences(content, options.contentDir, publicDir, pictures);
  if (referenceIssues.length > 0) throw new ContentError(referenceIssues);

  const settings = options.baseUrl ? { ...content.settings, baseUrl: options.baseUrl.replace(/\/+$/, '') } : content.settings;
  const model = { now: (options.now ?? new Date()).toISOString(), ...(options.basePath !== undefined ? { base: normalizeBasePath(options.basePath) } : {}) };
  const site = buildSiteModel({ ...content, settings }, { now: new Date(model.now), ...(model.base ? { base: model.base } : {}) });
  if (onModel) {
    onModel(site);
    // What the caller started with the model (the search indexers) gets going before the page map.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const routes = buildRouteTable(site);
  const routeIssues = checkRoutes(routes, site);
  if (routeIssues.length > 0) throw new ContentError(routeIssues);
  return {
    site,
    routes,
    images: [...new Set(imageReferences(content, options.contentDir).map((reference) => reference.image))],
    content: { ...content, settings },
    model,
  };
}

let version: string | undefined;
let lockfileDigest: string | undefined;

/** The lockfile's fingerprint: the packages bundled into the islands and the stylesheet. */
function lockfile(): string {
  lockfileDigest ??= hashText(readFileSync(path.join(PROJECT_ROOT, 'package-lock.json')));
  return lockfileDigest;
}

/** The code version of this process (see code-version.ts); the code cannot change under a running process. */
export function currentCodeVersion(): string {
  version ??= codeVersion(PROJECT_ROOT);
  return version;
}

/** The whole pipeline: content files in, every page and asset out to the sink. */
export async function buildSite(options: BuildOptions, sink: OutputSink): Promise<BuildResult> {
  const publicDir = options.publicDir ?? path.join(PROJECT_ROOT, 'public');
  const progress = options.onProgress ?? (() => undefined);
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
  };
  const version = currentCodeVersion();
  const state = options.state?.version === version ? options.state : emptyState(version);
  const used = new Map<string, unknown>();
  // The next state keeps the entries this build used, found or made, and forgets the others.
  const contentCache: ContentCache = {
    get: (key) => {
      const value = state.content.get(key);
      if (value !== undefined) used.set(key, value);
      return value;
    },
    set: (key, value) => void used.set(key, value),
    previous: (prefix) => {
      for (const [key, value] of state.content) if (key.startsWith(prefix)) return value;
      return undefined;
    },
  };

  // A first build of a large catalogue (nothing to keep) renders on every core: its worker threads
  // start now, loading the templates while this thread reads the content and makes the assets.
  // Not when this build also indexes for search right away: the indexers need the other core, and
  // with render threads on both, Pagefind waited for the last page (the build got slower).
  const indexesNow = options.search !== false && !options.deferSearch && isFolderSink(options.searchSink ?? sink);
  let pool =
    isFolderSink(sink) && !indexesNow && state.routes.size === 0 && (options.parallelFrom !== undefined || largeCatalogue(options.contentDir))
      ? new RenderPool()
      : undefined;
  progress({ phase: 'content' });
  // The search index is written next to the pages, so it needs a folder (tests in memory skip it).
  // Its indexers run in their own low-priority processes: started as soon as the Site model exists,
  // they use the time the page map and the page renderers leave free (after a one-row edit, the
  // index of that row's shard is what a rebuild waits for last). A build that returns before the
  // index (site dev) starts them after the pages instead, so that starting them does not delay the
  // pages of an edit either. A build that then fails waits for them before its folder is removed.
  const searchTarget = options.searchSink ?? (isFolderSink(sink) ? sink : undefined);
  let findable: SearchRecord[] = [];
  const startSearch = () => (searchTarget && options.search !== false ? indexSearch(findable, searchTarget, state, options) : undefined);
  let searchShards: ReturnType<typeof startSearch>;
  let checked: CheckResult;
  try {
    checked = await checkSite({ ...options, publicDir }, contentCache, (model) => {
      findable = searchRecords(model);
      searchShards = options.deferSearch ? undefined : startSearch();
      // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
      searchShards?.catch(() => undefined);
    });
  } catch (error) {
    await pool?.close();
    await searchShards?.catch(() => undefined);
    throw error;
  }
  const { site, routes, images: imageList } = checked;
  lap('content');
  if (pool && routes.length < parallelFrom(options)) {
    await pool.close();
    pool = undefined;
  }
  try {
    progress({ phase: 'assets' });
    const shardCount = options.search === false ? 0 : searchShardCount(findable.length, options.searchShardSize);
    const { listingFiles, ...made } = await locateImageProblems(
      buildAssets(site, routes, imageList, { ...options, publicDir }, sink, state),
      checked.content,
      options.contentDir,
      publicDir,
    );
    const assets = { ...made, searchShards: shardCount };
    lap('assets');
    // Without a state to keep (--no-cache) nothing about the pages is recorded for a next build.
    const renderer = createRenderer(site, assets, version, { record: options.state !== undefined });
    const { records, rendered, refilled, threads } = await writePages(pool, routes, renderer, sink, state, checked, assets, options);
    lap('pages');
    await writeSeoFiles(site, routes, assets, sink);
    lap('seo');
    // After the caller has had the result (a macrotask later), so not even starting the
    // indexers delays the pages.
    if (options.deferSearch && searchTarget && options.search !== false) {
      searchShards = new Promise((resolve) => setImmediate(resolve)).then(() => indexSearch(findable, searchTarget, state, options));
    }
    if (searchShards && !options.deferSearch) {
      progress({ phase: 'search' });
      state.shards = await searchShards;
      lap('search (after the pages)');
    }
    // Only a build that succeeded updates the state: a failed one must not describe files that
    // were never put in place.
    state.routes = records;
    state.content = used;
    state.listingData = listingFiles;
    if (options.state && options.state !== state) Object.assign(options.state, state);
    const target = options.state ?? state;
    const search =
      searchShards && options.deferSearch
        ? searchShards.then((shards) => {
            target.shards = shards;
          })
        : undefined;
    return { ...checked, pages: routes.length, rendered, refilled, threads, styles: assets.styles, timings, ...(search ? { search } : {}) };
  } catch (error) {
    await pool?.close();
    // Let the indexers finish before the temporary folder is removed, and report the build's error.
    await searchShards?.catch(() => undefined);
    throw error;
  }
}

/**
 * Whether the catalogue is large enough for the render threads to pay off, judged before reading it
 * by the size of the product spreadsheets: about 700 bytes a product, so 1 MB is some 1,500. A
 * workbook is zipped: its rows take roughly a fifth of their CSV bytes (a tenth for the bench's
 * repetitive catalogue), so it counts five times.
 */
function largeCatalogue(contentDir: string): boolean {
  let bytes = 5 * (entryOf(path.join(contentDir, CATALOGUE_WORKBOOK))?.size ?? 0);
  for (const { file } of PRODUCT_LISTS) {
    bytes += entryOf(path.join(contentDir, file))?.size ?? 0;
    bytes += 5 * (entryOf(path.join(contentDir, file.replace(/\.csv$/, '.xlsx')))?.size ?? 0);
  }
  return bytes > 1_000_000;
}

/** How many pages to render make it worth starting threads (their start costs about half a second). */
function parallelFrom(options: BuildOptions): number {
  return options.parallelFrom ?? 1500;
}

async function buildAssets(
  site: Site,
  routes: readonly Route[],
  imageList: readonly string[],
  options: BuildOptions & { publicDir: string },
  sink: OutputSink,
  state: BuildState,
): Promise<Omit<PageAssets, 'searchShards'> & { listingFiles: BuildState['listingData'] }> {
  const { paths } = site;
  const stylesDir = options.stylesDir ?? path.join(PROJECT_ROOT, 'templates', 'styles');
  const clientDir = options.clientDir ?? path.join(PROJECT_ROOT, 'src', 'client');
  const templatesDir = path.join(PROJECT_ROOT, 'templates');
  const fonts = await buildFonts(sink, paths);
  // One stylesheet per kind of page, cut from the site's stylesheet by the names its templates and
  // browser code can use (see assets/css-usage.ts): the page waits only for the CSS it needs.
  const components = path.join(templatesDir, 'components');
  const layout = path.join(templatesDir, 'layouts', 'SiteLayout.tsx');
  // The first view: the header, then the home page's banner or the title band. The floating
  // buttons come after <main>, behind the rest of the CSS, so their rules need not be in the head.
  const chrome = [path.join(components, 'Header.tsx')];
  const templates = [...new Set(routes.map((route) => route.component.name))].sort().map((name) => {
    const firstView = firstViewOf(name, templatesDir);
    return {
      name,
      entries: [path.join(templatesDir, 'pages', `${name}.tsx`), layout],
      firstView: [...chrome, ...firstView.modules],
      alone: [layout],
      templatesDir,
      shut: [path.join(components, 'SearchPanel.tsx'), ...firstView.after],
      firstViewIslands: firstView.islands,
    };
  });
  const publicFiles = await listPublic(options.publicDir);
  const [stylesheets, islands, images] = await Promise.all([
    // Packages' own files (toastify's CSS, swiper) come with the lockfile, which is an input too, and
    // the code that makes the bundles with the code version.
    memoBySources(
      'styles',
      [stylesDir, templatesDir, clientDir, path.join(clientDir, '..', 'shared')],
      [currentCodeVersion(), site.settings.accent, paths.base, fonts.fallbackCss, lockfile(), templates.map((template) => template.name)],
      () => buildPageStyles(stylesDir, site.settings, paths, fonts.fallbackCss, templates, new CssUsage(PROJECT_ROOT, clientDir)),
    ),
    memoBySources('islands', [clientDir, path.join(clientDir, '..', 'shared')], [currentCodeVersion(), paths.base, lockfile()], () =>
      buildIslands(clientDir, paths),
    ),
    prepareImages(existsSync(path.join(options.publicDir, SITE_LOGO)) ? [...imageList, SITE_LOGO] : imageList, sink, {
      contentDir: options.contentDir,
      publicDir: options.publicDir,
      cacheDir: options.cacheDir ?? cacheFolder('site-images'),
      paths,
      shared: sharedImages(site, routes),
      republish: publicFiles.photos,
      onProgress: (done, total) => options.onProgress?.({ phase: 'images', done, total }),
    }),
    copyPublic(options.publicDir, publicFiles.verbatim, sink),
  ]);
  // Kinds of page that share their first view share its file: each file is written once.
  const sheets = new Map([...stylesheets.values()].flatMap(({ first, rest }) => [first, rest]).map((sheet) => [sheet.file, sheet]));
  await Promise.all([...sheets.values()].map((sheet) => sink.write(sheet.file, sheet.contents)));
  await Promise.all(islands.files.map((file) => sink.write(file.file, file.contents)));
  const [listingFiles, iconSprite] = await Promise.all([writeListingData(site, images, sink, state.listingData), buildIconSprite(sink, paths)]);
  const listingData = new Map([...listingFiles].map(([key, { url }]) => [key, url]));
  return {
    styles: new Map([...stylesheets].map(([name, { inline, hash, first, rest }]) => [name, { inline, hash, first: first.href, rest: rest.href }])),
    webFonts: fonts.stylesheet,
    islands: islands.islands,
    images,
    listingData,
    iconSprite,
    listingFiles,
  };
}

/** The pictures link previews show: each page's own, and the site's default for the others. */
function sharedImages(site: Site, routes: readonly Route[]): Set<string> {
  const shared = new Set(routes.flatMap((route) => (route.meta.image ? [route.meta.image] : [])));
  if (site.settings.shareImage) shared.add(site.settings.shareImage.image);
  return shared;
}

/** A picture the build could not prepare becomes a sentence at the cell (or field) that names it. */
async function locateImageProblems<T>(work: Promise<T>, content: RawContent, contentDir: string, publicDir: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ImageProblems)) throw error;
    const references = imageReferences(content, contentDir);
    throw new ContentError(
      error.problems.flatMap(({ image, problem }) => {
        const naming = references.filter((reference) => reference.image === image);
        // A photo of public/ that no cell names: the file itself is the place.
        if (naming.length === 0) return [{ code: problem.code, file: displayPath(path.join(publicDir, image)), message: `the image ${problem.message}` }];
        return naming.map((reference) => imageIssue(reference, problem));
      }),
    );
  }
}

/**
 * Writes every page whose inputs changed and keeps the others. A page is kept when its fingerprint,
 * computed from what it read when it was last rendered, is the one recorded then, and its file is
 * still as that build left it. Many pages to render go to a pool of threads, one per core; a few
 * render here, one at a time, so that no more than one page's HTML is held in memory.
 */
async function writePages(
  early: RenderPool | undefined,
  routes: readonly Route[],
  renderer: PageRenderer,
  sink: OutputSink,
  state: BuildState,
  checked: CheckResult,
  assets: PageAssets,
  options: BuildOptions,
): Promise<{ records: Map<string, RouteRecord>; rendered: number; refilled: number; threads: number }> {
  const records = new Map<string, RouteRecord>();
  const stale: Route[] = [];
  for (const route of routes) {
    const known = state.routes.get(route.file);
    if (known && renderer.fingerprint(route, known.dependencies, known.islands) === known.fingerprint && sink.keep(route.file)) records.set(route.file, known);
    else stale.push(route);
  }
  const progress = (done: number) => options.onProgress?.({ phase: 'pages', done: records.size + done, total: routes.length });
  progress(0);
  const record = (page: Pick<RenderedFile, 'file' | 'fingerprint' | 'dependencies' | 'islands' | 'template'>) =>
    records.set(page.file, {
      fingerprint: page.fingerprint,
      dependencies: page.dependencies,
      islands: page.islands,
      ...(page.template ? { template: templateRecord(page.template) } : {}),
    });

  const renderHere = (route: Route): RenderedFile => {
    const page = renderer.render(route);
    if (page.template) options.templates?.set(route.file, page.template);
    // Synchronous for a folder (see DirectorySink), so the file's entry exists when this returns.
    void sink.write(route.file, page.html);
    const entry = isFolderSink(sink) ? sink.entries.get(route.file) : undefined;
    return {
      file: route.file,
      fingerprint: page.fingerprint,
      dependencies: page.dependencies,
      islands: page.islands,
      entry: entry ?? { size: page.html.length, mtimeMs: 0 },
      ...(page.template ? { template: page.template } : {}),
    };
  };

  if (early && stale.length >= parallelFrom(options) && isFolderSink(sink)) {
    const pool = early;
    if (pool.size > 0) {
      try {
        const byFile = new Map(stale.map((route) => [route.file, route]));
        const setup = {
          content: checked.content,
          model: checked.model,
          assets,
          codeVersion: state.version,
          root: sink.root,
          record: options.state !== undefined,
        };
        const rendered = await pool.render(setup, [...byFile.keys()], (file) => renderHere(byFile.get(file)!), progress);
        for (const page of rendered) {
          if (!sink.entries.has(page.file)) sink.adopt(page.file, page.entry);
          if (page.template) options.templates?.set(page.file, page.template);
          record(page);
        }
        return { records, rendered: stale.length, refilled: 0, threads: pool.size + 1 };
      } finally {
        await pool.close();
      }
    }
    await pool.close();
  }

  await early?.close();
  // Every few pages the event loop runs: the search indexers' messages are handled there.
  const PAGES_BETWEEN_PAUSES = 25;
  const templates = options.templates;
  let refilled = 0;
  for (const [index, route] of stale.entries()) {
    const known = state.routes.get(route.file);
    const template = known ? templates?.get(route.file) : undefined;
    if (known && template && renderer.templateFingerprint(route, known.dependencies, known.islands) === template.fingerprint) {
      // Only the card data's address changed: the page is its template with the new address.
      await sink.write(route.file, renderer.fill(template.html));
      record({
        file: route.file,
        dependencies: known.dependencies,
        islands: known.islands,
        fingerprint: renderer.fingerprint(route, known.dependencies, known.islands),
        template,
      });
      continue;
    }
    const again = known && refillFromPrevious(route, known, renderer, sink, state.listingData, assets.listingData);
    if (known && again !== undefined) {
      await sink.write(route.file, again);
      refilled += 1;
      records.set(route.file, { ...known, fingerprint: renderer.fingerprint(route, known.dependencies, known.islands) });
      continue;
    }
    const page = renderer.render(route);
    await sink.write(route.file, page.html);
    if (page.template) templates?.set(route.file, page.template);
    record({ file: route.file, ...page });
    if (index % PAGES_BETWEEN_PAUSES === PAGES_BETWEEN_PAUSES - 1) {
      progress(index + 1);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  progress(stale.length);
  return { records, rendered: stale.length, refilled, threads: 1 };
}

/**
 * Builds the search index in shards, keeping each shard whose records did not change since the
 * last build (its files are kept as they are) and indexing the others.
 */
async function indexSearch(records: readonly SearchRecord[], sink: FolderSink, state: BuildState, options: BuildOptions): Promise<BuildState['shards']> {
  const { shards } = await indexForSearch(records, sink.root, {
    ...(options.searchShardSize ? { shardSize: options.searchShardSize } : {}),
    reuse: async (shard) => {
      const known = state.shards.get(shard.dir);
      if (known?.digest !== shard.digest) return undefined;
      // All or nothing: Pagefind must never write into a file that is a link to the live site's.
      if (!known.files.every((file) => sink.canKeep(file))) return undefined;
      return known.files.every((file) => sink.keep(file)) ? known.files : undefined;
    },
  });
  const next: BuildState['shards'] = new Map();
  for (const shard of shards) {
    if (!shard.reused) {
      for (const file of shard.files) {
        const entry = entryOf(path.join(sink.root, file));
        if (entry) sink.adopt(file, entry);
      }
    }
    next.set(shard.dir, { digest: shard.digest, files: shard.files });
  }
  return next;
}

async function writeSeoFiles(site: Site, routes: readonly Route[], assets: Pick<PageAssets, 'styles'>, sink: OutputSink): Promise<void> {
  const { paths, origin } = site;
  await Promise.all([
    sink.write('sitemap.xml', buildSitemap(routes, origin)),
    sink.write('robots.txt', buildRobots(absoluteUrl(origin, paths.sitemap))),
    sink.write('blog/feed.xml', buildFeed(site)),
    sink.write('site.webmanifest', buildWebManifest(site)),
    // The same policy as every page's meta tag (render/render-route.ts pagePolicy).
    sink.write('_headers', buildHeaders(paths.base, pagePolicy(site, assets))),
  ]);
}
