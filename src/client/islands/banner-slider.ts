import { afterFirstPaint, islandProps } from '../lib/island-props.ts';
import { prefersReducedMotion } from '../lib/media.ts';

/**
 * The home banner: fading, looping, autoplaying slides with clickable pagination. On each change the
 * new slide's text is split into words and characters that fade in from the right (gsap). The first
 * slide is shown as rendered: nothing animates before the visitor has seen it.
 */
const root = document.querySelector<HTMLElement>('[data-island="banner-slider"]');
if (root) {
  // The first slide stays on screen for its full autoplay time anyway, so swiper can wait for the
  // visitor's first touch, scroll or key, or five seconds, keeping the page's first seconds idle.
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void mount(root);
  };
  for (const type of ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const) window.addEventListener(type, start, { once: true, passive: true });
  afterFirstPaint(() => setTimeout(start, 5000));
}

async function mount(root: HTMLElement) {
  const { mountSlider } = await import('../lib/mount-slider.ts');
  // gsap loads only when the first slide change needs it, seconds after the page is usable.
  const animateBannerText = (element: HTMLElement) => void import('../lib/banner-text.ts').then((module) => module.animateBannerText(element));
  const { numbered } = islandProps<{ numbered: boolean }>(root);
  const reduced = prefersReducedMotion();
  mountSlider(root, {
    effect: 'fade',
    loop: true,
    delay: 6000,
    onSlideChange: (instance) => {
      const text = instance.slides[instance.activeIndex]?.querySelector<HTMLElement>('[data-banner-text]');
      if (text && !reduced) animateBannerText(text);
    },
    ...(numbered ? { renderBullet: (index: number, className: string) => `<span class="${className}">${String(index + 1).padStart(2, '0')}</span>` } : {}),
  });
}
