import { afterLoad } from './after-load.ts';

/**
 * Runs a callback once the page has loaded and the browser has a moment with nothing to do, for
 * decoration that must never compete with what the visitor came for. Safari before 18 has no
 * requestIdleCallback: a short timeout after the load event stands in for it.
 */
export function onIdle(callback: () => void): void {
  afterLoad(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => callback(), { timeout: 2000 });
    else setTimeout(callback, 200);
  });
}
