import { appendFile, cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';

/**
 * The claim of src/shared/product-lists.ts: a fourth product list is one entry in PRODUCT_LISTS plus
 * content (its spreadsheet, its row of pages.csv, its categories). The entry is added here for this
 * file only, to the descriptor's own array, before any module that reads it is loaded; nothing else
 * of the source is touched, so a place that still names the three lists by hand fails below.
 */
vi.mock('../../src/shared/product-lists.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/shared/product-lists.ts')>();
  const casual = {
    list: 'casual',
    file: 'products/casual.csv',
    segment: 'casual-ware',
    categoryMode: 'multi',
    techniqueSliders: false,
    pageSize: 100,
    menuOrder: 4,
    reference: 'Casual wear products',
  };
  // The same array the module's lookups (segmentOf, menuOrder …) read.
  (original.PRODUCT_LISTS as unknown as (typeof casual)[]).push(casual);
  return { ...original, PRODUCT_LIST_NAMES: original.PRODUCT_LISTS.map((entry) => entry.list) };
});

afterAll(removeTemporaryFolders);

/** The sample content plus a casual list: three products made from the first street wear rows, under new Article Nos and slugs. */
async function contentWithCasualList(): Promise<string> {
  const { parse } = await import('csv-parse/sync');
  const { stringify } = await import('csv-stringify/sync');
  const dir = await tempDir('site-casual-');
  await cp(SITE_FIXTURE, dir, { recursive: true });
  const [header, ...rows] = parse(await readFile(path.join(dir, 'products', 'street.csv'), 'utf8')) as string[][];
  const column = (name: string) => header!.indexOf(name);
  const casual = rows.slice(0, 3).map((row, index) => {
    const copy = [...row];
    copy[column('id')] = String(index + 1);
    copy[column('name')] = `TT-CA-00${index + 1}`;
    copy[column('title')] = `Casual ${row[column('title')]}`;
    copy[column('slug')] = `casual-${row[column('slug')]}`;
    copy[column('category')] = 'Weekend Wear';
    copy[column('subCategory')] = '';
    return copy;
  });
  await writeFile(path.join(dir, 'products', 'casual.csv'), stringify([header!, ...casual]));
  await appendFile(path.join(dir, 'pages.csv'), 'casual-ware,,,Casual Wear,"Relaxed everyday garments, made to order.",\n');
  await appendFile(path.join(dir, 'categories.csv'), 'casual,Weekend Wear,,"Relaxed cuts for days off."\n');
  return dir;
}

describe('a fourth product list', () => {
  let built: BuiltSite;

  it('builds from one descriptor entry plus content', async () => {
    built = await buildInto(await contentWithCasualList(), { search: false });
    expect(built.result.site.productsByList['casual' as never]).toHaveLength(3);
  }, 120_000);

  it('gets its listing, product pages, card data and place in all products', async () => {
    const listing = await built.read('casual-ware/index.html');
    expect(listing).toContain('<title>Casual Wear | ');
    expect(listing).toContain('data-category="weekend-wear"');
    expect(await built.read('product/casual-ware/1/index.html')).toContain('TT-CA-001');
    expect(await built.read('all-products/index.html')).toContain('TT-CA-003');
    expect((await readdir(path.join(built.out, 'assets', 'data'))).some((file) => /^casual\.[\w-]+\.json$/.test(file))).toBe(true);
  });

  it('is linked, under its title from pages.csv, from the menu, the footer, the about page and the enquiry list', async () => {
    const link = '<a href="/casual-ware/">Casual Wear</a>';
    const about = await built.read('about/index.html');
    const nav = about.slice(about.indexOf('<nav id="site-nav"'), about.indexOf('</nav>', about.indexOf('<nav id="site-nav"')));
    expect(nav).toContain(link);
    expect(about.slice(about.indexOf('<footer'))).toContain(link);
    expect(about.slice(about.indexOf('about-pills'))).toContain(link);
    const cart = await built.read('cart/index.html');
    expect(cart).toMatch(/Browse the catalogue:.*<a href="\/safety-ware\/">Safety Wear<\/a>, <a href="\/casual-ware\/">Casual Wear<\/a>\./);
    expect(cart).toMatch(/&quot;\/assets\/data\/casual\.[\w-]+\.json&quot;/);
  });
});
