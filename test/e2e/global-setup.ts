import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { ROOT, SITE_FIXTURE } from '../helpers/fixture-site.ts';
import { tempFoldersInMemory } from '../helpers/memory-temp-folder.ts';
import { checkChromiumVersion } from './chromium-version.ts';
import { TEST_DIST } from './test-site.ts';

/**
 * Builds the test site and serves it over loopback for every browser test, as Netlify and Cloudflare Pages
 * would: with the response headers of its own _headers file, so every test runs under the site's
 * production Content-Security-Policy. Tests read the address from the provided context. The files
 * that build sites of their own build them in memory where there is room (memory-temp-folder.ts),
 * and Chromium keeps its profiles there.
 */
export default async function setup(project: TestProject) {
  await checkChromiumVersion();
  const dist = TEST_DIST;
  // The engine's test site, never the owner's content/ (see SITE_FIXTURE), built by the compiled
  // command line as its own process, as `npm run build` builds; the CLI's cache makes a second run quick.
  try {
    await promisify(execFile)(process.execPath, [path.join(ROOT, 'bin', 'site.js'), 'build', '--content', SITE_FIXTURE, '--out', dist, '--quiet'], {
      cwd: ROOT,
      maxBuffer: 1 << 22,
    });
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    throw new Error(`the test site did not build (exit ${failed.code}):\n${failed.stderr ?? ''}`);
  }
  if (!existsSync(path.join(dist, '_headers'))) throw new Error('the test site has no _headers: the browser tests run under the headers it sets');
  const server = await serveStatic({ root: dist });
  project.provide('origin', server.origin);
  // Set before the workers start, so they and their Chromium inherit it.
  const removeMemoryFolder = tempFoldersInMemory();
  return async () => {
    await server.close();
    removeMemoryFolder?.();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}
