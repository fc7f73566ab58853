import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tempFoldersInMemory } from './memory-temp-folder.ts';

/**
 * The unit and integration run's global setup: the temporary folders in memory where there is
 * room (memory-temp-folder.ts), and one folder for the builds tests share (test-site-build.ts),
 * made before the workers start, so they inherit both names, and removed after the last file.
 * Each project of vitest.config.ts inherits the root's global setup and runs it again in the same
 * process: the first run makes the folders, the others find them.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SHARED_BUILDS) return undefined;
  const removeMemoryFolder = tempFoldersInMemory();
  const folder = await mkdtemp(path.join(tmpdir(), 'site-shared-builds-'));
  process.env.SHARED_BUILDS = folder;
  return async () => {
    await rm(folder, { recursive: true, force: true });
    removeMemoryFolder?.();
  };
}
