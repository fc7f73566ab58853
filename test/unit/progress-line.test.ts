import { describe, expect, it, vi } from 'vitest';
import { createProgressReporter } from '../../src/cli/progress-line.ts';

function output(interactive: boolean) {
  const written: string[] = [];
  return { written, output: { interactive, write: (text: string) => void written.push(text) } };
}

describe('the build progress line', () => {
  it('in a pipe or CI: one plain line per phase, never a rewritten line', () => {
    const { written, output: out } = output(false);
    const reporter = createProgressReporter(out);
    reporter.onProgress({ phase: 'content' });
    reporter.onProgress({ phase: 'assets' });
    reporter.onProgress({ phase: 'images', done: 0, total: 83 });
    reporter.onProgress({ phase: 'images', done: 37, total: 83 });
    reporter.onProgress({ phase: 'pages', done: 0, total: 11_325 });
    reporter.onProgress({ phase: 'pages', done: 5_000, total: 11_325 });
    reporter.onProgress({ phase: 'search' });
    reporter.stop();
    expect(written).toEqual([
      'Checking the content…\n',
      'Preparing styles and scripts…\n',
      'Preparing images (83)…\n',
      'Writing the pages (11,325)…\n',
      'Building the search index…\n',
    ]);
  });

  it('on a terminal: nothing for a build under a second, then one live line with phase, pages and time', () => {
    vi.useFakeTimers();
    let clock = 0;
    const { written, output: out } = output(true);
    const reporter = createProgressReporter(out, { now: () => clock });
    reporter.onProgress({ phase: 'pages', done: 100, total: 11_325 });
    clock = 500;
    vi.advanceTimersByTime(500);
    expect(written).toEqual([]);
    clock = 1_400;
    reporter.onProgress({ phase: 'pages', done: 5_120, total: 11_325 });
    vi.advanceTimersByTime(200);
    expect(written.at(-1)).toBe('\r\x1b[2KWriting the pages 5,120/11,325 · 1.4 s');
    // While images are prepared, the line counts them.
    reporter.onProgress({ phase: 'images', done: 37, total: 83 });
    vi.advanceTimersByTime(200);
    expect(written.at(-1)).toBe('\r\x1b[2KPreparing images 37/83 · 1.4 s');
    reporter.stop();
    // The live line is cleared, so the summary prints on a clean line.
    expect(written.at(-1)).toBe('\r\x1b[2K');
    vi.useRealTimers();
  });

  it('quiet: prints nothing', () => {
    const { written, output: out } = output(false);
    const reporter = createProgressReporter(out, { quiet: true });
    reporter.onProgress({ phase: 'content' });
    reporter.onProgress({ phase: 'pages', done: 1, total: 2 });
    reporter.stop();
    expect(written).toEqual([]);
  });
});
