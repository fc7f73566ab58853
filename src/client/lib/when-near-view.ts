import { afterFirstPaint } from './island-props.ts';

/**
 * Calls `callback` once for each element, when it comes within 400 px of the view (at once for
 * one already there), starting after the first paint: a slider mounts where the visitor is about
 * to look, and swiper is neither downloaded nor run for the rows of a page they never reach.
 */
export function whenNearView(elements: readonly HTMLElement[], callback: (element: HTMLElement) => void): void {
  if (elements.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        callback(entry.target as HTMLElement);
      }
    },
    { rootMargin: '400px 0px' },
  );
  afterFirstPaint(() => {
    for (const element of elements) observer.observe(element);
  });
}
