import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createStaticHandler, type StaticHandler } from '../serve/static-handler.ts';
import type { BasePath } from '../shared/url-paths.ts';
import type { EventStream } from './create-event-stream.ts';

/** Where the dev server's own files live, under the site's base path; no page of a site uses it. */
export const DEV_FOLDER = '__site-dev/';

export interface DevHandlerOptions {
  /** The dev site folder the builder keeps up to date. */
  readonly root: string;
  /** Asked on every request: a build may move the site to another base path. */
  readonly basePath: () => BasePath;
  /** The bundled live-reload client and the overlay's stylesheet. */
  readonly client: { readonly script: string; readonly stylesheet: string };
  readonly events: EventStream;
  /**
   * The server's id and the site version (good builds since the server started), put into each
   * page's script address. Until the version is 1, the folder holds what an earlier run left.
   */
  readonly state: () => { readonly server: string; readonly version: number };
}

/**
 * The dev server's requests: its own files under `{base}__site-dev/`, and everything else from
 * the production static handler (same 404 page, same `_headers`, same base path) with the
 * live-reload script added to every HTML answer as a file of the same origin, never inline, so
 * the site's Content-Security-Policy holds unchanged in development.
 */
export function createDevHandler(options: DevHandlerOptions): StaticHandler {
  let site: { base: BasePath; handler: StaticHandler } | undefined;
  const siteHandler = (base: BasePath) => {
    if (site?.base !== base) {
      // Every HTML answer, the 404 page included, gains the live-reload script; the rest is the production handler's.
      const transformHtml = (html: string, { status, pathname }: { status: number; pathname: string }) =>
        withTag(html, scriptTag(base, status === 404 ? '404.html' : fileFor(pathname, base), options.state()));
      site = { base, handler: createStaticHandler({ root: options.root, basePath: base, transformHtml }) };
    }
    return site.handler;
  };

  return async (req, res) => {
    const base = options.basePath();
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (pathname.startsWith(`${base}${DEV_FOLDER}`)) return serveDevFile(options, pathname.slice(base.length + DEV_FOLDER.length), req, res);
    const tag = (file: string) => scriptTag(base, file, options.state());
    // Until this run has built the site, the folder holds the pages an earlier run left, which may
    // show text the owner has changed since: every address waits on a page that reloads instead.
    if (options.state().version === 0 || !existsSync(path.join(options.root, 'index.html'))) return sendPlaceholder(res, tag(fileFor(pathname, base)));
    await siteHandler(base)(req, res);
  };
}

function serveDevFile(options: DevHandlerOptions, name: string, req: IncomingMessage, res: ServerResponse): void {
  if (name === 'events') {
    options.events.attach(req, res);
    return;
  }
  const body = name === 'live-reload.js' ? options.client.script : name === 'overlay.css' ? options.client.stylesheet : undefined;
  const type = name.endsWith('.js') ? 'text/javascript; charset=utf-8' : name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/plain; charset=utf-8';
  const bytes = Buffer.from(body ?? 'Not found\n');
  res.writeHead(body === undefined ? 404 : 200, {
    'Content-Type': type,
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * The script element every page gets. Its address says which file the page is, the server's id
 * and the site version it was served at, so the client needs nothing else from the page.
 */
function scriptTag(base: BasePath, file: string, state: { server: string; version: number }): string {
  const query = [`file=${encodeURIComponent(file)}`, `server=${encodeURIComponent(state.server)}`, `version=${state.version}`].join('&amp;');
  return `<script type="module" src="${base}${DEV_FOLDER}live-reload.js?${query}"></script>`;
}

/** The site file an address is answered from: /about/ → about/index.html, as the static handler maps it. */
function fileFor(pathname: string, base: BasePath): string {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname).slice(base.length);
  } catch {
    relative = '';
  }
  return relative === '' || relative.endsWith('/') ? `${relative}index.html` : relative;
}

/**
 * Before the first good build of this run: a page that waits for it. Its script reloads it when
 * the build is done, or shows the overlay saying why it failed.
 */
function sendPlaceholder(res: ServerResponse, tag: string): void {
  const body = Buffer.from(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Building the site…</title>${tag}</head>` +
      '<body><main><h1>Building the site…</h1><p>This page reloads by itself as soon as the site is ready.</p></main></body></html>',
  );
  res.writeHead(503, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'self'",
  });
  res.end(body);
}

/** The tag right before the first `</head>`; at the end of a page that has none. */
function withTag(page: string, tag: string): string {
  const head = page.indexOf('</head>');
  return head < 0 ? `${page}${tag}` : `${page.slice(0, head)}${tag}${page.slice(head)}`;
}
