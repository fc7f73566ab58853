import { islandProps } from '../lib/island-props.ts';
import { whenNearView } from '../lib/when-near-view.ts';

interface Options {
  perView: [number, number, number, number, number];
  delay?: number;
  loop?: boolean;
}

/**
 * Every generic slider of the site (products, collections, projects, reviews). Each one mounts when it
 * comes near the view, so swiper is neither downloaded nor run while the first screen loads.
 */
whenNearView([...document.querySelectorAll<HTMLElement>('[data-island="content-slider"]')], (root) => void mount(root));

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
