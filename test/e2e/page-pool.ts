import type { BrowserContext, BrowserContextOptions, CDPSession, Page } from 'playwright-core';

/*
 * The page pool. On this machine a new page costs Chromium about 0.3 s before its first request,
 * and its first load about 0.2 s more than a later one in the same page; a page load costs 1.1 s
 * in a new page and 0.4 s in a used one (docs/dev/tests.md), and the browser stage loads hundreds.
 * So a page a test opened with openPage is handed back when the test ends or closes it, and the
 * next openPage of the file with the same options but for the viewport gets it, sized to the viewport
 * it asked for, and as new as a fresh one: on about:blank,
 * with no history, its origins' storage and cookies cleared, its HTTP and memory caches emptied,
 * the mouse back where a new page has it, and none of the earlier test's listeners or errors.
 * A page whose test changed what a navigation does not undo (a route, an init script, an emulation,
 * a permission, a clock, a DevTools session, another page in its context) is closed instead.
 */

/** How browser.ts makes a pooled context and lends it to the running test. */
export interface PoolHooks {
  /** The viewport of a context whose options name none. */
  readonly viewport: { readonly width: number; readonly height: number };
  /** A new context whose pages are watched for errors, listed as the running test's. */
  readonly create: (options: BrowserContextOptions) => Promise<BrowserContext>;
  /** Lists a used context as the running test's, so it is handed back when the test ends. */
  readonly lend: (context: BrowserContext) => void;
  /** Forgets what the earlier test recorded about the page (its errors, its allowed errors). */
  readonly forget: (page: Page) => void;
}

interface PoolEntry {
  readonly key: string;
  readonly page: Page;
  readonly session: CDPSession;
  /** Closes the context for real (its close() hands it back). */
  readonly close: () => Promise<void>;
  /** Sizes the page for the next test (its setViewportSize marks it changed). */
  readonly resize: (size: { width: number; height: number }) => Promise<void>;
  /** The listeners the test set on the page, removed when it is handed back. */
  readonly listeners: [string, (...args: never[]) => unknown][];
  /** The origins the page has shown a document of: their storage is cleared when it is handed back. */
  readonly origins: Set<string>;
  inUse: boolean;
  /** Lent before, to this test or an earlier one. */
  reused: boolean;
  /** The test changed something a navigation does not undo. */
  tainted: boolean;
  /** Handing back, under way. */
  returning?: Promise<void>;
}

const entries = new WeakMap<BrowserContext, PoolEntry>();
const pageEntries = new WeakMap<Page, PoolEntry>();
/** The free pages' contexts, the one handed back last at the end. */
const idle: BrowserContext[] = [];

/** What a test may do to a page or to its context that outlives a navigation. */
const CHANGES = ['route', 'routeFromHAR', 'routeWebSocket', 'addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'];
/** … to a page alone. */
const PAGE_CHANGES = [...CHANGES, 'setViewportSize', 'emulateMedia'];
/** … to a context alone. */
const CONTEXT_CHANGES = [...CHANGES, 'setOffline', 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'addCookies', 'newCDPSession', 'newPage'];

export function isPooled(context: BrowserContext): boolean {
  return entries.has(context);
}

/** Each `routes` function's number, so pages routed by the same one share a pool. */
const routeIds = new WeakMap<object, number>();
let routeCount = 0;

/**
 * A page for openPage: a used one with these options when one is free, else a new one. `routes`
 * (OpenOptions.routes) are set on a new page before its first document; a used page is given only
 * to a caller with the same function, whose routes it already has.
 */
