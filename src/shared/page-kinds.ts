import { PRODUCT_LISTS } from './product-lists.ts';

/**
 * The kinds of page of the site, in one place: what each needs of the content and the addresses.
 * A kind is one page template, named after it ('not-found-page' is templates/pages/NotFoundPage.tsx),
 * and its name names its CSS files and its style sets. Its entry here holds:
 *
 * - `paths`: its addresses, each a builder named as site.paths names it (site.paths.notFound);
 * - `pages`: the pages of the kind whose title and description are a row of pages.csv, by the key
 *   in its `page` column; or `documents`: those written in Markdown, content/pages/{key}.md;
 * - `sections`: the headed parts its template shows, whose words are rows of pages.csv, by their
 *   `page` and `section` cells, with the columns each shows.
 *
 * Its component and its routes are its entry of the route table (src/routes/route-table.ts, under
 * the same name; the type checker refuses a kind without one), and so is the page that stands for
 * it in the size report. That half imports the templates, which the content must not, while the
 * content's types (site.pages.about, site.sections.home) are made from this half: so the two halves
 * sit on either side of the content. Everything else reads them: the addresses (url-paths.ts),
 * the pages.csv keys and sections the content checks (content/schemas/page.ts, page-sections.ts,
 * page-document.ts), the content reference, the size report. The order of the entries is the order
 * of the pages in the route table, so in the sitemap and the search index.
 * test/integration/page-kinds.test.ts fails when a kind is missing anywhere.
 */

/** Puts the site's base path before an address relative to its root: 'about/' → '/shop-site/about/'. */
export type At = (relative: string) => string;

/** The columns of pages.csv a section may show. */
export type SectionPart = 'eyebrow' | 'title' | 'description' | 'button';

export interface SectionSpec {
  /** Where the section is, for the content reference and the messages. */
  readonly where: string;
  /** The columns it shows, each required on its row; a word in any other column would never be seen, so it is refused. */
  readonly parts: readonly SectionPart[];
}

export interface PageKindSpec {
  readonly paths: Readonly<Record<string, (at: At) => unknown>>;
  readonly pages?: readonly string[];
  readonly documents?: readonly string[];
  readonly sections?: Readonly<Record<string, Readonly<Record<string, SectionSpec>>>>;
}

const HEADING: readonly SectionPart[] = ['eyebrow', 'title'];
const HEADING_AND_TEXT: readonly SectionPart[] = ['eyebrow', 'title', 'description'];

/** The listings: all products, one per product list (shared/product-lists.ts) by its address segment, and the shop. */
const LISTING_PAGES = ['all-products', ...PRODUCT_LISTS.map((entry) => entry.segment), 'shop'] as const;
export type ListingSegment = (typeof LISTING_PAGES)[number];
type ProductTypeSegment = (typeof PRODUCT_LISTS)[number]['segment'];

