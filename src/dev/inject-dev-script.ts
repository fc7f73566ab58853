import type { ServerResponse } from 'node:http';

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

/**
 * Makes an HTML answer on `res` carry one more tag right before `</head>`, whoever writes it: the
 * dev server hands the wrapped response to the production static handler, so pages keep their
 * 404 page, `_headers` and base path, and gain only the live-reload script. Any other type of
 * answer passes through untouched and streamed. `tagFor` gets the status, so the 404 page can say
 * which file it is. An HTML body is collected, changed and sent with its new Content-Length.
 */
export function injectDevScript(res: ServerResponse, tagFor: (status: number) => string): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let html: { status: number; chunks: Buffer[] } | undefined;

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const type = String(res.getHeader('content-type') ?? '');
    if (rest.length > 0 || !type.startsWith('text/html')) {
      // Also the way out of a half-collected page: the static handler's 500 answer.
      html = undefined;
      return Reflect.apply(original.writeHead, res, [status, ...rest]) as ServerResponse;
    }
    // The headers go out with the body, once its length is known.
    html = { status, chunks: [] };
    return res;
  } as ServerResponse['writeHead'];

  res.write = function write(this: ServerResponse, chunk: Chunk, ...rest: unknown[]) {
    if (!html) return Reflect.apply(original.write, res, [chunk, ...rest]) as boolean;
    html.chunks.push(toBuffer(chunk, rest[0]));
    callbackOf(rest)?.();
    return true;
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    if (!html) return Reflect.apply(original.end, res, args) as ServerResponse;
    const chunk = args[0];
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) html.chunks.push(toBuffer(chunk, args[1]));
    const body = Buffer.from(withTag(Buffer.concat(html.chunks).toString('utf8'), tagFor(html.status)));
    res.setHeader('Content-Length', body.length);
    Reflect.apply(original.writeHead, res, [html.status]);
    html = undefined;
    return Reflect.apply(original.end, res, [body, callbackOf(args)]) as ServerResponse;
  } as ServerResponse['end'];
}

/** The tag right before the first `</head>`; at the end of a page that has none. */
function withTag(page: string, tag: string): string {
  const head = page.indexOf('</head>');
  return head < 0 ? `${page}${tag}` : `${page.slice(0, head)}${tag}${page.slice(head)}`;
}

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk !== 'string') return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8');
}

function callbackOf(args: readonly unknown[]): Callback | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as Callback) : undefined;
}
