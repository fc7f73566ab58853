import type { ChromePart } from './chrome-parts.ts';

/**
 * Every island bundle, each built from src/client/islands/{name}.ts: the chrome's (see
 * chrome-parts.ts), and one for each interactive component outside it. A page links the bundles of
 * the islands it rendered, and no others.
 */
export const ISLAND_NAMES = ['account-form', 'banner-slider', 'blog-search', 'chrome', 'comment-form', 'content-slider', 'enquiry-form', 'enquiry-list-page', 'map-embed', 'product-gallery', 'product-listing', 'reveal', 'section-sizes', 'technique-slider', 'video-modal'] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** What an <Island> is named: an island with a bundle of its own, or a part of the chrome. */
export type IslandMarker = Exclude<IslandName, 'chrome'> | ChromePart;
