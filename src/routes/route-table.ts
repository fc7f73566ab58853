import type { ComponentType } from 'react';
import { byPopularity } from '../content/by-popularity.ts';
import { topBy } from '../shared/top-by.ts';
import type { Product, Site } from '../content/site-model.ts';
import type { ProductList } from '../content/schemas/product.ts';
import { listingFacetOptions } from '../listing/listing-facet-options.ts';
import { priceRange } from '../shared/listing-state.ts';
import { PRODUCT_LIST_NAMES, PRODUCT_LISTS, SHOP_LIST, hasCategorySidebar, type CategoryMode } from '../shared/product-lists.ts';
import { fileForPath } from '../shared/url-paths.ts';
import { AboutPage } from '../../templates/pages/AboutPage.tsx';
import { AccountPage } from '../../templates/pages/AccountPage.tsx';
import { BlogIndexPage } from '../../templates/pages/BlogIndexPage.tsx';
import { BlogPostPage } from '../../templates/pages/BlogPostPage.tsx';
import { ContactPage } from '../../templates/pages/ContactPage.tsx';
import { EnquiryListPage } from '../../templates/pages/EnquiryListPage.tsx';
import { HomePage } from '../../templates/pages/HomePage.tsx';
import { LegalPage } from '../../templates/pages/LegalPage.tsx';
import { ListingPage } from '../../templates/pages/ListingPage.tsx';
import { NotFoundPage } from '../../templates/pages/NotFoundPage.tsx';
import { ProductPage } from '../../templates/pages/ProductPage.tsx';
import { ProjectPage } from '../../templates/pages/ProjectPage.tsx';
import { ProjectsPage } from '../../templates/pages/ProjectsPage.tsx';
import { ServicePage } from '../../templates/pages/ServicePage.tsx';
import { ServicesPage } from '../../templates/pages/ServicesPage.tsx';
import { TeamPage } from '../../templates/pages/TeamPage.tsx';
import { TechniquesPage } from '../../templates/pages/TechniquesPage.tsx';
import type { PageMeta } from '../page-api/page-meta.ts';
import { PAGE_KIND_NAMES, type ListingSegment, type PageKindName } from '../shared/page-kinds.ts';
import type { Route } from './route.ts';

/**
 * Makes one page of a kind: its address, its component's props, its title and description, and for
 * the page that stands for its kind in the size report (`site build --report`), its name there.
 */
type PageMaker<P extends object> = (path: string, props: P, meta: PageMeta, options?: { readonly report?: string }) => Route;

/** A kind's pages, made from the Site model. */
type KindRoutes = (site: Site, kind: PageKindName) => Route[];

/**
 * Binds a kind of page to its component: every page `pages` makes renders it, with props of its
 * type, checked at compile time, then erased for the table.
 */
function pageKind<P extends object>(component: ComponentType<P>, pages: (site: Site, page: PageMaker<P>) => Route[]): KindRoutes {
  return (site, kind) =>
    pages(site, (path, props, meta, options) => ({
      path,
      file: fileForPath(path, site.paths.base),
      component: component as ComponentType<object>,
      kind,
      props,
      meta,
      ...(options?.report === undefined ? {} : { report: options.report }),
    }));
}

export const BLOG_PAGE_SIZE = 9;

/**
 * Every kind of page of the registry (shared/page-kinds.ts), under its name there: its component,
 * and its pages, made from the Site model alone. A kind of the registry missing here, or one here
 * that the registry does not know, does not compile. The fixed pages' titles and descriptions are
 * the owner's (pages.csv, content/pages/*.md: site.pages).
 */
