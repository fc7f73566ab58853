/**
 * Opens a wa.me or mailto: address. Every outgoing message of the site leaves through here. A new
 * tab gets no handle on this page (`noopener`) and no referrer; nothing of the message is kept in
 * the page (tests watch window.open and the navigation from outside, see test/e2e/browser.ts).
 */
export function openExternal(url: string, how: 'new-tab' | 'same-tab'): void {
  if (how === 'new-tab') {
    window.open(url, '_blank', 'noopener,noreferrer');
  } else {
    window.location.href = url;
  }
}
