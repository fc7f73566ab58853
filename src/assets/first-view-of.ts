import path from 'node:path';

/** What a kind of page draws before the rest of its CSS has arrived, besides the header. */
export interface FirstViewParts {
  /** Template modules whose words (and the templates they import) count for the head's CSS. */
  readonly modules: readonly string[];
  /** Templates they import that are drawn after the rest of the CSS (a listing's technique sliders). */
  readonly after: readonly string[];
  /** Islands that run before the rest of the CSS arrives: the classes they add need rules in the head. */
  readonly islands: readonly string[];
}

/**
 * Kinds of page whose purpose is a control: the listing's filters, the blog's search, the contact
 * page's map, the visitor's enquiry list. The whole page's main part is drawn and usable before the
 * rest of the CSS (the footer's, the floating buttons', the sliders') arrives: the template puts
 * that file after it (<template data-rest-styles>), and its rules, and those its island adds, go
 * into the head. A phone's first screen is most of such a page, and the island need not wait for
 * a file that holds back the parser.
 */
const WHOLE_PAGE: Readonly<Record<string, { readonly islands: readonly string[]; readonly after?: readonly string[] }>> = {
  ListingPage: { islands: ['product-listing'], after: ['TechniqueSlider.tsx'] },
  BlogIndexPage: { islands: ['blog-search'] },
  ContactPage: { islands: ['map-embed'] },
  EnquiryListPage: { islands: ['enquiry-list-page'] },
};

/** The kinds of page whose main part is all first view (see WHOLE_PAGE). */
export const WHOLE_PAGE_TEMPLATES: readonly string[] = Object.keys(WHOLE_PAGE);

/** The home page's first view is its banner; other pages', their title band; some, all of <main>. */
export function firstViewOf(template: string, templatesDir: string): FirstViewParts {
  const component = (name: string) => path.join(templatesDir, 'components', name);
  if (template === 'HomePage') return { modules: [component('BannerSlider.tsx')], after: [], islands: [] };
  const whole = WHOLE_PAGE[template];
  if (whole)
    return {
      modules: [component('PageHeader.tsx'), path.join(templatesDir, 'pages', `${template}.tsx`)],
      after: (whole.after ?? []).map(component),
      islands: whole.islands,
    };
  return { modules: [component('PageHeader.tsx')], after: [], islands: [] };
}
