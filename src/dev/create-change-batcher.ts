export interface ChangeBatcherOptions {
  /** Wait this long after the last change before building (a spreadsheet writes several times per save). */
  readonly quietMs?: number;
  /** But never longer than this after the first change of a batch, so a stream of writes still builds. */
  readonly maxWaitMs?: number;
  /** Builds once with every path gathered; the next batch waits until it settles. */
  readonly run: (changed: readonly string[]) => Promise<void>;
}

export interface ChangeBatcher {
  add(file: string): void;
  /** Drops what is waiting and resolves once a run in progress has ended. */
  close(): Promise<void>;
}

/**
 * Turns a burst of file events into one rebuild with the set of changed paths, and never runs two
 * rebuilds at once: what changes during a run waits and goes into the next one. Excel and
 * LibreOffice write a spreadsheet several times per save and editors write temporary files
 * first, so building on every event would build half-written files, several times.
 */
export function createChangeBatcher(options: ChangeBatcherOptions): ChangeBatcher {
  const quietMs = options.quietMs ?? 30;
  const maxWaitMs = options.maxWaitMs ?? 300;
  let waiting = new Set<string>();
  let firstAt = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const schedule = () => {
    clearTimeout(timer);
    if (closed || running || waiting.size === 0) return;
    const delay = Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - Date.now()));
    timer = setTimeout(flush, delay);
  };

  const flush = () => {
    timer = undefined;
    const changed = [...waiting];
    waiting = new Set();
    running = options
      .run(changed)
      // run() reports its own failures; a rejection must not stop later rebuilds.
      .catch(() => undefined)
      .then(() => {
        running = undefined;
        // Changes that came in during the run have had their quiet time already, or get it now.
        firstAt = Date.now();
        schedule();
      });
  };

  return {
    add(file) {
      if (closed) return;
      if (waiting.size === 0) firstAt = Date.now();
      waiting.add(file);
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      waiting.clear();
      await running;
    },
  };
}
