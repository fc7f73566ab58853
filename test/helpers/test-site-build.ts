import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { buildSite } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { readableBuild, TEST_DATE, type BuiltSite } from './built-site.ts';
import { SITE_FIXTURE } from './fixture-site.ts';

/**
 * The builds of the engine's test site (test/fixtures/site) that tests only read, one per set of
 * options in each worker: ten files read the same build, and made it ten times. The files of the
 * shared-modules project run one after another in each worker with one module cache, so this memo
 * outlives each file (vitest.config.ts). The folders live in SHARED_BUILDS, which the run's global
 * setup (shared-builds.ts) makes and removes; a file's own temporary folders are removed after it.
 * A test that changes what it reads builds its own with buildInto.
 */
const builds = new Map<string, Promise<BuiltSite>>();

export function testSiteBuild({ search = true }: { readonly search?: boolean } = {}): Promise<BuiltSite> {
  const key = search ? 'with search' : 'without search';
  let build = builds.get(key);
  if (!build) {
    build = (async () => {
      const shared = process.env.SHARED_BUILDS;
      if (!shared)
        throw new Error('testSiteBuild needs the folder SHARED_BUILDS, which the global setup of vitest.config.ts (test/helpers/shared-builds.ts) makes');
      const out = path.join(await mkdtemp(path.join(shared, 'test-site-')), 'dist');
      const { result } = await writeDist(out, (sink) => buildSite({ contentDir: SITE_FIXTURE, now: TEST_DATE, search }, sink));
      return readableBuild(out, result);
    })();
    // A build that failed is made again by the next file that asks, which then reports its error too.
    build.catch(() => builds.delete(key));
    builds.set(key, build);
  }
  return build;
}
