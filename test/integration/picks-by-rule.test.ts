import { cp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInto, type BuiltSite } from '../helpers/built-site.ts';
import { testSiteBuild } from '../helpers/test-site-build.ts';
import { editFile, removeColumn, removeTemporaryFolders, SITE_FIXTURE, tempDir } from '../helpers/fixture-site.ts';

afterAll(removeTemporaryFolders);

/**
 * Issue 21, point 4: what the home and About pages pick from a list (Best Products, Popular
 * Products, the collections slider, the services strip, the gallery, the team teaser, a product's
 * related products) is chosen by columns the owner fills in and by documented rules, never by
 * where a row sits in its spreadsheet.
 */
const PRODUCT_FILES = ['products/street.csv', 'products/sports.csv', 'products/safety.csv'];
const PAGES = ['index.html', 'home-2/index.html', 'home-3/index.html', 'about/index.html'];

/** The markup of the <section> labelled by the heading with this id; empty if the page has none. */
function section(html: string, labelledBy: string): string {
  const start = html.indexOf(`aria-labelledby="${labelledBy}"`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
}

const all = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]!);
const codes = (html: string) => all(html, /class="product-card__code">Article No: ([^<]+)</g);

/** What each picking section of a page shows, in the order shown. */
function picks(html: string) {
  return {
    best: codes(section(html, 'home-best')),
    popular: codes(section(html, 'home-popular')),
    collections: all(section(html, 'home-collections'), /class="collection-card__title">([^<]+)</g),
    services: all(section(html, 'home-services'), /<h3>([^<]+)<\/h3>/g),
    gallery: all(section(html, 'home-gallery'), /alt="([^"]+)"/g),
    instagram: all(section(html, 'home-instagram'), /alt="([^"]+)"/g),
    team: all(section(html, 'about-team-title'), /class="team-card__name"><a [^>]*>([^<]+)</g),
  };
}

async function pagePicks(built: BuiltSite) {
  return Object.fromEntries(await Promise.all(PAGES.map(async (page) => [page, picks(await built.read(page))] as const)));
}

/** The related products of every product page, by page. */
async function relatedProducts(built: BuiltSite): Promise<Record<string, string[]>> {
  const pages = (await built.files()).filter((file) => /^product\/.+\/index\.html$/.test(file)).sort();
  expect(pages.length).toBeGreaterThan(50);
  return Object.fromEntries(await Promise.all(pages.map(async (page) => [page, codes(section(await built.read(page), 'related-products'))] as const)));
}

/** Turns a spreadsheet upside down: same header, rows last to first. */
async function reverseRows(dir: string, file: string): Promise<void> {
  const [header, ...rows] = parse(await readFile(path.join(dir, file), 'utf8')) as string[][];
  await writeFile(path.join(dir, file), stringify([header!, ...rows.reverse()]));
}

/** Sets the `featured` cell of the product with this Article No. */
async function setFeatured(dir: string, file: string, articleNo: string, value: 'yes' | 'no'): Promise<void> {
  const rows = parse(await readFile(path.join(dir, file), 'utf8')) as string[][];
  const [name, featured] = ['name', 'featured'].map((column) => rows[0]!.indexOf(column));
  const row = rows.find((cells) => cells[name!] === articleNo);
  if (!row) throw new Error(`no ${articleNo} in ${file}`);
  row[featured!] = value;
  await writeFile(path.join(dir, file), stringify(rows));
}

/** Renames the service files so that the folder lists them the other way round. */
async function reverseFiles(dir: string, folder: string): Promise<void> {
  const files = (await readdir(path.join(dir, folder))).sort();
  await Promise.all(
    files.map((file, index) => rename(path.join(dir, folder, file), path.join(dir, folder, `${String(files.length - index).padStart(2, '0')}-${file}`))),
  );
}

async function fixtureCopy(prefix: string): Promise<string> {
  const dir = await tempDir(prefix);
  await cp(SITE_FIXTURE, dir, { recursive: true });
  return dir;
}

