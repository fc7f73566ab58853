import type { Sourced } from './load-csv-collection.ts';
import { compareText } from './compare-text.ts';
import { inOwnerOrder } from './in-owner-order.ts';
import type { RawContent } from './load-collections.ts';
import { labelTexts } from './check-labels.ts';
import { documentsByPage, pageTexts, sectionTexts, type PageText } from './page-texts.ts';
import { pickBestProducts } from './pick-best-products.ts';
import { pickHomeServices } from './pick-home-services.ts';
import { renderMarkdown } from './render-markdown.ts';
import { rememberDigest, rememberedDigest } from '../incremental/digest.ts';
import { PRODUCT_LIST_NAMES, segmentOf, type ProductTypeSegment } from '../shared/product-lists.ts';
import { swatchTable, type SwatchTable } from '../shared/colour-swatch.ts';
import { splitColours } from '../shared/split-colours.ts';
import { basePathOf, sitePaths, type BasePath, type SitePaths } from '../shared/url-paths.ts';
import type { BannerSlideRecord } from './schemas/banner-slide.ts';
import type { BlogCategoryRecord } from './schemas/blog-category.ts';
import type { BlogPostRecord } from './schemas/blog-post.ts';
import type { CollectionItemRecord } from './schemas/collection-item.ts';
import type { FaqRecord } from './schemas/faq.ts';
import type { GalleryImageRecord } from './schemas/gallery-image.ts';
import type { PageKey } from './schemas/page.ts';
import { DOCUMENT_PAGES } from './schemas/page-document.ts';
import type { DocumentPage } from '../shared/page-kinds.ts';
import type { PageSections } from './schemas/page-sections.ts';
import type { LabelKey } from './schemas/label.ts';
import type { PartnerRecord } from './schemas/partner.ts';
import type { ProcessStepRecord } from './schemas/process-step.ts';
import { productsKey, type ProductList, type ProductRecord } from './schemas/product.ts';
import type { ProjectRecord } from './schemas/project.ts';
import type { ServiceRecord } from './schemas/service.ts';
import type { SiteSettings } from './schemas/site-settings.ts';
import type { TeamMemberRecord } from './schemas/team-member.ts';
import type { TechniqueRecord } from './schemas/technique.ts';
import type { TestimonialRecord } from './schemas/testimonial.ts';
import type { StatementRecord } from './schemas/value.ts';

export interface Product extends Omit<Sourced<ProductRecord>, 'image' | 'fabric' | 'decoration'> {
  /** The main photo: the first of the `image` cell. */
  readonly image: string;
  /** Every photo of the `image` cell, the main one first: the product page's gallery. */
  readonly images: readonly string[];
  readonly list: ProductList;
  /** The list's address segment: /product/{type}/{id} and the listing page /{type}. */
  readonly type: ProductTypeSegment;
  /** What a card shows above the Article No: the sub-category, or else the category. */
  readonly label: string;
  readonly paragraphs: readonly string[];
  /** The colours of the `color` cell, one name each, as written: "Royal Blue / White" → Royal Blue, White. */
  readonly colours: readonly string[];
  /** The fabrics of the `fabric` cell; none when it is empty. */
  readonly fabrics: readonly string[];
  /** The decorations of the `decoration` cell, each one of the site's services or techniques (link-references.ts). */
  readonly decorations: readonly string[];
}

export interface Category {
  readonly list: ProductList;
  readonly name: string;
  readonly slug: string;
  readonly description: string | undefined;
  readonly subCategories: readonly string[];
  readonly count: number;
}

export interface BlogPost extends Sourced<BlogPostRecord> {
  readonly html: string;
  readonly categorySlug: string;
}

export interface Service extends Sourced<ServiceRecord> {
  readonly html: string;
  /** Where the service's card leads: its own page, or the page named in its `link`. */
  readonly href: string;
}

export interface CollectionItem extends Sourced<CollectionItemRecord> {
  /** The item's `link` in its canonical form (base path, trailing slash). */
  readonly href: string;
}

export type TechniqueKind = 'printing' | 'embroidery';
export interface Technique extends Sourced<TechniqueRecord> {
  readonly kind: TechniqueKind;
}

export interface Project extends Sourced<ProjectRecord> {
  readonly techniqueList: readonly Technique[];
}

