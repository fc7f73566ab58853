import { indexShard } from './index-shard.ts';
import { planSearchShards, type SearchShard, type SearchShardOptions } from './plan-search-shards.ts';
import type { SearchRecord } from './search-records.ts';

/** A shard once its index is in the site folder. */
export interface IndexedSearchShard extends SearchShard {
  /** Its files, relative to the site's root, "/"-separated. */
  readonly files: readonly string[];
  /** True when `reuse` placed the files and Pagefind did not run for this shard. */
  readonly reused: boolean;
}

export interface IndexForSearchOptions extends SearchShardOptions {
  /** Shards indexed at the same time (default 2: one per core of the build machine). */
  readonly concurrency?: number;
  /**
   * Called before a shard is indexed. An incremental build that finds the shard's digest in its
   * previous build can put that build's files in place (hard links) and return their list
   * (relative to the site's root); Pagefind then skips the shard. Return undefined to index it.
   */
  readonly reuse?: (shard: SearchShard, siteDir: string) => Promise<readonly string[] | undefined>;
  /** Stops the indexers: the index fails once their processes have ended (see indexShard). */
  readonly signal?: AbortSignal;
}

/**
 * Writes the site search's Pagefind index into siteDir in shards (see planSearchShards): shard 0 in
 * pagefind/ with the script the browser loads, the others in pagefind-shards/N/, which the search
 * dialog merges. Each shard is indexed by its own low-priority process, at most `concurrency` at a
 * time, so the index fills the CPU time the page renderers leave. https://pagefind.app/docs/node-api/
 */
export async function indexForSearch(
  records: readonly SearchRecord[],
  siteDir: string,
  options: IndexForSearchOptions = {},
): Promise<{ records: number; shards: IndexedSearchShard[] }> {
  const shards = planSearchShards(records, options);
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const indexed: IndexedSearchShard[] = new Array(shards.length);
  let next = 0;
  const worker = async () => {
    for (let at = next++; at < shards.length; at = next++) {
      const shard = shards[at]!;
      try {
        const reused = await options.reuse?.(shard, siteDir);
        indexed[at] = reused
          ? { ...shard, files: reused, reused: true }
          : { ...shard, files: (await indexShard(shard, siteDir, options.signal)).files, reused: false };
      } catch (error) {
        next = shards.length; // the build fails: start no other shard
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.min(concurrency, shards.length) }, worker);
  // Wait for every worker before reporting a failure, so no indexer still writes into a folder the
  // caller is about to remove.
  const settled = await Promise.allSettled(workers);
  const failure = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
  return { records: records.length, shards: indexed };
}
