import path from 'node:path';
import { CATALOGUE_WORKBOOK } from '../content/collection-places.ts';
import type { PageRecord as RouteRecord } from '../render/page-record.ts';
import type { SiteState as BuildState } from './site-state.ts';
import type { PageTemplate } from '../incremental/build-cache.ts';
import { entryOf, type FolderSink, isFolderSink, type OutputSink } from '../output/output-sink.ts';
import { refillFromPrevious, templateRecord } from '../render/refill-page.ts';
import { RenderPool, type RenderedFile } from '../render/render-pool.ts';
import type { PageAssets, PageRenderer } from '../render/render-route.ts';
import type { Route } from '../routes/route.ts';
import { PRODUCT_LISTS } from '../shared/product-lists.ts';
import type { BuildOptions, ModelMade, StageOptions } from './build-options.ts';
import type { PageStyles } from '../assets/styles/compose-page-styles.ts';

/**
 * A first build of a large catalogue (nothing to keep) renders on every core: its worker threads
 * start now, loading the templates while this thread reads the content and makes the assets.
 * Not when this build also indexes for search right away (`indexesNow`): the indexers need the
 * other core, and with render threads on both, Pagefind waited for the last page (the build got slower).
 */
export function earlyRenderPool(options: BuildOptions, sink: OutputSink, state: BuildState, indexesNow: boolean): RenderPool | undefined {
  return isFolderSink(sink) && !indexesNow && state.routes.size === 0 && (options.parallelFrom !== undefined || largeCatalogue(options.contentDir))
    ? new RenderPool()
    : undefined;
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

/**
 * Gives the early render threads the validated content as soon as the Site model is made from it,
 * so that each makes its Site model and route table while this thread makes its route table and
 * the assets (RenderPool.prepare).
 */
export function prepareRenderPool(pool: RenderPool, checked: ModelMade, state: BuildState, sink: FolderSink, options: StageOptions): void {
  pool.prepare({ content: checked.content, model: checked.model, codeVersion: state.version, root: sink.root, record: options.cache.state !== undefined });
}

/** How many pages to render make it worth starting threads (their start costs about half a second). */
export function parallelFrom(options: BuildOptions): number {
  return options.parallelFrom ?? 1500;
}

/** What writePages needs: the pages, how to render them, where to, and what the last build left. */
export interface PageWriting {
  /** Render threads started early (earlyRenderPool), or none. */
  readonly early: RenderPool | undefined;
  readonly routes: readonly Route[];
  readonly renderer: PageRenderer;
  readonly sink: OutputSink;
  readonly state: BuildState;
  readonly assets: PageAssets;
  readonly options: StageOptions;
}

/** What writePages did. */
export interface PagesWritten {
  readonly records: Map<string, RouteRecord>;
  readonly rendered: number;
  readonly refilled: number;
  readonly threads: number;
  /** Each distinct set of stylesheets the pages use, by its name (PageStyles.name). */
  readonly styles: ReadonlyMap<string, PageStyles>;
}

type PageRecord = Pick<RenderedFile, 'file' | 'fingerprint' | 'dependencies' | 'islands' | 'template' | 'stylesheets'>;

/**
 * Writes every page whose inputs changed and keeps the others. A page is kept when its fingerprint,
 * computed from what it read when it was last rendered (its CSS included), is the one recorded
 * then, and its file is still as that build left it. Many pages to render go to a pool of threads,
 * one per core; a few render here, one at a time, so that no more than one page's HTML is held in
 * memory. Then the CSS files the pages link are written.
 */
export async function writePages({ early, routes, renderer, sink, state, assets, options }: PageWriting): Promise<PagesWritten> {
  if (!isFolderSink(sink)) throw new Error('Pages are written into a folder');
  const records = new Map<string, RouteRecord>();
  const keepable: Route[] = [];
  const stale: Route[] = [];
  for (const route of routes) {
    const known = state.routes.get(route.file);
    if (known && renderer.fingerprint(route, known) === known.fingerprint && sink.canKeep(route.file)) {
      records.set(route.file, known);
      keepable.push(route);
    } else stale.push(route);
  }
  const progress = (done: number) => options.onProgress?.({ phase: 'pages', done: keepable.length + done, total: routes.length });
  progress(0);
  const record = ({ file, fingerprint, dependencies, islands, template, stylesheets }: PageRecord) => {
    records.set(file, { fingerprint, dependencies, islands, stylesheets, ...(template ? { template: templateRecord(template) } : {}) });
  };
  // Pages kept as templates between builds of one process: `site dev` keeps them (BuildCache.templates).
  const templates = options.cache.templates;
  const renderHere = (route: Route): RenderedFile => {
    const page = renderer.render(route);
    if (page.template) templates?.set(route.file, page.template);
    // Synchronous for a folder (see DirectorySink), so the file's entry exists when this returns.
    void sink.write(route.file, page.html);
    const entry = sink.entries.get(route.file);
    const { fingerprint, dependencies, islands, stylesheets, template } = page;
    return {
      file: route.file,
      fingerprint,
      dependencies,
      islands,
      stylesheets,
      entry: entry ?? { size: page.html.length, mtimeMs: 0 },
      ...(template ? { template } : {}),
    };
  };

  let threads = 1;
  let rendered = stale.length;
  let refilled = 0;
  if (early && stale.length >= parallelFrom(options)) {
    threads = await renderInPool(early, stale, assets, sink, renderHere, progress, (page) => {
      if (page.template) templates?.set(page.file, page.template);
      record(page);
    });
  } else {
    await early?.close();
    await renderOneByOne(stale, renderer, sink, state, assets, templates, progress, record, (route, known) => {
      records.set(route.file, { ...known, fingerprint: renderer.fingerprint(route, known) });
      refilled += 1;
    });
  }
  progress(stale.length);
  // A kept page whose file is no longer as the last build left it is rendered again.
  for (const route of keepable) {
    if (sink.keep(route.file)) continue;
    record(renderHere(route));
    rendered += 1;
  }
  return { records, rendered, refilled, threads, styles: await writeStyles(routes, records, renderer, sink) };
}

/** Writes the CSS files the pages link: each distinct set of stylesheets' first view and rest, once. */
async function writeStyles(
  routes: readonly Route[],
  records: ReadonlyMap<string, RouteRecord>,
  renderer: PageRenderer,
  sink: OutputSink,
): Promise<Map<string, PageStyles>> {
  const styles = new Map<string, PageStyles>();
  for (const route of routes) {
    const known = records.get(route.file);
    if (!known) throw new Error(`No page was made for ${route.file}`);
    const made = renderer.styles(route, known.stylesheets);
    styles.set(made.name, made);
  }
  const files = new Map([...styles.values()].flatMap(({ first, rest }) => [first, rest]).map((file) => [file.file, file.contents]));
  await Promise.all([...files].map(([file, contents]) => sink.write(file, contents)));
  return styles;
}

/** A first build of a large catalogue: pages rendered on every core (RenderPool). */
async function renderInPool(
  pool: RenderPool,
  stale: readonly Route[],
  assets: PageAssets,
  sink: FolderSink,
  renderHere: (route: Route) => RenderedFile,
  progress: (done: number) => void,
  record: (page: RenderedFile) => void,
): Promise<number> {
  if (pool.size === 0) {
    for (const route of stale) record(renderHere(route));
    await pool.close();
    return 1;
  }
  const byFile = new Map(stale.map((route) => [route.file, route]));
  try {
    const rendered = await pool.render({ assets }, [...byFile.keys()], (file) => renderHere(byFile.get(file)!), progress);
    for (const page of rendered) {
      if (!sink.entries.has(page.file)) sink.adopt(page.file, page.entry);
      record(page);
    }
    return pool.size + 1;
  } finally {
    await pool.close();
  }
}

/**
 * Pages rendered here, one at a time. A page whose only change is its card data's addresses is made
 * from its template (`site dev`) or from the previous build's file (refill-page.ts) instead.
 */
async function renderOneByOne(
  stale: readonly Route[],
  renderer: PageRenderer,
  sink: FolderSink,
  state: BuildState,
  assets: PageAssets,
  templates: Map<string, PageTemplate> | undefined,
  progress: (done: number) => void,
  record: (page: PageRecord) => void,
  refilledFrom: (route: Route, known: RouteRecord) => void,
): Promise<void> {
  // Every few pages the event loop runs: the search indexers' messages are handled there.
  const PAGES_BETWEEN_PAUSES = 25;
  for (const [index, route] of stale.entries()) {
    const known = state.routes.get(route.file);
    const template = known ? templates?.get(route.file) : undefined;
    if (known && template && renderer.templateFingerprint(route, known) === template.fingerprint) {
      // Only the card data's address changed: the page is its template with the new address.
      await sink.write(route.file, renderer.fill(template.html));
      record({
        file: route.file,
        dependencies: known.dependencies,
        islands: known.islands,
        fingerprint: renderer.fingerprint(route, known),
        template,
        stylesheets: known.stylesheets,
      });
      continue;
    }
    const again = known && refillFromPrevious(route, known, renderer, sink, state.listingData, assets.listingData);
    if (known && again !== undefined) {
      await sink.write(route.file, again);
      refilledFrom(route, known);
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
}
