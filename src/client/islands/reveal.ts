import { contentSkipped } from '../lib/content-skipped.ts';
import { prefersReducedMotion } from '../lib/media.ts';

/**
 * Scroll reveal, once per element: content below the fold starts 60 px lower and transparent and
 * moves into place as it enters the view (1.2 s, ease-in); workflow images wipe in from the left
 * while zooming from 1.2 to 1. CSS transitions do the motion, so no animation library loads with
 * the page. Only elements below the first screen are ever hidden, so nothing the visitor has seen
 * flashes away; without JavaScript or under reduced motion nothing moves.
 */
if (document.querySelector('[data-island="reveal"]') && !prefersReducedMotion()) {
  const waiting = [...document.querySelectorAll<HTMLElement>('[data-reveal]')].filter(
    (element) => measured(element).getBoundingClientRect().top > window.innerHeight,
  );
  for (const element of waiting) element.dataset.revealState = 'waiting';
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const element = entry.target as HTMLElement;
        observer.unobserve(element);
        element.dataset.revealState = 'running';
        // Done when every transition it started has ended: a picture's wipe and its image's zoom are
        // two, and the first transitionend (or one bubbling up from inside) would come too soon.
        // getAnimations() brings the style up to date first, so the transitions just started are in it.
        void Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => {
          element.dataset.revealState = 'done';
        });
      }
    },
    { rootMargin: '0px 0px -10% 0px' },
  );
  for (const element of waiting) observer.observe(element);
}

/**
 * What to measure to know whether an element is below the screen: the element itself, or, when it
 * is inside a part of the page the browser has not laid out yet (content-visibility: auto, see
 * home-rendering.css), the outermost box it can measure without laying that part out: the one
 * whose content is skipped. Measuring the element there would lay out every such part at once.
 */
function measured(element: HTMLElement): Element {
  let box: Element = element;
  while (box.parentElement && contentSkipped(box)) box = box.parentElement;
  return box;
}
