import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundledEntry } from '../runtime/bundled-entry.ts';
import type { OutputEntry } from '../incremental/build-state.ts';
import type { IslandName } from '../shared/island-names.ts';
import type { PageSheets } from '../assets/styles/compose-page-styles.ts';
import type { RouteDependencies } from './dependency-tracking.ts';

/** A page a thread rendered and wrote, with what the next build needs to know about it. */
export interface RenderedFile {
  readonly file: string;
  readonly fingerprint: string;
  readonly dependencies: RouteDependencies;
  readonly islands: readonly IslandName[];
  readonly entry: OutputEntry;
  /** The page's template, for a page that names card data (see RenderedPage.template). */
  readonly template?: { readonly html: string; readonly fingerprint: string };
  /** The stylesheets it used (see RenderedPage.stylesheets). */
  readonly stylesheets: PageSheets;
}

/**
 * What a worker is sent: the content, to make the Site model and route table from (as soon as the
 * content is checked), then the assets, to make the renderer with, then pages to render.
 */
export type RenderJob =
  | { readonly type: 'model'; readonly setup: unknown }
  | { readonly type: 'assets'; readonly setup: unknown }
  | { readonly type: 'render'; readonly files: readonly string[] };
export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'rendered'; readonly files: readonly RenderedFile[] }
  | { readonly type: 'failed'; readonly message: string; readonly stack: string };

/** Pages per job: small enough to share the work out evenly, large enough that messages cost little. */
const CHUNK = 100;
/** How long the main thread renders before it reads the workers' answers. */
const YIELD_EVERY_MS = 10;

/**
 * Renders pages on every core: the main thread and one worker thread per other core share the
 * pages out (see share). The workers start loading the templates as soon as the pool exists, while
 * the main thread is still reading the content.
 */
export class RenderPool {
  private readonly workers: Worker[];
  private readonly loaded: Promise<void>[];
  private readonly channels: Channel[];
  /** How many jobs each worker is doing or about to do: it keeps the process alive while any is. */
  private readonly busy: number[];
  /** Each worker's making of the model (see prepare): its failure, if any; undefined before prepare. */
  private modelled: Promise<Error | undefined>[] | undefined;

