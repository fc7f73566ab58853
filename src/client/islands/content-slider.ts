import { afterFirstPaint, islandProps } from '../lib/island-props.ts';

interface Options {
  perView: [number, number, number, number, number];
  delay?: number;
  loop?: boolean;
}

/**
 * Every generic slider of the site (products, collections, projects, reviews). Each one mounts when it
 * comes near the view, so swiper is neither downloaded nor run while the first screen loads.
 */
const roots = [...document.querySelectorAll<HTMLElement>('[data-island="content-slider"]')];
if (roots.length > 0) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void mount(entry.target as HTMLElement);
      }
    },
    { rootMargin: '400px 0px' },
  );
  afterFirstPaint(() => roots.forEach((root) => observer.observe(root)));
}

async function mount(root: HTMLElement) {
  const { mountSlider } = await import('../lib/mount-slider.ts');
  const { perView, delay, loop } = islandProps<Options>(root);
  const [base, small, medium, large, wide] = perView;
  mountSlider(root, {
    slidesPerView: base,
    breakpoints: { 576: { slidesPerView: small }, 768: { slidesPerView: medium }, 992: { slidesPerView: large }, 1200: { slidesPerView: wide } },
    // The gap slider.css gives the slides before swiper mounts.
    spaceBetween: 24,
    loop: loop ?? true,
    ...(delay ? { delay } : {}),
  });
}
