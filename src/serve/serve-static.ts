import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStaticHandler, type StaticHandlerOptions } from './static-handler.ts';

export interface ServeStaticOptions extends StaticHandlerOptions {
  /** 0 (the default) picks a free port, so parallel test files never collide. */
  port?: number;
  /** '127.0.0.1' by default: a preview is for this machine, not the network. */
  host?: string;
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** The site's home: origin + base path. */
  readonly url: string;
  readonly server: http.Server;
  close(): Promise<void>;
}

/**
 * Serves a built site folder over HTTP as Netlify and Cloudflare Pages would, for the browser
 * tests, `site preview` and the dev server. Resolves once the server is listening.
 */
export async function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  const handler = createStaticHandler(options);
  const server = http.createServer((req, res) => void handler(req, res));
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return { origin, url: `${origin}${options.basePath ?? '/'}`, server, close: () => closeServer(server) };
}

/** Stops listening and ends kept-alive connections too, which server.close() alone waits for (tests would hang). */
function closeServer(server: http.Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
