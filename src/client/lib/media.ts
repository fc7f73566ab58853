/** Visitors who asked their system for less motion get none: no smooth scrolling, no animation. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The width below which the menu becomes a sidebar; the CSS uses the same breakpoint. */
export const SIDEBAR_QUERY = '(max-width: 991.98px)';