  constructor(size = Math.max(0, Math.min(availableParallelism(), 4) - 1)) {
    // Loaded as bundled JavaScript (see bundled-entry.ts): a quick start matters on a busy machine.
    const entry = size > 0 ? bundledEntry(fileURLToPath(new URL('./render-worker.ts', import.meta.url))) : '';
    this.workers = Array.from({ length: size }, () => new Worker(entry));
    this.loaded = this.workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.once('message', () => resolve());
          worker.once('error', reject);
        }),
    );
    this.channels = this.workers.map((worker) => new Channel(worker));
    this.busy = this.workers.map(() => 0);
    // An idle pool must not keep the process alive.
    for (const worker of this.workers) worker.unref();
  }

  /**
   * Has every worker make the Site model and route table from the checked content now, while the
   * main thread makes the assets: at 10,000 products that took a worker 1.2–1.5 s after the assets,
   * when the main thread was already rendering alone. A failure is thrown by render.
   */
  prepare(setup: unknown): void {
    this.modelled = this.workers.map(async (_, index) => {
      this.hold(index);
      try {
        await this.loaded[index];
        await (this.channels[index] as Channel).send({ type: 'model', setup });
        return undefined;
      } catch (error) {
        return error instanceof Error ? error : new Error(String(error));
      } finally {
        this.release(index);
      }
    });
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Renders `files` with the workers and `renderHere` on the main thread. `assets` is what the
   * workers need, beside the model prepare gave them, to render as the main thread does (see render-worker.ts).
   */
  async render(
    assets: unknown,
    files: readonly string[],
    renderHere: (file: string) => RenderedFile,
    onProgress: (done: number) => void = () => undefined,
  ): Promise<RenderedFile[]> {
    const results: RenderedFile[] = [];
    if (!this.modelled && this.workers.length > 0) throw new Error('RenderPool.render before prepare');
    await this.share({ type: 'assets', setup: assets }, files, 'render', renderHere, (done) => {
      results.push(...done);
      onProgress(results.length);
    });
    return results;
  }

  /**
   * Shares `files` out in chunks: the main thread and every worker each take chunks from one
   * queue until it is empty, so a thread that gets slow pages simply takes fewer; the main thread
   * from its front, the workers from its back. `first` is sent to each worker before its chunks.
   */
  private async share<Done>(
    first: RenderJob,
    files: readonly string[],
    job: 'render',
    here: (file: string) => Done,
    report: (done: readonly Done[]) => void,
  ): Promise<void> {
    const queue: string[][] = [];
    for (let start = 0; start < files.length; start += CHUNK) queue.push(files.slice(start, start + CHUNK));
    let failure: Error | undefined;
    const working = this.workers.map(async (_, index) => {
      this.hold(index);
      const channel = this.channels[index] as Channel;
      try {
        const modelFailure = await this.modelled?.[index];
        if (modelFailure) throw modelFailure;
        await channel.send(first);
        // Two chunks in flight: the worker starts the next while the main thread, busy with its
        // own chunk, has not yet read the answer to the last one.
        const inFlight: Promise<WorkerMessage>[] = [];
        const next = () => {
          // From the back of the queue, while the main thread takes from the front (see below).
          const chunk = failure ? undefined : queue.pop();
          if (chunk) inFlight.push(channel.send({ type: job, files: chunk }));
        };
        next();
        next();
        for (let answer = inFlight.shift(); answer; answer = inFlight.shift()) {
          const message = await answer;
          // The worker answers a job with what `here` gives for the same job.
          if (message.type === 'rendered') report(message.files as readonly unknown[] as readonly Done[]);
          next();
        }
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      } finally {
        this.release(index);
      }
    });
    // The main thread takes its share too, from the front of the queue, yielding every few
    // milliseconds so the workers' answers are read: a worker waits for its next chunk until they
    // are, and a chunk of listing pages kept one waiting 0.9 s at 10,000 products. The pages come in
    // route order, listings first: taken from both ends, the listings' product cards are rendered on
    // this thread and the product pages' related cards mostly on the workers, instead of every card
    // on every thread (FragmentMemo is one per thread).
    try {
      let yielded = performance.now();
      for (let chunk = queue.shift(); chunk && !failure; chunk = queue.shift()) {
        const done: Done[] = [];
        for (const file of chunk) {
          done.push(here(file));
          if (performance.now() - yielded < YIELD_EVERY_MS) continue;
          await new Promise((resolve) => setImmediate(resolve));
          yielded = performance.now();
        }
        report(done);
      }
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
    await Promise.all(working);
    if (failure) throw failure;
  }

  /** Counted, since the model's job and the pages' may overlap: Worker.ref and unref are not. */
  private hold(index: number): void {
    this.busy[index] = (this.busy[index] ?? 0) + 1;
    if (this.busy[index] === 1) this.workers[index]?.ref();
  }

  private release(index: number): void {
    this.busy[index] = (this.busy[index] ?? 1) - 1;
    if (this.busy[index] === 0) this.workers[index]?.unref();
  }

  async close(): Promise<void> {
    for (const channel of this.channels) channel.close();
    await Promise.all(this.workers.map((worker) => worker.terminate()));
  }
}

/** Jobs to one worker and their answers, in order; a worker's failure becomes an error here. */
class Channel {
  private readonly waiting: { resolve: (message: WorkerMessage) => void; reject: (error: Error) => void }[] = [];
  private readonly onMessage = (message: WorkerMessage) => {
    const next = this.waiting.shift();
    if (!next) return;
    if (message.type === 'failed') {
      const error = new Error(message.message);
      error.stack = message.stack;
      next.reject(error);
    } else next.resolve(message);
  };
  private readonly onError = (error: Error) => {
    for (const next of this.waiting.splice(0)) next.reject(error);
  };

  constructor(private readonly worker: Worker) {
    worker.on('message', this.onMessage);
    worker.on('error', this.onError);
  }

  send(job: RenderJob): Promise<WorkerMessage> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.worker.postMessage(job);
    });
  }

  close(): void {
    this.worker.off('message', this.onMessage);
    this.worker.off('error', this.onError);
  }
}
