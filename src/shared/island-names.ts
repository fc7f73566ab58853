/**
 * Every island bundle, each built from src/client/islands/{name}.ts: the chrome's (see
 * CHROME_PARTS below), and one for each interactive component outside it. A page links the bundles of
 * the islands it rendered, and no others.
 */
export const ISLAND_NAMES = [
  'account-form',
  'banner-slider',
  'blog-search',
  'chrome',
  'comment-form',
  'content-slider',
  'enquiry-form',
  'enquiry-list-page',
  'map-embed',
  'product-gallery',
  'product-listing',
  'reveal',
  'section-sizes',
  'size-run',
  'technique-slider',
  'video-modal',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** What an <Island> is named: an island with a bundle of its own, or a part of the chrome. */
export type IslandMarker = Exclude<IslandName, 'chrome'> | ChromePart;

/**
 * The islands that are a page's purpose: the listing's filters, the blog search, the contact page's
 * map button, the product gallery and the enquiry list. Their scripts are preloaded from the head
 * and run as soon as the parser has passed their controls, instead of waiting with the decoration
 * (the reveal, the sliders below the fold) for the first picture and an idle browser.
 */
export const MAIN_ISLANDS: readonly IslandName[] = ['blog-search', 'enquiry-list-page', 'map-embed', 'product-gallery', 'product-listing'];

export function isMainIsland(name: IslandName): boolean {
  return MAIN_ISLANDS.includes(name);
}

/**
 * The parts of the chrome every page carries (header, footer, floating actions, and the newsletter
 * form, which the footer always holds). They share one bundle, src/client/islands/chrome.ts, which
 * sets up at once what must work at once and loads the rest of their code when it is first needed;
 * so a page with nothing else interactive links one script. Each part's code is in
 * src/client/islands/{name}.ts.
 */
export const CHROME_PARTS = ['back-to-top', 'copyright-year', 'cursor-follower', 'list-buttons', 'newsletter-form', 'site-header', 'site-search'] as const;
export type ChromePart = (typeof CHROME_PARTS)[number];

export function isChromePart(name: string): name is ChromePart {
  return (CHROME_PARTS as readonly string[]).includes(name);
}

/** The bundle that runs an island's code. */
export function bundleOf(name: IslandMarker): IslandName {
  return isChromePart(name) ? 'chrome' : name;
}