describe('picks by rule, not by row order', () => {
  let sample: BuiltSite;
  beforeAll(async () => {
    sample = await testSiteBuild({ search: false });
  }, 120_000);

  it('the sample shows its featured products, featured services and numbered rows, as documented', async () => {
    const home = picks(await sample.read('index.html'));
    // Featured in the sample: most popular first (83, 81, 62, 59, 58).
    expect(home.best).toEqual(['TT-BB-002', 'TT-TS-001', 'TT-SF-003', 'TT-JK-005', 'TT-SU-005']);
    expect(home.popular).toEqual(['TT-TE-001', 'TT-HO-001', 'TT-SF-001', 'TT-SU-001']);
    expect(home.services).toEqual(['Street Wear', 'Sports Wear', 'Safety Wear']);
    expect(home.collections).toEqual([
      'Heavyweight Hoodies',
      'Varsity &amp; Bomber Jackets',
      'Soccer Kits',
      'Basketball &amp; Volleyball',
      'Hi-Vis Vests &amp; Jackets',
      'Coveralls &amp; Rain Suits',
    ]);
    expect(home.gallery).toHaveLength(5);
    expect(home.gallery[0]).toMatch(/^Cutter laying out navy fleece panels/);
    expect(home.instagram).toHaveLength(6);
    expect(picks(await sample.read('about/index.html')).team).toEqual(['Muhammad Arif', 'Ayesha Malik', 'Bilal Ahmed']);
    // A product page's related products: the most popular others of its category.
    expect(codes(section(await sample.read('product/sports-ware/1/index.html'), 'related-products'))).toEqual([
      'TT-SU-004',
      'TT-SU-002',
      'TT-SU-005',
      'TT-SU-003',
    ]);
  });

  it('every spreadsheet and the services folder turned upside down change no pick on the home pages, the About page or a product page', async () => {
    const dir = await fixtureCopy('site-reversed-');
    for (const file of [...PRODUCT_FILES, 'collections.csv', 'gallery.csv', 'team.csv']) await reverseRows(dir, file);
    await reverseFiles(dir, 'services');
    const reversed = await buildInto(dir, { search: false });
    expect(reversed.result.site.products[0]?.name, 'the rows really moved').not.toBe(sample.result.site.products[0]?.name);
    expect(await pagePicks(reversed)).toEqual(await pagePicks(sample));
    expect(await relatedProducts(reversed)).toEqual(await relatedProducts(sample));
  }, 120_000);

  it('the featured column decides what Best Products and the services strip show', async () => {
    const dir = await fixtureCopy('site-featured-');
    await setFeatured(dir, 'products/sports.csv', 'TT-BB-002', 'no');
    await setFeatured(dir, 'products/sports.csv', 'TT-VB-004', 'yes');
    await setFeatured(dir, 'products/street.csv', 'TT-TK-003', 'yes');
    await editFile(dir, 'services/street-wear.md', (text) => text.replace('featured: yes\n', ''));
    await editFile(dir, 'services/embroidery.md', (text) => text.replace(/^order: 2$/m, 'order: 2\nfeatured: yes'));
    const built = await buildInto(dir, { search: false });
    const home = picks(await built.read('index.html'));
    // At most five, the most popular first: of the six marked, TT-VB-004 (28) is left out.
    expect(home.best).toEqual(['TT-TS-001', 'TT-SF-003', 'TT-JK-005', 'TT-SU-005', 'TT-TK-003']);
    // The featured services, in their order (embroidery is 2, sports 8, safety 9).
    expect(home.services).toEqual(['Embroidery', 'Sports Wear', 'Safety Wear']);
    await setFeatured(dir, 'products/safety.csv', 'TT-SF-001', 'yes');
    expect(picks(await (await buildInto(dir, { search: false })).read('index.html')).best).toEqual([
      'TT-SF-001',
      'TT-TS-001',
      'TT-SF-003',
      'TT-JK-005',
      'TT-SU-005',
    ]);
  }, 120_000);

  it('a site whose sheets predate the columns still builds, and picks by the documented fallbacks', async () => {
    const dir = await fixtureCopy('site-no-pick-columns-');
    for (const file of PRODUCT_FILES) await removeColumn(dir, file, 'featured');
    for (const file of ['collections.csv', 'gallery.csv', 'team.csv']) await removeColumn(dir, file, 'order');
    for (const service of ['street-wear', 'sports-wear', 'safety-wear'])
      await editFile(dir, `services/${service}.md`, (text) => text.replace('featured: yes\n', ''));
    const built = await buildInto(dir, { search: false });
    const home = picks(await built.read('index.html'));
    // The five best rated: 4.9 (TT-SU-005 58, TT-JK-005 59, TT-BS-004 46), then 4.8 by popularity (TT-HO-001 91, TT-SU-001 87).
    expect(home.best).toEqual(['TT-JK-005', 'TT-SU-005', 'TT-BS-004', 'TT-HO-001', 'TT-SU-001']);
    // The three services numbered last, as before the column existed.
    expect(home.services).toEqual(['Street Wear', 'Sports Wear', 'Safety Wear']);
    // Without numbers: by title, by image path and by name.
    expect(home.collections).toEqual([
      'Basketball &amp; Volleyball',
      'Coveralls &amp; Rain Suits',
      'Heavyweight Hoodies',
      'Hi-Vis Vests &amp; Jackets',
      'Soccer Kits',
      'Varsity &amp; Bomber Jackets',
    ]);
    expect(home.gallery[0]).toMatch(/^Cutter laying out navy fleece panels/);
    expect(picks(await built.read('about/index.html')).team).toEqual(['Ayesha Malik', 'Bilal Ahmed', 'Kamran Butt']);
  }, 120_000);
});