const KIND_ROUTES = {
  'home-page': pageKind(HomePage, ({ settings, paths, pages, banners }, page) => [
    page(
      paths.home,
      { variant: settings.homeVariant },
      { title: settings.tagline, description: settings.description, image: banners[0]?.image },
      { report: 'home' },
    ),
    page(paths.homeVariant(2), { variant: 'home-2' }, pages['home-2']),
    page(paths.homeVariant(3), { variant: 'home-3' }, pages['home-3']),
  ]),
  'about-page': pageKind(AboutPage, ({ paths, pages }, page) => [page(paths.about, {}, pages.about, { report: 'about' })]),
  'techniques-page': pageKind(TechniquesPage, ({ paths, pages }, page) => [
    page(paths.printing, { kind: 'printing' }, pages.printing, { report: 'techniques' }),
    page(paths.embroidery, { kind: 'embroidery' }, pages.embroidery),
  ]),
  'services-page': pageKind(ServicesPage, ({ paths, pages }, page) => [page(paths.services, {}, pages.services, { report: 'services' })]),
  'service-page': pageKind(ServicePage, ({ paths, services }, page) =>
    services
      .filter((service) => service.link === undefined)
      .map((service, index) =>
        page(
          paths.service(service.slug),
          { service },
          { title: service.title, description: service.description, image: service.image, imageAlt: `${service.title}, illustrated` },
          { report: index === 0 ? 'service' : undefined },
        ),
      ),
  ),
  'projects-page': pageKind(ProjectsPage, ({ paths, pages }, page) => [page(paths.projects, {}, pages.projects, { report: 'projects' })]),
  'project-page': pageKind(ProjectPage, ({ paths, projects }, page) =>
    projects.map((project, index) =>
      page(
        paths.project(project.slug),
        { project },
        { title: project.title, description: project.summary, image: project.image, imageAlt: `${project.title}: garments from the order laid out together` },
        { report: index === 0 ? 'project' : undefined },
      ),
    ),
  ),
  'team-page': pageKind(TeamPage, ({ paths, pages }, page) => [page(paths.team, {}, pages.team, { report: 'team' })]),
  'account-page': pageKind(AccountPage, ({ paths, pages }, page) => [
    page(paths.signIn, { mode: 'sign-in' }, { ...pages['sign-in'], noindex: true }, { report: 'sign-in' }),
    page(paths.signUp, { mode: 'sign-up' }, { ...pages['sign-up'], noindex: true }),
  ]),
  'enquiry-list-page': pageKind(EnquiryListPage, ({ paths, pages }, page) => [
    page(paths.cart, { kind: 'cart' }, { ...pages.cart, noindex: true }, { report: 'cart' }),
    page(paths.wishlist, { kind: 'wishlist' }, { ...pages.wishlist, noindex: true }),
    page(paths.checkout, { kind: 'checkout' }, { ...pages.checkout, noindex: true }, { report: 'checkout' }),
  ]),
  'listing-page': pageKind(ListingPage, (site, page) => listings(site).flatMap((listing) => listingRoutes(site, listing, page))),
  'product-page': pageKind(ProductPage, productRoutes),
  'blog-index-page': pageKind(BlogIndexPage, blogIndexRoutes),
  'blog-post-page': pageKind(BlogPostPage, ({ paths, blogPosts }, page) =>
    // Posts are newest first, so the older neighbour is the next one in the array.
    blogPosts.map((post, index) =>
      page(
        paths.blogPost(post.slug),
        { post, previous: blogPosts[index + 1], next: blogPosts[index - 1] },
        { title: post.title, description: post.description, image: post.image, ogType: 'article' },
        { report: index === 0 ? 'blog post' : undefined },
      ),
    ),
  ),
  'contact-page': pageKind(ContactPage, ({ paths, pages }, page) => [page(paths.contact, {}, pages.contact, { report: 'contact' })]),
  'legal-page': pageKind(LegalPage, ({ paths, pages }, page) => [
    page(paths.privacy, { kind: 'privacy' }, pages.privacy, { report: 'privacy' }),
    page(paths.terms, { kind: 'terms' }, pages.terms, { report: 'terms' }),
  ]),
  'not-found-page': pageKind(NotFoundPage, ({ paths, pages }, page) => [page(paths.notFound, {}, { ...pages['not-found'], noindex: true }, { report: '404' })]),
} satisfies { readonly [K in PageKindName]: KindRoutes };

/**
 * Every page of the site, kind after kind in the registry's order, built from the Site model alone.
 * A build swaps the routes that did not change for the last build's (src/build/reuse-routes.ts).
 */
export function buildRouteTable(site: Site): Route[] {
  return PAGE_KIND_NAMES.flatMap((kind) => KIND_ROUTES[kind](site, kind));
}

interface ListingDefinition {
  segment: ListingSegment;
  products: readonly Product[];
  pageSize: number;
  categoryMode: CategoryMode;
  techniqueSliders: boolean;
  lists: readonly (ProductList | 'shop')[];
  hrefOf?: 'product' | 'shop';
}

/**
 * The listing pages: all products, one per product list (shared/product-lists.ts), and the shop.
 * Their titles and descriptions are the owner's, in pages.csv under the listing's segment; the shop
 * (the grid of SHOP_LIST, linking to /shop/{slug}/) carries the title of that list's listing (see
 * schemas/page.ts).
 */
function listings(site: Site): ListingDefinition[] {
  return [
    { segment: 'all-products', products: site.products, pageSize: 100, categoryMode: 'multi', techniqueSliders: false, lists: PRODUCT_LIST_NAMES },
    ...PRODUCT_LISTS.map(
      ({ list, segment, pageSize, categoryMode, techniqueSliders }): ListingDefinition => ({
        segment,
        products: site.productsByList[list],
        pageSize,
        categoryMode,
        techniqueSliders,
        lists: [list],
      }),
    ),
    { segment: 'shop', products: site.productsByList[SHOP_LIST], pageSize: 12, categoryMode: 'none', techniqueSliders: false, lists: ['shop'], hrefOf: 'shop' },
  ];
}

