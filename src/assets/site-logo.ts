/**
 * The logo in the header of every page, a file of public/. It is prepared like a content image,
 * so that a small drawing comes inside each page (see svg-data-url.ts): it is in every first view,
 * and a request of its own would share the first round trips with the page's other files.
 */
export const SITE_LOGO = 'logo.svg';
