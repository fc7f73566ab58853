import type Swiper from 'swiper';
import { prefersReducedMotion } from '../lib/media.ts';

/**
 * The home banner: fading, looping, autoplaying slides with clickable pagination. On each change the
 * new slide's text is split into words and characters that fade in from the right (gsap). The first
 * slide is shown as rendered: nothing animates before the visitor has seen it.
 *
 * The bullets are in the HTML and work from the moment this script runs: until swiper has mounted,
 * a click switches the slide here, at once, and so does the first automatic change (one slide delay
 * after the page showed the first slide) if swiper is not there yet. Swiper and gsap (30 KB gzip
 * each; starting them took two tasks of 60 to 80 ms on a 4x slowed-down CPU, one of 80 ms at full
 * speed) are fetched and started just in time: in an idle moment shortly before the first automatic
 * change, or as soon as the visitor reaches for the banner (pointer, touch or keyboard focus in it).
 * Mounted right after load, that work landed in the page's first second, while the visitor starts
 * to scroll and tap; now those seconds stay idle. Swiper takes over from the slide on screen with
 * the time it has left.
 */
const CURRENT = 'banner__slide--current';
/** Swiper's own default; every slide of the HTML carries its delay in data-swiper-autoplay. */
const DEFAULT_DELAY = 5000;
/** How long before the first automatic change swiper and gsap start loading: on a slowed-down phone (1.6 Mbit/s, 4x CPU) fetching and starting them took 0.8 to 1.4 s. */
const MOUNT_LEAD = 2000;

type AnimateText = (element: HTMLElement) => void;

const root = document.querySelector<HTMLElement>('[data-island="banner-slider"]');
if (root) start(root);

function start(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('.swiper-slide')];
  const bullets = [...root.querySelectorAll<HTMLButtonElement>('.banner__bullet')];
  if (slides.length < 2) return;
  const reduced = prefersReducedMotion();
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.classList.contains(CURRENT)),
  );
  let shownAt = performance.now();
  let swiper: Swiper | undefined;
  let mounting: Promise<void> | undefined;
  let animateText: AnimateText | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const delayOf = (index: number) => {
    const delay = Number(slides[index]?.dataset.swiperAutoplay);
    return Number.isFinite(delay) && delay > 0 ? delay : DEFAULT_DELAY;
  };
  const markBullets = (index: number) => {
    bullets.forEach((bullet, position) => {
      if (position === index) bullet.setAttribute('aria-current', 'true');
      else bullet.removeAttribute('aria-current');
    });
  };
  const textOf = (index: number) => slides[index]?.querySelector<HTMLElement>('[data-banner-text]') ?? null;

  /** Before swiper: show a slide at once; its text animates only if gsap is already here (no flash of text that then vanishes). */
  const showBeforeMount = (index: number) => {
    if (index === current) return;
    slides[current]?.classList.remove(CURRENT);
    slides[index]?.classList.add(CURRENT);
    current = index;
    shownAt = performance.now();
    markBullets(index);
    const text = textOf(index);
    if (text && animateText && !reduced) animateText(text);
    schedule();
  };

  // The first automatic change comes one slide delay after the first slide was shown, whether or not
  // swiper has mounted by then; visitors who asked for less motion get none.
  const schedule = () => {
    clearTimeout(timer);
    if (reduced || swiper) return;
    timer = setTimeout(advance, Math.max(0, delayOf(current) - (performance.now() - shownAt)));
  };
  const advance = () => {
    if (swiper) return;
    // A visitor reading with the pointer on the banner or the keyboard in it keeps the slide, as swiper's autoplay does.
    if (root.matches(':hover, :focus-within')) {
      shownAt = performance.now();
      schedule();
      return;
    }
    showBeforeMount((current + 1) % slides.length);
    void mount();
  };

  const mount = () => {
    mounting ??= (async () => {
      const [{ mountSlider }, text] = await Promise.all([import('../lib/mount-slider.ts'), reduced ? undefined : import('../lib/banner-text.ts')]);
      if (text) animateText = text.animateBannerText;
      clearTimeout(timer);
      swiper = mountSlider(root, {
        effect: 'fade',
        loop: true,
        delay: delayOf(0),
        initialSlide: current,
        firstDelay: delayOf(current) - (performance.now() - shownAt),
        onSlideChange: (instance) => {
          const text = instance.slides[instance.activeIndex]?.querySelector<HTMLElement>('[data-banner-text]');
          if (text && animateText && !reduced) animateText(text);
        },
      });
      swiper.on('realIndexChange', (instance) => markBullets(instance.realIndex));
    })().catch(() => {
      // Offline or a new deploy removed the chunk: the bullets and the autoplay keep working
      // without swiper, and the next trigger tries again.
      mounting = undefined;
    });
    return mounting;
  };

  root.addEventListener('click', (event) => {
    const bullet = (event.target as Element).closest<HTMLButtonElement>('.banner__bullet');
    const index = bullet ? bullets.indexOf(bullet) : -1;
    if (index < 0) return;
    if (swiper) swiper.slideToLoop(index);
    else {
      showBeforeMount(index);
      void mount();
    }
  });

  schedule();
  // Visitors who asked for less motion get no autoplay, so swiper waits for them to reach for the banner.
  if (!reduced) {
    const mountWhenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void mount(), { timeout: 500 }) : void mount());
    setTimeout(mountWhenIdle, Math.max(0, delayOf(current) - MOUNT_LEAD));
  }
  for (const type of ['pointerenter', 'focusin', 'touchstart'] as const) root.addEventListener(type, () => void mount(), { once: true, passive: true });
}
