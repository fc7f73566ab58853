import { createContext, type ReactElement, useContext } from 'react';
import type { Site } from '../content/site-model.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import type { IslandName } from '../shared/island-names.ts';
import type { ImageVariants } from '../assets/image-variants.ts';
import type { ListingDataUrls } from '../listing/listing-data.ts';

/**
 * What every template may read while one page renders: the site, the page's own address, the
 * images' prepared variants, and the collectors that record which islands and stylesheets the page
 * used (Fresh's design: collect while rendering, link only those scripts and styles afterwards).
 */
export interface PageContextValue {
  readonly site: Site;
  readonly path: string;
  readonly islands: Set<IslandName>;
  readonly images: ImageVariants;
  /** Where the listing island finds each product list's card data. */
  readonly listingData: ListingDataUrls;
  /** URL of the icon sprite that <Icon> points into. */
  readonly iconSprite: string;
  /** How many shards the search index has; 0 for a build without one (no search button then). */
  readonly searchShards: number;
  /**
   * The collector of the stylesheets the page's components declared (useStylesheet), by their
   * place in the project, each true when a component of the first view declared it.
   */
  readonly stylesheets: Map<string, boolean>;
  /** Whether what renders now is in the page's first view (see FirstView). */
  readonly firstView: boolean;
  /** Markup made once and reused on every page that shows it (a product's card; src/render/fragment-memo.ts). */
  readonly fragments: FragmentMemo;
}

/**
 * The renderer's memory of markup that many pages repeat. A template hands it what the markup is
 * made from, and gets the markup made the first time; the renderer renders it (templates never call
 * renderToStaticMarkup themselves: issue 38).
 */
export interface FragmentMemo {
  /**
   * The static markup of `element()` rendered in `page`'s context, without the resource hints
   * React puts before it: made once for each `owner` and `key`, and again when an item of `inputs`
   * is not the same as last time. A template reads what the markup depends on itself, and passes
   * it as `inputs`, so each page records that it read it even when the markup is reused. The
   * islands the markup used are recorded on every page that shows it.
   */
  markup(page: PageContextValue, owner: object, key: string, inputs: readonly unknown[], element: () => ReactElement): string;
}

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error('usePage() called outside a page render');
  return value;
}

export function useSite(): Site {
  return usePage().site;
}

/** The site's addresses, under its base path; every link a template writes comes from here. */
export function usePaths(): SitePaths {
  return usePage().site.paths;
}