type ListingProps = Parameters<typeof ListingPage>[0];

/** A listing's pages; the first page of the first product list's stands for the listings in the size report. */
function listingRoutes(site: Site, listing: ListingDefinition, page: PageMaker<ListingProps>): Route[] {
  const { title, description } = site.pages[listing.segment];
  const pageCount = Math.max(1, Math.ceil(listing.products.length / listing.pageSize));
  const lists = new Set(listing.products.map((product) => product.list));
  const categories = hasCategorySidebar(listing) ? site.categories.filter((category) => lists.has(category.list)) : [];
  // From the listing's own products, so none is ever outside the filter's reach; a prop, so a
  // price edit re-renders only the listings whose range it changes. Once per listing, not per page:
  // computed inside the page loop it cost a second at 10,000 products (100 pages x 10,000 prices).
  const prices = priceRange(listing.products.map((product) => product.price));
  // The same, once per listing: every colour, size, fabric and decoration of its products, counted.
  const facets = listingFacetOptions(listing.products, site.swatches);
  return Array.from({ length: pageCount }, (_, index) => {
    const number = index + 1;
    return page(
      site.paths.listing(listing.segment, number),
      {
        segment: listing.segment,
        title,
        products: listing.products.slice(index * listing.pageSize, number * listing.pageSize),
        total: listing.products.length,
        page: number,
        pageCount,
        pageSize: listing.pageSize,
        categories,
        categoryMode: listing.categoryMode,
        techniqueSliders: listing.techniqueSliders,
        lists: listing.lists,
        ...(listing.hrefOf ? { hrefOf: listing.hrefOf } : {}),
        prices,
        facets,
      },
      { title: number > 1 ? `${title}, page ${number}` : title, description },
      { report: number === 1 && listing.segment === PRODUCT_LISTS[0].segment ? 'listing' : undefined },
    );
  });
}

/**
 * Up to four other products of the same category, the most popular first (equal scores by Article
 * No), never the first rows of the file. Each category's five most popular are found once, so a
 * large catalogue stays quick: whichever product a page is for, four of those five remain.
 */
function relatedFinder(site: Site): (product: Product) => Product[] {
  const byCategory = new Map<string, Product[]>();
  for (const product of site.products) {
    const key = `${product.list}:${product.category}`;
    const group = byCategory.get(key) ?? [];
    group.push(product);
    byCategory.set(key, group);
  }
  for (const [key, group] of byCategory) byCategory.set(key, topBy(group, 5, byPopularity));
  return (product) => (byCategory.get(`${product.list}:${product.category}`) ?? []).filter((other) => other.name !== product.name).slice(0, 4);
}

/** A page per product of the shop's list under /shop/, then a page per product under its list; the first of those stands for them in the size report. */
function productRoutes(site: Site, page: PageMaker<Parameters<typeof ProductPage>[0]>): Route[] {
  const { paths, pages } = site;
  const related = relatedFinder(site);
  const listing = (type: ListingSegment) => ({ title: pages[type].title, href: paths.listing(type) });
  return [
    ...site.productsByList[SHOP_LIST].map((product) =>
      page(paths.shopProduct(product.slug), { product, related: related(product), listing: listing('shop') }, productMeta(product)),
    ),
    ...site.products.map((product, index) =>
      page(paths.product(product.type, product.id), { product, related: related(product), listing: listing(product.type) }, productMeta(product), {
        report: index === 0 ? 'product' : undefined,
      }),
    ),
  ];
}

function productMeta(product: Product): PageMeta {
  return {
    title: `${product.title} (${product.name})`,
    description: product.paragraphs[0]?.slice(0, 155) ?? product.title,
    image: product.image,
    imageAlt: `${product.title}, ${product.color}`,
    ogType: 'product',
  };
}

/** The blog's pages, then a page per category; its first page stands for them in the size report. */
function blogIndexRoutes(site: Site, page: PageMaker<Parameters<typeof BlogIndexPage>[0]>): Route[] {
  const { paths } = site;
  const posts = site.blogPosts;
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const { title, description } = site.pages.blog;
  return [
    ...Array.from({ length: pageCount }, (_, index) =>
      page(
        paths.blogPage(index + 1),
        { posts: posts.slice(index * BLOG_PAGE_SIZE, (index + 1) * BLOG_PAGE_SIZE), page: index + 1, pageCount },
        { title: index === 0 ? title : `${title}, page ${index + 1}`, description },
        { report: index === 0 ? 'blog index' : undefined },
      ),
    ),
    ...site.blogCategories.map((category) =>
      page(
        paths.blogCategory(category.slug),
        { posts: posts.filter((post) => post.category === category.name), page: 1, pageCount: 1, category: { name: category.name, slug: category.slug } },
        { title: `Blog: ${category.name}`, description },
      ),
    ),
  ];
}
