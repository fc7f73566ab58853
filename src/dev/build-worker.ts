import { parentPort, workerData } from 'node:worker_threads';
import { createBuilder, type BuilderOptions, type BuildOutcome } from './create-builder.ts';

/** Asks the worker for one build; `id` pairs the answer with the request. */
export interface BuildRequest {
  readonly id: number;
  readonly changed: readonly string[];
}

/**
 * Asks the worker to stop its search indexers and save its state, before the server ends it;
 * answered by `{ stopped: true }` once nothing it started writes any more.
 */
export interface StopRequest {
  readonly stop: true;
}

export interface BuildReply {
  readonly id: number;
  readonly outcome: BuildOutcome;
}

/**
 * The dev server's builds run here, in a worker thread, so that nothing a build does (a template
 * that throws, loops or exhausts memory) can stop the server, and so that the server can start a
 * fresh worker when server-side code changes: ES modules, once imported, cannot be imported again.
 * One builder lives as long as the worker, so it can keep what it learned between builds.
 */
// A crash's stack, shown in the terminal and the page's overlay, names the TypeScript file and line.
process.setSourceMapsEnabled(true);
if (!parentPort) throw new Error('build-worker.ts runs as a worker thread; the dev server starts it');
const port = parentPort;
const builder = createBuilder(workerData as BuilderOptions);
port.on('message', (request: BuildRequest | StopRequest) => {
  if ('stop' in request) {
    void builder.stop().then(() => port.postMessage({ stopped: true }));
    return;
  }
  // The host sends one request at a time and waits for its reply; createBuilder never rejects.
  void builder.build(request.changed).then((outcome) => port.postMessage({ id: request.id, outcome } satisfies BuildReply));
});
