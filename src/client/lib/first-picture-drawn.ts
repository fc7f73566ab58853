/**
 * Resolves once the page's first picture (its one image with fetchpriority="high") is on screen,
 * and at once on a page without one. What waits for it (the other islands, the web fonts) then
 * neither shares the connection with that picture nor counts among the requests made before the
 * page's largest paint, which Lighthouse adds to its LCP estimate. A drawing inside the page is
 * drawn a few frames after the text, later than its decode() says: so where the browser reports
 * largest paints, the picture's own report is awaited; elsewhere, or when a larger text was painted
 * first (then no report names the picture), half a second after its decoding has to do.
 */
export function firstPictureDrawn(): Promise<void> {
  // The islands and the web fonts both wait for it: one observer, one decode.
  return (drawn ??= watchFirstPicture());
}

let drawn: Promise<void> | undefined;

function watchFirstPicture(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture) return Promise.resolve();
  return new Promise<void>((resolve) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture)) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    }
    void picture
      .decode()
      .catch(() => undefined)
      .then(() => setTimeout(resolve, 500));
  });
}
