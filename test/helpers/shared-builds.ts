import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The unit and integration run's global setup: one folder for the builds tests share
 * (test-site-build.ts), made before the workers start, so they inherit its name, and removed after
 * the last file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-shared-builds-'));
  process.env.SHARED_BUILDS = folder;
  return () => rm(folder, { recursive: true, force: true });
}
