import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { BuilderOptions, BuildOutcome } from '../incremental/create-builder.ts';
import type { BuildReply, BuildRequest } from './build-worker.ts';
import { isServerCode } from './is-server-code.ts';
import { startTypeScriptWorker } from './start-typescript-worker.ts';

export interface BuilderHostOptions {
  /** Handed to createBuilder inside the worker; it must survive structured cloning (no Date). */
  readonly builder: Omit<BuilderOptions, 'now'>;
  /** The project's root: where templates/, src/ and tsconfig.json are. */
  readonly projectRoot: string;
}

/** The dev server's side of the build worker: the same `build(changed)` as a Builder, plus close. */
export interface BuilderHost {
  /** Never rejects: a worker that dies or cannot start answers as a crash. One call at a time. */
  build(changed: readonly string[]): Promise<BuildOutcome>;
  close(): Promise<void>;
}

interface Pending {
  readonly id: number;
  /** The worker asked: an old worker's late exit must not answer a build of its successor. */
  readonly worker: Worker;
  readonly resolve: (outcome: BuildOutcome) => void;
}

/**
 * Runs builds in a worker thread (src/dev/build-worker.ts) so that a crash never stops the server.
 * A change to server-side code, or a worker that died, gets a fresh worker before the build: the
 * old one has the old modules imported and no way to import them again.
 */
export function createBuilderHost(options: BuilderHostOptions): BuilderHost {
  const entry = new URL('./build-worker.ts', import.meta.url);
  const tsconfig = path.join(options.projectRoot, 'tsconfig.json');
  let worker: Worker | undefined;
  let pending: Pending | undefined;
  let nextId = 1;

  const settle = (from: Worker, outcome: BuildOutcome) => {
    const waiting = pending;
    if (waiting?.worker !== from) return;
    pending = undefined;
    waiting.resolve(outcome);
  };

  const start = (): Worker => {
    const started = startTypeScriptWorker(entry, { workerData: options.builder, tsconfig });
    started.on('message', (reply: BuildReply) => {
      if (reply.id === pending?.id) settle(started, reply.outcome);
    });
    // An uncaught error in the worker (a module that fails to load, say) ends it: report it as the
    // build's crash, with the stack, and start afresh next time.
    started.on('error', (error) => {
      if (worker === started) worker = undefined;
      settle(started, { ok: false, kind: 'crash', message: error.message, stack: error.stack ?? error.message });
    });
    started.on('exit', (code) => {
      if (worker === started) worker = undefined;
      const message = `The build stopped: its worker thread exited with code ${code}`;
      settle(started, { ok: false, kind: 'crash', message, stack: message });
    });
    return started;
  };

  return {
    async build(changed) {
      if (worker && changed.some((file) => isServerCode(file, options.projectRoot))) {
        const old = worker;
        worker = undefined;
        await old.terminate();
      }
      worker ??= start();
      const current = worker;
      const id = nextId++;
      return new Promise<BuildOutcome>((resolve) => {
        pending = { id, worker: current, resolve };
        current.postMessage({ id, changed } satisfies BuildRequest);
      });
    },
    async close() {
      const old = worker;
      worker = undefined;
      await old?.terminate();
    },
  };
}
