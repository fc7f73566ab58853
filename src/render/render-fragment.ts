import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PageContext, type PageContextValue } from '../page-api/page-context.ts';
import type { IslandName } from '../shared/island-names.ts';
import { LEADING_HINTS } from '../shared/leading-hints.ts';

/** A part of a page as React rendered it, with what its components declared. */
export interface Fragment {
  readonly html: string;
  readonly islands: readonly IslandName[];
  /** Resource hints React put before the markup (image preloads); they go into the head. */
  readonly hints: string;
  /** The stylesheets its components declared, each true when declared in the first view. */
  readonly stylesheets: ReadonlyMap<string, boolean>;
}

/** Renders `element` in the page's context, collecting the islands and stylesheets it uses. */
export function renderFragment(element: ReactElement, context: PageContextValue, firstView = false): Fragment {
  const islands = new Set<IslandName>();
  const stylesheets = new Map<string, boolean>();
  const markup = renderToStaticMarkup(createElement(PageContext.Provider, { value: { ...context, islands, stylesheets, firstView } }, element));
  const hints = LEADING_HINTS.exec(markup)?.[0] ?? '';
  return { html: markup.slice(hints.length), islands: [...islands], hints, stylesheets };
}

/** What a fragment declared, as text for a digest. */
export function fragmentDigestParts(fragment: Fragment): string[] {
  const sheets = [...fragment.stylesheets].map(([name, first]) => `${name}${first ? '!' : ''}`).join(',');
  return [fragment.html, fragment.islands.join(','), fragment.hints, sheets];
}
