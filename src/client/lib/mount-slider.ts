import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination, EffectFade } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from './media.ts';

export interface SliderOptions {
  slidesPerView?: number;
  breakpoints?: SwiperOptions['breakpoints'];
  spaceBetween?: number;
  loop?: boolean;
  /** Autoplay delay in ms; autoplay is off for visitors who asked for less motion. */
  delay?: number;
  effect?: 'slide' | 'fade';
  onSlideChange?: (swiper: Swiper) => void;
  /** The slide to start on (its index in the markup), when the page already shows another than the first. */
  initialSlide?: number;
  /**
   * The autoplay time left for the starting slide, in ms, when the page has already shown it for part
   * of its time before swiper mounted; later slides get their full delay.
   */
  firstDelay?: number;
}

/**
 * One place that sets swiper up the way every slider of the site behaves: keyboard arrows, screen
 * reader labels, prev/next buttons and bullets, autoplay that pauses on hover and on keyboard focus,
 * and no motion at all under prefers-reduced-motion.
 */
export function mountSlider(root: HTMLElement, options: SliderOptions): Swiper {
  const container = root.querySelector<HTMLElement>('.swiper');
  if (!container) throw new Error('slider markup has no .swiper element');
  const controls = root.querySelector<HTMLElement>('.slider__controls');
  if (controls) controls.hidden = false;
  const reduced = prefersReducedMotion();
  // Before swiper measures: the no-script styles (scroll row, hidden later slides) must be gone, or a
  // hidden slide's transition never ends and autoplay waits for it forever.
  root.classList.add('is-ready');
  const restoreDelay = options.firstDelay === undefined ? undefined : shortenFirstDelay(container, options.initialSlide ?? 0, options.firstDelay);
  const pagination = root.querySelector<HTMLElement>('.slider__pagination');
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination, EffectFade],
    slidesPerView: options.slidesPerView ?? 1,
    spaceBetween: options.spaceBetween ?? 0,
    ...(options.breakpoints ? { breakpoints: options.breakpoints } : {}),
    loop: options.loop ?? true,
    ...(options.initialSlide ? { initialSlide: options.initialSlide } : {}),
    speed: reduced ? 0 : 600,
    effect: options.effect ?? 'slide',
    ...(options.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
    autoplay: options.delay && !reduced ? { delay: options.delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, scrollOnFocus: true },
    navigation: { prevEl: root.querySelector<HTMLElement>('.slider__prev'), nextEl: root.querySelector<HTMLElement>('.slider__next') },
    // A slider whose bullets are its own markup (the home banner) has no .slider__pagination.
    ...(pagination ? { pagination: { el: pagination, clickable: true } } : {}),
    watchSlidesProgress: true,
    on: options.onSlideChange ? { slideChangeTransitionStart: options.onSlideChange } : {},
  });
  restoreDelay?.();
  // Keyboard users must be able to read a slide without it moving away.
  root.addEventListener('focusin', () => swiper.autoplay?.running && swiper.autoplay.pause());
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && swiper.autoplay?.paused) swiper.autoplay.resume();
  });
  return swiper;
}

/**
 * Swiper's autoplay takes a slide's own delay from its data-swiper-autoplay attribute when it starts
 * the slide's timer, so the starting slide carries the time it has left while swiper starts (its
 * timer starts in the constructor) and gets its own value back right after.
 */
function shortenFirstDelay(container: HTMLElement, index: number, delay: number): () => void {
  const slide = container.querySelectorAll<HTMLElement>('.swiper-slide')[index];
  if (!slide) return () => undefined;
  const own = slide.getAttribute('data-swiper-autoplay');
  // Swiper ignores a delay of 0 or less and would wait the full delay instead.
  slide.setAttribute('data-swiper-autoplay', String(Math.max(1, Math.round(delay))));
  return () => (own === null ? slide.removeAttribute('data-swiper-autoplay') : slide.setAttribute('data-swiper-autoplay', own));
}
