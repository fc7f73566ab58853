import type { Site } from '../content/site-model.ts';

export interface SearchRecord {
  readonly url: string;
  readonly content: string;
  readonly meta: { readonly title: string; readonly kind: string };
}

/** Plain text of rendered Markdown, for the index. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * What the site search finds, taken straight from the Site model: products (title, category,
 * Article No, description), posts, services, projects and techniques. Building the records from the
 * model instead of re-reading 11,000 written pages keeps the index fast at catalogue scale.
 */
export function searchRecords(site: Site): SearchRecord[] {
  const { paths } = site;
  return [
    ...site.products.map((product) => ({
      url: paths.product(product.type, product.id),
      content: [product.title, product.label, product.category, `Article No ${product.name}`, product.color, ...product.paragraphs].join('. '),
      meta: { title: `${product.title} (${product.name})`, kind: 'Product' },
    })),
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
      url: technique.kind === 'printing' ? paths.printing : paths.embroidery,
      content: [technique.title, technique.text].join('. '),
      meta: { title: `${technique.title} (${technique.kind === 'printing' ? 'Printing Types' : 'Embroidery Types'})`, kind: 'Technique' },
    })),
  ];
}
