import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteDependencies } from '../render/dependency-tracking.ts';
import type { IslandName } from '../shared/island-names.ts';

/** What the last build knew about one page: how to tell whether it is still up to date. */
export interface RouteRecord {
  readonly fingerprint: string;
  readonly dependencies: RouteDependencies;
  readonly islands: readonly IslandName[];
}

/** One file of the output folder as the last build left it, to check that nobody changed it since. */
export interface OutputEntry {
  readonly size: number;
  readonly mtimeMs: number;
  /** Fingerprint of the bytes (written files) or of the source file (copied files), when known. */
  readonly hash?: string;
}

/** One search index shard as the last build wrote it. */
export interface ShardRecord {
  readonly digest: string;
  readonly files: readonly string[];
}

/**
 * Everything a build can reuse from the builds before it. It is only worth anything for the same
 * program: `version` is the code version (see code-version.ts), and a state of another version is
 * thrown away whole.
 */
export interface BuildState {
  version: string;
  /** Validated records of each content file, by the fingerprint of its bytes. */
  content: Map<string, unknown>;
  /** By the page's output file. */
  routes: Map<string, RouteRecord>;
  /** The output folder the routes' pages are in, file by file. */
  outputs: Map<string, OutputEntry>;
  /** By the shard's folder. */
  shards: Map<string, ShardRecord>;
}

export function emptyState(version: string): BuildState {
  return { version, content: new Map(), routes: new Map(), outputs: new Map(), shards: new Map() };
}

interface StoredState {
  readonly format: 1;
  readonly version: string;
  readonly content: [string, unknown][];
  readonly routes: [string, RouteRecord][];
  readonly outputs: [string, OutputEntry][];
  readonly shards: [string, ShardRecord][];
}

/** The state saved by the last build, or an empty one when there is none or it is of another version. */
export function loadState(file: string, version: string): BuildState {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredState;
    if (stored.format !== 1 || stored.version !== version) return emptyState(version);
    return { version, content: new Map(stored.content), routes: new Map(stored.routes), outputs: new Map(stored.outputs), shards: new Map(stored.shards) };
  } catch {
    return emptyState(version);
  }
}

/** Saves the state; written to a temporary name and renamed, so a crash never leaves half a file. */
export function saveState(file: string, state: BuildState): void {
  const stored: StoredState = {
    format: 1,
    version: state.version,
    content: [...state.content],
    routes: [...state.routes],
    outputs: [...state.outputs],
    shards: [...state.shards],
  };
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(stored));
  renameSync(temporary, file);
}
