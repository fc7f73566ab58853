/**
 * Every interactive island. Each name has a browser module at src/client/islands/{name}.ts;
 * a page links the bundles of the islands it rendered, and no others.
 */
export const ISLAND_NAMES = ['account-form', 'back-to-top', 'blog-search', 'comment-form', 'copyright-year', 'cursor-follower', 'enquiry-form', 'map-embed', 'newsletter-form', 'product-listing', 'site-header', 'technique-slider'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
