import type Swiper from 'swiper';

export interface AutoplayOptions {
  /** A slide's time on screen, in ms, unless the slide carries its own (data-swiper-autoplay). */
  readonly delay: number;
  /** The time left for the slide on screen now, when the page has already shown it for a while. */
  readonly firstDelay?: number;
}

/** What holds the slide on screen: a mouse over the slider, focus in it, or the page hidden. */
type Hold = 'pointer' | 'focus' | 'hidden';

/**
 * Moves a slider on by itself: each slide stays its own delay (its data-swiper-autoplay, else
 * `delay`), counted from the end of the change that brought it; a mouse over the slider, the
 * keyboard in it or a hidden page holds the slide, and the time it had left runs on afterwards.
 *
 * Swiper's Autoplay module does the same, and also runs a requestAnimationFrame loop for as long as
 * it plays, to report the time left (its autoplayTimeLeft event, which nothing here reads): a page
 * with an autoplaying slider then asked for a frame sixty times a second, for ever, and a phone's
 * processor never rested. A timer per slide lets the page rest between changes: a technique page
 * left alone cost Chromium 0.26 s of CPU in 5 s instead of 0.71 (docs/dev/measurements.md).
 */
export function autoplay(swiper: Swiper, root: HTMLElement, options: AutoplayOptions): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let dueAt = 0;
  let left = options.firstDelay ?? delayOf(swiper, options.delay);
  const holds = new Set<Hold>();

  const run = () => {
    clearTimeout(timer);
    timer = undefined;
    if (holds.size > 0) return;
    dueAt = performance.now() + left;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (swiper.isEnd && !swiper.params.loop) swiper.slideTo(0);
        else swiper.slideNext();
      },
      Math.max(0, left),
    );
  };
  const hold = (reason: Hold) => {
    if (timer !== undefined) left = Math.max(0, dueAt - performance.now());
    holds.add(reason);
    run();
  };
  const release = (reason: Hold) => {
    if (!holds.delete(reason)) return;
    run();
  };

  // A change, by the timer or by the visitor, stops the clock; the new slide's time starts once the
  // change has ended, as the visitor sees the slide whole. (Not on slideChange: swiper also emits it
  // when it sets a looping slider up, with no transition to end.)
  swiper.on('slideChangeTransitionStart', () => {
    clearTimeout(timer);
    timer = undefined;
  });
  swiper.on('slideChangeTransitionEnd', () => {
    left = delayOf(swiper, options.delay);
    run();
  });
  root.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && hold('pointer'));
  root.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && release('pointer'));
  // Keyboard users must be able to read a slide without it moving away.
  root.addEventListener('focusin', () => hold('focus'));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) release('focus');
  });
  document.addEventListener('visibilitychange', () => (document.hidden ? hold('hidden') : release('hidden')));
  // Not held by a pointer or focus already there when the slider starts: the tap or click that
  // started it leaves its bullet focused, and on a touch screen hovered, until the visitor taps
  // elsewhere, and the banner would stand still for good.
  if (document.hidden) holds.add('hidden');
  run();
}

/** The active slide's own delay, or the slider's. */
function delayOf(swiper: Swiper, fallback: number): number {
  const own = Number(swiper.slides[swiper.activeIndex]?.dataset.swiperAutoplay);
  return Number.isFinite(own) && own > 0 ? own : fallback;
}