export async function pooledPage(options: BrowserContextOptions, hooks: PoolHooks, routes?: (page: Page) => Promise<unknown>): Promise<Page> {
  if (routes && !routeIds.has(routes)) routeIds.set(routes, ++routeCount);
  // A page of any viewport will do: it is resized to the one asked for, as the context's would be.
  const { viewport, ...others } = options;
  const key = `${JSON.stringify(others)} ${viewport === null ? 'no viewport' : ''} ${routes ? routeIds.get(routes) : 0}`;
  const index = idle.findLastIndex((context) => entries.get(context)?.key === key);
  const used = index >= 0 ? idle.splice(index, 1)[0] : undefined;
  if (used) {
    const entry = entries.get(used) as PoolEntry;
    entry.inUse = true;
    entry.reused = true;
    hooks.lend(used);
    const size = viewport ?? hooks.viewport;
    const now = entry.page.viewportSize();
    if (viewport !== null && (now?.width !== size.width || now?.height !== size.height)) await entry.resize(size);
    return entry.page;
  }
  const context = await hooks.create(options);
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  if (routes) await routes(page);
  const entry: PoolEntry = {
    key,
    page,
    session,
    close: context.close.bind(context),
    resize: page.setViewportSize.bind(page),
    listeners: [],
    origins: new Set(),
    inUse: true,
    reused: false,
    tainted: false,
  };
  entries.set(context, entry);
  pageEntries.set(page, entry);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /^https?:/.test(frame.url())) entry.origins.add(new URL(frame.url()).origin);
  });
  recordListeners(page, entry);
  markChanges(page, PAGE_CHANGES, entry);
  markChanges(context, CONTEXT_CHANGES, entry);
  markChanges(page.clock, methodsOf(page.clock), entry);
  markChanges(context.clock, methodsOf(context.clock), entry);
  // A test that closes its page or context is done with it: it goes back to the pool then.
  const handBackNow = () => handBack(context, hooks);
  Object.assign(context, { close: handBackNow });
  Object.assign(page, { close: handBackNow });
  return page;
}

/** Makes a lent context's page as new as a fresh one and frees it, or closes the context when it cannot. */
export function handBack(context: BrowserContext, hooks?: Pick<PoolHooks, 'forget'>): Promise<void> {
  const entry = entries.get(context);
  if (!entry?.inUse) return entry?.returning ?? Promise.resolve();
  entry.inUse = false;
  entry.returning = reset(context, entry).then((reusable) => {
    entry.returning = undefined;
    if (!reusable) {
      entries.delete(context);
      return entry.close().catch(() => undefined);
    }
    hooks?.forget(entry.page);
    idle.push(context);
    return closeBeyond(MOST_IDLE);
  });
  return entry.returning;
}

/**
 * Closes the idle pages once the handing back under way has ended: a file's pages do not pass to
 * the next file. (A page a file had clicked in changed what a later file's first-view test read of
 * its largest paint, though it was made as new as a fresh one; within a file, the tests know it.)
 */
export async function closeIdle(): Promise<void> {
  await closeBeyond(0);
}

/** Idle pages are kept up to this many, the oldest closed first: each holds a renderer process. */
const MOST_IDLE = 4;

async function closeBeyond(most: number): Promise<void> {
  for (const context of idle.splice(0, Math.max(0, idle.length - most))) {
    const entry = entries.get(context);
    entries.delete(context);
    await entry?.close().catch(() => undefined);
  }
}

/**
 * Called once a used page has loaded the test's first document: its history then holds that
 * document alone, as a new page's does (before it, the about:blank it waited on).
 */
export async function firstDocumentLoaded(page: Page): Promise<void> {
  const entry = pageEntries.get(page);
  if (entry?.reused) await entry.session.send('Page.resetNavigationHistory');
}

async function reset(context: BrowserContext, entry: PoolEntry): Promise<boolean> {
  const { page, session } = entry;
  if (entry.tainted || page.isClosed() || context.pages().length !== 1) return false;
  try {
    for (const [event, listener] of entry.listeners.splice(0)) page.removeListener(event as 'load', listener as () => void);
    await page.goto('about:blank');
    await session.send('Page.resetNavigationHistory');
    await Promise.all([...entry.origins].map((origin) => session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' })));
    entry.origins.clear();
    await context.clearCookies();
    // The HTTP cache, then Blink's memory cache, which turning the cache off empties.
    await session.send('Network.clearBrowserCache');
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.mouse.move(0, 0);
    return true;
  } catch {
    return false;
  }
}

function recordListeners(page: Page, entry: PoolEntry): void {
  for (const name of ['on', 'once', 'addListener', 'prependListener'] as const) {
    const original = page[name] as (event: string, listener: (...args: never[]) => unknown) => Page;
    Object.assign(page, {
      [name]: (event: string, listener: (...args: never[]) => unknown) => {
        entry.listeners.push([event, listener]);
        return original.call(page, event, listener);
      },
    });
  }
}

function markChanges(target: object, names: readonly string[], entry: PoolEntry): void {
  for (const name of names) {
    const original = (target as Record<string, unknown>)[name];
    if (typeof original !== 'function') continue;
    Object.assign(target, {
      [name]: (...args: unknown[]) => {
        entry.tainted = true;
        return original.apply(target, args);
      },
    });
  }
}

function methodsOf(target: object): string[] {
  return Object.getOwnPropertyNames(Object.getPrototypeOf(target)).filter((name) => name !== 'constructor');
}
