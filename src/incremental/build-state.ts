import { hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readOutputs, readRoutes, storeOutputs, storeRoutes, type StoredOutputs, type StoredRoutes } from './compact-records.ts';
import type { OutputEntry } from './output-entry.ts';
import type { RouteRecord } from './route-record.ts';

// The records are modules of their own, so compact-records.ts, which stores them, and this file,
// which calls it, do not import each other.
export type { OutputEntry } from './output-entry.ts';
export type { RouteRecord } from './route-record.ts';

/** One search index shard as the last build wrote it. */
export interface ShardRecord {
  readonly digest: string;
  readonly files: readonly string[];
}

/**
 * Everything a build can reuse from the builds before it. It is only worth anything for the same
 * program: `version` is the code version (see code-version.ts), and a state of another version is
 * thrown away whole. The records the stages own are kept as they are: `Reads`, what a page read
 * (RouteRecord), and `Listing`, a card data file; the site's build names them (src/build/site-state.ts).
 */
export interface BuildState<Reads = unknown, Listing = unknown> {
  version: string;
  /** Validated records of each content file, by the fingerprint of its bytes. */
  content: Map<string, unknown>;
  /** By the page's output file. */
  routes: Map<string, RouteRecord<Reads>>;
  /** The output folder the routes' pages are in, file by file. */
  outputs: Map<string, OutputEntry>;
  /** By the shard's folder. */
  shards: Map<string, ShardRecord>;
  /** The listing card data files, whose addresses the pages name, by list (see listing-data.ts). */
  listingData: Map<string, Listing>;
}

export function emptyState<Reads = unknown, Listing = unknown>(version: string): BuildState<Reads, Listing> {
  return { version, content: new Map(), routes: new Map(), outputs: new Map(), shards: new Map(), listingData: new Map() };
}

/**
 * The state file: the small and changing parts in one JSON file read in one pass, as columns (see
 * compact-records.ts); each content file's validated records in a file of their own beside it
 * (`content/`), named by the code version and the content's fingerprint. Those are most of the
 * bytes (8 MB at 10,000 products) and never change under their name, so a build writes only the
 * entries of the files that were edited, not all of them again.
 */
interface StoredState {
  readonly format: 3;
  readonly version: string;
  /** The keys of the content entries; each entry is in its own file (see contentFile). */
  readonly content: string[];
  readonly routes: StoredRoutes;
  readonly outputs: StoredOutputs;
  readonly shards: [string, ShardRecord][];
  readonly listingData: [string, unknown][];
}

const FORMAT = 3;

/**
 * The state saved by the last build, or an empty one when there is none, it is of another code
 * version or format, or it cannot be read whole. A content entry that is missing or damaged is
 * left out: that content file is then read and validated again.
 */
export function loadState(file: string, version: string): BuildState {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredState;
    if (stored.format !== FORMAT || stored.version !== version) return emptyState(version);
    const content = new Map<string, unknown>();
    for (const key of stored.content) {
      const value = readContentEntry(contentFile(file, version, key), key);
      if (value !== undefined) content.set(key, value);
    }
    return {
      version,
      content,
      routes: readRoutes(stored.routes),
      outputs: readOutputs(stored.outputs),
      shards: new Map(stored.shards),
      listingData: new Map(stored.listingData),
    };
  } catch {
    return emptyState(version);
  }
}

/**
 * Saves the state; each file is written to a temporary name and renamed, so a crash never leaves
 * half a file. Content entries the state no longer holds are removed after the state that stopped
 * naming them is in place.
 */
export function saveState(file: string, state: BuildState): void {
  const folder = contentFolder(file);
  mkdirSync(folder, { recursive: true });
  const kept = new Set<string>();
  for (const [key, value] of state.content) {
    const entry = contentFile(file, state.version, key);
    kept.add(path.basename(entry));
    if (!existsSync(entry)) writeWhole(entry, JSON.stringify([key, value]));
  }
  const stored: StoredState = {
    format: FORMAT,
    version: state.version,
    content: [...state.content.keys()],
    routes: storeRoutes(state.routes),
    outputs: storeOutputs(state.outputs),
    shards: [...state.shards],
    listingData: [...state.listingData],
  };
  writeWhole(file, JSON.stringify(stored));
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.json') && !kept.has(name)) rmSync(path.join(folder, name), { force: true });
  }
}

function contentFolder(stateFile: string): string {
  return `${stateFile.replace(/\.json$/, '')}.content`;
}

/**
 * A content entry's file: named by the code version too, because the records validated from the
 * same text by another program may differ (hex, for file systems that ignore case).
 */
function contentFile(stateFile: string, version: string, key: string): string {
  return path.join(contentFolder(stateFile), `${hash('sha1', `${version}\u0000${key}`, 'hex')}.json`);
}

function readContentEntry(file: string, key: string): unknown {
  try {
    const [storedKey, value] = JSON.parse(readFileSync(file, 'utf8')) as [string, unknown];
    return storedKey === key ? value : undefined;
  } catch {
    return undefined;
  }
}

function writeWhole(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
