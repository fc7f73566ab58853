import { closeSync, copyFileSync, fstatSync, linkSync, mkdirSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputEntry } from '../incremental/output-entry.ts';

/**
 * Where the build puts its files. The CLI writes into a temporary folder that is swapped into
 * dist/ at the end; `site dev` updates its folder in place.
 */
export interface OutputSink {
  write(file: string, contents: string | Uint8Array): Promise<void>;
  copy(file: string, from: string): Promise<void>;
  /**
   * Keeps the file as the previous build left it, because nothing it is made from changed. False
   * when there is no such file to keep (or it was changed since): the caller then makes it anew.
   */
  keep(file: string): boolean;
}

/** A sink backed by a folder on disk, into which page workers and the search indexer write directly. */
export interface FolderSink extends OutputSink {
  /** Where new files go. */
  readonly root: string;
  /** Every file of the output as it now stands, for the next build's state. */
  readonly entries: Map<string, OutputEntry>;
  /** Counts a file that another thread or process wrote into root. */
  adopt(file: string, entry: OutputEntry): void;
  /** Whether `keep` would keep the file, without keeping it. */
  canKeep(file: string): boolean;
  /**
   * The text of the file as the previous build left it, when it is still as that build left it
   * (as `canKeep` tells); undefined otherwise. For a page to be made from it (refill-page.ts).
   */
  readKept(file: string): string | undefined;
}

export function isFolderSink(sink: OutputSink): sink is FolderSink {
  return 'root' in sink && 'adopt' in sink;
}

/** The size and time of a file as the state records them; undefined when it does not exist. */
export function entryOf(file: string): OutputEntry | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? { size: stats.size, mtimeMs: stats.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a file is still the one a state entry describes. */
export function unchangedSince(file: string, entry: OutputEntry | undefined): entry is OutputEntry {
  const now = entryOf(file);
  return entry !== undefined && now !== undefined && now.size === entry.size && now.mtimeMs === entry.mtimeMs;
}

/**
 * Writes into a fresh folder. With a previous build's folder and its state, `keep` hard-links the
 * unchanged files from it instead of making them again: the new folder is complete on its own, and
 * the swap stays atomic. Writes use the synchronous calls: a page write lands in the OS's page cache
 * and returns at once, while the promise API costs three thread-pool round trips per file.
 */
export class DirectorySink implements FolderSink {
  private readonly prepare: (file: string) => string;
  private readonly linked = new Set<string>();
  readonly entries = new Map<string, OutputEntry>();
  bytes = 0;
  files = 0;

  constructor(
    readonly root: string,
    private readonly previous?: { readonly dir: string; readonly outputs: ReadonlyMap<string, OutputEntry> },
  ) {
    this.prepare = folderPreparer(root);
  }

  async write(file: string, contents: string | Uint8Array): Promise<void> {
    this.put(file, contents);
  }

  /** Writes a file now; returns its entry. */
  put(file: string, contents: string | Uint8Array): OutputEntry {
    // A kept file is a hard link to the live site's: writing into it would change the live site.
    if (this.linked.has(file)) throw new Error(`${file} was kept from the previous build and cannot be written again`);
    const descriptor = openSync(this.prepare(file), 'w');
    try {
      writeFileSync(descriptor, contents);
      const stats = fstatSync(descriptor);
      const entry = { size: stats.size, mtimeMs: stats.mtimeMs };
      this.record(file, entry);
      return entry;
    } finally {
      closeSync(descriptor);
    }
  }

  async copy(file: string, from: string): Promise<void> {
    const target = this.prepare(file);
    copyFileSync(from, target);
    const entry = entryOf(target);
    if (entry) this.record(file, entry);
  }

  canKeep(file: string): boolean {
    return this.previous !== undefined && unchangedSince(path.join(this.previous.dir, file), this.previous.outputs.get(file));
  }

  readKept(file: string): string | undefined {
    return this.canKeep(file) ? readText(path.join(this.previous!.dir, file)) : undefined;
  }

  keep(file: string): boolean {
    if (!this.previous) return false;
    const source = path.join(this.previous.dir, file);
    const entry = this.previous.outputs.get(file);
    if (!unchangedSince(source, entry)) return false;
    try {
      linkSync(source, this.prepare(file));
    } catch {
      // Another file system, or links not allowed: a copy is as good, only slower.
      copyFileSync(source, this.prepare(file));
      const copied = entryOf(path.join(this.root, file));
      if (!copied) return false;
      this.record(file, copied);
      return true;
    }
    this.linked.add(file);
    this.record(file, entry);
    return true;
  }

  adopt(file: string, entry: OutputEntry): void {
    this.record(file, entry);
  }

  private record(file: string, entry: OutputEntry) {
    // A page is written twice: with slots for its CSS, then filled in (build/pages-stage.ts).
    const before = this.entries.get(file);
    this.entries.set(file, entry);
    this.bytes += entry.size - (before?.size ?? 0);
    if (!before) this.files += 1;
  }
}

/** A file's text; undefined when it cannot be read (removed meanwhile). */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * A function that gives a file's path under `root` and creates its folder, each folder once: at
 * 10,000 pages the repeated mkdir calls were measurable.
 */
export function folderPreparer(root: string): (file: string) => string {
  const folders = new Set<string>();
  return (file) => {
    const target = path.join(root, file);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    return target;
  };
}
