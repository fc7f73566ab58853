/**
 * Whether the web fonts are in (or have failed and will not come): what depends on the final size
 * of the text waits for it. The chrome's code sets it (load-web-fonts.ts); an island that loads
 * later reads the mark on <html>, one that is already listening gets the event.
 */
const EVENT = 'web-fonts-settled';

export function markWebFontsSettled(): void {
  document.documentElement.dataset.webFonts = 'settled';
  document.dispatchEvent(new Event(EVENT));
}

export function whenWebFontsSettled(callback: () => void): void {
  if (document.documentElement.dataset.webFonts === 'settled') callback();
  else document.addEventListener(EVENT, () => callback(), { once: true });
}
