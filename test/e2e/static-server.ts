import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// http-server serves dist/ the way static hosts do: directory → index.html, unknown path → 404.html with status 404.
import { createServer } from 'http-server';

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

export async function serveDist(root: string): Promise<RunningServer> {
  const server: Server = createServer({
    root,
    cache: -1,
    showDir: false,
    autoIndex: false,
    gzip: false,
    silent: true,
  }).server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

