import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The unit and integration run's global setup: one folder for the builds tests share
 * (test-site-build.ts), made before the workers start, so they inherit its name, and removed after
 * the last file. Each project of vitest.config.ts inherits the root's global setup and runs it
 * again in the same process: the first run makes the folder, the others find it.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.SHARED_BUILDS) return undefined;
  const folder = await mkdtemp(path.join(tmpdir(), 'site-shared-builds-'));
  process.env.SHARED_BUILDS = folder;
  return () => rm(folder, { recursive: true, force: true });
}
