/**
 * Opens a wa.me or mailto: address. Every outgoing message of the site leaves through here, and the
 * last address is kept on <html data-last-external> so a test can read exactly what was sent.
 */
export function openExternal(url: string, how: 'new-tab' | 'same-tab'): void {
  document.documentElement.dataset.lastExternal = url;
  if (how === 'new-tab') {
    window.open(url, '_blank', 'noopener,noreferrer');
  } else {
    window.location.href = url;
  }
}
