/**
 * Every page address the site links to, built in one place so pages, islands, the sitemap and the
 * route table agree. Addresses end with a slash because each page is written as {path}/index.html:
 * a static host then serves it without a redirect round trip, which costs most on slow mobile networks.
 */
export type ProductTypeSegment = 'street-ware' | 'sports-ware' | 'safety-ware';
export type ListingSegment = ProductTypeSegment | 'all-products' | 'shop';

export const paths = {
  home: '/',
  about: '/about/',
  services: '/services/',
  service: (slug: string) => `/services/${slug}/`,
  projects: '/projects/',
  project: (slug: string) => `/projects/${slug}/`,
  team: '/team/',
  printing: '/printing/',
  embroidery: '/embroidery/',
  blog: '/blog/',
  blogPage: (page: number) => (page <= 1 ? '/blog/' : `/blog/page/${page}/`),
  blogPost: (slug: string) => `/blog/${slug}/`,
  blogCategory: (slug: string) => `/blog/category/${slug}/`,
  blogFeed: '/blog/feed.xml',
  contact: '/contact/',
  privacy: '/privacy/',
  terms: '/terms/',
  signIn: '/sign-in/',
  signUp: '/sign-up/',
  cart: '/cart/',
  wishlist: '/wishlist/',
  checkout: '/checkout/',
  listing: (segment: ListingSegment, page = 1) => (page <= 1 ? `/${segment}/` : `/${segment}/page/${page}/`),
  product: (type: ProductTypeSegment, id: number) => `/product/${type}/${id}/`,
  shopProduct: (slug: string) => `/shop/${slug}/`,
} as const;

/** The file a page address is written to: /about/ → about/index.html. */
export function fileForPath(path: string): string {
  if (path.endsWith('.html') || path.endsWith('.xml') || path.endsWith('.txt')) return path.replace(/^\//, '');
  return `${path.replace(/^\/+|\/+$/g, '')}/index.html`.replace(/^\//, '');
}

/** Asset and image URLs are site-absolute, so they work at any page depth. */
export function assetUrl(relative: string): string {
  return `/${relative.replace(/^\/+/, '')}`;
}
