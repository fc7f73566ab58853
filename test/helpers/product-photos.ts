import path from 'node:path';
import sharp from 'sharp';
import { setCell } from './fixture-site.ts';

/** The three photos' colours, so a test can tell which one the browser shows. */
export const PHOTO_COLOURS = ['#1f3a6b', '#2f7d4f', '#b0762a'] as const;

/**
 * Three distinct 1200 × 900 JPEG "product photos", made at test time: a garment of a different
 * colour on a warm studio background in each, the third a close-up of striped fabric. Written into
 * the fixture's images/ folder; returns their paths as the content names them.
 */
export async function makeProductPhotos(contentDir: string, stem = 'gallery'): Promise<string[]> {
  const shirt = 'M430 170 L520 130 Q600 190 680 130 L770 170 L900 290 L820 380 L760 330 L760 780 L440 780 L440 330 L380 380 L300 290 Z';
  const photos = [
    `<rect width="1200" height="900" fill="#efe9df"/><ellipse cx="600" cy="810" rx="260" ry="26" fill="#d9d0c2"/><path d="${shirt}" fill="${PHOTO_COLOURS[0]}"/>`,
    `<rect width="1200" height="900" fill="#e6ebe4"/><ellipse cx="600" cy="810" rx="260" ry="26" fill="#ccd5c9"/><path d="${shirt}" fill="${PHOTO_COLOURS[1]}" transform="rotate(-8 600 450)"/>`,
    `<rect width="1200" height="900" fill="${PHOTO_COLOURS[2]}"/>${Array.from({ length: 20 }, (_, index) => `<rect x="${index * 64}" y="0" width="22" height="900" fill="#f4e7cf" opacity="0.55"/>`).join('')}`,
  ];
  const files: string[] = [];
  for (const [index, body] of photos.entries()) {
    const file = `images/${stem}-${index + 1}.jpg`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">${body}</svg>`;
    await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(path.join(contentDir, file));
    files.push(file);
  }
  return files;
}

/** Gives one product (by its spreadsheet row) the three photos, separated by "; " as the owner writes them. */
export async function giveProductPhotos(contentDir: string, sheet: string, row: number): Promise<string[]> {
  const files = await makeProductPhotos(contentDir);
  await setCell(contentDir, sheet, row, 'image', files.join('; '));
  return files;
}
