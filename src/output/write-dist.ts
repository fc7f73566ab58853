import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { OutputEntry } from '../incremental/output-entry.ts';
import { DirectorySink } from './output-sink.ts';
import { removeInBackground } from './remove-in-background.ts';

export interface WriteResult<T> {
  readonly result: T;
  readonly files: number;
  readonly bytes: number;
  /** Every file of the new folder, for the next build's state. */
  readonly entries: Map<string, OutputEntry>;
}

export interface WriteOptions {
  /** The state's record of the folder now at outDir: its unchanged files can be kept (hard-linked). */
  readonly outputs?: ReadonlyMap<string, OutputEntry>;
  /**
   * Remove the replaced folder from a background process instead of waiting for it (`site build`:
   * the command ends when the new site is in place). Tests and `site check` wait, so that they
   * leave nothing behind.
   */
  readonly removeInBackground?: boolean;
}

/**
 * Builds into a fresh sibling folder of `outDir`, then swaps it into place. A build that fails
 * or is interrupted leaves the previous `outDir` exactly as it was; only the temporary folder
 * is removed. The swap is two renames on the same file system, so the window in which
 * `outDir` is missing is a few microseconds, never a half-written site. Files kept from the previous
 * folder are hard links to its files: the new folder is whole before the swap, and the old one can
 * be removed after it.
 */
export async function writeDist<T>(outDir: string, build: (sink: DirectorySink) => Promise<T>, options: WriteOptions = {}): Promise<WriteResult<T>> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  const temporary = await mkdtemp(path.join(parent, `.${name}-building-`));
  const leftovers = await previousFolders(parent, name);
  let result: T;
  const hadPrevious = await exists(outDir);
  const sink = new DirectorySink(temporary, hadPrevious && options.outputs ? { dir: path.resolve(outDir), outputs: options.outputs } : undefined);
  try {
    result = await build(sink);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  const previous = path.join(parent, `.${name}-previous-${process.pid}-${Date.now()}`);
  if (hadPrevious) await rename(outDir, previous);
  try {
    await rename(temporary, outDir);
  } catch (error) {
    // Put the old site back rather than leave no site at all.
    if (hadPrevious) await rename(previous, outDir);
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  const replaced = hadPrevious ? [previous, ...leftovers] : leftovers;
  if (options.removeInBackground) replaced.forEach(removeInBackground);
  else await Promise.all(replaced.map((folder) => rm(folder, { recursive: true, force: true })));
  return { result, files: sink.files, bytes: sink.bytes, entries: sink.entries };
}

/**
 * Folders of replaced builds that are still there: a removal in the background that was cut short.
 * Only those named as this function names them, so no other folder of the parent is ever touched.
 */
async function previousFolders(parent: string, name: string): Promise<string[]> {
  const prefix = `.${name}-previous-`;
  const names = await readdir(parent).catch(() => [] as string[]);
  return names.filter((entry) => entry.startsWith(prefix) && /^\d+-\d+$/.test(entry.slice(prefix.length))).map((entry) => path.join(parent, entry));
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
