/**
 * "Back to top" is a plain link to #top that works without JavaScript. The chrome bundle hides it
 * (is-enhanced) and loads this on the first scroll, as it matters only once the page has been
 * scrolled: from then on the control shows past 400 px.
 */
const SHOW_FROM = 400;

export function showBackToTop(control: HTMLElement): void {
  const update = () => control.classList.toggle('is-visible', window.scrollY > SHOW_FROM);
  window.addEventListener('scroll', update, { passive: true });
  update();
  control.querySelector('a')?.addEventListener('click', (event) => {
    event.preventDefault();
    // No behaviour given: the stylesheet's scroll-behavior decides, as for the plain link: smooth,
    // and instant for visitors who asked for less motion (base.css).
    window.scrollTo({ top: 0 });
    // Move keyboard focus with the view, as the plain link would.
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
}
