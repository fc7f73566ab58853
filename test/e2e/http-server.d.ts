declare module 'http-server' {
  import type { Server } from 'node:http';
  export function createServer(options: Record<string, unknown>): { server: Server };
}
