/** Visitors who asked their system for less motion get none: no smooth scrolling, no animation. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A mouse or trackpad, which can hover: not a touch screen. */
export function hasFinePointer(): boolean {
  return window.matchMedia('(hover: hover) and (pointer: fine)').matches;
}

/** The width below which the menu becomes a sidebar; the CSS uses the same breakpoint. */
export const SIDEBAR_QUERY = '(max-width: 991.98px)';
