import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CATALOGUE_WORKBOOK } from '../content/collection-places.ts';
import type { BuildState, RouteRecord } from '../incremental/build-state.ts';
import type { PageTemplate } from '../incremental/build-cache.ts';
import { DirectorySink, entryOf, type FolderSink, isFolderSink, type OutputSink } from '../output/output-sink.ts';
import { refillFromPrevious, templateRecord } from '../render/refill-page.ts';
import { RenderPool, type RenderedFile } from '../render/render-pool.ts';
import type { PageAssets, PageRenderer } from '../render/render-route.ts';
import { fillFile, fillStyleSlots, type StyleFill } from '../render/style-slots.ts';
import type { Route } from '../routes/route.ts';
import { PRODUCT_LISTS } from '../shared/product-lists.ts';
import type { BuildOptions, CheckResult, StageOptions } from './build-options.ts';
import type { CutStyles } from './styles-stage.ts';

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

/** How many pages to render make it worth starting threads (their start costs about half a second). */
export function parallelFrom(options: BuildOptions): number {
  return options.parallelFrom ?? 1500;
}

export interface WritePagesOptions {
  /** Render threads started while the content was read (earlyRenderPool), if this build has them. */
  early: RenderPool | undefined;
  routes: readonly Route[];
  renderer: PageRenderer;
  sink: OutputSink;
  /** What the last build recorded of each page, to keep those whose inputs are unchanged. */
  state: BuildState;
  checked: CheckResult;
  assets: PageAssets;
  stage: StageOptions;
  /** Cuts the CSS by the names the pages hold (styles-stage.ts), once every page is rendered. */
  cut: (records: ReadonlyMap<string, RouteRecord>) => Promise<CutStyles>;
}

type RecordedPage = Pick<RenderedFile, 'file' | 'fingerprint' | 'dependencies' | 'islands' | 'template' | 'styleNames'>;

/**
 * Writes every page whose inputs changed and keeps the others. A page is kept when its fingerprint,
 * computed from what it read when it was last rendered, is the one recorded then, its file is still
 * as that build left it, and the CSS it was written with is today's. Many pages to render go to a
 * pool of threads, one per core; a few render here, one at a time, so that no more than one page's
 * HTML is held in memory.
 *
 * Pages are rendered with slots for their CSS, which is cut from the names the rendered pages hold
 * (`cut`: styles-stage.ts); once every page's names are known, the slots are filled in.
 */
export async function writePages({
  early,
  routes,
  renderer,
  sink,
  state,
  checked,
  assets,
  stage: options,
  cut,
}: WritePagesOptions): Promise<{ records: Map<string, RouteRecord>; rendered: number; refilled: number; threads: number; styles: CutStyles }> {
  if (!isFolderSink(sink)) throw new Error('Pages are written into a folder, whose files are read again to put their CSS in');
  const records = new Map<string, RouteRecord>();
  // Pages written with slots for their CSS; and pages that hold the CSS of the build that wrote
  // them (kept, or refilled with new card data addresses), which stay only if it is today's.
  const slotted = new Set<string>();
  const { keepable, stale } = keptOrStale(routes, renderer, sink, state, records);
  const refilledRoutes = new Set<Route>();
  const progress = (done: number) => options.onProgress?.({ phase: 'pages', done: keepable.length + done, total: routes.length });
  progress(0);
  const record = pageRecorder(records, slotted);
  // Pages kept as templates between builds of one process: `site dev` keeps them (BuildCache.templates).
  const templates = options.cache.templates;
  const renderHere = hereRenderer(renderer, sink, templates);

  let threads = 1;
  let rendered = stale.length;
  // Threads to share the fill below, when threads rendered: new ones, started while the CSS is
  // cut, because the threads that rendered hold every page's model (about 35 MB more at 10,000 products).
  let fillers: RenderPool | undefined;
  try {
    if (early && stale.length >= parallelFrom(options)) {
      threads = await renderInPool(early, stale, checked, assets, state, sink, options, renderHere, progress, (page) => {
        if (page.template) templates?.set(page.file, page.template);
        record(page);
      });
      if (threads > 1 && sink instanceof DirectorySink) fillers = new RenderPool(threads - 1);
    } else {
      await early?.close();
      await renderOneByOne(stale, renderer, sink, state, assets, templates, progress, record, (route, known) => {
        records.set(route.file, { ...known, fingerprint: renderer.fingerprint(route, known.dependencies, known.islands) });
        refilledRoutes.add(route);
      });
    }
    progress(stale.length);

    const styles = await cut(records);
    // A page that holds another build's CSS is rendered again; the others are kept as they are.
    const current = (route: Route) => records.get(route.file)?.styleDigest === styles.digests.get(route.stylesheet);
    for (const route of [...keepable, ...refilledRoutes]) {
      if (current(route) && (refilledRoutes.has(route) || sink.keep(route.file))) continue;
      refilledRoutes.delete(route);
      record(renderHere(route));
      rendered += 1;
    }
    await fillPages(fillers, sink, styles.fill, [...slotted]);
    for (const route of routes) {
      const known = records.get(route.file);
      if (known) records.set(route.file, { ...known, styleDigest: styles.digests.get(route.stylesheet) ?? '' });
    }
    return { records, rendered, refilled: refilledRoutes.size, threads, styles };
  } finally {
    await fillers?.close();
  }
}

