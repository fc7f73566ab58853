import path from 'node:path';
import type { Site } from '../content/site-model.ts';
import type { BuildState } from '../incremental/build-state.ts';
import { entryOf, isFolderSink, type FolderSink, type OutputSink } from '../output/output-sink.ts';
import { indexForSearch } from '../search/index-for-search.ts';
import { searchShardCount } from '../search/plan-search-shards.ts';
import { searchRecords, type SearchRecord } from '../search/search-records.ts';
import type { BuildOptions } from './build-options.ts';

type Shards = BuildState['shards'];

/**
 * The search index, written next to the pages, so it needs a folder (tests in memory skip it).
 * Its indexers run in their own low-priority processes: started as soon as the Site model exists,
 * they use the time the page map and the page renderers leave free (after a one-row edit, the
 * index of that row's shard is what a rebuild waits for last). A build that returns before the
 * index (site dev) starts them after the pages instead, so that starting them does not delay the
 * pages of an edit either. A build that then fails waits for them before its folder is removed.
 */
export class SearchStage {
  private readonly target: FolderSink | undefined;
  private findable: SearchRecord[] = [];
  private shards: Promise<Shards> | undefined;

  constructor(
    private readonly options: BuildOptions,
    sink: OutputSink,
    private readonly state: BuildState,
  ) {
    const target = options.searchSink ?? (isFolderSink(sink) ? sink : undefined);
    this.target = options.search !== false ? target : undefined;
  }

  /** Whether the index is made while the pages are (the indexers then need the other core). */
  static indexesNow(options: BuildOptions, sink: OutputSink): boolean {
    return options.search !== false && !options.deferSearch && isFolderSink(options.searchSink ?? sink);
  }

  /** The Site model exists: the records to index are known, and the indexers start unless deferred. */
  modelReady(site: Site): void {
    this.findable = searchRecords(site);
    this.shards = this.options.deferSearch ? undefined : this.start();
    // Its failure is reported where it is awaited, not as an unhandled rejection meanwhile.
    this.shards?.catch(() => undefined);
  }

  /** How many shards the index has, for the pages' search panel (none without a search index). */
  shardCount(): number {
    return this.options.search === false ? 0 : searchShardCount(this.findable.length, this.options.searchShardSize);
  }

  /**
   * The pages are written. A deferred index starts after the caller has had the result (a
   * macrotask later), so not even starting the indexers delays the pages; an index already being
   * made is waited for, and its shards returned.
   */
  async afterPages(onWait: () => void): Promise<Shards | undefined> {
    const target = this.target;
    if (this.options.deferSearch && target) {
      this.shards = new Promise((resolve) => setImmediate(resolve)).then(() => indexSearch(this.findable, target, this.state, this.options));
    }
    if (!this.shards || this.options.deferSearch) return undefined;
    onWait();
    return await this.shards;
  }

  /** With deferSearch: settles when the index is written and `state` records its shards. */
  recordInto(state: BuildState): Promise<void> | undefined {
    return this.shards && this.options.deferSearch
      ? this.shards.then((shards) => {
          state.shards = shards;
        })
      : undefined;
  }

  /** The build failed: the indexers finish before the temporary folder is removed. */
  async settle(): Promise<void> {
    await this.shards?.catch(() => undefined);
  }

  private start(): Promise<Shards> | undefined {
    return this.target ? indexSearch(this.findable, this.target, this.state, this.options) : undefined;
  }
}

/**
 * Builds the search index in shards, keeping each shard whose records did not change since the
 * last build (its files are kept as they are) and indexing the others.
 */
async function indexSearch(records: readonly SearchRecord[], sink: FolderSink, state: BuildState, options: BuildOptions): Promise<Shards> {
  const { shards } = await indexForSearch(records, sink.root, {
    ...(options.searchShardSize ? { shardSize: options.searchShardSize } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    reuse: async (shard) => {
      const known = state.shards.get(shard.dir);
      if (known?.digest !== shard.digest) return undefined;
      // All or nothing: Pagefind must never write into a file that is a link to the live site's.
      if (!known.files.every((file) => sink.canKeep(file))) return undefined;
      return known.files.every((file) => sink.keep(file)) ? known.files : undefined;
    },
  });
  const next: Shards = new Map();
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
