import { emptyValue } from '../../errors/field-messages.ts';
import { defineCsv, type RecordOf } from './collection.ts';
import { slug, text } from './cell.ts';
import { PRODUCT_LISTS, SHOP_LIST, segmentOf } from '../../shared/product-lists.ts';

/**
 * The pages whose title and description the owner writes in pages.csv, one row each. The key is
 * structure (the route table asks for it); the words are content. The home page takes its title
 * and description from site.json (tagline, description), and pages made from a record (a product,
 * a post, a project, a service) from that record.
 */
export const PAGE_KEYS = [
  'home-2',
  'home-3',
  'about',
  'printing',
  'embroidery',
  'services',
  'projects',
  'team',
  'sign-in',
  'sign-up',
  'cart',
  'wishlist',
  'checkout',
  'all-products',
  // One listing per product list (shared/product-lists.ts), keyed by its address segment.
  ...PRODUCT_LISTS.map((entry) => entry.segment),
  'shop',
  'blog',
  'contact',
  'privacy',
  'terms',
  'not-found',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/**
 * /shop/ is the grid of SHOP_LIST (safety wear, in stock designs; see shared/product-lists.ts), so
 * it carries that listing's title (safety-ware) in its title, heading and breadcrumb, and so do the product pages that lead back to it: one name, so the
 * two can never drift apart.
 */
export const SHOP_PAGE = 'shop';
export const SHOP_TITLE_FROM = segmentOf(SHOP_LIST);

export const pageCollection = defineCsv({
  file: 'pages.csv',
  title:
    'Titles and descriptions of the fixed pages, for the browser tab (followed by the business name), search results and link previews. The home page takes its own from `tagline` and `description` in site.json; product, post, project and service pages from their own rows',
  fields: {
    page: slug(`Which page the row is for, one row each: ${PAGE_KEYS.map((key) => `\`${key}\``).join(', ')}.`),
    title: text(`The page title, e.g. About Us; required on every row but \`${SHOP_PAGE}\`. Leave it empty there: the shop is the safety wear grid and carries the title of \`${SHOP_TITLE_FROM}\`.`, { optional: true, max: 70 }),
    description: text('One or two sentences for search results and link previews. Empty: the site description of site.json.', { optional: true, max: 200 }),
  },
  checkRow: (row) => {
    if (row.page === SHOP_PAGE && row.title !== undefined) {
      return [{ column: 'title', message: `leave the title of the shop empty: it carries the title of ${SHOP_TITLE_FROM}, so the two cannot differ` }];
    }
    return row.page !== SHOP_PAGE && row.title === undefined ? [{ column: 'title', message: emptyValue('column') }] : [];
  },
});

export type PageRecord = RecordOf<typeof pageCollection.fields>;
