import path from 'node:path';
import { BuildCache } from '../incremental/build-cache.ts';
import { emptyState } from '../incremental/build-state.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { createRenderer } from '../render/render-route.ts';
import { buildAssets, locateImageProblems } from './assets-stage.ts';
import type { BuildOptions, BuildResult, CheckResult, StageOptions } from './build-options.ts';
import { checkSite, contentCacheOf } from './content-stage.ts';
import { earlyRenderPool, parallelFrom, prepareRenderPool, writePages } from './pages-stage.ts';
import { isFolderSink } from '../output/output-sink.ts';
import { currentCodeVersion, PROJECT_ROOT } from './project.ts';
import { SearchStage } from './search-stage.ts';
import type { SiteState } from './site-state.ts';
import { writeSeoFiles } from './seo-stage.ts';

/**
 * The whole pipeline: content files in, every page and asset out to the sink. Its stages, each in
 * a module of this folder: the content (checked, and the page map), the assets (styles, scripts,
 * images, card data), the pages, the SEO files and the search index (which runs beside the
 * others); writing the sink's folder into place is the caller's (output-stage.ts for `site build`).
 */
export async function buildSite(options: BuildOptions, sink: OutputSink): Promise<BuildResult> {
  const cache = options.cache ?? new BuildCache();
  const stage: StageOptions = { ...options, publicDir: options.publicDir ?? path.join(PROJECT_ROOT, 'public'), cache };
  const progress = options.onProgress ?? (() => undefined);
  const timings: Record<string, number> = {};
  let mark = performance.now();
  const lap = (phase: string) => {
    const now = performance.now();
    timings[phase] = Math.round(now - mark);
    mark = now;
  };
  const version = currentCodeVersion();
  // The cache's state is this code version's (loadState drops any other), so its records are this
  // build's own: the site's records.
  const state: SiteState = cache.state?.version === version ? (cache.state as SiteState) : emptyState(version);
  await cache.startBuild();
  const content = contentCacheOf(state);
  let pool = earlyRenderPool(options, sink, state, SearchStage.indexesNow(options, sink));
  progress({ phase: 'content' });
  const search = new SearchStage(options, sink, state);
  let checked: CheckResult;
  try {
    checked = await checkSite(stage, content.cache, (model, made) => {
      search.modelReady(model);
      // The render threads make their own model and page map now, on the other cores, while this
      // thread makes its page map and the assets: at 10,000 products that started them rendering 1 s sooner.
      if (pool && isFolderSink(sink)) prepareRenderPool(pool, made, state, sink, stage);
    });
  } catch (error) {
    await pool?.close();
    await search.settle();
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
    const shardCount = search.shardCount();
    const { listingFiles, ...made } = await locateImageProblems(
      buildAssets(site, routes, imageList, stage, sink, state),
      checked.content,
      options.contentDir,
      stage.publicDir,
    );
    const assets = { ...made, searchShards: shardCount };
    lap('assets');
    // Without a state to keep (--no-cache) nothing about the pages is recorded for a next build.
    const renderer = createRenderer(site, assets, version, { record: cache.state !== undefined, fragmentMemo: cache.fragments });
    const { records, rendered, refilled, threads, styles } = await writePages({ early: pool, routes, renderer, sink, state, assets, options: stage });
    lap('pages');
    await writeSeoFiles(site, routes, assets.brand.icons.manifest, sink);
    lap('seo');
    const shards = await search.afterPages(() => progress({ phase: 'search' }));
    if (shards) {
      state.shards = shards;
      lap('search (after the pages)');
    }
    state.routes = records;
    state.content = content.used;
    state.listingData = listingFiles;
    const kept = cache.finishBuild(state, routes);
    const searched = search.recordInto(kept);
    return { ...checked, pages: routes.length, rendered, refilled, threads, styles, timings, ...(searched ? { search: searched } : {}) };
  } catch (error) {
    await pool?.close();
    // Let the indexers finish before the temporary folder is removed, and report the build's error.
    await search.settle();
    throw error;
  }
}
