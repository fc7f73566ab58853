import { islandProps } from '../lib/island-props.ts';
import { whenNearView } from '../lib/when-near-view.ts';

/**
 * Turns the printing and embroidery rows into autoplaying, looping swiper sliders. Each one mounts
 * when it comes near the view (on a listing they are below the products, where mounting both at
 * load was a task of 60-170 ms on a phone); until then (and without JavaScript) the row scrolls
 * sideways by itself.
 */
whenNearView([...document.querySelectorAll<HTMLElement>('[data-island="technique-slider"]')], (root) => void mount(root));

async function mount(root: HTMLElement) {
  const { mountSlider } = await import('../lib/mount-slider.ts');
  const { kind } = islandProps<{ kind: 'printing' | 'embroidery' }>(root);
  // Slides per view at 0, 480, 768, 992 and 1400 px, as the brief asks for each kind.
  const perView = kind === 'embroidery' ? [1, 2, 3, 3.5, 4] : [1, 2, 3, 4, 5];
  mountSlider(root, {
    slidesPerView: perView[0],
    breakpoints: {
      480: { slidesPerView: perView[1] },
      768: { slidesPerView: perView[2] },
      992: { slidesPerView: perView[3] },
      1400: { slidesPerView: perView[4] },
    },
    spaceBetween: 24,
    loop: true,
    delay: 3000,
  });
}
