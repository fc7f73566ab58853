import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { unixSha256 } from '../new-site/sample-fingerprint.ts';
import { STARTER_DIR } from '../new-site/write-starter.ts';
import { PRODUCT_LIST_NAMES } from '../shared/product-lists.ts';
import { productsKey } from './schemas/product.ts';

/**
 * The sample business, as content/ ships it. Written out here, not read from content/: that folder
 * is the owner's, and once it holds their own site the sample is what it must no longer hold.
 */
export const SAMPLE_BUSINESS = {
  name: 'Thread & Tailor',
  phone: '923001234567',
  email: 'orders@threadandtailor.example',
  address: 'Plot 14, Small Industrial Estate, Sialkot 51310, Punjab, Pakistan',
  mapsQuery: 'Small Industrial Estate, Sialkot, Pakistan',
  /** Every social link of the sample names it so (threadandtailor.example, threadandtailor-example). */
  socialMark: /threadandtailor[.-]example/i,
  /** The SHA-256 of the sample's logo, light logo and favicon (line endings as Unix writes them). */
  brandFiles: new Map([
    ['0bd379f7ee744cab663c144b535505ea131d7ecd3eb3e79f0a3cdc7ae0ceb8bd', 'logo'],
    ['db1c3d22f5be6d9b9d5d130b552624a1d082c5039b58d1ec0fcd4cc30d4566f9', 'light logo'],
    ['039d96bb64e5e3f94e263f0af278efafc818573cf472298d5f35b0aba9ac582a', 'favicon'],
  ]),
} as const;

/**
 * Names no one can own (RFC 2606 and RFC 6761): the sample's and the starter's addresses end in
 * .example, so they can never reach anyone, and must be replaced before a site goes live.
 */
export const MADE_UP_HOST = /(?:^|\.)(?:example|test|invalid|localhost)$/i;

/** The lists whose starter rows claim something about the business (its products, people, customers, work). */
export const EXAMPLE_LISTS = [
  ...PRODUCT_LIST_NAMES.map((list) => ({ key: productsKey(list), file: `products/${list}.csv`, column: 'name', one: 'product', many: 'products' })),
  { key: 'team', file: 'team.csv', column: 'slug', one: 'team member', many: 'team members' },
  { key: 'testimonials', file: 'testimonials.csv', column: 'name', one: 'testimonial', many: 'testimonials' },
  { key: 'projects', file: 'projects.csv', column: 'slug', one: 'project', many: 'projects' },
  { key: 'partners', file: 'partners.csv', column: 'name', one: 'partner', many: 'partners' },
] as const;

export interface StarterExamples {
  /** The starter's made-up contact details, which `new-site` writes for the owner to replace. */
  readonly phone: string;
  readonly address: string;
  readonly mapsQuery: string;
  /** The hash of its placeholder picture (images/sample.svg), and the file's size, to hash only pictures of that size. */
  readonly placeholder: { readonly hash: string; readonly size: number };
  /** Each example list's keys (Article Nos, slugs, names), by its content key. */
  readonly rows: ReadonlyMap<string, ReadonlySet<string>>;
  /** The slugs of its example blog posts. */
  readonly posts: ReadonlySet<string>;
}

let starter: Promise<StarterExamples> | undefined;

/** What `new-site` writes that is an example, read from the starter once per process. */
export function starterExamples(): Promise<StarterExamples> {
  starter ??= readStarterExamples();
  return starter;
}

async function readStarterExamples(): Promise<StarterExamples> {
  const settings = JSON.parse(await readFile(path.join(STARTER_DIR, 'site.json'), 'utf8')) as Record<string, string>;
  const placeholderFile = path.join(STARTER_DIR, 'images', 'sample.svg');
  const placeholder = await readFile(placeholderFile);
  const rows = new Map<string, ReadonlySet<string>>();
  for (const list of EXAMPLE_LISTS) {
    // A product list added to the engine later may have no starter file: it then has no examples.
    const text = await readFile(path.join(STARTER_DIR, list.file), 'utf8').catch(() => '');
    const records = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    rows.set(list.key, new Set(records.map((record) => record[list.column] ?? '')));
  }
  const post = await readFile(path.join(STARTER_DIR, 'blog', 'sport-wears-enhance-performance-style.md'), 'utf8');
  return {
    phone: digitsOf(settings.phone ?? ''),
    address: settings.address ?? '',
    mapsQuery: settings.mapsQuery ?? '',
    placeholder: { hash: await unixSha256(placeholderFile), size: placeholder.length },
    rows,
    posts: new Set([/^slug:\s*(\S+)/m.exec(post)?.[1] ?? '']),
  };
}

export function digitsOf(phone: string): string {
  return phone.replace(/\D/g, '');
}
