import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { slugify } from '../content/site-model.ts';
import { drawBrand } from './draw-brand.ts';

/** The starter content: one product in each list, one post, one page of each kind, every setting. */
export const STARTER_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'starter');

/** Files whose words carry the business name; pictures are copied as they are. */
const TEXT_FILE = /\.(csv|md|json)$/;

/** Where the drawn brand goes in the new folder, as the starter's site.json names it. */
const BRAND_FILES = { logo: 'images/logo.svg', logoLight: 'images/logo-light.svg', favicon: 'images/favicon.svg' } as const;

/** `Acme Kits` → `acme-kits`: the made-up address and e-mail domain until the owner sets the real ones. */
export function addressNameOf(name: string): string {
  return slugify(name) || 'my-business';
}

/**
 * Copies the starter into `dir` (which must not hold anything yet) with the business name written in,
 * and draws the business's own logo and favicon (draw-brand.ts) in the starter's accent colours.
 * The starter's texts say `{{name}}` where the name goes and `{{domain}}` where a web address or
 * e-mail domain does; the domain ends in .example, which the owner replaces with their own.
 */
export async function writeStarter(dir: string, name: string): Promise<{ files: number }> {
  await cp(STARTER_DIR, dir, { recursive: true, errorOnExist: true, force: false });
  const domain = `${addressNameOf(name)}.example`;
  // JSON needs the name escaped; CSV and Markdown take it as it is (the starter quotes those cells).
  const fill = (text: string, file: string) =>
    text.replaceAll('{{name}}', file.endsWith('.json') ? JSON.stringify(name).slice(1, -1) : name).replaceAll('{{domain}}', domain);
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  for (const entry of entries) {
    const file = path.join(entry.parentPath, entry.name);
    if (TEXT_FILE.test(entry.name)) await writeFile(file, fill(await readFile(file, 'utf8'), file));
  }
  const settings = JSON.parse(await readFile(path.join(dir, 'site.json'), 'utf8')) as { accent: { blue: string; green: string } };
  const drawn = await drawBrand(name, settings.accent);
  await Promise.all(Object.entries(BRAND_FILES).map(([key, file]) => writeFile(path.join(dir, file), drawn[key as keyof typeof BRAND_FILES])));
  return { files: entries.length + Object.keys(BRAND_FILES).length };
}
