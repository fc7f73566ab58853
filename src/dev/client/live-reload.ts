import type { DevMessage } from '../dev-message.ts';
import { pageFiles } from './page-files.ts';
import { hideOverlay, showOverlay } from './show-overlay.ts';
import { swapStylesheet } from './swap-stylesheet.ts';

/*
 * The dev server's live-reload client, added to every page by `site dev` as a file (never inline,
 * so the site's CSP holds) and never part of `npm run build` output. Its own address says which
 * site file the page is, which server served it and at which site version:
 * {base}__site-dev/live-reload.js?file=about/index.html&server=…&version=3.
 */
const script = new URL(import.meta.url);
const ownFile = script.searchParams.get('file') ?? 'index.html';
const base = script.pathname.slice(0, script.pathname.lastIndexOf('__site-dev/'));
let known = { server: script.searchParams.get('server') ?? '', version: Number(script.searchParams.get('version') ?? '0') };

addStylesheet(new URL('overlay.css', script).href);
connect();

function connect(): void {
  const source = new EventSource(new URL('events', script));
  source.addEventListener('message', (event: MessageEvent<string>) => receive(JSON.parse(event.data) as DevMessage));
  source.addEventListener('error', () => {
    // After a dropped connection the browser reconnects by itself; it gives up only on an answer
    // that is not an event stream, which a server that is just starting may give for a moment.
    if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
  });
}

function receive(message: DevMessage): void {
  switch (message.type) {
    case 'hello':
      // Another server (a restart) or builds missed while disconnected: the page may be stale.
      if (message.server !== known.server || message.version !== known.version) location.reload();
      return;
    case 'changed': {
      known = { ...known, version: message.version };
      hideOverlay();
      // A stylesheet-only change: swap this page's stylesheet in place (false if it has none of them).
      if (message.cssOnly && message.stylesheets.some((swap) => swapStylesheet(swap))) return;
      const used = pageFiles(base, ownFile);
      if ([...message.written, ...message.removed].some((file) => used.has(file))) location.reload();
      return;
    }
    case 'problems':
      showOverlay({ problems: message.problems });
      return;
    case 'crash':
      showOverlay({ message: message.message, stack: message.stack });
      return;
  }
}

function addStylesheet(href: string): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}
