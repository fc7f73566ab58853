import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';

const CSP = "default-src 'self'; script-src 'self'";
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_PAGE = '<!doctype html><title>Not found</title><h1>This page is not here</h1>';

const running: { close(): Promise<void> }[] = [];

afterAll(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
  await removeTemporaryFolders();
});

/** Writes files (path → text) into a new folder inside a fresh temporary folder and returns the inner folder. */
async function siteFolder(files: Record<string, string>): Promise<string> {
  const root = path.join(await tempDir('static-server-'), 'site');
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  return root;
}

async function start(options: Parameters<typeof serveStatic>[0]): Promise<string> {
  const server = await serveStatic(options);
  running.push(server);
  return server.origin;
}

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with the target sent byte for byte: fetch() would resolve "/../" before sending it. */
function rawRequest(origin: string, target: string, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** The answer's bytes as sent, with the given request headers (fetch() would ask for gzip and decode it). */
function bytesRequest(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: target, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('serveStatic at the root of the host', () => {
  let origin = '';
  beforeAll(async () => {
    const root = await siteFolder({
      'index.html': '<h1>Home</h1>',
      'about/index.html': '<h1>About</h1>',
      '404.html': NOT_FOUND_PAGE,
      'assets/x.css': 'body { color: red }',
      'assets/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '.env': 'SECRET=dot-file',
      _headers: ['/*', `  Content-Security-Policy: ${CSP}`, '  X-Content-Type-Options: nosniff', '', '/assets/*', `  Cache-Control: ${IMMUTABLE}`, ''].join(
        '\n',
      ),
    });
    // A file next to the site folder, which no request may reach.
    await writeFile(path.join(path.dirname(root), 'outside.txt'), 'SECRET=outside');
    origin = await start({ root });
  });

  it('serves pages and assets with their content types and lengths', async () => {
    const home = await fetch(`${origin}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('content-length')).toBe(String('<h1>Home</h1>'.length));
    expect(await home.text()).toBe('<h1>Home</h1>');

    const about = await fetch(`${origin}/about/?from=menu`);
    expect(about.status).toBe(200);
    expect(await about.text()).toBe('<h1>About</h1>');

    const css = await fetch(`${origin}/assets/x.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toBe('body { color: red }');

    const svg = await fetch(`${origin}/assets/%6Cogo.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
  });

  it('redirects a folder asked for without its slash, keeping the query string', async () => {
    const plain = await fetch(`${origin}/about`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('/about/');
    expect(plain.headers.get('content-security-policy')).toBe(CSP);
    const withQuery = await fetch(`${origin}/about?sort=price-asc&page=2`, { redirect: 'manual' });
    expect(withQuery.status).toBe(301);
    expect(withQuery.headers.get('location')).toBe('/about/?sort=price-asc&page=2');
  });

  it('answers an unknown path with 404.html and status 404, under the site headers', async () => {
    for (const pathname of ['/nowhere', '/nowhere/', '/about/missing.html', '/assets/']) {
      const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type'), pathname).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy'), pathname).toBe(CSP);
      expect(await response.text(), pathname).toBe(NOT_FOUND_PAGE);
    }
  });

  it('applies each _headers rule to the paths its pattern matches only', async () => {
    const page = await fetch(`${origin}/about/`);
    expect(page.headers.get('content-security-policy')).toBe(CSP);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    // No rule sets a cache policy for pages: the server's default applies.
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const css = await fetch(`${origin}/assets/x.css`);
    expect(css.headers.get('content-security-policy')).toBe(CSP);
    expect(css.headers.get('cache-control')).toBe(IMMUTABLE);

    const missing = await fetch(`${origin}/nowhere`);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers HEAD with the headers alone and refuses other methods', async () => {
    const head = await rawRequest(origin, '/assets/x.css', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String('body { color: red }'.length));
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.body).toBe('');

    const post = await fetch(`${origin}/`, { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('never serves _headers, dot-files or anything outside the folder', async () => {
    const targets = [
      '/_headers',
      '/%5Fheaders',
      '/.env',
      '/../outside.txt',
      '/assets/../../outside.txt',
      '/%2e%2e/outside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/assets/%2E%2E%5C..%5Coutside.txt',
      '/index.html%00.css',
    ];
    for (const target of targets) {
      const response = await rawRequest(origin, target);
      expect(response.status, target).toBe(404);
      expect(response.body, target).toBe(NOT_FOUND_PAGE);
    }
  });

  it('does not redirect "//about" to "//about/", which a browser would read as another host', async () => {
    const response = await rawRequest(origin, '//about');
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
  });

  it('answers a broken percent-escape with 400 and keeps serving', async () => {
    expect((await rawRequest(origin, '/about/%E0%A4%A')).status).toBe(400);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  });
});

describe('serveStatic under a base path', () => {
  let origin = '';
  let url = '';
  beforeAll(async () => {
    const root = await siteFolder({
      'index.html': '<h1>Shop home</h1>',
      'about/index.html': '<h1>Shop about</h1>',
      '404.html': NOT_FOUND_PAGE,
      'assets/x.css': 'p { margin: 0 }',
      _headers: ['/shop-site/*', `  Content-Security-Policy: ${CSP}`, '/shop-site/assets/*', `  Cache-Control: ${IMMUTABLE}`].join('\n'),
    });
    const server = await serveStatic({ root, basePath: '/shop-site/' });
    running.push(server);
    ({ origin, url } = server);
  });

  it('gives the site address as origin + base path', () => {
    expect(url).toBe(`${origin}/shop-site/`);
  });

  it('serves the site under the prefix, with the prefixed _headers patterns', async () => {
    const home = await fetch(url);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>Shop home</h1>');
    expect(home.headers.get('content-security-policy')).toBe(CSP);

    const about = await fetch(`${origin}/shop-site/about/`);
    expect(await about.text()).toBe('<h1>Shop about</h1>');

    const css = await fetch(`${origin}/shop-site/assets/x.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('redirects folders without their slash, the site root included', async () => {
    const about = await fetch(`${origin}/shop-site/about`, { redirect: 'manual' });
    expect(about.status).toBe(301);
    expect(about.headers.get('location')).toBe('/shop-site/about/');
    const home = await fetch(`${origin}/shop-site?q=1`, { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/shop-site/?q=1');
  });

  it('serves 404.html for unknown paths inside the prefix', async () => {
    const missing = await fetch(`${origin}/shop-site/nowhere/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(NOT_FOUND_PAGE);
    expect(missing.headers.get('content-security-policy')).toBe(CSP);
  });

  it('serves nothing of the site outside the prefix, not even its 404 page', async () => {
    for (const pathname of ['/', '/about/', '/assets/x.css', '/index.html', '/shop-sitex/', '/404.html']) {
      const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' });
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type'), pathname).toBe('text/plain; charset=utf-8');
      expect(await response.text(), pathname).not.toContain('<');
    }
  });
});

describe('serveStatic while the site is rebuilt under it', () => {
  let root = '';
  let origin = '';
  const headersFile = () => path.join(root, '_headers');
  const rule = (policy: string) => `/*\n  Content-Security-Policy: ${policy}\n`;
  const policyAt = async (pathname: string) => (await fetch(`${origin}${pathname}`)).headers.get('content-security-policy');

  beforeAll(async () => {
    root = await siteFolder({ 'index.html': '<h1>Home</h1>', _headers: rule("default-src 'none'") });
    origin = await start({ root });
  });

  it('picks up a changed _headers file when its mtime changes', async () => {
    expect(await policyAt('/')).toBe("default-src 'none'");
    await writeFile(headersFile(), rule("default-src 'self'"));
    // A fixed time well apart from the first write, so the change shows even on a coarse clock.
    const later = new Date(Date.now() + 10_000);
    await utimes(headersFile(), later, later);
    expect(await policyAt('/')).toBe("default-src 'self'");
  });

  it('does not read _headers again while its mtime stays the same', async () => {
    const fixed = new Date('2030-01-01T00:00:00Z');
    await writeFile(headersFile(), rule('img-src data:'));
    await utimes(headersFile(), fixed, fixed);
    expect(await policyAt('/')).toBe('img-src data:');
    // Same length, same mtime: the server keeps the rules it parsed.
    await writeFile(headersFile(), rule('img-src blob:'));
    await utimes(headersFile(), fixed, fixed);
    expect(await policyAt('/')).toBe('img-src data:');
  });

  it('answers 500 naming the line of a malformed _headers, and recovers once it is fixed', async () => {
    await writeFile(headersFile(), '/*\n  Content-Security-Policy\n');
    const broken = await fetch(`${origin}/`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('line 2');
    await writeFile(headersFile(), rule("default-src 'self'"));
    await utimes(headersFile(), new Date(), new Date(Date.now() + 20_000));
    expect(await policyAt('/')).toBe("default-src 'self'");
  });

  it('answers a plain-text 404 when the site has no 404.html', async () => {
    const response = await fetch(`${origin}/nowhere`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});

describe('serveStatic with compress, as a CDN sends text', () => {
  const PAGE = `<!doctype html><title>Home</title>${'<p>Compressible text. '.repeat(200)}`;
  const files = {
    'index.html': PAGE,
    '404.html': NOT_FOUND_PAGE,
    'assets/x.css': 'body { color: red }',
    'assets/x.js': 'console.log(1)',
    'assets/data/x.json': '{"a":1}',
    'assets/font.woff2': 'not really a font',
    _headers: ['/*', `  Content-Security-Policy: ${CSP}`, '/assets/*', `  Cache-Control: ${IMMUTABLE}`, '  Vary: Origin'].join('\n'),
  };
  let compressed = '';
  let plain = '';
  beforeAll(async () => {
    const root = await siteFolder(files);
    compressed = await start({ root, compress: true });
    plain = await start({ root });
  });

  it('gzips text when the request accepts gzip, keeping every header of _headers', async () => {
    for (const [target, text] of [
      ['/', PAGE],
      ['/assets/x.css', files['assets/x.css']],
      ['/assets/x.js', files['assets/x.js']],
      ['/assets/data/x.json', files['assets/data/x.json']],
    ] as const) {
      const answer = await bytesRequest(compressed, target, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(answer.status, target).toBe(200);
      expect(answer.headers['content-encoding'], target).toBe('gzip');
      expect(answer.headers['content-length'], target).toBe(String(answer.bytes.length));
      expect(gunzipSync(answer.bytes).toString('utf8'), target).toBe(text);
      expect(answer.headers['content-security-policy'], target).toBe(CSP);
    }
    const page = await bytesRequest(compressed, '/', { 'Accept-Encoding': 'gzip' });
    expect(page.bytes.length).toBeLessThan(PAGE.length / 4);
    expect(page.headers.vary).toBe('Accept-Encoding');
    expect(page.headers['cache-control']).toBe('no-cache');
    const css = await bytesRequest(compressed, '/assets/x.css', { 'Accept-Encoding': 'gzip' });
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
    expect(css.headers.vary).toBe('Accept-Encoding, Origin');
    const missing = await bytesRequest(compressed, '/nowhere/', { 'Accept-Encoding': 'gzip' });
    expect(missing.status).toBe(404);
    expect(gunzipSync(missing.bytes).toString('utf8')).toBe(NOT_FOUND_PAGE);
    const head = await bytesRequest(compressed, '/', { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.bytes.length).toBe(0);
  });

  it('sends the bytes as written when the request does not accept gzip, or for a file that is not text', async () => {
    for (const accept of [undefined, 'identity', 'br', 'gzip;q=0, deflate']) {
      const answer = await bytesRequest(compressed, '/', accept === undefined ? {} : { 'Accept-Encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBeUndefined();
      expect(answer.bytes.toString('utf8'), accept).toBe(PAGE);
      // A cache in between must still tell the two answers apart.
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
    }
    const font = await bytesRequest(compressed, '/assets/font.woff2', { 'Accept-Encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.bytes.toString('utf8')).toBe(files['assets/font.woff2']);
    expect(font.headers.vary).toBe('Origin');
  });

  it('compresses nothing by default', async () => {
    for (const target of ['/', '/assets/x.css', '/nowhere/']) {
      const answer = await bytesRequest(plain, target, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding'], target).toBeUndefined();
      expect(answer.headers.vary, target).toBe(target.startsWith('/assets/') ? 'Origin' : undefined);
    }
    expect((await bytesRequest(plain, '/', { 'Accept-Encoding': 'gzip' })).bytes.toString('utf8')).toBe(PAGE);
  });
});

describe('serveStatic with transformHtml, as the dev server adds its script', () => {
  const files = {
    'index.html': '<!doctype html><html><head><title>Home</title></head><body><p>Home</p></body></html>',
    'about/index.html': '<!doctype html><html><head><title>About</title></head><body>About</body></html>',
    '404.html': NOT_FOUND_PAGE,
    'assets/x.css': 'body { color: red }',
    _headers: ['/*', `  Content-Security-Policy: ${CSP}`].join('\n'),
  };
  let origin = '';
  const seen: { status: number; pathname: string }[] = [];
  beforeAll(async () => {
    const root = await siteFolder(files);
    origin = await start({
      root,
      compress: true,
      transformHtml: (html, answer) => {
        seen.push(answer);
        return html.replace('</head>', `<meta name="answer" content="${answer.status} ${answer.pathname}"></head>`);
      },
    });
  });

  it('changes pages and the 404 page, with their length, status and _headers; other files go out as written', async () => {
    const page = await bytesRequest(origin, '/about/');
    const about = page.bytes.toString('utf8');
    expect(about).toBe(files['about/index.html'].replace('</head>', '<meta name="answer" content="200 /about/"></head>'));
    expect(page.headers['content-length']).toBe(String(page.bytes.length));
    expect(page.headers['content-security-policy']).toBe(CSP);
    const missing = await bytesRequest(origin, '/nowhere/');
    expect(missing.status).toBe(404);
    expect(missing.bytes.toString('utf8')).toBe(NOT_FOUND_PAGE);
    expect(seen.at(-1)).toEqual({ status: 404, pathname: '/nowhere/' });
    const zipped = await bytesRequest(origin, '/', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.bytes).toString('utf8')).toContain('<meta name="answer" content="200 /">');
    const head = await bytesRequest(origin, '/about/', {}, 'HEAD');
    expect(head.headers['content-length']).toBe(page.headers['content-length']);
    expect(head.bytes.length).toBe(0);
    const css = await bytesRequest(origin, '/assets/x.css');
    expect(css.bytes.toString('utf8')).toBe(files['assets/x.css']);
  });
});

/** How many of this process's open files are in the folder, as Linux lists them. */
function openFilesIn(folder: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${folder}${path.sep}`);
    } catch {
      return false; // closed meanwhile
    }
  }).length;
}

describe('serveStatic when visitors leave before their answer is sent', () => {
  let origin = '';
  let zipping = '';
  let root = '';
  beforeAll(async () => {
    // Large enough that an answer is still being read from the file when the visitor goes.
    const picture = 'x'.repeat(2 * 1024 * 1024);
    root = await siteFolder({ 'index.html': '<h1>Home</h1>', '404.html': NOT_FOUND_PAGE, 'images/big.svg': picture, 'fonts/big.woff2': picture });
    origin = await start({ root });
    zipping = await start({ root, compress: true });
  });

  /** A request whose connection is closed at once, or once the first bytes of the answer are in. */
  function leave(server: string, target: string, when: 'at once' | 'after the first bytes'): Promise<void> {
    const { hostname, port } = new URL(server);
    return new Promise((resolve) => {
      const socket = net.connect(Number(port), hostname, () => {
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nAccept-Encoding: gzip\r\n\r\n`);
        if (when === 'at once') setImmediate(() => socket.destroy());
        else socket.once('data', () => socket.destroy());
      });
      socket.on('close', () => resolve());
      socket.on('error', () => undefined);
    });
  }

  // A browser cancels requests all the time (an image scrolled past, a page left): each such answer
  // must close its file, or `site preview` and `site dev` leak a descriptor per cancelled request
  // until the garbage collector closes it, which Node warns is to become an error.
  it.runIf(existsSync('/proc/self/fd'))('closes the file of every answer cut short', async () => {
    for (let round = 0; round < 5; round += 1) {
      for (const server of [origin, zipping]) {
        for (const target of ['/', '/fonts/big.woff2', '/images/big.svg', '/missing']) {
          await leave(server, target, 'at once');
          await leave(server, target, 'after the first bytes');
        }
      }
    }
    // An answer may still be closing its file as the last visitor goes.
    await expect.poll(() => openFilesIn(root), { timeout: 2000 }).toBe(0);
  });
});
