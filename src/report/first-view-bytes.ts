import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { endOfFirstScreen } from '../render/first-screen.ts';
import { fileForPath, type BasePath } from '../shared/url-paths.ts';
import { headersFor, parseHeadersFile } from '../serve/headers-file.ts';

/** What one page makes a visitor download before its first view can paint. */
export interface FirstViewBytes {
  readonly path: string;
  /** The whole HTML, gzip-compressed as a static host sends it. */
  readonly htmlGzip: number;
  /**
   * The HTML up to the end of the first view, compressed: the head (with the page's CSS) and the
   * body up to the end of the first element of <main> (the banner of the home page, the title band
   * of the other pages). A browser paints that part as soon as it has it.
   */
  readonly firstViewGzip: number;
  /** Stylesheets the head links, which the first paint would wait for too (each compressed on its own). */
  readonly blockingCssGzip: number;
  /** firstViewGzip + blockingCssGzip: the bytes before the first paint. */
  readonly beforePaint: number;
  /**
   * The response's headers: the site's own for this page (`_headers`, its Content-Security-Policy
   * above all) and those every server sends. They travel in the same first window as the HTML.
   */
  readonly headerBytes: number;
}

/** One TCP round trip carries about 14 KB (ten segments of the initial congestion window). */
export const ONE_ROUND_TRIP = 14 * 1024;

/** What a static host sends besides the site's own headers: the status line, type, encoding, length, date, validators. */
const SERVER_HEADER_BYTES = 250;

/**
 * The largest whole response (headers and gzip HTML) Lighthouse's simulated slow phone receives in
 * one round trip, by this report's count. TCP's first window is ten segments of 1,460 bytes
 * (14,600), less what the simulation counts besides: responses of 14,544 and 14,587 bytes took a
 * round trip more; ones of 14,490 and 14,469 (the shortest blog post, 14,502 and 14,481 by the
 * report's count), 14,260 and 13,906 did not (measurements.md, 2026-12-03). The line lies between
 * 14,502 and 14,544; this is about halfway.
 */
export const WHOLE_RESPONSE_IN_ONE_TRIP = 14_520;

/**
 * Whether the whole response (headers and gzip HTML) is more than one round trip: Lighthouse's
 * simulated slow phone paints nothing of the page before all of it has arrived, so it paints a
 * round trip later (docs/dev/first-view.md, "The whole page in one round trip").
 */
export function wholePageOverOneTrip(row: Pick<FirstViewBytes, 'htmlGzip' | 'headerBytes'>): boolean {
  return row.htmlGzip + row.headerBytes > WHOLE_RESPONSE_IN_ONE_TRIP;
}

/**
 * Measures each page's bytes before its first paint, from the built folder. The HTML counts up to
 * the end of the first view because a browser parses and paints HTML as it arrives; everything the
 * head makes it wait for (a stylesheet <link>) counts whole.
 */
export async function firstViewBytes(dist: string, paths: readonly string[], base: BasePath = '/'): Promise<FirstViewBytes[]> {
  const rules = await readFile(path.join(dist, '_headers'), 'utf8').then(parseHeadersFile, () => []);
  const headerBytes = (address: string) =>
    SERVER_HEADER_BYTES + [...headersFor(rules, address)].reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
  const cssSizes = new Map<string, Promise<number>>();
  const cssSize = (href: string) => {
    let size = cssSizes.get(href);
    if (!size) {
      size = readFile(path.join(dist, href.slice(base.length))).then((bytes) => gzipSync(bytes).length);
      cssSizes.set(href, size);
    }
    return size;
  };
  return Promise.all(
    paths.map(async (address) => {
      const html = await readFile(path.join(dist, fileForPath(address, base)), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const links = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((match) => match[1] ?? '');
      const blockingCssGzip = (await Promise.all(links.map(cssSize))).reduce((sum, size) => sum + size, 0);
      const firstViewGzip = gzipSync(html.slice(0, endOfFirstScreen(html))).length;
      return {
        path: address,
        htmlGzip: gzipSync(html).length,
        firstViewGzip,
        blockingCssGzip,
        beforePaint: firstViewGzip + blockingCssGzip,
        headerBytes: headerBytes(address),
      };
    }),
  );
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The measurements as a table, one row per page. A page whose whole response (its headers and HTML)
 * takes more than one round trip is marked in its HTML column (wholePageOverOneTrip).
 */
export function formatFirstViewReport(rows: readonly (FirstViewBytes & { readonly template: string })[]): string {
  const header = ['template', 'page', 'HTML', 'first view', 'blocking CSS', 'before paint'];
  const lines = rows.map((row) => [
    row.template,
    row.path,
    `${kilobytes(row.htmlGzip)}${wholePageOverOneTrip(row) ? ' (+1 round trip)' : ''}`,
    kilobytes(row.firstViewGzip),
    kilobytes(row.blockingCssGzip),
    `${kilobytes(row.beforePaint)}${row.beforePaint > ONE_ROUND_TRIP ? ' (over 14 KB)' : ''}`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)));
  const format = (line: readonly string[]) =>
    line
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}
