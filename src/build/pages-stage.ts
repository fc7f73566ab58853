import path from 'node:path';
import { CATALOGUE_WORKBOOK } from '../content/collection-places.ts';
import type { BuildState, RouteRecord } from '../incremental/build-state.ts';
import { entryOf, isFolderSink, type OutputSink } from '../output/output-sink.ts';
import { refillFromPrevious, templateRecord } from '../render/refill-page.ts';
import { RenderPool, type RenderedFile } from '../render/render-pool.ts';
import type { PageAssets, PageRenderer } from '../render/render-route.ts';
import type { Route } from '../routes/route.ts';
import { PRODUCT_LISTS } from '../shared/product-lists.ts';
import type { BuildOptions, CheckResult, StageOptions } from './build-options.ts';

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

/**
 * Writes every page whose inputs changed and keeps the others. A page is kept when its fingerprint,
 * computed from what it read when it was last rendered, is the one recorded then, and its file is
 * still as that build left it. Many pages to render go to a pool of threads, one per core; a few
 * render here, one at a time, so that no more than one page's HTML is held in memory.
 */
export async function writePages(
  early: RenderPool | undefined,
  routes: readonly Route[],
  renderer: PageRenderer,
  sink: OutputSink,
  state: BuildState,
  checked: CheckResult,
  assets: PageAssets,
  options: StageOptions,
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
  // Pages kept as templates between builds of one process: `site dev` keeps them (BuildCache.templates).
  const templates = options.cache.templates;

  const renderHere = (route: Route): RenderedFile => {
    const page = renderer.render(route);
    if (page.template) templates?.set(route.file, page.template);
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
          record: options.cache.state !== undefined,
        };
        const rendered = await pool.render(setup, [...byFile.keys()], (file) => renderHere(byFile.get(file)!), progress);
        for (const page of rendered) {
          if (!sink.entries.has(page.file)) sink.adopt(page.file, page.entry);
          if (page.template) templates?.set(page.file, page.template);
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
