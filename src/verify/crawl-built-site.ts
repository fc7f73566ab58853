import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBuiltPage, type ReferenceKind } from './read-built-page.ts';
import { resolveAddress, type SiteAddress } from './resolve-address.ts';

/** A built page, as far as its title and description go. */
export interface PageSummary {
  /** Its address, under the base path: /shop-site/about/. */
  readonly address: string;
  readonly title: string | undefined;
  readonly description: string | undefined;
  readonly noindex: boolean;
}

/** An address that leads nowhere, once however many pages name it. */
export interface BrokenReference {
  /** No file answers the address; or the file does, but has no element with the #fragment's id. */
  readonly reason: 'missing' | 'no-anchor';
  readonly kind: ReferenceKind;
  /** As the page writes it. */
  readonly url: string;
  readonly element: string;
  readonly text: string;
  /** The resolved path, and for 'no-anchor' the id that was looked for. */
  readonly path: string;
  readonly fragment: string;
  /** The first page (in file order) that names it, and how many pages do. */
  readonly page: string;
  readonly pages: number;
}

export interface CrawlReport {
  readonly pages: readonly PageSummary[];
  readonly files: number;
  readonly broken: readonly BrokenReference[];
}

/**
 * Reads every HTML page of a built folder and follows each address it names to a file of the
 * folder, as a static host would serve it. Addresses to other sites are not followed (no network).
 * A #fragment is checked against the ids of the page (or drawing) it points into, once every page
 * has been read. Problems are grouped by address, so a broken link in the header is one problem,
 * not one per page.
 */
export async function crawlBuiltSite(root: string, site: SiteAddress): Promise<CrawlReport> {
  const files = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  const fileSet = new Set(files);
  const ids = new Map<string, ReadonlySet<string>>();
  const pages: PageSummary[] = [];
  // Each address once, with the number of pages that name it; fragments wait for every page's ids.
  const broken = new Map<string, Counted>();
  const anchors = new Map<string, Counted & { file: string }>();

  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const address = addressOf(file, site);
    const page = readBuiltPage(await readFile(path.join(root, file), 'utf8'));
    ids.set(file, page.ids);
    pages.push({ address, title: page.title, description: page.description, noindex: page.noindex });
    for (const reference of page.references) {
      const resolved = resolveAddress(reference.url, address, site, fileSet);
      if (resolved.outside) continue;
      const found = { ...reference, path: resolved.path, fragment: resolved.fragment, page: address };
      const key = `${reference.kind}\n${reference.url}\n${resolved.path}`;
      if (resolved.file === undefined) count(broken, key, { reason: 'missing', ...found });
      else if (needsAnchor(resolved.file, resolved.fragment)) count(anchors, key, { reason: 'no-anchor', ...found, file: resolved.file });
    }
  }

  for (const [key, { file, ...reference }] of anchors) {
    // A drawing (an icon sprite) is read only when a page points into it.
    if (!ids.has(file)) ids.set(file, readBuiltPage(await readFile(path.join(root, file), 'utf8')).ids);
    if (!ids.get(file)?.has(reference.fragment)) broken.set(`#${key}`, reference);
  }

  return { pages, files: files.length, broken: [...broken.values()].map(({ lastPage: _, ...reference }) => reference) };
}

type Counted = Omit<BrokenReference, 'pages'> & { pages: number; lastPage: string };

/** Adds one page's naming of an address: the first naming is kept, later pages only counted. */
function count<T extends Counted>(found: Map<string, T>, key: string, reference: Omit<T, 'pages' | 'lastPage'>): void {
  const known = found.get(key);
  if (!known) found.set(key, { ...reference, pages: 1, lastPage: reference.page } as T);
  else if (known.lastPage !== reference.page) {
    known.pages += 1;
    known.lastPage = reference.page;
  }
}

/**
 * Whether a #fragment needs an element to land on: not an empty one, nor #top, which HTML scrolls
 * to the top of any page (https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-the-fragment-identifier),
 * and only in the pages and drawings whose ids are known.
 */
function needsAnchor(file: string, fragment: string): boolean {
  return fragment !== '' && fragment.toLowerCase() !== 'top' && /\.(html|svg)$/.test(file);
}

/** The address a static host serves a built file at: about/index.html is /about/, 404.html is /404.html. */
function addressOf(file: string, site: SiteAddress): string {
  if (file === 'index.html') return site.base;
  return `${site.base}${file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file}`;
}
