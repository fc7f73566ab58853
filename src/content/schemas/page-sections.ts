/**
 * The headed sections of the fixed pages whose words the owner writes in pages.csv, one row each
 * (the `page` and `section` columns name it). The list is structure, like PAGE_KEYS: the templates
 * ask for these sections; the words in them are content. `parts` are the columns the section shows,
 * each required on its row; a word in any other column would never be seen, so it is refused.
 */
export type SectionPart = 'eyebrow' | 'title' | 'description' | 'button';

export interface SectionSpec {
  /** Where the section is, for the content reference and the messages. */
  readonly where: string;
  readonly parts: readonly SectionPart[];
}

const HEADING: readonly SectionPart[] = ['eyebrow', 'title'];
const HEADING_AND_TEXT: readonly SectionPart[] = ['eyebrow', 'title', 'description'];

export const PAGE_SECTIONS = {
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
  about: {
    story: { where: 'the story of content/pages/about.md; button is the label above the links to the product lists', parts: ['eyebrow', 'title', 'button'] },
    badge: { where: 'the badge on the pictures: title in bold, then description', parts: ['title', 'description'] },
    values: { where: 'the cards of values.csv', parts: HEADING_AND_TEXT },
    team: { where: 'three people of team.csv; button links to the team page', parts: ['eyebrow', 'title', 'description', 'button'] },
  },
  services: {
    grid: { where: 'the services grid under the intro of content/pages/services.md; button is the link on each card', parts: ['eyebrow', 'title', 'button'] },
  },
  service: {
    techniques: { where: 'the related techniques on a service page; {service} stands for the service’s name', parts: HEADING },
    all: { where: 'the list of every service beside a service page', parts: ['title'] },
    questions: { where: 'the phone box beside a service page; {service} as above', parts: ['title', 'description'] },
    enquiry: { where: 'the band closing a service page; {service} as above', parts: HEADING_AND_TEXT },
  },
  projects: {
    grid: { where: 'the projects grid; button is the link on each card', parts: ['eyebrow', 'title', 'description', 'button'] },
  },
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
  team: {
    grid: { where: 'the people of team.csv', parts: HEADING_AND_TEXT },
  },
  printing: {
    techniques: { where: 'the printing types slider on the home, service and listing pages', parts: HEADING },
  },
  embroidery: {
    techniques: { where: 'the embroidery types slider on the home, service and listing pages', parts: HEADING },
  },
  contact: {
    cards: { where: 'the phone, e-mail and address cards: title is read by screen readers', parts: ['title'] },
    phone: { where: 'the phone card, here and in the footer', parts: ['title'] },
    email: { where: 'the e-mail card, here and in the footer', parts: ['title'] },
    address: { where: 'the address card, here and in the footer', parts: ['title'] },
    form: { where: 'the enquiry form', parts: HEADING_AND_TEXT },
    map: { where: 'the map: description says where it comes from, button shows it, title opens it in Google Maps', parts: ['title', 'description', 'button'] },
  },
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
  'sign-in': {
    notice: { where: 'the note beside the sign-in and sign-up forms: that no account is needed to order', parts: ['title', 'description'] },
  },
  'not-found': {
    message: {
      where: 'the page for an address that does not exist: title, a button home, and description links to the catalogue',
      parts: ['title', 'description', 'button'],
    },
  },
} as const satisfies Record<string, Record<string, SectionSpec>>;

export type SectionPage = keyof typeof PAGE_SECTIONS;

/** The words of one section; a part the section does not show is empty. */
export interface SectionText {
  readonly eyebrow: string;
  readonly title: string;
  readonly description: string;
  /** The description as HTML: it may hold a link or **bold** in Markdown. */
  readonly descriptionHtml: string;
  readonly button: string;
}

export type PageSections = { readonly [P in SectionPage]: { readonly [S in keyof (typeof PAGE_SECTIONS)[P]]: SectionText } };

/** Every (page, section) pair, in the order of PAGE_SECTIONS. */
export function sectionEntries(): { page: SectionPage; section: string; spec: SectionSpec }[] {
  return (Object.entries(PAGE_SECTIONS) as [SectionPage, Record<string, SectionSpec>][]).flatMap(([page, sections]) =>
    Object.entries(sections).map(([section, spec]) => ({ page, section, spec })),
  );
}
