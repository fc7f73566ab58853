/**
 * When the command the owner typed started, in milliseconds since the epoch: bin/site.js records
 * Node's start, so a time printed is the whole command's, as the owner waited for it. Called
 * in-process (tests), there is no command: the time counts from `fallback`, when the work started.
 */
export function commandStartedAt(fallback = performance.timeOrigin + performance.now()): number {
  const recorded = Number(process.env.SITE_STARTED_AT);
  return Number.isFinite(recorded) && recorded > 0 ? recorded : fallback;
}

/** Seconds from `startedAt` (epoch milliseconds) to now, for a summary line: "in 1.23 s". */
export function secondsSince(startedAt: number): string {
  return ((performance.timeOrigin + performance.now() - startedAt) / 1000).toFixed(2);
}
