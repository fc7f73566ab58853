import Swiper from 'swiper';
import { A11y, Keyboard, Navigation, Pagination, EffectFade } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import { prefersReducedMotion } from './media.ts';
import { autoplay } from './slider-autoplay.ts';

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
  const pagination = root.querySelector<HTMLElement>('.slider__pagination');
  const swiper = new Swiper(container, {
    modules: [A11y, Keyboard, Navigation, Pagination, EffectFade],
    slidesPerView: options.slidesPerView ?? 1,
    spaceBetween: options.spaceBetween ?? 0,
    ...(options.breakpoints ? { breakpoints: options.breakpoints } : {}),
    loop: options.loop ?? true,
    ...(options.initialSlide ? { initialSlide: options.initialSlide } : {}),
    speed: reduced ? 0 : 600,
    effect: options.effect ?? 'slide',
    ...(options.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, scrollOnFocus: true },
    navigation: { prevEl: root.querySelector<HTMLElement>('.slider__prev'), nextEl: root.querySelector<HTMLElement>('.slider__next') },
    // A slider whose bullets are its own markup (the home banner) has no .slider__pagination.
    ...(pagination ? { pagination: { el: pagination, clickable: true } } : {}),
    watchSlidesProgress: true,
    on: options.onSlideChange ? { slideChangeTransitionStart: options.onSlideChange } : {},
  });
  if (options.delay && !reduced)
    autoplay(swiper, root, { delay: options.delay, ...(options.firstDelay === undefined ? {} : { firstDelay: options.firstDelay }) });
  return swiper;
}
