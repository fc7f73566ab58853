import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevMessage } from './dev-message.ts';

export interface EventStreamOptions {
  /** What a tab gets first on every connection: the hello, and the last failure if the site is broken. */
  readonly greeting: () => readonly DevMessage[];
  /**
   * Connections wait for this before their greeting: the first build. A tab that reconnects to a
   * restarted server then learns the new version once, and reloads once, not again when the
   * first build lands a moment later.
   */
  readonly ready?: Promise<unknown>;
  /** A comment line this often keeps proxies and idle timeouts from closing the connection. */
  readonly pingMs?: number;
}

export interface EventStream {
  /** Answers an EventSource request and keeps the connection for later messages. */
  attach(req: IncomingMessage, res: ServerResponse): void;
  send(message: DevMessage): void;
  /** How many tabs are listening (tests wait for their pages to connect). */
  readonly clients: number;
  close(): void;
}

/**
 * Server-Sent Events to every open tab (https://html.spec.whatwg.org/multipage/server-sent-events.html).
 * SSE rather than a WebSocket: it is plain HTTP from the same origin, so the site's own
 * Content-Security-Policy (`connect-src 'self'`) allows it, it needs no library, and the browser
 * reconnects by itself when the server restarts.
 */
export function createEventStream(options: EventStreamOptions): EventStream {
  const clients = new Set<ServerResponse>();
  let closed = false;
  const ping = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, options.pingMs ?? 15_000);
  ping.unref();

  const write = (res: ServerResponse, message: DevMessage) => res.write(`data: ${JSON.stringify(message)}\n\n`);

  return {
    attach(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      // A restarted server is back within a second or two; the browser's default wait is 3 s.
      res.write('retry: 500\n\n');
      let gone = false;
      req.once('close', () => {
        gone = true;
        clients.delete(res);
      });
      void (options.ready ?? Promise.resolve()).then(() => {
        if (gone || closed) return;
        for (const message of options.greeting()) write(res, message);
        clients.add(res);
      });
    },
    send(message) {
      for (const res of clients) write(res, message);
    },
    get clients() {
      return clients.size;
    },
    close() {
      closed = true;
      clearInterval(ping);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
