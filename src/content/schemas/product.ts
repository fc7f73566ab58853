import { defineCsv, type RecordOf } from './collection.ts';
import { articleNo, images, list, number, sizes, slug, text, yesNo } from './cell.ts';
import { PRODUCT_LISTS, type ProductList, type ProductListDescriptor } from '../../shared/product-lists.ts';

export type { ProductList } from '../../shared/product-lists.ts';

const productFields = {
  id: number('Number of the product within its file; it is part of the product page address (/product/sports-ware/3).', {
    integer: true,
    min: 1,
  }),
  name: articleNo('The Article No, e.g. TT-SU-001. Must be unique across the whole catalogue.'),
  title: text('The product name shown on cards and the product page.', { max: 90 }),
  slug: slug('The product’s address name, e.g. sublimated-club-soccer-kit. Unique across the catalogue.'),
  category: text('One of the categories listed for this list in categories.csv.'),
  subCategory: text('Optional sub-category (e.g. Puffer Jacket) whose parent in categories.csv is the category.', {
    optional: true,
  }),
  price: number('Price per piece, in the currency named in site.json (US dollars when it names none).', { min: 0 }),
  prevPrice: number('The previous price per piece, shown struck through; leave empty if none.', { min: 0, optional: true }),
  discount: yesNo('yes to show a discount badge.'),
  rating: number('Average customer rating from 0 to 5.', { min: 0, max: 5 }),
  popularity: number(
    'Popularity score from 0 to 100, used by "sort by popularity", to choose the home page\'s Popular Products (the four highest) and to order a product page\'s related products (the four most popular of its category). Equal scores go by Article No.',
    { min: 0, max: 100, integer: true },
  ),
  featured: yesNo(
    "yes to show the product in the home page's Best Products: up to five marked products, the most popular first (equal popularity: by Article No). With none marked, Best Products shows the five with the highest rating (equal ratings: the more popular, then by Article No). Leave empty, or leave the column out, for no.",
  ),
  quantity: number('Minimum order quantity, in pieces.', { min: 1, integer: true }),
  color: text('Main colour(s) in plain words, e.g. Royal Blue / White.'),
  image: images(
    'Photos of the product, in content/ or public/, separated by semicolons: the first is the main photo on cards and at the top of the product page, e.g. images/products/tt-su-001.jpg; images/products/tt-su-001-back.jpg.',
  ),
  sizes: sizes(
    'The sizes the product is made in, smallest first: a list separated by semicolons (S; M; L; XL; 2XL), or a range of a known scale: adult XXS-5XL (XXL and XXXL are read as 2XL and 3XL), youth YXS-YXL, or numbers such as 28-40 (in steps of 2 when both ends are even). Leave empty if the product has no size run.',
  ),
  fabric: list('The fabric, or several separated by semicolons, e.g. 100% polyester interlock 160 gsm; cotton fleece 320 gsm.'),
  decoration: list(
    'How it can be decorated, separated by semicolons, e.g. Sublimation; Screen Printing; Embroidery. Each must be the title or slug of one of your services, printing types or embroidery types, so every decoration a buyer can choose is one you explain.',
  ),
  personalisation: yesNo('yes when each piece can carry its own name and number (team kits): the product page then offers a roster. Leave empty for no.'),
  description: text('Two paragraphs separated by an empty line: fabric, weight, decoration, sizing, minimum order.'),
};

function productCollection({ file, reference }: ProductListDescriptor) {
  return defineCsv({
    file,
    title: reference,
    fields: productFields,
    checkRow: (product) =>
      product.prevPrice !== undefined && product.prevPrice < product.price
        ? [{ column: 'prevPrice', message: `the previous price (${product.prevPrice}) is below the price (${product.price})` }]
        : [],
  });
}

export type ProductCollection = ReturnType<typeof productCollection>;

/** The key of a list's records in the loaded content: street → streetProducts. */
export type ProductsKey = `${ProductList}Products`;
export function productsKey(list: ProductList): ProductsKey {
  return `${list}Products`;
}

/** One spreadsheet per product list (shared/product-lists.ts), keyed as the loaded content holds them. */
export const productCollections = Object.fromEntries(PRODUCT_LISTS.map((entry) => [productsKey(entry.list), productCollection(entry)])) as Record<
  ProductsKey,
  ProductCollection
>;

export type ProductRecord = RecordOf<typeof productFields>;
