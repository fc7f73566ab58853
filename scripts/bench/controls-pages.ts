import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { lineMinimum, STORAGE_KEYS } from '../../src/shared/enquiry-list.ts';
import { lineProductOf } from '../../src/shared/product-copies.ts';
import type { ListingProduct } from '../../src/shared/listing-state.ts';

/** A page the controls benchmark opens, and the mark its main island sets once its controls work. */
export interface ControlsPage {
  readonly template: string;
  readonly path: string;
  /** Matches once the island has wired its controls: it sets data-ready on its root (issue 24). */
  readonly marker: string;
  /** Script run in the page before its own, as a string (see controls-probe.ts for why). */
  readonly setup?: string;
}

const ready = (island: string) => `[data-island="${island}"][data-ready]`;

/**
 * One page of each template whose main controls issue 24 asks to be usable soon after the first
 * paint. The product and the stored enquiry lines are taken from the built site itself, so the
 * table holds for any catalogue; a site without such a product has no product row.
 */
export async function controlsPages(dist: string): Promise<ControlsPage[]> {
  const product = await productWithGallery(dist);
  const pages: (ControlsPage | undefined)[] = [
    { template: 'listing', path: '/all-products/', marker: ready('product-listing') },
    { template: 'listing', path: '/sports-ware/', marker: ready('product-listing') },
    { template: 'blog', path: '/blog/', marker: ready('blog-search') },
    { template: 'contact', path: '/contact/', marker: ready('map-embed') },
    product ? { template: 'product', path: product, marker: ready('product-gallery') } : undefined,
    { template: 'cart', path: '/cart/', marker: ready('enquiry-list-page'), setup: await storedLines(dist, 2) },
  ];
  return pages.filter((page) => page !== undefined && existsSync(path.join(dist, page.path, 'index.html'))) as ControlsPage[];
}

/**
 * The first product page (by list, then by number) that has a gallery: the gallery island wires
 * itself only for two photos or more, so a one-photo product would never show the mark.
 */
async function productWithGallery(dist: string): Promise<string | undefined> {
  const root = path.join(dist, 'product');
  if (!existsSync(root)) return undefined;
  for (const list of (await readdir(root)).sort()) {
    const ids = (await readdir(path.join(root, list))).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
    for (const id of ids) {
      const file = path.join(root, list, id, 'index.html');
      if (existsSync(file) && (await readFile(file, 'utf8')).includes('data-island="product-gallery"')) return `/product/${list}/${id}/`;
    }
  }
  return undefined;
}

/**
 * A script that stores an enquiry list of the first `count` products of the site's card data
 * (assets/data/*.json, what the listing reads), each at its minimum order, in the format the
 * enquiry store reads (src/shared/enquiry-list.ts), before the page's scripts look for it; with
 * the copies of those products that "Add to enquiry" stores next to the list (product-copies.ts),
 * as a visitor who added them has.
 */
async function storedLines(dist: string, count: number): Promise<string> {
  const folder = path.join(dist, 'assets', 'data');
  const cards: ListingProduct[] = [];
  for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json')).sort()) {
    cards.push(...(JSON.parse(await readFile(path.join(folder, file), 'utf8')) as ListingProduct[]));
  }
  if (cards.length < count) throw new Error(`${folder} holds ${cards.length} products; the cart page needs ${count} to store`);
  const cart = {
    lines: cards.slice(0, count).map((card) => ({ name: card.name, qty: lineMinimum(card.minimum), note: '' })),
    visitor: { name: '', phone: '' },
  };
  const copies = Object.fromEntries(
    cards.slice(0, count).map((card) => {
      const { name, ...copy } = lineProductOf(card);
      return [name, copy];
    }),
  );
  const store = (key: string, value: unknown) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(value))});`;
  return `${store(STORAGE_KEYS.cart, cart)}${store(STORAGE_KEYS.products, copies)}`;
}
