import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BuilderOptions, BuildOutcome } from './create-builder.ts';
import type { BuildReply, BuildRequest, StopRequest } from './build-worker.ts';
import { isServerCode } from './is-server-code.ts';
import { bundleFromSources, compiledEntry } from '../runtime/bundled-entry.ts';

export interface BuilderHostOptions {
  /** Handed to createBuilder inside the worker; it must survive structured cloning (no Date). */
  readonly builder: Omit<BuilderOptions, 'now'>;
  /** The project's root: where templates/ and src/ are. */
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
  const entry = fileURLToPath(new URL('./build-worker.ts', import.meta.url));
  // The first worker runs the code this process was started with (the compiled command line's own
  // build worker); after a save in templates/ or src/, each new one runs the code as it now is.
  let codeChanged = false;
  let worker: Worker | undefined;
  let pending: Pending | undefined;
  let nextId = 1;

  const settle = (from: Worker, outcome: BuildOutcome) => {
    const waiting = pending;
    if (waiting?.worker !== from) return;
    pending = undefined;
    waiting.resolve(outcome);
  };

  const start = async (): Promise<Worker> => {
    const code = (!codeChanged && compiledEntry(entry)) || (await bundleFromSources(entry));
    const started = new Worker(code, { workerData: options.builder });
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
      if (changed.some((file) => isServerCode(file, options.projectRoot))) {
        codeChanged = true;
        const old = worker;
        worker = undefined;
        if (old) await stop(old);
      }
      let current: Worker;
      try {
        worker ??= await start();
        current = worker;
      } catch (error) {
        // Code that does not compile (a syntax error just saved) is the build's crash, like one that throws.
        const crash = error instanceof Error ? error : new Error(String(error));
        return { ok: false, kind: 'crash', message: crash.message, stack: crash.stack ?? crash.message };
      }
      const id = nextId++;
      return new Promise<BuildOutcome>((resolve) => {
        pending = { id, worker: current, resolve };
        current.postMessage({ id, changed } satisfies BuildRequest);
      });
    },
    async close() {
      const old = worker;
      worker = undefined;
      if (old) await stop(old);
    },
  };
}

/**
 * Has the worker stop its search indexers and save its state, then ends it. A worker that does not
 * answer in time is ended anyway: its indexers, disconnected with it, then stop by themselves.
 */
async function stop(worker: Worker): Promise<void> {
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('exit', done);
      resolve();
    };
    const onMessage = (message: unknown) => {
      if ((message as { stopped?: boolean }).stopped) done();
    };
    const timer = setTimeout(done, 5000);
    worker.on('message', onMessage);
    worker.once('exit', done);
    worker.postMessage({ stop: true } satisfies StopRequest);
  });
  await worker.terminate();
}
