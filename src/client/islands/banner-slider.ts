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

function start(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('.swiper-slide')];
  if (slides.length < 2) return;
  const banner = new Banner(root, slides, [...root.querySelectorAll<HTMLButtonElement>('.banner__bullet')]);
  banner.listen();
  banner.schedule();
  // Visitors who asked for less motion get no autoplay, so swiper waits for them to reach for the banner.
  if (!banner.reduced) {
    const mountWhenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void banner.mount(), { timeout: 500 }) : void banner.mount());
    setTimeout(mountWhenIdle, Math.max(0, banner.delayOf(banner.current) - MOUNT_LEAD));
  }
}

/** The banner's state before and after swiper has mounted: the slide shown, since when, and the next automatic change. */
class Banner {
  readonly reduced = prefersReducedMotion();
  current: number;
  private shownAt = performance.now();
  private swiper: Swiper | undefined;
  private mounting: Promise<void> | undefined;
  private animateText: AnimateText | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly root: HTMLElement,
    private readonly slides: HTMLElement[],
    private readonly bullets: HTMLButtonElement[],
  ) {
    this.current = Math.max(
      0,
      slides.findIndex((slide) => slide.classList.contains(CURRENT)),
    );
  }

  delayOf(index: number): number {
    const delay = Number(this.slides[index]?.dataset.swiperAutoplay);
    return Number.isFinite(delay) && delay > 0 ? delay : DEFAULT_DELAY;
  }

  private markBullets(index: number): void {
    this.bullets.forEach((bullet, position) => {
      if (position === index) bullet.setAttribute('aria-current', 'true');
      else bullet.removeAttribute('aria-current');
    });
  }

  /** Its text animates only if gsap is already here (no flash of text that then vanishes), and not for reduced motion. */
  private animate(text: HTMLElement | null | undefined): void {
    if (text && this.animateText && !this.reduced) this.animateText(text);
  }

  /** Before swiper: show a slide at once. */
  private showBeforeMount(index: number): void {
    if (index === this.current) return;
    this.slides[this.current]?.classList.remove(CURRENT);
    this.slides[index]?.classList.add(CURRENT);
    this.current = index;
    this.shownAt = performance.now();
    this.markBullets(index);
    this.animate(this.slides[index]?.querySelector<HTMLElement>('[data-banner-text]'));
    this.schedule();
  }

  /**
   * The first automatic change comes one slide delay after the first slide was shown, whether or not
   * swiper has mounted by then; visitors who asked for less motion get none.
   */
  schedule(): void {
    clearTimeout(this.timer);
    if (this.reduced || this.swiper) return;
    this.timer = setTimeout(() => this.advance(), Math.max(0, this.delayOf(this.current) - (performance.now() - this.shownAt)));
  }

  private advance(): void {
    if (this.swiper) return;
    // A visitor reading with the pointer on the banner or the keyboard in it keeps the slide, as swiper's autoplay does.
    if (this.root.matches(':hover, :focus-within')) {
      this.shownAt = performance.now();
      this.schedule();
      return;
    }
    this.showBeforeMount((this.current + 1) % this.slides.length);
    void this.mount();
  }

  /** Swiper (and gsap) take over from the slide on screen, with the time it has left. */
  mount(): Promise<void> {
    this.mounting ??= (async () => {
      const [{ mountSlider }, text] = await Promise.all([import('../lib/mount-slider.ts'), this.reduced ? undefined : import('../lib/banner-text.ts')]);
      if (text) this.animateText = text.animateBannerText;
      clearTimeout(this.timer);
      this.swiper = mountSlider(this.root, {
        effect: 'fade',
        loop: true,
        delay: this.delayOf(0),
        initialSlide: this.current,
        firstDelay: this.delayOf(this.current) - (performance.now() - this.shownAt),
        onSlideChange: (instance) => this.animate(instance.slides[instance.activeIndex]?.querySelector<HTMLElement>('[data-banner-text]')),
      });
      this.swiper.on('realIndexChange', (instance) => this.markBullets(instance.realIndex));
    })().catch(() => {
      // Offline or a new deploy removed the chunk: the bullets and the autoplay keep working
      // without swiper, and the next trigger tries again.
      this.mounting = undefined;
    });
    return this.mounting;
  }

  /** A bullet shows its slide; reaching for the banner (pointer, touch or keyboard focus) mounts swiper. */
  listen(): void {
    this.root.addEventListener('click', (event) => {
      const bullet = (event.target as Element).closest<HTMLButtonElement>('.banner__bullet');
      const index = bullet ? this.bullets.indexOf(bullet) : -1;
      if (index < 0) return;
      if (this.swiper) this.swiper.slideToLoop(index);
      else {
        this.showBeforeMount(index);
        void this.mount();
      }
    });
    for (const type of ['pointerenter', 'focusin', 'touchstart'] as const)
      this.root.addEventListener(type, () => void this.mount(), { once: true, passive: true });
  }
}

// Last: the Banner class above is only defined once its declaration has run.
const root = document.querySelector<HTMLElement>('[data-island="banner-slider"]');
if (root) start(root);
