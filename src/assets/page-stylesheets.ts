import type { IslandName } from '../shared/island-names.ts';

/** What one kind of page's stylesheet is cut for, besides the names its rendered pages hold. */
interface StylesheetDeclaration {
  /**
   * A page whose purpose is a control (the listing's filters, the blog's search, the contact page's
   * map, the visitor's enquiry list): its whole main part is drawn and usable before the rest of the
   * CSS (the footer's, the floating buttons', the sliders') arrives. The template puts that file
   * after it (<template data-rest-styles>), so the main part's rules are in the head; and the island
   * runs before the file arrives, so the classes it adds (island-style-names.ts) need theirs there too.
   */
  readonly wholePage?: { readonly islands: readonly IslandName[] };
}

/**
 * Each kind of page's stylesheet, by the name the route table gives its routes (Route.stylesheet):
 * declared here, not derived from a component's function name, so renaming a component cannot
 * give its pages another page's CSS. What each sheet holds is cut from the pages themselves
 * (build/styles-stage.ts).
 */
export const PAGE_STYLESHEETS = {
  'about-page': {},
  'account-page': {},
  'blog-index-page': { wholePage: { islands: ['blog-search'] } },
  'blog-post-page': {},
  'contact-page': { wholePage: { islands: ['map-embed'] } },
  'enquiry-list-page': { wholePage: { islands: ['enquiry-list-page'] } },
  'home-page': {},
  'legal-page': {},
  'listing-page': { wholePage: { islands: ['product-listing'] } },
  'not-found-page': {},
  'product-page': {},
  'project-page': {},
  'projects-page': {},
  'service-page': {},
  'services-page': {},
  'team-page': {},
  'techniques-page': {},
} as const satisfies Record<string, StylesheetDeclaration>;

export type PageStylesheet = keyof typeof PAGE_STYLESHEETS;

/** The stylesheets whose pages' main part is all first view (see StylesheetDeclaration.wholePage). */
export const WHOLE_PAGE_STYLESHEETS: readonly PageStylesheet[] = (Object.keys(PAGE_STYLESHEETS) as PageStylesheet[]).filter(
  (name) => 'wholePage' in PAGE_STYLESHEETS[name],
);

/** The islands that run before a kind of page's rest of CSS arrives (its whole-page islands). */
export function firstViewIslands(name: PageStylesheet): readonly IslandName[] {
  const declaration: StylesheetDeclaration = PAGE_STYLESHEETS[name];
  return declaration.wholePage?.islands ?? [];
}
