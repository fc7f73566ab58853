import { copyFileSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OutputEntry } from '../incremental/output-entry.ts';
import { hashText } from '../incremental/digest.ts';
import { entryOf, folderPreparer, readText, unchangedSince, type FolderSink } from './output-sink.ts';

/**
 * Keeps one folder up to date for `site dev`: files whose bytes did not change are left alone (an
 * open page only reloads for what really changed), new bytes are staged in a side folder, and
 * `commit` moves them into place and removes the files the build no longer makes. A build that
 * fails never calls `commit`, so the folder keeps the last good site.
 */
export class FolderUpdateSink implements FolderSink {
  readonly entries = new Map<string, OutputEntry>();
  private readonly staged = new Set<string>();
  private readonly prepare: (file: string) => string;

  constructor(
    /** The folder that is served. */
    readonly live: string,
    /** The state's record of the live folder. */
    private readonly outputs: ReadonlyMap<string, OutputEntry>,
    /** Where new files wait for the commit; must be on the same file system as `live`. */
    readonly root: string,
    /**
     * Which of the live folder's files this sink answers for: the ones it may remove when the build
     * no longer makes them. The search index is committed by a sink of its own, after the pages.
     */
    private readonly scope: (file: string) => boolean = () => true,
    /**
     * Trust that the live folder holds what the state says, without looking at each file. Only for
     * a folder nobody else writes to: `site dev`'s own, where checking 20,000 files would cost a
     * tenth of the one second an edit may take to show.
     */
    private readonly trusted = false,
  ) {
    this.prepare = folderPreparer(root);
  }

  async write(file: string, contents: string | Uint8Array): Promise<void> {
    const hash = hashText(contents);
    if (this.keepIf(file, hash)) return;
    const target = this.prepare(file);
    writeFileSync(target, contents);
    this.stage(file, { ...(entryOf(target) ?? { size: 0, mtimeMs: 0 }), hash });
  }

  async copy(file: string, from: string): Promise<void> {
    const source = statSync(from);
    const hash = `copy:${source.size}:${source.mtimeMs}`;
    if (this.keepIf(file, hash)) return;
    const target = this.prepare(file);
    copyFileSync(from, target);
    this.stage(file, { ...(entryOf(target) ?? { size: 0, mtimeMs: 0 }), hash });
  }

  canKeep(file: string): boolean {
    return this.isCurrent(file, this.outputs.get(file));
  }

  readKept(file: string): string | undefined {
    return this.canKeep(file) ? readText(path.join(this.live, file)) : undefined;
  }

  keep(file: string): boolean {
    const entry = this.outputs.get(file);
    if (!this.isCurrent(file, entry)) return false;
    this.entries.set(file, entry);
    return true;
  }

  adopt(file: string, entry: OutputEntry): void {
    this.stage(file, entry);
  }

  /** Moves the staged files into the live folder and removes those no longer made; says which. */
  commit(): { written: string[]; removed: string[] } {
    for (const file of this.staged) {
      const target = path.join(this.live, file);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(this.root, file), target);
    }
    const removed = [...this.outputs.keys()].filter((file) => this.scope(file) && !this.entries.has(file));
    for (const file of removed) rmSync(path.join(this.live, file), { force: true });
    this.discard();
    return { written: [...this.staged].sort(), removed: removed.sort() };
  }

  /** Throws the staged files away (a failed build). */
  discard(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  private isCurrent(file: string, entry: OutputEntry | undefined): entry is OutputEntry {
    return this.trusted ? entry !== undefined : unchangedSince(path.join(this.live, file), entry);
  }

  private keepIf(file: string, hash: string): boolean {
    const entry = this.outputs.get(file);
    if (entry?.hash !== hash || !this.isCurrent(file, entry)) return false;
    // A page is written twice, with slots for its CSS and then filled in (build/pages-stage.ts):
    // when the filled page is the live one, the first version staged must not replace it.
    if (this.staged.delete(file)) rmSync(path.join(this.root, file), { force: true });
    this.entries.set(file, entry);
    return true;
  }

  private stage(file: string, entry: OutputEntry) {
    this.staged.add(file);
    this.entries.set(file, entry);
  }
}
