/**
 * Every interactive island. Each name has a browser module at src/client/islands/{name}.ts;
 * a page links the bundles of the islands it rendered, and no others.
 */
export const ISLAND_NAMES = ['back-to-top', 'copyright-year', 'cursor-follower', 'product-listing', 'site-header', 'technique-slider'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];
