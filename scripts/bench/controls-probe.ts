/** What the probe records in the page, in milliseconds from the navigation's start (performance.now()). */
export interface ControlsTimes {
  readonly fcp: number | null;
  readonly lcp: number | null;
  /** When the marker appeared; null when it had not by the timeout. */
  readonly controls: number | null;
}

/** Where the probe leaves its result: a promise that settles once the page is measured. */
export const PROBE_GLOBAL = '__controlsProbe';

/**
 * The init script that measures a page from its first moment. It is a string, not a function:
 * tsx compiles functions with a `__name` helper that does not exist in the page, and page.evaluate
 * of a string is refused by the site's Content-Security-Policy (no 'unsafe-eval'), while init
 * scripts come from the browser and run before any of the page's scripts.
 *
 * - FCP: the paint entry first-contentful-paint.
 * - controls: performance.now() in the MutationObserver callback that first finds `marker`, i.e. in
 *   the microtask after the island set data-ready.
 * - LCP: the last largest-contentful-paint candidate reported when the probe settles. It settles
 *   once the marker is there and the page has loaded (so a picture painted after an early marker
 *   still counts, as it does for Lighthouse), two frames later for the last entries to arrive; or
 *   at `timeoutMs` from the navigation's start, with controls null.
 */
export function controlsProbe(marker: string, timeoutMs: number): string {
  return `(() => {
  const selector = ${JSON.stringify(marker)};
  const times = { fcp: null, lcp: null, controls: null };
  let loaded = false;
  let settle;
  const settled = new Promise((resolve) => { settle = resolve; });
  Object.defineProperty(window, ${JSON.stringify(PROBE_GLOBAL)}, { value: settled });
  const finish = () => requestAnimationFrame(() => requestAnimationFrame(() => settle(times)));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') times.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) times.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const look = () => {
    if (times.controls !== null || !document.querySelector(selector)) return;
    times.controls = performance.now();
    observer.disconnect();
    if (loaded) finish();
  };
  const observer = new MutationObserver(look);
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-ready'] });
  addEventListener('load', () => {
    loaded = true;
    if (times.controls !== null) finish();
  });
  setTimeout(() => settle(times), ${timeoutMs} - performance.now());
})();`;
}