/** The pages whose fingerprint and file are as the last build left them (recorded at once), and the others. */
function keptOrStale(routes: readonly Route[], renderer: PageRenderer, sink: FolderSink, state: BuildState, records: Map<string, RouteRecord>) {
  const keepable: Route[] = [];
  const stale: Route[] = [];
  for (const route of routes) {
    const known = state.routes.get(route.file);
    if (known && renderer.fingerprint(route, known.dependencies, known.islands) === known.fingerprint && sink.canKeep(route.file)) {
      records.set(route.file, known);
      keepable.push(route);
    } else stale.push(route);
  }
  return { keepable, stale };
}

/** Records a page written with slots for its CSS; its styleDigest is filled in with the CSS. */
function pageRecorder(records: Map<string, RouteRecord>, slotted: Set<string>): (page: RecordedPage) => void {
  // Thousands of pages hold the same few lists of names: each distinct one is kept in memory once.
  const lists = new Map<string, string>();
  const once = (text: string) => {
    const known = lists.get(text);
    if (known !== undefined) return known;
    lists.set(text, text);
    return text;
  };
  return (page) => {
    slotted.add(page.file);
    records.set(page.file, {
      fingerprint: page.fingerprint,
      dependencies: page.dependencies,
      islands: page.islands,
      ...(page.template ? { template: templateRecord(page.template) } : {}),
      styleNames: { first: once(page.styleNames.first), all: once(page.styleNames.all) },
      styleDigest: '',
    });
  };
}

/** Renders one page on this thread and writes it, as the render threads do. */
function hereRenderer(renderer: PageRenderer, sink: FolderSink, templates: Map<string, PageTemplate> | undefined): (route: Route) => RenderedFile {
  return (route) => {
    const page = renderer.render(route);
    if (page.template) templates?.set(route.file, page.template);
    // Synchronous for a folder (see DirectorySink), so the file's entry exists when this returns.
    void sink.write(route.file, page.html);
    const entry = sink.entries.get(route.file);
    return {
      file: route.file,
      fingerprint: page.fingerprint,
      dependencies: page.dependencies,
      islands: page.islands,
      styleNames: page.styleNames,
      entry: entry ?? { size: page.html.length, mtimeMs: 0 },
      ...(page.template ? { template: page.template } : {}),
    };
  };
}

/**
 * Puts the CSS into pages written with slots for it. Into a plain folder the render threads share
 * the work; a sink that stages its files (site dev's) sees each page written through it.
 */
async function fillPages(fillers: RenderPool | undefined, sink: FolderSink, fill: StyleFill, files: readonly string[]): Promise<void> {
  if (fillers && sink instanceof DirectorySink) {
    for (const { file, entry } of await fillers.fill(fill, sink.root, files, (file) => fillFile(sink, fill, file))) sink.adopt(file, entry);
    return;
  }
  for (const file of files) {
    const page = readFileSync(path.join(sink.root, file), 'utf8');
    await sink.write(file, fillStyleSlots(page, fill, file));
  }
}

/** A first build of a large catalogue: pages rendered on every core (RenderPool). */
async function renderInPool(
  pool: RenderPool,
  stale: readonly Route[],
  checked: CheckResult,
  assets: PageAssets,
  state: BuildState,
  sink: FolderSink,
  options: StageOptions,
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
  const setup = {
    content: checked.content,
    model: checked.model,
    assets,
    codeVersion: state.version,
    root: sink.root,
    record: options.cache.state !== undefined,
  };
  try {
    const rendered = await pool.render(setup, [...byFile.keys()], (file) => renderHere(byFile.get(file)!), progress);
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
  record: (page: RecordedPage) => void,
  refilledFrom: (route: Route, known: RouteRecord) => void,
): Promise<void> {
  // Every few pages the event loop runs: the search indexers' messages are handled there.
  const PAGES_BETWEEN_PAUSES = 25;
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
        styleNames: known.styleNames,
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
