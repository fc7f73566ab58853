import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DirectorySink } from './output-sink.ts';

export interface WriteResult<T> {
  readonly result: T;
  readonly files: number;
  readonly bytes: number;
}

/**
 * Builds into a fresh sibling folder of `outDir`, then swaps it into place. A build that fails
 * or is interrupted leaves the previous `outDir` exactly as it was; only the temporary folder
 * is removed. The swap is two renames on the same file system, so the window in which
 * `outDir` is missing is a few microseconds, never a half-written site.
 */
export async function writeDist<T>(outDir: string, build: (sink: DirectorySink) => Promise<T>): Promise<WriteResult<T>> {
  const parent = path.dirname(path.resolve(outDir));
  const name = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  const temporary = await mkdtemp(path.join(parent, `.${name}-building-`));
  let result: T;
  const sink = new DirectorySink(temporary);
  try {
    result = await build(sink);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  const previous = path.join(parent, `.${name}-previous-${process.pid}-${Date.now()}`);
  const hadPrevious = await exists(outDir);
  if (hadPrevious) await rename(outDir, previous);
  try {
    await rename(temporary, outDir);
  } catch (error) {
    // Put the old site back rather than leave no site at all.
    if (hadPrevious) await rename(previous, outDir);
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
  if (hadPrevious) await rm(previous, { recursive: true, force: true });
  return { result, files: sink.files, bytes: sink.bytes };
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
