import type { Site } from '../content/site-model.ts';
import { PRODUCT_LISTS } from '../shared/product-lists.ts';

/** One page that stands for a template in the size reports: its name and its address (base path included). */
export interface TemplatePage {
  readonly template: string;
  readonly path: string;
}

/**
 * A page of each template the size reports cover, in the order they print. Pages made from content
 * (a product, a post) take the first of their kind; a catalogue without one has no such row.
 */
export function templatePages(site: Site): TemplatePage[] {
  const { paths } = site;
  const entry = PRODUCT_LISTS.find(({ list }) => site.productsByList[list].length > 0);
  const product = entry === undefined ? undefined : site.productsByList[entry.list][0];
  const post = site.blogPosts[0];
  const pages: (TemplatePage | undefined)[] = [
    { template: 'home', path: paths.home },
    { template: 'listing', path: paths.listing(PRODUCT_LISTS[0].segment) },
    product ? { template: 'product', path: paths.product(product.type, product.id) } : undefined,
    post ? { template: 'blog post', path: paths.blogPost(post.slug) } : undefined,
    { template: 'blog index', path: paths.blog },
    { template: 'about', path: paths.about },
    { template: 'team', path: paths.team },
    { template: 'services', path: paths.services },
    { template: 'projects', path: paths.projects },
    { template: 'contact', path: paths.contact },
    { template: 'privacy', path: paths.privacy },
    { template: 'terms', path: paths.terms },
    { template: 'cart', path: paths.cart },
    { template: 'checkout', path: paths.checkout },
    { template: '404', path: paths.notFound },
  ];
  return pages.filter((page) => page !== undefined);
}
