import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { type FragmentMemo, PageContext, type PageContextValue } from '../page-api/page-context.ts';
import type { IslandName } from '../shared/island-names.ts';
import { LEADING_HINTS } from '../shared/leading-hints.ts';

interface Made {
  readonly inputs: readonly unknown[];
  readonly html: string;
  readonly islands: readonly IslandName[];
  /** The stylesheets its components declared (see src/page-api/stylesheets.ts). */
  readonly stylesheets: readonly string[];
}

/**
 * A FragmentMemo: by owner (a product, kept weakly), then by key. A build's cache keeps one from
 * build to build (BuildCache.fragments); a renderer given none makes its own. A
 * product's card appears on its listing pages, as "related" on up to dozens of product pages and
 * on the home pages; at 10,000 products rendering each card once instead of every time halves the
 * page work. The markup holds only while its inputs are the same values (image variants, words).
 */
export function createFragmentMemo(): FragmentMemo {
  const made = new WeakMap<object, Map<string, Made>>();
  return {
    markup(page, owner, key, inputs, element) {
      let byKey = made.get(owner);
      if (!byKey) {
        byKey = new Map();
        made.set(owner, byKey);
      }
      let entry = byKey.get(key);
      if (!entry || !sameItems(entry.inputs, inputs)) {
        entry = render(page, inputs, element);
        byKey.set(key, entry);
      }
      for (const island of entry.islands) page.islands.add(island);
      // In the first view of this page (a listing's cards) or not, whatever it was where first made.
      for (const sheet of entry.stylesheets) page.stylesheets.set(sheet, page.firstView || page.stylesheets.get(sheet) === true);
      return entry.html;
    },
  };
}

function render(page: PageContextValue, inputs: readonly unknown[], element: Parameters<FragmentMemo['markup']>[4]): Made {
  const islands = new Set<IslandName>();
  const stylesheets = new Map<string, boolean>();
  // The page's context with collectors of its own; its other fields are read through, so what the
  // page records of what it reads is recorded only when read.
  const context: PageContextValue = Object.create(page, { islands: { value: islands }, stylesheets: { value: stylesheets } });
  // React puts a preload hint before an eager picture; in the body it would only repeat the <img>.
  const html = renderToStaticMarkup(createElement(PageContext.Provider, { value: context }, element())).replace(LEADING_HINTS, '');
  return { inputs: [...inputs], html, islands: [...islands], stylesheets: [...stylesheets.keys()] };
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
}