/** The whole site as templates see it: typed, cross-checked and frozen. */
export interface Site {
  readonly settings: SiteSettings;
  /** Scheme and host the site is published at, e.g. https://owner.github.io; absolute links start with it. */
  readonly origin: string;
  /** Every address of the site, under its base path (see url-paths.ts). */
  readonly paths: SitePaths;
  /** The title and description of each fixed page, from pages.csv: `site.pages.about.title`. */
  readonly pages: Readonly<Record<PageKey, PageText>>;
  /** The words of each headed section of the fixed pages, from pages.csv: `site.sections.home.faq.title`. */
  readonly sections: PageSections;
  /** The text of the Markdown pages (content/pages/*.md), as HTML: `site.documents.privacy`. */
  readonly documents: Readonly<Record<DocumentPage, string>>;
  /** The small words of the interface, from labels.csv: `site.labels.save`. */
  readonly labels: Readonly<Record<LabelKey, string>>;
  /** Colour swatches by colour key: the built-in garment colours with the owner's `colours` list over them (shared/colour-swatch.ts, findSwatch). */
  readonly swatches: SwatchTable;
  /** All products, list after list in the order of shared/product-lists.ts, each in spreadsheet order. */
  readonly products: readonly Product[];
  readonly productsByList: Readonly<Record<ProductList, readonly Product[]>>;
  /** The home page's Best Products: the featured ones, by the rule of pick-best-products.ts. */
  readonly bestProducts: readonly Product[];
  readonly categories: readonly Category[];
  /** Newest first. */
  readonly blogPosts: readonly BlogPost[];
  readonly blogCategories: readonly (Sourced<BlogCategoryRecord> & { count: number })[];
  /** In their `order`, equal numbers by slug. */
  readonly services: readonly Service[];
  /** The home page's strip: the featured services, by the rule of pick-home-services.ts. */
  readonly homeServices: readonly Service[];
  readonly printingTypes: readonly Technique[];
  readonly embroideryTypes: readonly Technique[];
  readonly processSteps: readonly Sourced<ProcessStepRecord>[];
  readonly faqs: readonly Sourced<FaqRecord>[];
  readonly projects: readonly Project[];
  /** In their `order`, then by name (in-owner-order.ts); the About page shows the first three. */
  readonly team: readonly Sourced<TeamMemberRecord>[];
  readonly banners: readonly Sourced<BannerSlideRecord>[];
  readonly testimonials: readonly Sourced<TestimonialRecord>[];
  /** In their `order`, then by title (in-owner-order.ts). */
  readonly collectionItems: readonly CollectionItem[];
  readonly partners: readonly Sourced<PartnerRecord>[];
  /** In their `order`, then by image path (in-owner-order.ts); each strip takes its group's pictures in this order. */
  readonly gallery: readonly Sourced<GalleryImageRecord>[];
  readonly values: readonly Sourced<StatementRecord>[];
  readonly features: readonly Sourced<StatementRecord>[];
  readonly whyUs: readonly Sourced<StatementRecord>[];
  /** The rooms of the workshop on the About page, in file order. */
  readonly workshop: readonly Sourced<StatementRecord>[];
  /** The year the site was built, for the copyright line before the browser updates it. */
  readonly buildYear: number;
}

/**
 * Each name's slug, made once: a catalogue names a few dozen categories and decorations over
 * 10,000 products, and each product's listing record and checks ask for theirs.
 */
const slugs = new Map<string, string>();

export function slugify(name: string): string {
  let slug = slugs.get(name);
  if (slug === undefined) {
    slug = name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    slugs.set(name, slug);
  }
  return slug;
}

export interface SiteModelOptions {
  /** The date the build runs; tests pin it. */
  readonly now?: Date;
  /** Where the site lives on its host; by default the path of the settings' baseUrl. */
  readonly base?: BasePath;
}

/**
 * Products made from records a rebuild reads from the content cache unchanged (the same objects)
 * are the same frozen objects as in the last build, so fingerprints computed for them then still
 * hold (see incremental/digest.ts) and a one-row edit costs one product's work, not ten thousand.
 */
const products = new WeakMap<Sourced<ProductRecord>, Product>();

function productOf(record: Sourced<ProductRecord>, list: ProductList): Product {
  const known = products.get(record);
  if (known?.list === list) return known;
  const { fabric, decoration, ...cells } = record;
  const product: Product = deepFreeze({
    ...cells,
    colours: splitColours(record.color),
    fabrics: fabric,
    decorations: decoration,
    image: record.image[0] ?? '',
    images: record.image,
    list,
    type: segmentOf(list),
    label: record.subCategory ?? record.category,
    paragraphs: record.description
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
      .filter(Boolean),
  });
  products.set(record, product);
  // A product is made from its row and list alone (above), so its fingerprint is theirs.
  const row = rememberedDigest(record);
  if (row) rememberDigest(product, `p${list}|${row}`);
  return product;
}

