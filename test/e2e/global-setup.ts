import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveStatic } from '../../src/serve/serve-static.ts';

/**
 * Serves the built dist/ over loopback for every browser test, as Netlify and Cloudflare Pages
 * would: with the response headers of its own _headers file, so every test runs under the site's
 * production Content-Security-Policy. `npm test` builds dist/ first. Tests read the address from
 * the provided context.
 */
export default async function setup(project: TestProject) {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is not built: run `npm run build` before the browser tests');
  if (!existsSync(path.join(dist, '_headers'))) throw new Error('dist/_headers is missing: the browser tests run under the headers it sets');
  const server = await serveStatic({ root: dist });
  project.provide('origin', server.origin);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}
