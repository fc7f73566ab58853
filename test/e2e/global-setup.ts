import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDist } from './static-server.ts';

/**
 * Serves the built dist/ over loopback for every browser test; `npm test` builds it first.
 * Tests read the address from the provided context.
 */
export default async function setup(project: TestProject) {
  const dist = path.resolve('dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ is not built: run `npm run build` before the browser tests');
  const server = await serveDist(dist);
  project.provide('origin', server.origin);
  return () => server.close();
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
  }
}