/** Builds the Site from content that passed every check (see linkReferences). */
export function buildSiteModel(content: RawContent & { settings: SiteSettings }, options: SiteModelOptions = {}): Site {
  const buildDate = options.now ?? new Date();
  const paths = sitePaths(options.base ?? basePathOf(content.settings.baseUrl));
  const productsByList = Object.fromEntries(
    PRODUCT_LIST_NAMES.map((list) => [list, content[productsKey(list)].map((record) => productOf(record, list))]),
  ) as Record<ProductList, Product[]>;
  const products = PRODUCT_LIST_NAMES.flatMap((list) => productsByList[list]);

  const categories = categoriesOf(content, productsByList);
  const blogPosts = blogPostsOf(content, paths);
  const services = servicesOf(content, paths);
  const printingTypes = content.printingTypes.map(technique('printing'));
  const embroideryTypes = content.embroideryTypes.map(technique('embroidery'));
  const techniqueBySlug = new Map([...printingTypes, ...embroideryTypes].map((item) => [item.slug, item]));

  const site: Site = {
    settings: content.settings,
    origin: new URL(content.settings.baseUrl).origin,
    paths,
    pages: pageTexts(content.pages, content.pageDocuments, content.settings),
    sections: sectionTexts(content.pages, paths),
    documents: documentHtml(content, paths),
    labels: labelTexts(content.labels, content.settings.name),
    swatches: swatchTable(content.colours),
    products,
    productsByList,
    bestProducts: pickBestProducts(products),
    categories,
    blogPosts,
    blogCategories: content.blogCategories.map((category) => ({
      ...category,
      count: blogPosts.filter((post) => post.category === category.name).length,
    })),
    services,
    homeServices: pickHomeServices(services),
    printingTypes,
    embroideryTypes,
    processSteps: [...content.processSteps].sort((a, b) => a.step - b.step),
    faqs: content.faqs,
    projects: content.projects.map((project) => ({
      ...project,
      techniqueList: project.techniques.flatMap((slug) => techniqueBySlug.get(slug) ?? []),
    })),
    team: inOwnerOrder(content.team, (member) => `${member.name}\u0000${member.slug}`),
    banners: content.banners,
    testimonials: content.testimonials,
    collectionItems: inOwnerOrder(content.collectionItems, (item) => `${item.title}\u0000${item.image}`).map((item) => ({
      ...item,
      href: paths.page(item.link),
    })),
    partners: content.partners,
    gallery: inOwnerOrder(content.gallery, (picture) => picture.image),
    values: content.values,
    features: content.features,
    whyUs: content.whyUs,
    workshop: content.workshop,
    buildYear: buildDate.getUTCFullYear(),
  };
  return deepFreeze(site);
}

/** The top-level categories of each list, with their sub-categories and how many products each holds. */
function categoriesOf(content: RawContent, productsByList: Record<ProductList, Product[]>): Category[] {
  return content.categories
    .filter((category) => category.parent === undefined)
    .map((category) => ({
      list: category.list,
      name: category.name,
      slug: slugify(category.name),
      description: category.description,
      subCategories: content.categories.filter((sub) => sub.list === category.list && sub.parent === category.name).map((sub) => sub.name),
      count: productsByList[category.list].filter((product) => product.category === category.name).length,
    }));
}

/** The posts, newest first, as HTML, each with its category's slug. */
function blogPostsOf(content: RawContent, paths: SitePaths): BlogPost[] {
  const blogCategoryByName = new Map(content.blogCategories.map((category) => [category.name, category]));
  return [...content.blogPosts]
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
    .map(
      (post): BlogPost => ({
        ...post,
        html: renderMarkdown(post.body, paths),
        categorySlug: blogCategoryByName.get(post.category)?.slug ?? slugify(post.category),
      }),
    );
}

/** The services in the owner's order, as HTML, each linking to its own page or the page it names. */
function servicesOf(content: RawContent, paths: SitePaths): Service[] {
  return [...content.services]
    .sort((a, b) => a.order - b.order || compareText(a.slug, b.slug))
    .map(
      (service): Service => ({
        ...service,
        html: renderMarkdown(service.body, paths),
        href: service.link === undefined ? paths.service(service.slug) : paths.page(service.link),
      }),
    );
}

const technique =
  (kind: TechniqueKind) =>
  (record: Sourced<TechniqueRecord>): Technique => ({ ...record, kind });

function documentHtml(content: RawContent, paths: SitePaths): Record<DocumentPage, string> {
  const byPage = documentsByPage(content.pageDocuments);
  return Object.fromEntries(DOCUMENT_PAGES.map((page) => [page, renderMarkdown(byPage.get(page)?.body ?? '', paths)])) as Record<DocumentPage, string>;
}

/** Templates must not change the model one page sees before the next page renders. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
