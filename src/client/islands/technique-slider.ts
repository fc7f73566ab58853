import { afterFirstPaint, islandProps } from '../lib/island-props.ts';

/**
 * Turns the printing and embroidery rows into autoplaying, looping swiper sliders. Swiper loads
 * after the first paint; until then (and without JavaScript) the row scrolls sideways by itself.
 */
const roots = [...document.querySelectorAll<HTMLElement>('[data-island="technique-slider"]')];
if (roots.length > 0) {
  afterFirstPaint(async () => {
    const { mountSlider } = await import('../lib/mount-slider.ts');
    for (const root of roots) {
      const { kind } = islandProps<{ kind: 'printing' | 'embroidery' }>(root);
      // Slides per view at 0, 480, 768, 992 and 1400 px, as the brief asks for each kind.
      const perView = kind === 'embroidery' ? [1, 2, 3, 3.5, 4] : [1, 2, 3, 4, 5];
      mountSlider(root, {
        slidesPerView: perView[0],
        breakpoints: { 480: { slidesPerView: perView[1] }, 768: { slidesPerView: perView[2] }, 992: { slidesPerView: perView[3] }, 1400: { slidesPerView: perView[4] } },
        spaceBetween: 24,
        loop: true,
        delay: 3000,
      });
    }
  });
}
