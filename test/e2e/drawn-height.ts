import type { Locator } from 'playwright-core';

/**
 * How far the height a part skipped by `content-visibility: auto` takes before it is drawn (its
 * `--drawn-height`) may be from its height once drawn: 120 px or 20 %, whichever is more. The home
 * page's sections, a product page's related products and the footer are all held to it.
 */
export function estimateTolerance(drawn: number): number {
  return Math.max(120, drawn * 0.2);
}

/** A skipped part's height as it is, then laid out with its content (its content-visibility set to visible). */
export async function heightBeforeAndDrawn(part: Locator): Promise<{ before: number; drawn: number }> {
  const before = await part.evaluate((element) => element.getBoundingClientRect().height);
  const drawn = await part.evaluate((element) => {
    (element as HTMLElement).style.contentVisibility = 'visible';
    return element.getBoundingClientRect().height;
  });
  return { before, drawn };
}
