import type { ComponentType } from 'react';
import { byPopularity } from '../content/by-popularity.ts';
import type { Product, Site } from '../content/site-model.ts';
import type { ProductList } from '../content/schemas/product.ts';
import { priceRange } from '../shared/listing-state.ts';
import { PRODUCT_LIST_NAMES, PRODUCT_LISTS, SHOP_LIST, hasCategorySidebar, type CategoryMode } from '../shared/product-lists.ts';
import { fileForPath, type BasePath, type ListingSegment } from '../shared/url-paths.ts';
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
import type { Route } from './route.ts';

type RouteMaker = <P extends object>(path: string, component: ComponentType<P>, props: P, meta: PageMeta) => Route;

/**
 * Each page component's kind, named here, where the pages are known: by the component itself, not
 * its function's name, so a rename changes nothing. Its CSS files are named after it.
 */
const STYLESHEETS = new Map<ComponentType<never>, string>([
  [AboutPage, 'about-page'],
  [AccountPage, 'account-page'],
  [BlogIndexPage, 'blog-index-page'],
  [BlogPostPage, 'blog-post-page'],
  [ContactPage, 'contact-page'],
  [EnquiryListPage, 'enquiry-list-page'],
  [HomePage, 'home-page'],
  [LegalPage, 'legal-page'],
  [ListingPage, 'listing-page'],
  [NotFoundPage, 'not-found-page'],
  [ProductPage, 'product-page'],
  [ProjectPage, 'project-page'],
  [ProjectsPage, 'projects-page'],
  [ServicePage, 'service-page'],
  [ServicesPage, 'services-page'],
  [TeamPage, 'team-page'],
  [TechniquesPage, 'techniques-page'],
]);

/** Ties a page component to its props at compile time, then erases the type for the table. */
function routeMaker(base: BasePath): RouteMaker {
  return (path, component, props, meta) => {
    const stylesheet = STYLESHEETS.get(component as ComponentType<never>);
    if (!stylesheet) throw new Error(`The page component of ${path} has no stylesheet in the route table's STYLESHEETS`);
    return { path, file: fileForPath(path, base), component: component as ComponentType<object>, stylesheet, props, meta };
  };
}

export const BLOG_PAGE_SIZE = 9;

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

