import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileForPath, type BasePath } from '../shared/url-paths.ts';
import type { TemplatePage } from './template-pages.ts';
import { splitAddresses } from '../shared/address-list.ts';

/** The JavaScript one page loads before the visitor does anything: its own files, from dist/. */
export interface PageJavascript {
  readonly template: string;
  readonly path: string;
  /** Files the page runs: its `<script src>` elements and the islands they load once the page has loaded (`data-islands`). */
  readonly scripts: readonly string[];
  /** Files the page fetches ahead for those scripts: `<link rel="modulepreload">` and `<link rel="preload" as="script">` elements, and the chunks in `data-chunks`. */
  readonly preloads: readonly string[];
  /** How many of those files the chrome loads after the load event (data-islands and data-chunks). */
  readonly afterLoad: number;
  /** Bytes of all those files, as written and as each would travel gzip-compressed. */
  readonly raw: number;
  readonly gzip: number;
}

const TAG = /<(script|link)\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * Measures, for each page, the JavaScript it loads at first load: the entry scripts it links, the
 * islands the chrome loads after the load event, and the chunks preloaded for them, read from the
 * built folder. Chunks loaded later by `import()` (on a
 * click, on idle) are not counted: the visitor who never needs them never downloads them. Each file
 * is gzip-compressed on its own (zlib's default level, as static hosts compress), since each travels
 * as its own response; a file named twice counts once.
 */
export async function javascriptPerPage(dist: string, pages: readonly TemplatePage[], base: BasePath = '/'): Promise<PageJavascript[]> {
  const sizes = new Map<string, Promise<{ raw: number; gzip: number }>>();
  const sizeOf = (address: string) => {
    let size = sizes.get(address);
    if (!size) {
      const file = address.replace(/[?#].*$/, '');
      if (!file.startsWith(base)) throw new Error(`The script ${address} is outside the site's base path ${base}`);
      size = readFile(path.join(dist, file.slice(base.length))).then((bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes).length }));
      sizes.set(address, size);
    }
    return size;
  };
  return Promise.all(
    pages.map(async (page) => {
      const html = await readFile(path.join(dist, fileForPath(page.path, base)), 'utf8');
      const scripts: string[] = [];
      const preloads: string[] = [];
      const later: string[] = [];
      for (const [, tag, attributes = ''] of html.matchAll(TAG)) {
        if (tag === 'script') {
          const src = attribute(attributes, 'src');
          if (src !== undefined) scripts.push(src);
          const islands = splitAddresses(attribute(attributes, 'data-islands'));
          const chunks = splitAddresses(attribute(attributes, 'data-chunks'));
          scripts.push(...islands);
          preloads.push(...chunks);
          later.push(...islands, ...chunks);
        } else if (
          attribute(attributes, 'rel') === 'modulepreload' ||
          (attribute(attributes, 'rel') === 'preload' && attribute(attributes, 'as') === 'script')
        ) {
          const href = attribute(attributes, 'href');
          if (href !== undefined) preloads.push(href);
        }
      }
      const files = await Promise.all([...new Set([...scripts, ...preloads])].map(sizeOf));
      return {
        template: page.template,
        path: page.path,
        scripts,
        preloads,
        afterLoad: new Set(later).size,
        raw: files.reduce((sum, file) => sum + file.raw, 0),
        gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      };
    }),
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The measurements as a table for a terminal or a README, one row per template. */
export function formatJavascriptReport(rows: readonly PageJavascript[]): string {
  const lines = rows.map((row) => [
    row.template,
    row.path,
    String(row.scripts.length),
    String(row.preloads.length),
    String(row.afterLoad),
    kilobytes(row.raw),
    kilobytes(row.gzip),
  ]);
  const header = ['template', 'page', 'scripts', 'preloads', 'after load', 'raw', 'gzip'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  // Text left, numbers right, as in any table of figures.
  const format = (line: readonly string[]) =>
    line
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}
