import type { ControlsPage } from './controls-pages.ts';
import type { ControlsTimes } from './controls-probe.ts';

type Measure = 'fcp' | 'lcp' | 'controls' | 'controlsAfterFcp';
const MEASURES: readonly Measure[] = ['fcp', 'lcp', 'controls', 'controlsAfterFcp'];

/** Median, least and most of one measure over the runs that have it; `of` counts those runs. */
export interface Spread {
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
  readonly of: number;
}

export type ControlsRow = ControlsPage & { readonly runs: readonly ControlsTimes[]; readonly runCount: number } & Record<Measure, Spread>;

const timeOf = (run: ControlsTimes, measure: Measure): number | null => {
  if (measure !== 'controlsAfterFcp') return run[measure];
  return run.controls === null || run.fcp === null ? null : run.controls - run.fcp;
};

/** The median, least and most of some values. */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  // The lower middle for an even count: with a run missing, the figure errs on the fast side, and says so.
  const median = sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { median, min: sorted[0] ?? null, max: sorted.at(-1) ?? null, of: sorted.length };
}

/** Each measure's spread over the runs; a run where the marker never appeared has no controls times. */
export function summarize(runs: readonly ControlsTimes[]): { runCount: number } & Record<Measure, Spread> {
  const spread = (measure: Measure): Spread => spreadOf(runs.map((run) => timeOf(run, measure)).filter((value) => value !== null));
  return { runCount: runs.length, ...(Object.fromEntries(MEASURES.map((measure) => [measure, spread(measure)])) as Record<Measure, Spread>) };
}

const number = (value: number) => (value / 1000).toFixed(2);
const seconds = (value: number) => `${number(value)} s`;

/** "0.52 s (0.50–0.55)", "not reached", or with ", in 3 of 5" when some runs never reached it. */
function cell(spread: Spread, runCount: number): string {
  if (spread.median === null || spread.min === null || spread.max === null) return 'not reached';
  const partial = spread.of < runCount ? `, in ${spread.of} of ${runCount}` : '';
  return `${seconds(spread.median)} (${number(spread.min)}–${number(spread.max)}${partial})`;
}

/** The table the benchmark prints: medians with the spread of the runs, min–max, in parentheses. */
export function formatControlsTable(rows: readonly ControlsRow[]): string {
  const header = ['template', 'path', 'FCP', 'LCP', 'controls usable at', 'controls after FCP'];
  const body = rows.map((row) => [row.template, row.path, ...MEASURES.map((measure) => cell(row[measure], row.runCount))]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((line) => line[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((text, column) => text.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...body.map(line),
    '',
    'Medians of the runs, min–max in parentheses; times from the navigation start.',
  ].join('\n');
}
