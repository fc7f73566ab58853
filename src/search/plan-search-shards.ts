import { createHash, hash } from 'node:crypto';
import { searchShardFolder } from '../shared/url-paths.ts';
import { pagefindConfig, pagefindVersion } from './pagefind-config.ts';
import type { SearchRecord } from './search-records.ts';

/**
 * Records per shard. A shard of 2,000 records took 1.8-2.3 s of CPU to index on the 2-core build
 * machine (the whole 10,000-product index 7-8 s): small enough to rebuild one after an edit in
 * about a second and a half of wall time, large enough that the fixed cost of a shard (0.27 s of
 * CPU for its process and Pagefind's start) stays small.
 */
export const DEFAULT_SEARCH_SHARD_SIZE = 2500;

/** One part of the search index: indexed on its own, merged by the browser (Pagefind's mergeIndex). */
export interface SearchShard {
  /** "0", "1", … */
  readonly name: string;
  /** Its folder relative to the site's root: `pagefind` for shard 0, `pagefind-shards/N` for the others. */
  readonly dir: string;
  /** Its records, in a deterministic order: by URL, and as given among records with the same URL. */
  readonly records: readonly SearchRecord[];
  /**
   * sha256 (hex) of its records, serialized deterministically, and of the Pagefind version and
   * settings: a later build whose shard has the same digest may reuse this shard's files.
   */
  readonly digest: string;
}

export interface SearchShardOptions {
  /** The average number of records per shard (default 2,500). */
  readonly shardSize?: number;
}

/**
 * How many shards a catalogue of this many records is split into: max(1, ceil(records / shardSize)).
 * It depends on the count alone, so a renderer can tell the search dialog how many shards to merge
 * before the index is planned or built.
 */
export function searchShardCount(records: number, shardSize: number = DEFAULT_SEARCH_SHARD_SIZE): number {
  if (!Number.isInteger(shardSize) && shardSize !== Number.POSITIVE_INFINITY) throw new Error(`The search shard size must be a whole number; got ${shardSize}`);
  if (!(shardSize >= 1)) throw new Error(`The search shard size must be at least 1; got ${shardSize}`);
  return Math.max(1, Math.ceil(records / shardSize));
}

/**
 * Splits the search records into shards that can be indexed, and rebuilt, one at a time. A record's
 * shard is a hash of its URL modulo the shard count, so while the count stays the same, editing,
 * adding or removing one product changes the records (and the digest) of one shard only, and the
 * records that share a URL (the techniques all point at /printing/ or /embroidery/) stay together:
 * within one index Pagefind makes one result of a URL (the last record given for it wins), while in
 * two shards the page would be found twice.
 *
 * Shards hold shardSize records on average, not at most: a hash spreads 10,000 URLs over 4 shards
 * within a few percent of 2,500 each, and capping them would move records between shards on every
 * edit. A shard can even be empty, though only when shards are tiny (tests); the browser cannot
 * merge an empty shard (Pagefind finds no language in it), so keep shardSize in the hundreds or more.
 */
export function planSearchShards(records: readonly SearchRecord[], options: SearchShardOptions = {}): SearchShard[] {
  const count = searchShardCount(records.length, options.shardSize);
  const buckets = Array.from({ length: count }, (): { line: string; record: SearchRecord }[] => []);
  for (const record of records) buckets[shardOf(record.url, count)]!.push({ line: recordLine(record), record });
  const settings = `pagefind ${pagefindVersion()} ${JSON.stringify(pagefindConfig)}\n`;
  return buckets.map((bucket, index) => {
    // By URL; records that share one keep the order they came in (the sort is stable), because
    // Pagefind keeps only the last record added for a URL, so that order decides the index.
    bucket.sort((a, b) => (a.record.url < b.record.url ? -1 : a.record.url > b.record.url ? 1 : 0));
    const hash = createHash('sha256').update(settings);
    for (const { line } of bucket) hash.update(line).update('\n');
    return { name: String(index), dir: searchShardFolder(index), records: bucket.map(({ record }) => record), digest: hash.digest('hex') };
  });
}

/**
 * The shard of a URL: 32-bit FNV-1a of its UTF-8 bytes (http://www.isthe.com/chongo/tech/comp/fnv/),
 * then MurmurHash3's finalizer. FNV-1a's low bits depend only on the low bits of each byte, and
 * product URLs differ only in a few digits, so without the finalizer "modulo 4" would spread them
 * unevenly.
 */
function shardOf(url: string, count: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(url, 'utf8')) hash = Math.imul(hash ^ byte, 0x01000193);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) % count;
}

/**
 * A record's line for the shard's digest: its fingerprint, kept for a record that is the same object
 * as in the last build (search-records.ts keeps product records), so a rebuild hashes megabytes of
 * text only once.
 */
const lines = new WeakMap<SearchRecord, string>();

function recordLine(record: SearchRecord): string {
  let line = lines.get(record);
  if (line === undefined) {
    // The one-shot form: for 10,000 records, a fraction of createHash's object per call.
    line = hash('sha256', serializeRecord(record), 'base64url');
    lines.set(record, line);
  }
  return line;
}

/** One record as one line of JSON with a fixed key order (meta keys sorted). */
function serializeRecord(record: SearchRecord): string {
  const meta = Object.entries(record.meta).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([record.url, record.content, meta]);
}
