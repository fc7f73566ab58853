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
  /** Custom pagination bullets, e.g. numbers. */
  renderBullet?: (index: number, className: string) => string;
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
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination, EffectFade],
    slidesPerView: options.slidesPerView ?? 1,
    spaceBetween: options.spaceBetween ?? 0,
    ...(options.breakpoints ? { breakpoints: options.breakpoints } : {}),
    loop: options.loop ?? true,
    speed: reduced ? 0 : 600,
    effect: options.effect ?? 'slide',
    ...(options.effect === 'fade' ? { fadeEffect: { crossFade: true } } : {}),
    autoplay: options.delay && !reduced ? { delay: options.delay, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, scrollOnFocus: true },
    navigation: { prevEl: root.querySelector<HTMLElement>('.slider__prev'), nextEl: root.querySelector<HTMLElement>('.slider__next') },
    pagination: { el: root.querySelector<HTMLElement>('.slider__pagination'), clickable: true, ...(options.renderBullet ? { renderBullet: options.renderBullet } : {}) },
    watchSlidesProgress: true,
    on: options.onSlideChange ? { slideChangeTransitionStart: options.onSlideChange } : {},
  });
  // Keyboard users must be able to read a slide without it moving away.
  root.addEventListener('focusin', () => swiper.autoplay?.running && swiper.autoplay.pause());
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null) && swiper.autoplay?.paused) swiper.autoplay.resume();
  });
  return swiper;
}
