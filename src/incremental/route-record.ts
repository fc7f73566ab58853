import type { IslandName } from '../shared/island-names.ts';

/**
 * What the last build knew about one page: how to tell whether it is still up to date. `Reads`:
 * what the page's templates read besides their props, as the renderer records it (the site's
 * RouteDependencies, src/render/page-record.ts); kept here as it is, unread.
 */
export interface RouteRecord<Reads = unknown> {
  readonly fingerprint: string;
  readonly dependencies: Reads;
  readonly islands: readonly IslandName[];
  /**
   * For a page that names the listing card data (whose addresses change with every edit to a
   * product list): the fingerprint of everything else it is made from (PageRenderer's
   * templateFingerprint) and how many times it names those addresses. A later build whose only
   * change to the page is new addresses takes the page it has and puts them in (refill-page.ts).
   */
  readonly template?: { readonly fingerprint: string; readonly addresses: number };
  /**
   * The stylesheets it used, by name, sorted and joined by spaces: in its first view, and after it
   * (the renderer's PageSheets, src/assets/styles/compose-page-styles.ts). Its CSS is made from them.
   */
  readonly stylesheets: { readonly first: string; readonly rest: string };
}
