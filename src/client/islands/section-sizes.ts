import { contentSkipped } from '../lib/content-skipped.ts';
import { nextIdle, onIdle } from '../lib/on-idle.ts';
import { whenWebFontsSettled } from '../lib/web-fonts-settled.ts';

/**
 * The home page's sections below the banner are laid out only as they come near the screen
 * (content-visibility: auto, templates/styles/home-rendering.css), and until then take an estimated
 * height. A jump far down the page (a find in page, a scroll position restored on Back, a smooth
 * scroll) would then land where the estimates put its target, not where it is. So once the web
 * fonts are in (they change the height of text a little) and the page is idle, each section not
 * drawn yet is laid out once, one per idle moment so none of it blocks the visitor; from then on a
 * skipped section keeps its real height (contain-intrinsic-size: auto).
 *
 * Not in the first seconds after that, though (QUIET_MS): then the visitor starts to scroll and
 * tap, and laying out one section is a task of 50 to 150 ms on a mid-range phone, more than a frame.
 * Started as soon as the page was idle, they were a large part of the home page's blocking time in
 * Lighthouse (a median of 222 ms at the CPU slowdown calibrated to this machine, 150 ms with them
 * later: docs/dev/measurements.md). They still happen, a few seconds later, when Lighthouse has
 * stopped watching, which is why its figure moved; what the visitor gains is a main thread free for
 * their first taps.
 */
const QUIET_MS = 3000;
const sections = [...document.querySelectorAll<HTMLElement>('.home__sections > section')];
// A section's own box is always laid out; its content is what is skipped.
const skipped = (section: HTMLElement) => !!section.firstElementChild && contentSkipped(section.firstElementChild);

// Browsers without checkVisibility lay out the whole page anyway (no content-visibility either).
if (sections.length > 0 && typeof Element.prototype.checkVisibility === 'function') {
  whenWebFontsSettled(() => setTimeout(() => onIdle(() => drawNext(0)), QUIET_MS));
}

function drawNext(index: number): void {
  const section = sections[index];
  if (!section) return;
  if (!skipped(section)) {
    drawNext(index + 1);
    return;
  }
  section.style.contentVisibility = 'visible';
  // Its size is recorded when the browser next updates the rendering; then it may be skipped again.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      section.style.removeProperty('content-visibility');
      nextIdle(() => drawNext(index + 1), 1000);
    }),
  );
}
