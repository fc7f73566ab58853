import type { ImageVariants } from '../assets/image-variants.ts';
import { contentHash } from '../assets/content-hash.ts';
import type { Product, Site } from '../content/site-model.ts';
import type { ProductList } from '../content/schemas/product.ts';
import type { OutputSink } from '../output/output-sink.ts';
import { PRODUCT_LIST_NAMES, SHOP_LIST } from '../shared/product-lists.ts';
import { createDigester } from '../incremental/digest.ts';
import { BuildMemo } from '../incremental/build-memo.ts';
import { toListingProduct } from './to-listing-product.ts';

/** The card data file of one list as this process last made it, with the fingerprint of its inputs. */
export type MadeListingFile = { readonly inputs: string; readonly json: string; readonly file: string };

export type ListingDataUrls = ReadonlyMap<ProductList | 'shop', string>;

/** One list's card data file as a build made it, for the build state. */
export interface ListingFile {
  /** Its address, as the pages name it. */
  readonly url: string;
  /** Relative to the site's root. */
  readonly file: string;
  /** The fingerprint of what it was made from. */
  readonly inputs: string;
}

/**
 * Writes one JSON file per product list (and one for the shop, whose cards link to /shop/{slug}).
 * The listing island downloads them only when the visitor first sorts, filters or pages, so a
 * visitor who only looks at the first page pays nothing for them. `lastMade` holds the last file
 * made for each list in this process, with the fingerprint of what it was made from
 * (BuildCache.listingFiles).
 */
export async function writeListingData(
  site: Site,
  images: ImageVariants,
  sink: OutputSink,
  previous?: ReadonlyMap<string, ListingFile>,
  lastMade = new BuildMemo<string, MadeListingFile>(),
): Promise<Map<ProductList | 'shop', ListingFile>> {
  const { paths } = site;
  const digestOf = createDigester();
  const files = new Map<ProductList | 'shop', ListingFile>();
  const sets: [ProductList | 'shop', readonly Product[], (product: Product) => string][] = [
    ...PRODUCT_LIST_NAMES.map((list): [ProductList, readonly Product[], (product: Product) => string] => [
      list,
      site.productsByList[list],
      (product) => paths.product(product.type, product.id),
    ]),
    ['shop', site.productsByList[SHOP_LIST], (product) => paths.shopProduct(product.slug)],
  ];
  await Promise.all(
    sets.map(async ([key, products, hrefOf]) => {
      // A rebuild after an edit to one list makes that list's file only (at 10,000 products, each
      // file is megabytes of JSON).
      const inputs = `${key}\n${paths.base}\n${digestOf(products)}\n${digestOf(products.map((product) => images.get(product.image)))}`;
      let made = lastMade.get(key);
      // A new process (site build) keeps the previous build's file when its inputs are the same.
      const kept = previous?.get(key);
      if (made?.inputs !== inputs && kept?.inputs === inputs && sink.keep(kept.file)) {
        files.set(key, { ...kept, url: paths.asset(kept.file) });
        return;
      }
      if (made?.inputs !== inputs) {
        const json = JSON.stringify(products.map((product) => toListingProduct(product, images, paths, hrefOf(product))));
        made = { inputs, json, file: `assets/data/${key}.${contentHash(json)}.json` };
        lastMade.set(key, made);
      }
      await sink.write(made.file, made.json);
      files.set(key, { url: paths.asset(made.file), file: made.file, inputs });
    }),
  );
  return files;
}
