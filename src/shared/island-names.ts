/**
 * Every interactive island. Each name has a browser module at src/client/islands/{name}.ts;
 * a page links the bundles of the islands it rendered, and no others.
 */
export const ISLAND_NAMES = ['account-form', 'back-to-top', 'banner-slider', 'blog-search', 'comment-form', 'content-slider', 'copyright-year', 'cursor-follower', 'enquiry-form', 'enquiry-list-page', 'list-buttons', 'map-embed', 'newsletter-form', 'product-listing', 'reveal', 'site-header', 'site-search', 'technique-slider', 'video-modal'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
