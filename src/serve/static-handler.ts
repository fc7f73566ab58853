import type { Stats } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { acceptsGzip } from './accepts-gzip.ts';
import { contentTypeFor, isCompressible } from './content-type.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './headers-file.ts';

export interface StaticHandlerOptions {
  /** The built site folder. */
  root: string;
  /** Where the site is published: "/" (the default) or e.g. "/shop-site/"; starts and ends with "/". */
  basePath?: string;
  /** Apply `root/_headers` as Netlify and Cloudflare Pages do (default true). */
  headers?: boolean;
  /**
   * Gzip text answers for a browser that accepts it, as a CDN does on the way out (default false:
   * the tests and `site preview` see the bytes as written). For measuring pages over a slow network.
   */
  compress?: boolean;
  /**
   * Changes every HTML answer (pages and the 404 page) before it is sent, with its status and the
   * requested path: the dev server adds its live-reload script this way. Other files stream as they are.
   */
  transformHtml?: (html: string, answer: { readonly status: number; readonly pathname: string }) => string;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

interface Site {
  readonly root: string;
  readonly basePath: string;
  readonly rules: () => Promise<HeaderRule[]>;
  readonly compress: boolean;
  readonly transformHtml: StaticHandlerOptions['transformHtml'];
}

/** One answer in the making: the response, whether it carries a body, the `_headers` headers and the coding of text. */
interface Reply {
  readonly res: ServerResponse;
  readonly head: boolean;
  readonly extra: ReadonlyMap<string, string>;
  /** How text files go out when the compress option is on (the request decides); undefined when it is off. */
  readonly coding: 'gzip' | 'identity' | undefined;
  /** The transformHtml option, for this request's path. */
  readonly transform?: ((html: string, status: number) => string) | undefined;
}

interface RequestTarget {
  /** The path as sent (still percent-encoded), for redirects. */
  readonly rawPath: string;
  /** "?…" or "", kept on redirects. */
  readonly rawQuery: string;
  /** The decoded path, mapped to a file and matched against `_headers` patterns. */
  readonly pathname: string;
}

type Location = 'outside' | 'refused' | { readonly segments: string[]; readonly wantsDirectory: boolean };

interface OpenFile {
  readonly file: string;
  readonly handle: FileHandle;
  readonly stats: Stats;
}

// Files the hosts read as configuration and never serve.
const HOST_FILES = new Set(['_headers', '_redirects']);
// An open that fails with these means "no such file here", not a server fault.
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP']);
const gzipAsync = promisify(gzip);

/**
 * A request handler that serves a built site folder as a static host would (index.html for
 * folders, 404.html, the `_headers` file), so browser tests and `site preview` see the site
 * exactly as visitors will, Content-Security-Policy included. It never rejects: a fault answers 500.
 */
export function createStaticHandler(options: StaticHandlerOptions): StaticHandler {
  const root = path.resolve(options.root);
  const site: Site = {
    root,
    basePath: checkBasePath(options.basePath ?? '/'),
    rules: options.headers === false ? async () => [] : headersFileReader(path.join(root, '_headers')),
    compress: options.compress === true,
    transformHtml: options.transformHtml,
  };
  return async (req, res) => {
    try {
      await answer(site, req, res);
    } catch (error) {
      fail(res, error);
    }
  };
}

function checkBasePath(basePath: string): string {
  if (!basePath.startsWith('/') || !basePath.endsWith('/')) {
    throw new Error(`The base path must start and end with "/", got "${basePath}"`);
  }
  return basePath;
}

/**
 * The rules of `_headers`, parsed again only when the file changes: the dev server rebuilds the
 * folder under a running server. The inode and size join the mtime because a rebuild swaps in a
 * new file that may have been written within the same clock tick.
 */
function headersFileReader(file: string): () => Promise<HeaderRule[]> {
  let cached: { version: string; rules: HeaderRule[] } | undefined;
  return async () => {
    const stats = await statIfExists(file);
    if (!stats) return [];
    const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
    if (cached?.version !== version) cached = { version, rules: parseHeadersFile(await readFile(file, 'utf8')) };
    return cached.rules;
  };
}

async function answer(site: Site, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const head = req.method === 'HEAD';
  const plain: Reply = { res, head, extra: new Map(), coding: undefined };
  if (req.method !== 'GET' && !head) return sendText(plain, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const target = parseTarget(req.url ?? '/');
  if (!target) return sendText(plain, 400, 'Bad request');
  const location = locate(target.pathname, site.basePath);
  // Nothing of the site exists outside its base path, so a stray link to "/" shows up as a 404 in tests.
  if (location === 'outside') return sendText(plain, 404, 'Not found');
  // Netlify sends the headers of the requested path on every answer, 404s and redirects included.
  const coding = site.compress ? (acceptsGzip(req.headers['accept-encoding']) ? 'gzip' : 'identity') : undefined;
  const transformHtml = site.transformHtml;
  const transform = transformHtml ? (html: string, status: number) => transformHtml(html, { status, pathname: target.pathname }) : undefined;
  const reply: Reply = { res, head, extra: headersFor(await site.rules(), target.pathname), coding, transform };
  if (location === 'refused') return sendNotFound(site, reply);
  const folder = path.join(site.root, ...location.segments);
  if (!isInside(site.root, folder)) return sendNotFound(site, reply);
  if (location.wantsDirectory) return sendFileOrNotFound(site, reply, path.join(folder, 'index.html'));
  const stats = await statIfExists(folder);
  if (stats?.isFile()) return sendFileOrNotFound(site, reply, folder);
  if (stats?.isDirectory() && (await statIfExists(path.join(folder, 'index.html')))?.isFile()) {
    // Pages are linked with a trailing slash; a link without it still lands, at the canonical address.
    return sendRedirect(reply, `${target.rawPath}/${target.rawQuery}`);
  }
  return sendNotFound(site, reply);
}

/** Splits the request target; undefined for a target that is not a path or has broken %-escapes. */
function parseTarget(url: string): RequestTarget | undefined {
  if (!url.startsWith('/')) return undefined;
  const query = url.indexOf('?');
  const rawPath = query < 0 ? url : url.slice(0, query);
  const rawQuery = query < 0 ? '' : url.slice(query);
  try {
    return { rawPath, rawQuery, pathname: decodeURIComponent(rawPath) };
  } catch {
    return undefined;
  }
}

/**
 * Where a decoded path points within the site. "/shop-site" (the base path without its slash) is
 * the site's root folder asked for without the slash, answered with a redirect like any folder.
 */
function locate(pathname: string, basePath: string): Location {
  const prefix = basePath.slice(0, -1);
  if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return 'outside';
  const relative = pathname.slice(prefix.length);
  const wantsDirectory = relative.endsWith('/');
  const segments = relative.split('/').slice(1, wantsDirectory ? -1 : undefined);
  return isServable(segments) ? { segments, wantsDirectory } : 'refused';
}

/**
 * Refuses "..", ".", empty segments ("//" could make a redirect leave the host), dot-files, the
 * hosts' configuration files, NUL bytes and backslashes (a separator on Windows).
 */
function isServable(segments: readonly string[]): boolean {
  if (segments.length === 1 && HOST_FILES.has(segments[0] ?? '')) return false;
  return segments.every((segment) => segment !== '' && !segment.startsWith('.') && !/[\\\0]/.test(segment));
}

/** A second guard after the segment checks: the resolved path must stay under the root. */
function isInside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function sendFileOrNotFound(site: Site, reply: Reply, file: string): Promise<void> {
  const opened = await openFile(file);
  return opened ? sendFile(reply, 200, opened) : sendNotFound(site, reply);
}

/** The site's own 404.html with status 404, as static hosts do; plain text when it has none. */
async function sendNotFound(site: Site, reply: Reply): Promise<void> {
  const page = await openFile(path.join(site.root, '404.html'));
  return page ? sendFile(reply, 404, page) : sendText(reply, 404, 'Not found');
}

/** Opens a regular file; undefined when it does not exist or is not a regular file. */
async function openFile(file: string): Promise<OpenFile | undefined> {
  // stat first: opening a FIFO or device would block a thread-pool thread.
  if (!(await statIfExists(file))?.isFile()) return undefined;
  // A rebuild may remove the file between the stat and the open.
  const handle = await open(file, 'r').catch(undefinedIfMissing);
  if (!handle) return undefined;
  try {
    // The length comes from the open file, which a rebuild swapping the folder cannot change.
    return { file, handle, stats: await handle.stat() };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

async function sendFile(reply: Reply, status: number, opened: OpenFile): Promise<void> {
  const { file, handle, stats } = opened;
  const type = contentTypeFor(file);
  const varies = reply.coding !== undefined && isCompressible(type);
  if (reply.transform && type.startsWith('text/html')) return sendWhole(reply, status, opened, type, varies);
  if (varies && reply.coding === 'gzip') return sendCompressed(reply, status, opened, type);
  try {
    // A cache in between must not hand this identity answer to a browser that asked for gzip.
    writeHead(reply, status, { 'Content-Type': type, 'Content-Length': stats.size, ...(varies ? { Vary: 'Accept-Encoding' } : {}) });
  } catch (error) {
    await handle.close();
    throw error;
  }
  if (reply.head) {
    await handle.close();
    reply.res.end();
    return;
  }
  // A failure here rejects and fail() cuts the answer. The stream closes the handle when it ends,
  // but not always when the visitor went first (a cancelled image, a page left): it is closed here
  // too, or each such answer would leave its file open until the garbage collector closed it, which
  // Node warns is to become an error. Closing a closed handle does nothing.
  try {
    await pipeline(handle.createReadStream(), reply.res);
  } finally {
    await handle.close();
  }
}

/**
 * The file gzip-compressed whole, with its compressed length, as a CDN sends a text file it keeps
 * compressed at its edge; the files of a site are small enough to read at once.
 */
async function sendCompressed(reply: Reply, status: number, { handle }: OpenFile, type: string): Promise<void> {
  let body: Buffer;
  try {
    body = await gzipAsync(await handle.readFile());
  } finally {
    await handle.close();
  }
  writeHead(reply, status, { 'Content-Type': type, 'Content-Length': body.length, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
  reply.res.end(reply.head ? undefined : body);
}

/** An HTML file read whole and changed by the transformHtml option, then sent (gzipped when asked). */
async function sendWhole(reply: Reply, status: number, { handle }: OpenFile, type: string, varies: boolean): Promise<void> {
  let html: string;
  try {
    html = await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
  const text = Buffer.from(reply.transform ? reply.transform(html, status) : html);
  const gzipped = varies && reply.coding === 'gzip';
  const body = gzipped ? await gzipAsync(text) : text;
  writeHead(reply, status, {
    'Content-Type': type,
    'Content-Length': body.length,
    ...(gzipped ? { 'Content-Encoding': 'gzip' } : {}),
    ...(varies ? { Vary: 'Accept-Encoding' } : {}),
  });
  reply.res.end(reply.head ? undefined : body);
}

function sendRedirect(reply: Reply, location: string): void {
  sendText(reply, 301, `Moved to ${location}`, { Location: location });
}

function sendText(reply: Reply, status: number, text: string, own: Record<string, string> = {}): void {
  const body = Buffer.from(`${text}\n`);
  writeHead(reply, status, { ...own, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length });
  reply.res.end(reply.head ? undefined : body);
}

/** The answer's own headers, then those of `_headers` (which may override them), then the default cache rule. */
function writeHead(reply: Reply, status: number, own: Record<string, string | number>): void {
  const { res } = reply;
  for (const [name, value] of Object.entries(own)) res.setHeader(name, value);
  for (const [name, value] of reply.extra) {
    const key = name.toLowerCase();
    // The length is the body's; a wrong one from the file would truncate or hang the answer.
    if (key === 'content-length') continue;
    // A Vary of `_headers` adds to the server's own (Accept-Encoding), which the body depends on.
    const earlier = key === 'vary' ? res.getHeader('Vary') : undefined;
    res.setHeader(name, earlier === undefined ? value : `${String(earlier)}, ${value}`);
  }
  // Without a rule, every answer is revalidated, so a rebuilt site shows at once on reload.
  if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
  res.writeHead(status);
}

/** Answers 500 while the headers are still unsent; otherwise cuts the connection so the client sees a failure. */
function fail(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const body = Buffer.from(`Internal server error: ${error instanceof Error ? error.message : String(error)}\n`);
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
  res.end(body);
}

async function statIfExists(file: string): Promise<Stats | undefined> {
  return stat(file).catch(undefinedIfMissing);
}

function undefinedIfMissing(error: unknown): undefined {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && MISSING.has(code)) return undefined;
  throw error;
}
