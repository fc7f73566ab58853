/** Runs a callback once the page's load event has fired: at once if it already has. */
export function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}
