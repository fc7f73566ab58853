import { Worker } from 'node:worker_threads';

export interface TypeScriptWorkerOptions {
  readonly workerData: unknown;
  /** The tsconfig.json whose settings (JSX above all) the worker compiles with. */
  readonly tsconfig: string;
}

/**
 * Starts a worker thread on a TypeScript module. Under Node 20, tsx registers its loader on the
 * main thread only (its loader checks `isMainThread`), so a worker started on a .ts file fails
 * with ERR_UNKNOWN_FILE_EXTENSION although it inherits `process.execArgv`. The worker therefore
 * starts on two lines of JavaScript that register tsx's ESM loader in the worker itself and then
 * import the module. This works the same under `tsx bin/site.ts` and under vitest.
 */
export function startTypeScriptWorker(entry: URL, options: TypeScriptWorkerOptions): Worker {
  const loader = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = [
    `const { register } = await import(${loader});`,
    `register({ tsconfig: ${JSON.stringify(options.tsconfig)} });`,
    `await import(${JSON.stringify(entry.href)});`,
  ].join('\n');
  // A data: URL is an ES module, so it may use top-level await (an `eval` worker would be CommonJS).
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(source)}`), { workerData: options.workerData });
}
