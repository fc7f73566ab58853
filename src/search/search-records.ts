import type { Product, Site } from '../content/site-model.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface SearchRecord {
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly title: string; readonly kind: string };
}

/**
 * Each product's record, kept while the product is the same frozen object (see site-model.ts):
 * a rebuild after a one-row edit then fingerprints one new record, not ten thousand
 * (plan-search-shards.ts).
 */
const productRecords = new WeakMap<Product, { base: string; record: SearchRecord }>();

function productRecord(product: Product, paths: SitePaths): SearchRecord {
  const known = productRecords.get(product);
  if (known?.base === paths.base) return known.record;
  const record: SearchRecord = Object.freeze({
    url: paths.product(product.type, product.id),
    content: [product.title, product.label, product.category, `Article No ${product.name}`, product.color, ...product.paragraphs].join('. '),
    meta: Object.freeze({ title: `${product.title} (${product.name})`, kind: 'Product' }),
  });
  productRecords.set(product, { base: paths.base, record });
  return record;
}

/** Plain text of rendered Markdown, for the index. */
function text(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the site search finds, taken straight from the Site model: products (title, category,
 * Article No, description), posts, services, projects and techniques. Building the records from the
 * model instead of re-reading 11,000 written pages keeps the index fast at catalogue scale.
 */
export function searchRecords(site: Site): SearchRecord[] {
  const { paths } = site;
  return [
    ...site.products.map((product) => productRecord(product, paths)),
    ...site.blogPosts.map((post) => ({
      url: paths.blogPost(post.slug),
      content: [post.title, post.description, post.tags.join(', '), text(post.html)].join('. '),
      meta: { title: post.title, kind: 'Blog post' },
    })),
    ...site.services
      .filter((service) => service.link === undefined)
      .map((service) => ({
        url: paths.service(service.slug),
        content: [service.title, service.description, text(service.html)].join('. '),
        meta: { title: service.title, kind: 'Service' },
      })),
    ...site.projects.map((project) => ({
      url: paths.project(project.slug),
      content: [project.title, project.client, project.summary, project.brief, project.garments.join(', ')].join('. '),
      meta: { title: project.title, kind: 'Project' },
    })),
    ...[...site.printingTypes, ...site.embroideryTypes].map((technique) => ({
      // Each technique at its own card (the pages give each card its slug as id): Pagefind keeps
      // one record per address, so five techniques at one address would leave four unfindable.
      url: `${technique.kind === 'printing' ? paths.printing : paths.embroidery}#${technique.slug}`,
      content: [technique.title, technique.text].join('. '),
      meta: { title: `${technique.title} (${technique.kind === 'printing' ? 'Printing Types' : 'Embroidery Types'})`, kind: 'Technique' },
    })),
  ];
}
