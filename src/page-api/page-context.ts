import { createContext, useContext } from 'react';
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