export const PAGE_KINDS = {
  'home-page': {
    // The home page's title and description are site.json's tagline and description.
    paths: {
      home: (at) => at(''),
      /** The other home page layouts, published for comparison. */
      homeVariant: (at) => (variant: 2 | 3) => at(`home-${variant}/`),
    },
    pages: ['home-2', 'home-3'],
    sections: {
      home: {
        banner: { where: 'the two buttons on every banner slide: button is the WhatsApp order button, title the quote button', parts: ['title', 'button'] },
        services: { where: 'the three featured services under the banner; button is the link on each', parts: ['eyebrow', 'title', 'button'] },
        'best-sellers': { where: 'the slider of featured products', parts: HEADING },
        popular: { where: 'the four most popular products; button links to all products', parts: ['eyebrow', 'title', 'button'] },
        collections: { where: 'the collections slider', parts: HEADING },
        workflow: { where: 'the steps of process-steps.csv', parts: HEADING_AND_TEXT },
        'why-us': { where: 'the slides of why-us.csv', parts: HEADING },
        values: { where: 'the cards of values.csv', parts: HEADING },
        projects: { where: 'the projects slider', parts: HEADING },
        faq: { where: 'the questions of faqs.csv', parts: HEADING_AND_TEXT },
        contact: { where: 'the enquiry form', parts: HEADING_AND_TEXT },
        blogs: { where: 'the latest posts', parts: HEADING },
        reviews: { where: 'the testimonials', parts: HEADING },
        gallery: { where: 'the gallery pictures', parts: HEADING },
        instagram: { where: 'the Instagram strip; title is read by screen readers, button is the link', parts: ['title', 'button'] },
        partners: { where: 'the partner logos', parts: ['title'] },
      },
      'home-2': {
        banner: { where: 'the second home layout, whose banner slides lead to the catalogue: button is that link', parts: ['button'] },
      },
    },
  },
  'about-page': {
    paths: { about: (at) => at('about/') },
    documents: ['about'],
    sections: {
      about: {
        story: {
          where: 'the story of content/pages/about.md; button is the label above the links to the product lists',
          parts: ['eyebrow', 'title', 'button'],
        },
        badge: { where: 'the badge on the pictures: title in bold, then description', parts: ['title', 'description'] },
        values: { where: 'the cards of values.csv', parts: HEADING_AND_TEXT },
        team: { where: 'three people of team.csv; button links to the team page', parts: ['eyebrow', 'title', 'description', 'button'] },
      },
    },
  },
  'techniques-page': {
    paths: { printing: (at) => at('printing/'), embroidery: (at) => at('embroidery/') },
    pages: ['printing', 'embroidery'],
    sections: {
      printing: {
        techniques: { where: 'the printing types slider on the home, service and listing pages', parts: HEADING },
      },
      embroidery: {
        techniques: { where: 'the embroidery types slider on the home, service and listing pages', parts: HEADING },
      },
    },
  },
  'services-page': {
    paths: { services: (at) => at('services/') },
    documents: ['services'],
    sections: {
      services: {
        grid: {
          where: 'the services grid under the intro of content/pages/services.md; button is the link on each card',
          parts: ['eyebrow', 'title', 'button'],
        },
      },
    },
  },
  'service-page': {
    // A service's title and description are its own (services/*.md).
    paths: { service: (at) => (slug: string) => at(`services/${slug}/`) },
    sections: {
      service: {
        techniques: { where: 'the related techniques on a service page; {service} stands for the service’s name', parts: HEADING },
        all: { where: 'the list of every service beside a service page', parts: ['title'] },
        questions: { where: 'the phone box beside a service page; {service} as above', parts: ['title', 'description'] },
        enquiry: { where: 'the band closing a service page; {service} as above', parts: HEADING_AND_TEXT },
      },
    },
  },
  'projects-page': {
    paths: { projects: (at) => at('projects/') },
    pages: ['projects'],
    sections: {
      projects: {
        grid: { where: 'the projects grid; button is the link on each card', parts: ['eyebrow', 'title', 'description', 'button'] },
      },
    },
  },
  'project-page': {
    paths: { project: (at) => (slug: string) => at(`projects/${slug}/`) },
    sections: {
      project: {
        meta: { where: 'under a project’s title; {client} and {year} stand for the project’s', parts: ['title'] },
        brief: { where: 'the brief of a project page; {client} as above', parts: HEADING },
        garments: { where: 'the garments of a project page', parts: ['title'] },
        techniques: { where: 'the techniques of a project page', parts: ['title'] },
        picture: { where: 'the caption of a project’s second picture; {client} as above', parts: ['description'] },
        facts: { where: 'the facts beside a project page', parts: ['title'] },
        more: { where: 'the other projects under a project page', parts: HEADING },
        enquiry: { where: 'the band closing a project page; {client} as above', parts: HEADING_AND_TEXT },
      },
    },
  },
  'team-page': {
    paths: { team: (at) => at('team/') },
    pages: ['team'],
    sections: {
      team: {
        grid: { where: 'the people of team.csv', parts: HEADING_AND_TEXT },
      },
    },
  },
  'account-page': {
    paths: { signIn: (at) => at('sign-in/'), signUp: (at) => at('sign-up/') },
    pages: ['sign-in', 'sign-up'],
    sections: {
      'sign-in': {
        notice: { where: 'the note beside the sign-in and sign-up forms: that no account is needed to order', parts: ['title', 'description'] },
      },
    },
  },
  'enquiry-list-page': {
    paths: { cart: (at) => at('cart/'), wishlist: (at) => at('wishlist/'), checkout: (at) => at('checkout/') },
    pages: ['cart', 'wishlist', 'checkout'],
    sections: {
      wishlist: {
        intro: { where: 'the sentence over the saved products', parts: ['description'] },
      },
      cart: {
        intro: { where: 'the sentence over the enquiry list', parts: ['description'] },
        fallback: {
          where: 'what the wishlist, enquiry list and checkout say when JavaScript is off: how to order instead (Markdown allowed)',
          parts: ['description'],
        },
      },
      checkout: {
        intro: { where: 'the sentence over the enquiry to send', parts: ['description'] },
      },
    },
  },
  'listing-page': {
    // The shop (the grid of SHOP_LIST, linking to /shop/{slug}/) carries the title of that list's listing (schemas/page.ts).
    paths: {
      listing:
        (at) =>
        (segment: ListingSegment, number = 1) =>
          number <= 1 ? at(`${segment}/`) : at(`${segment}/page/${number}/`),
    },
    pages: LISTING_PAGES,
  },
  'product-page': {
    // A product's title and description are its row's.
    paths: {
      product: (at) => (type: ProductTypeSegment, id: number) => at(`product/${type}/${id}/`),
      shopProduct: (at) => (slug: string) => at(`shop/${slug}/`),
    },
  },
  'blog-index-page': {
    paths: {
      blog: (at) => at('blog/'),
      blogPage: (at) => (number: number) => (number <= 1 ? at('blog/') : at(`blog/page/${number}/`)),
      blogCategory: (at) => (slug: string) => at(`blog/category/${slug}/`),
    },
    pages: ['blog'],
  },
  'blog-post-page': {
    paths: { blogPost: (at) => (slug: string) => at(`blog/${slug}/`) },
  },
  'contact-page': {
    paths: { contact: (at) => at('contact/') },
    pages: ['contact'],
    sections: {
      contact: {
        cards: { where: 'the phone, e-mail and address cards: title is read by screen readers', parts: ['title'] },
        phone: { where: 'the phone card, here and in the footer', parts: ['title'] },
        email: { where: 'the e-mail card, here and in the footer', parts: ['title'] },
        address: { where: 'the address card, here and in the footer', parts: ['title'] },
        form: { where: 'the enquiry form', parts: HEADING_AND_TEXT },
        map: {
          where: 'the map: description says where it comes from, button shows it, title opens it in Google Maps',
          parts: ['title', 'description', 'button'],
        },
      },
    },
  },
  'legal-page': {
    paths: { privacy: (at) => at('privacy/'), terms: (at) => at('terms/') },
    documents: ['privacy', 'terms'],
  },
  'not-found-page': {
    paths: { notFound: (at) => at('404.html') },
    pages: ['not-found'],
    sections: {
      'not-found': {
        message: {
          where: 'the page for an address that does not exist: title, a button home, and description links to the catalogue',
          parts: ['title', 'description', 'button'],
        },
      },
    },
  },
} as const satisfies Readonly<Record<string, PageKindSpec>>;

