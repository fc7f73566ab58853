import { readdirSync } from 'node:fs';
import path from 'node:path';
import { bundleAsync } from 'lightningcss';
import type { SiteSettings } from '../../content/schemas/site-settings.ts';
import { CSS_TARGETS } from './css-targets.ts';

/** Every stylesheet a page can use, built once per build (and cached between builds by its sources). */
export interface StylesheetCatalogue {
  /**
   * The design tokens and base rules (templates/styles/site.css and what it imports), which every
   * page has first in its head: with the owner's accent colours and the fallback font faces.
   */
  readonly base: string;
  /** Each component's and island's own stylesheet, minified, by its place in the project. */
  readonly sheets: ReadonlyMap<string, string>;
}

/** The folders whose .css files are components' and islands' stylesheets (templates/styles is the base). */
export const STYLESHEET_FOLDERS = ['templates', path.join('src', 'client', 'islands')] as const;
const BASE = path.join('templates', 'styles');

/** Reads and minifies the base and every component's and island's stylesheet under `root` (the project). */
export async function buildStylesheetCatalogue(root: string, settings: SiteSettings, fontFaces: string): Promise<StylesheetCatalogue> {
  const ids = STYLESHEET_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith(`${BASE}${path.sep}`)),
  );
  const entry = path.join(root, BASE, 'site.css');
  const [base, ...sheets] = await Promise.all([
    // Appended, not prepended: @import rules must stay first in the file.
    minify(entry, (text) => `${text}\n${fontFaces}\n${accentProperties(settings)}`),
    ...ids.map((id) => minify(path.join(root, id))),
  ]);
  return { base: base ?? '', sheets: new Map(ids.map((id, index) => [id.split(path.sep).join('/'), sheets[index] ?? ''])) };
}

/** One stylesheet with what it @imports (toastify's own CSS, for the toasts), minified for the browsers our visitors use. */
async function minify(file: string, edit: (text: string) => string = (text) => text): Promise<string> {
  const { code } = await bundleAsync({
    filename: file,
    minify: true,
    targets: CSS_TARGETS,
    resolver: {
      read: async (name: string) => {
        const { readFile } = await import('node:fs/promises');
        const text = await readFile(name, 'utf8');
        return name === file ? edit(text) : text;
      },
    },
  });
  return Buffer.from(code).toString('utf8');
}

function accentProperties(settings: SiteSettings): string {
  const { green, blue, gold } = settings.accent;
  return `:root{--accent-green:${green};--accent-blue:${blue};--accent-gold:${gold}}`;
}
