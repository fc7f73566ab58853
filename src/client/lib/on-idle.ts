import { afterLoad } from './after-load.ts';

/**
 * Runs a callback once the page has loaded and the browser has a moment with nothing to do, for
 * decoration that must never compete with what the visitor came for.
 */
export function onIdle(callback: () => void): void {
  afterLoad(() => nextIdle(callback, 2000));
}

/**
 * Runs a callback in the browser's next idle moment, or after `timeout` ms at the latest. Safari
 * before 18 has no requestIdleCallback: a short timeout stands in for it.
 */
export function nextIdle(callback: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) requestIdleCallback(() => callback(), { timeout });
  else setTimeout(callback, 200);
}