function listingRoutes(site: Site, listing: ListingDefinition): Route[] {
  const { paths } = site;
  const route = routeMaker(paths.base);
  const { title, description } = site.pages[listing.segment];
  const pageCount = Math.max(1, Math.ceil(listing.products.length / listing.pageSize));
  const lists = new Set(listing.products.map((product) => product.list));
  const categories = hasCategorySidebar(listing) ? site.categories.filter((category) => lists.has(category.list)) : [];
  // From the listing's own products, so none is ever outside the filter's reach; a prop, so a
  // price edit re-renders only the listings whose range it changes. Once per listing, not per page:
  // computed inside the page loop it cost a second at 10,000 products (100 pages x 10,000 prices).
  const prices = priceRange(listing.products.map((product) => product.price));
  return Array.from({ length: pageCount }, (_, index) => {
    const page = index + 1;
    return route(
      paths.listing(listing.segment, page),
      ListingPage,
      {
        segment: listing.segment,
        title,
        products: listing.products.slice(index * listing.pageSize, page * listing.pageSize),
        total: listing.products.length,
        page,
        pageCount,
        pageSize: listing.pageSize,
        categories,
        categoryMode: listing.categoryMode,
        techniqueSliders: listing.techniqueSliders,
        lists: listing.lists,
        ...(listing.hrefOf ? { hrefOf: listing.hrefOf } : {}),
        prices,
      },
      { title: page > 1 ? `${title}, page ${page}` : title, description },
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
  for (const [key, group] of byCategory) byCategory.set(key, group.sort(byPopularity).slice(0, 5));
  return (product) => (byCategory.get(`${product.list}:${product.category}`) ?? []).filter((other) => other.name !== product.name).slice(0, 4);
}

function productRoute(route: RouteMaker, path: string, product: Product, related: readonly Product[], listing: { title: string; href: string }): Route {
  return route(path, ProductPage, { product, related, listing }, productMeta(product));
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

/**
 * Every page of the site, built from the Site model alone; the fixed pages' titles and descriptions
 * are the owner's (pages.csv). A build swaps the routes that did not change for the last build's
 * (src/build/reuse-routes.ts).
 */
export function buildRouteTable(site: Site): Route[] {
  const { settings, paths, pages } = site;
  const route = routeMaker(paths.base);
  const relatedProducts = relatedFinder(site);
  const listingTitle = (type: ListingSegment) => ({ title: pages[type].title, href: paths.listing(type) });
  const routes: Route[] = [
    route(
      paths.home,
      HomePage,
      { variant: settings.homeVariant },
      { title: settings.tagline, description: settings.description, image: site.banners[0]?.image },
    ),
    route(paths.homeVariant(2), HomePage, { variant: 'home-2' }, pages['home-2']),
    route(paths.homeVariant(3), HomePage, { variant: 'home-3' }, pages['home-3']),
    route(paths.about, AboutPage, {}, pages.about),
    route(paths.printing, TechniquesPage, { kind: 'printing' }, pages.printing),
    route(paths.embroidery, TechniquesPage, { kind: 'embroidery' }, pages.embroidery),
    route(paths.services, ServicesPage, {}, pages.services),
    ...site.services
      .filter((service) => service.link === undefined)
      .map((service) =>
        route(
          paths.service(service.slug),
          ServicePage,
          { service },
          { title: service.title, description: service.description, image: service.image, imageAlt: `${service.title}, illustrated` },
        ),
      ),
    route(paths.projects, ProjectsPage, {}, pages.projects),
    ...site.projects.map((project) =>
      route(
        paths.project(project.slug),
        ProjectPage,
        { project },
        { title: project.title, description: project.summary, image: project.image, imageAlt: `${project.title}: garments from the order laid out together` },
      ),
    ),
    route(paths.team, TeamPage, {}, pages.team),
    route(paths.signIn, AccountPage, { mode: 'sign-in' }, { ...pages['sign-in'], noindex: true }),
    route(paths.signUp, AccountPage, { mode: 'sign-up' }, { ...pages['sign-up'], noindex: true }),
    route(paths.cart, EnquiryListPage, { kind: 'cart' }, { ...pages.cart, noindex: true }),
    route(paths.wishlist, EnquiryListPage, { kind: 'wishlist' }, { ...pages.wishlist, noindex: true }),
    route(paths.checkout, EnquiryListPage, { kind: 'checkout' }, { ...pages.checkout, noindex: true }),
    ...listings(site).flatMap((listing) => listingRoutes(site, listing)),
    ...site.productsByList[SHOP_LIST].map((product) =>
      productRoute(route, paths.shopProduct(product.slug), product, relatedProducts(product), listingTitle('shop')),
    ),
    ...site.products.map((product) =>
      productRoute(route, paths.product(product.type, product.id), product, relatedProducts(product), listingTitle(product.type)),
    ),
    ...blogRoutes(site),
    route(paths.contact, ContactPage, {}, pages.contact),
    route(paths.privacy, LegalPage, { kind: 'privacy' }, pages.privacy),
    route(paths.terms, LegalPage, { kind: 'terms' }, pages.terms),
    route(paths.notFound, NotFoundPage, {}, { ...pages['not-found'], noindex: true }),
  ];
  return routes;
}

function blogRoutes(site: Site): Route[] {
  const { paths } = site;
  const route = routeMaker(paths.base);
  const posts = site.blogPosts;
  const pageCount = Math.max(1, Math.ceil(posts.length / BLOG_PAGE_SIZE));
  const { title, description } = site.pages.blog;
  return [
    ...Array.from({ length: pageCount }, (_, index) =>
      route(
        paths.blogPage(index + 1),
        BlogIndexPage,
        { posts: posts.slice(index * BLOG_PAGE_SIZE, (index + 1) * BLOG_PAGE_SIZE), page: index + 1, pageCount },
        { title: index === 0 ? title : `${title}, page ${index + 1}`, description },
      ),
    ),
    ...site.blogCategories.map((category) =>
      route(
        paths.blogCategory(category.slug),
        BlogIndexPage,
        { posts: posts.filter((post) => post.category === category.name), page: 1, pageCount: 1, category: { name: category.name, slug: category.slug } },
        { title: `Blog: ${category.name}`, description },
      ),
    ),
    // Posts are newest first, so the older neighbour is the next one in the array.
    ...posts.map((post, index) =>
      route(
        paths.blogPost(post.slug),
        BlogPostPage,
        { post, previous: posts[index + 1], next: posts[index - 1] },
        { title: post.title, description: post.description, image: post.image, ogType: 'article' },
      ),
    ),
  ];
}
