/**
 * Whether the browser skips laying out an element because it is inside a content-visibility: auto
 * box far from the screen (templates/styles/home-rendering.css). Measuring such an element makes the
 * browser lay out its whole box first. False where checkVisibility is missing (no such skipping).
 */
export function contentSkipped(element: Element): boolean {
  return element.checkVisibility?.({ contentVisibilityAuto: true }) === false;
}
