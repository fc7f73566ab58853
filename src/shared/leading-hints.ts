/**
 * The <link rel="preload"> elements React writes at the start of what it renders, one for each
 * eagerly loaded image: render-route.ts moves a page's into its head; a product card rendered on
 * its own (render/fragment-memo.ts) drops them, since the page's <img> is found as early.
 */
export const LEADING_HINTS = /^(?:<link rel="preload"[^>]*\/>)+/;
