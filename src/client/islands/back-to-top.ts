import { prefersReducedMotion } from '../lib/media.ts';

/**
 * "Back to top" is a plain link to #top that works without JavaScript; this shows it only once
 * the page has been scrolled, and scrolls smoothly unless the visitor asked for less motion.
 */
const SHOW_FROM = 400;
const control = document.querySelector<HTMLElement>('[data-island="back-to-top"]');
if (control) {
  control.classList.add('is-enhanced');
  const update = () => control.classList.toggle('is-visible', window.scrollY > SHOW_FROM);
  window.addEventListener('scroll', update, { passive: true });
  update();
  control.querySelector('a')?.addEventListener('click', (event) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Move keyboard focus with the view, as the plain link would.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
}

export {};
