import type { ReactNode } from 'react';
import { PageContext, usePage } from './page-context.ts';

/** Where a page's first view ends: the renderer links the rest of the page's CSS there. */
export const FIRST_VIEW_END = '<template data-rest-styles=""></template>';

/**
 * What the visitor sees first on a page (the title band, the home page's banner, or the whole of a
 * page whose purpose is a control, such as a listing's filters): the stylesheets of the components
 * inside it go into the page's head, so it paints from the first round trip, and the rest of the
 * page's CSS is linked right after it, holding back only what follows.
 */
export function FirstView({ children }: { children?: ReactNode }) {
  const page = usePage();
  // A first view inside another (a title band on a listing) ends with the outer one.
  if (page.firstView) return <>{children}</>;
  return (
    <>
      <PageContext.Provider value={{ ...page, firstView: true }}>{children}</PageContext.Provider>
      <template data-rest-styles="" />
    </>
  );
}

/**
 * A part of the first view that is hidden when the page opens (a closed <dialog>, which the
 * browser does not draw): the stylesheets of the components inside it are linked after the first
 * view instead of put in the head, so the first paint does not wait for rules it cannot use.
 */
export function HiddenAtFirst({ children }: { children?: ReactNode }) {
  const page = usePage();
  if (!page.firstView) return <>{children}</>;
  return <PageContext.Provider value={{ ...page, firstView: false }}>{children}</PageContext.Provider>;
}