type Kinds = typeof PAGE_KINDS;
export type PageKindName = keyof Kinds;

/** The kinds' names, in the order of their entries. */
export const PAGE_KIND_NAMES = Object.keys(PAGE_KINDS) as PageKindName[];

/** The entries as their common shape, for code that reads every kind. */
export const PAGE_KIND_SPECS: readonly PageKindSpec[] = Object.values(PAGE_KINDS);

/** One type holding every member of a union of object types: the kinds' builders or sections, as one object. */
type Merged<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** What the kinds that have field F hold in it, as a union. */
type Each<F extends keyof PageKindSpec> = { [K in PageKindName]: Kinds[K] extends { readonly [P in F]: infer V } ? V : never }[PageKindName];

/** A key of pages.csv's `page` column whose row is a page's title and description. */
export type CsvPageKey = Each<'pages'>[number];
/** A page whose title, description and text are content/pages/{key}.md. */
export type DocumentPage = Each<'documents'>[number];

/** Every kind's address builders, by their names in site.paths, each given `at`. */
export type KindPaths = Merged<
  { [K in PageKindName]: { readonly [P in keyof Kinds[K]['paths']]: Kinds[K]['paths'][P] extends (at: At) => infer R ? R : never } }[PageKindName]
>;

/** Every kind's addresses, made with one `at`. */
export function kindPaths(at: At): KindPaths {
  return Object.fromEntries(PAGE_KIND_SPECS.flatMap((kind) => Object.entries(kind.paths).map(([name, build]) => [name, build(at)]))) as KindPaths;
}

/** Every kind's sections, by their `page` cell in pages.csv, in the order of the kinds. */
export type KindSections = Merged<Each<'sections'>>;
export const KIND_SECTIONS = Object.assign({}, ...PAGE_KIND_SPECS.map((kind) => kind.sections ?? {})) as KindSections;
