import { createElement } from 'react';
import type { PageContextValue } from '../page-api/page-context.ts';
import { hashText } from '../incremental/digest.ts';
import type { Site } from '../content/site-model.ts';
import { currentMenuHref, navigation } from '../../templates/components/navigation.ts';
import { ChromeAfter, ChromeBefore } from '../../templates/layouts/SiteLayout.tsx';
import { fragmentDigestParts, renderFragment, type Fragment } from './render-fragment.ts';

/** The header and footer around one page, and a digest of both. */
export interface Chrome {
  readonly before: Fragment;
  readonly after: Fragment;
  readonly digest: string;
}

/**
 * The chrome of every page: the header and footer are about half of a product page's markup and the
 * same on thousands of pages, so each distinct rendering of them (one per state of the menu's
 * highlighting) is kept and reused, with the islands and stylesheets it used.
 */
export function chromeFragments(site: Site, context: Omit<PageContextValue, 'path'>): (path: string) => Chrome {
  const menu = navigation(site);
  const made = new Map<string, Chrome>();
  let after: Fragment | undefined;
  return (path) => {
    const key = currentMenuHref(menu, path) ?? '';
    let chrome = made.get(key);
    if (!chrome) {
      const page: PageContextValue = { ...context, path };
      // What comes before <main> (the header) is in every page's first view.
      const before = renderFragment(createElement(ChromeBefore), page, true);
      after ??= renderFragment(createElement(ChromeAfter), page);
      chrome = { before, after, digest: hashText([...fragmentDigestParts(before), ...fragmentDigestParts(after)].join('\n')) };
      made.set(key, chrome);
    }
    return chrome;
  };
}
