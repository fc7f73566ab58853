/**
 * The product lists of the catalogue, in one place. Each list is one spreadsheet, one listing page,
 * one JSON file of card data and one address segment of its product pages; everything else
 * (schemas, the Site model, the route table, the menus, the listing data, the enquiry list) reads
 * this array instead of naming the lists again. It lives in src/shared/ because the addresses
 * (url-paths.ts) and browser code need the segments too, so it imports nothing.
 *
 * Adding a list (the seed's "casual" list, say) is one entry here plus content, and nothing else:
 * - content/products/{list}.csv, with the columns of every product spreadsheet (the entry's `file`);
 * - a row of content/pages.csv whose `page` is the entry's `segment`: its title is the listing's
 *   heading and its label in the menu, the footer and the about page;
 * - its categories in content/categories.csv, with `list` set to the entry's `list`, unless its
 *   `categoryMode` is 'none'.
 * The order of the array is the order of the lists on all products, in the footer, the about page
 * and the enquiry list; `menuOrder` places it in the header's Products menu.
 * test/integration/fourth-product-list.test.ts builds the sample site with a fourth entry and that
 * content and nothing else; test/unit/product-lists.test.ts checks that every entry has its content
 * in the sample site.
 */
export const PRODUCT_LISTS = [
  {
    list: 'street',
    file: 'products/street.csv',
    segment: 'street-ware',
    categoryMode: 'single',
    techniqueSliders: true,
    pageSize: 100,
    menuOrder: 2,
    reference: 'Street and casual wear products',
  },
  {
    list: 'sports',
    file: 'products/sports.csv',
    segment: 'sports-ware',
    categoryMode: 'multi',
    techniqueSliders: false,
    pageSize: 100,
    menuOrder: 1,
    reference: 'Sports wear products',
  },
  {
    list: 'safety',
    file: 'products/safety.csv',
    segment: 'safety-ware',
    categoryMode: 'none',
    techniqueSliders: false,
    pageSize: 100,
    menuOrder: 3,
    reference: 'Safety wear products',
  },
] as const satisfies readonly ProductListEntry[];

/**
 * How a listing lets the visitor pick categories: one at a time, several at once, or not at all
 * ('none': the sidebar shows the listing's title instead of the category filter).
 */
export type CategoryMode = 'single' | 'multi' | 'none';

export interface ProductListEntry {
  /** The list's name: the `list` column of categories.csv and the name of its card data file. */
  readonly list: string;
  /** The spreadsheet, relative to the content folder. */
  readonly file: string;
  /** The address segment of the listing (/{segment}/) and its products (/product/{segment}/{id}/), and its page key in pages.csv. */
  readonly segment: string;
  readonly categoryMode: CategoryMode;
  /** Whether the listing is followed by the printing and embroidery sliders. */
  readonly techniqueSliders: boolean;
  /** Cards on each static page of the listing. */
  readonly pageSize: number;
  /** Place in the header's Products menu, from 1. */
  readonly menuOrder: number;
  /** What the spreadsheet holds, for the content reference. */
  readonly reference: string;
}

export type ProductListDescriptor = (typeof PRODUCT_LISTS)[number];
export type ProductList = ProductListDescriptor['list'];
export type ProductTypeSegment = ProductListDescriptor['segment'];

/** The list names, in catalogue order. */
export const PRODUCT_LIST_NAMES: readonly ProductList[] = PRODUCT_LISTS.map((entry) => entry.list);

/** The list whose grid /shop/ is (in stock designs); the shop carries that listing's title. */
export const SHOP_LIST = 'safety' satisfies ProductList;

/** The address segment of a list: street → street-ware. */
export function segmentOf(list: ProductList): ProductTypeSegment {
  // Every ProductList is in PRODUCT_LISTS by construction of the type.
  return (PRODUCT_LISTS.find((entry) => entry.list === list) as ProductListDescriptor).segment;
}

/** Whether a list's listing shows the category filter in its sidebar. */
export function hasCategorySidebar(entry: Pick<ProductListEntry, 'categoryMode'>): boolean {
  return entry.categoryMode !== 'none';
}

/** The lists in the order of the header's Products menu. */
export function menuOrder(): readonly ProductListDescriptor[] {
  return [...PRODUCT_LISTS].sort((a, b) => a.menuOrder - b.menuOrder);
}
