import path from 'node:path';
import type { IslandName } from '../shared/island-names.ts';

/** What one kind of page's stylesheet is cut for (see build-styles.ts). */
interface StylesheetDeclaration {
  /** The page template its pages are made from, in templates/pages/. */
  readonly page: string;
  /** The home page's first view is its banner; every other page's, its title band. */
  readonly banner?: true;
  /**
   * A page whose purpose is a control (the listing's filters, the blog's search, the contact page's
   * map, the visitor's enquiry list): its whole main part is drawn and usable before the rest of the
   * CSS (the footer's, the floating buttons', the sliders') arrives. The template puts that file
   * after it (<template data-rest-styles>), and its rules, and those its island adds, go into the
   * head. A phone's first screen is most of such a page, and the island need not wait for a file
   * that holds back the parser. `after`: components it imports that are drawn after the rest of
   * the CSS (a listing's technique sliders).
   */
  readonly wholePage?: { readonly islands: readonly IslandName[]; readonly after?: readonly string[] };
}

/**
 * Each kind of page's stylesheet, by the name the route table gives its routes (Route.stylesheet):
 * declared here, not derived from a component's function name, so renaming a component or a file
 * fails the build loudly instead of giving its pages another page's CSS.
 */
export const PAGE_STYLESHEETS = {
  'about-page': { page: 'AboutPage.tsx' },
  'account-page': { page: 'AccountPage.tsx' },
  'blog-index-page': { page: 'BlogIndexPage.tsx', wholePage: { islands: ['blog-search'] } },
  'blog-post-page': { page: 'BlogPostPage.tsx' },
  'contact-page': { page: 'ContactPage.tsx', wholePage: { islands: ['map-embed'] } },
  'enquiry-list-page': { page: 'EnquiryListPage.tsx', wholePage: { islands: ['enquiry-list-page'] } },
  'home-page': { page: 'HomePage.tsx', banner: true },
  'legal-page': { page: 'LegalPage.tsx' },
  'listing-page': { page: 'ListingPage.tsx', wholePage: { islands: ['product-listing'], after: ['TechniqueSlider.tsx'] } },
  'not-found-page': { page: 'NotFoundPage.tsx' },
  'product-page': { page: 'ProductPage.tsx' },
  'project-page': { page: 'ProjectPage.tsx' },
  'projects-page': { page: 'ProjectsPage.tsx' },
  'service-page': { page: 'ServicePage.tsx' },
  'services-page': { page: 'ServicesPage.tsx' },
  'team-page': { page: 'TeamPage.tsx' },
  'techniques-page': { page: 'TechniquesPage.tsx' },
} as const satisfies Record<string, StylesheetDeclaration>;

export type PageStylesheet = keyof typeof PAGE_STYLESHEETS;

/** The stylesheets whose pages' main part is all first view (see StylesheetDeclaration.wholePage). */
export const WHOLE_PAGE_STYLESHEETS: readonly PageStylesheet[] = (Object.keys(PAGE_STYLESHEETS) as PageStylesheet[]).filter(
  (name) => 'wholePage' in PAGE_STYLESHEETS[name],
);

/** What a kind of page draws before the rest of its CSS has arrived, besides the header. */
export interface FirstViewParts {
  /** The page's template module (absolute). */
  readonly page: string;
  /** Template modules whose words (and the templates they import) count for the head's CSS. */
  readonly modules: readonly string[];
  /** Templates they import that are drawn after the rest of the CSS (a listing's technique sliders). */
  readonly after: readonly string[];
  /** Islands that run before the rest of the CSS arrives: the classes they add need rules in the head. */
  readonly islands: readonly string[];
}

/** The home page's first view is its banner; other pages', their title band; some, all of <main>. */
export function firstViewOf(name: PageStylesheet, templatesDir: string): FirstViewParts {
  const declaration: StylesheetDeclaration = PAGE_STYLESHEETS[name];
  const component = (file: string) => path.join(templatesDir, 'components', file);
  const page = path.join(templatesDir, 'pages', declaration.page);
  if (declaration.banner) return { page, modules: [component('BannerSlider.tsx')], after: [], islands: [] };
  if (declaration.wholePage)
    return {
      page,
      modules: [component('PageHeader.tsx'), page],
      after: (declaration.wholePage.after ?? []).map(component),
      islands: declaration.wholePage.islands,
    };
  return { page, modules: [component('PageHeader.tsx')], after: [], islands: [] };
}
