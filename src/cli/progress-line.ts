import type { BuildPhase, BuildProgress } from '../build.ts';

const PHASES: Record<BuildPhase, string> = {
  content: 'Checking the content',
  assets: 'Preparing styles and scripts',
  images: 'Preparing images',
  pages: 'Writing the pages',
  search: 'Building the search index',
};

export interface ProgressOutput {
  /** True for a terminal a person watches: one line, rewritten in place. */
  readonly interactive: boolean;
  write(text: string): void;
}

export interface ProgressReporter {
  readonly onProgress: (progress: BuildProgress) => void;
  /** Clears the live line, so the summary (or the problems) print on a clean line. */
  stop(): void;
}

/** How long a build runs before the live line appears: quick builds print nothing but their summary. */
const SHOW_AFTER_MS = 1000;
const REFRESH_MS = 100;

/**
 * The build's progress. On a terminal, builds longer than about a second show one live line (the
 * phase, pages done out of the total, the elapsed time); in CI or in a pipe, one plain line per
 * phase, because a log cannot rewrite a line. `quiet` prints nothing.
 */
export function createProgressReporter(output: ProgressOutput, { quiet = false, now = () => performance.now() } = {}): ProgressReporter {
  const started = now();
  let latest: BuildProgress | undefined;
  let shown = '';
  let lastPhase: BuildPhase | undefined;
  const line = () => {
    if (!latest) return '';
    const pages =
      latest.total !== undefined && latest.done !== undefined ? ` ${latest.done.toLocaleString('en-GB')}/${latest.total.toLocaleString('en-GB')}` : '';
    return `${PHASES[latest.phase]}${pages} · ${((now() - started) / 1000).toFixed(1)} s`;
  };
  const draw = () => {
    if (now() - started < SHOW_AFTER_MS) return;
    const text = line();
    if (text === shown) return;
    output.write(`\r\x1b[2K${text}`);
    shown = text;
  };
  const timer = output.interactive && !quiet ? setInterval(draw, REFRESH_MS) : undefined;
  timer?.unref();
  return {
    onProgress(progress) {
      latest = progress;
      if (quiet || output.interactive || progress.phase === lastPhase) return;
      lastPhase = progress.phase;
      output.write(
        `${PHASES[progress.phase]}${(progress.phase === 'pages' || progress.phase === 'images') && progress.total !== undefined ? ` (${progress.total.toLocaleString('en-GB')})` : ''}…\n`,
      );
    },
    stop() {
      if (timer) clearInterval(timer);
      if (shown !== '') output.write('\r\x1b[2K');
      shown = '';
    },
  };
}
