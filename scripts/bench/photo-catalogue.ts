import { copyFile, cp, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** Photos per product: the first is the main photo, the others its gallery. */
const PHOTOS_PER_PRODUCT = 3;
const LISTS = ['street', 'sports', 'safety'] as const;

/**
 * A content folder whose products show the given photos: the small test fixture (never content/,
 * which is the owner's), with the photos in images/photos/ and as many products as it takes to name
 * them all, three to a product, in the lists in turn. Every photo is named in an `image` cell, since
 * the build prepares only the images the content names.
 */
export async function writePhotoCatalogue(photos: readonly string[], outDir: string, fixture = path.resolve('test', 'fixtures', 'minimal')): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await cp(fixture, outDir, { recursive: true });
  await mkdir(path.join(outDir, 'images', 'photos'), { recursive: true });
  const names = await Promise.all(
    photos.map(async (photo) => {
      const name = `images/photos/${path.basename(photo)}`;
      // A hard link costs nothing and the build only reads it; a copy where links cannot go.
      await link(photo, path.join(outDir, name)).catch(() => copyFile(photo, path.join(outDir, name)));
      return name;
    }),
  );
  const products: string[][] = [];
  for (let start = 0; start < names.length; start += PHOTOS_PER_PRODUCT) products.push(names.slice(start, start + PHOTOS_PER_PRODUCT));

  for (const [listIndex, list] of LISTS.entries()) {
    const mine = products.filter((_, index) => index % LISTS.length === listIndex);
    // A list with no photo left keeps the fixture's products and their drawing.
    if (mine.length === 0) continue;
    const file = path.join(outDir, 'products', `${list}.csv`);
    const [header, ...rows] = parse(await readFile(file, 'utf8')) as string[][];
    if (!header || rows.length === 0) throw new Error(`${file} has no products to copy`);
    const column = (name: string) => header.indexOf(name);
    const out = mine.map((images, index) => {
      const source = rows[index % rows.length]!;
      const row = [...source];
      // The fixture's Article Nos differ per list (TT-TS, TT-SU, TT-SF), so numbering within a list keeps them unique.
      row[column('id')] = String(index + 1);
      row[column('name')] = `${source[column('name')]!.replace(/\d+$/, '')}${String(index + 1).padStart(3, '0')}`;
      row[column('slug')] = `${source[column('slug')]}-${index + 1}`;
      row[column('image')] = images.join('; ');
      return row;
    });
    await writeFile(file, stringify([header, ...out]));
  }
}
