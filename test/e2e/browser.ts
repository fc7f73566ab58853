import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../scripts/launch-chromium.ts';
import { splitAddresses } from '../../src/shared/address-list.ts';
import { closeIdle, firstDocumentLoaded, handBack, isPooled, type PoolHooks, pooledPage } from './page-pool.ts';

let browser: Browser | undefined;

/** A desktop's window, for a test that names no other. */
const DEFAULT_VIEWPORT = { width: 1280, height: 900 };

/** Debian's Chromium, with the flags every script that drives it uses; no test ever downloads a browser. */
export async function launchBrowser(): Promise<Browser> {
  browser ??= await launchChromium();
  return browser;
}

/**
 * Ends a file's use of the browser: every page its tests and its beforeAll opened is closed, the
 * page pool's too (page-pool.ts), so the next file starts with new pages. The browser stays open
 * for it, since the files share one process (vitest.e2e.config.ts): a new Chromium costs 0.7–2 s
 * to start on this machine. Playwright closes the browser when the process ends.
 */
export async function closeFilePages(): Promise<void> {
  const contexts = browser?.contexts() ?? [];
  await Promise.all(contexts.map((context) => (isPooled(context) ? handBack(context, poolHooks) : context.close())));
  await closeIdle();
}

/** The address of the test site, served with its own _headers (see global-setup.ts). */
export function origin(): string {
  return inject('origin');
}

/*
 * Every page of every test is watched: a script error, a console error or a Content-Security-Policy
 * violation is recorded here, and setup-each.ts fails the test that caused it. The site's CSP comes
 * from the server (dist/_headers) and from each page's meta tag, so a policy that blocks an island
 * fails the suite instead of reaching visitors.
 */
const problems: string[] = [];
/** Each watched page's own list of errors, for tests that look at one page. */
const watched = new WeakMap<Page, string[]>();
const allowed = new WeakMap<Page, RegExp[]>();
/** Each watched page's requests (see pageSettled). */
const traffic = new WeakMap<Page, Traffic>();

/** A page's requests as Playwright reports them: how many it has made, and those not yet answered. */
class Traffic {
  made = 0;
  /** Every address asked for, answered or not. */
  readonly asked = new Set<string>();
  private readonly pending = new Set<Request>();
  private waiting: (() => void)[] = [];

  constructor(page: Page) {
    page.on('request', (request) => {
      this.made += 1;
      this.asked.add(request.url());
      this.pending.add(request);
    });
    // A redirected request finishes too, and its next hop is a request of its own.
    page.on('requestfinished', (request) => this.answered(request));
    page.on('requestfailed', (request) => this.answered(request));
  }

  get quiet(): boolean {
    return this.pending.size === 0;
  }

  /** Resolves once no request is waiting for its answer. */
  drained(): Promise<void> {
    return this.quiet ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve));
  }

  private answered(request: Request): void {
    this.pending.delete(request);
    if (!this.quiet) return;
    for (const resolve of this.waiting.splice(0)) resolve();
  }
}

/** What was recorded since the last call; setup-each.ts calls it after every test. */
export function takeProblems(): string[] {
  return problems.splice(0);
}

/** Lets a test that provokes an error on purpose (a 404 page, a blocked request) say which one it expects. */
export function allowProblems(page: Page, pattern: RegExp): void {
  allowed.set(page, [...(allowed.get(page) ?? []), pattern]);
}

function watch(page: Page): string[] {
  const known = watched.get(page);
  if (known) return known;
  const errors: string[] = [];
  watched.set(page, errors);
  traffic.set(page, new Traffic(page));
  const record = (message: string) => {
    watched.get(page)?.push(message);
    if (!(allowed.get(page) ?? []).some((pattern) => pattern.test(message))) problems.push(`${page.url()}: ${message}`);
  };
  page.on('pageerror', (error) => record(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') record(message.text());
  });
  return errors;
}

/*
 * The contexts opened while a test runs, which setup-each.ts closes after it. A page left open keeps
 * running: the home page's sliders autoplay, reveals and font loads go on, and on a 2-core machine
 * every later test of the file shares the CPU with them. Contexts opened in beforeAll (a file's
 * shared load) are not listed here; closeFilePages closes them after the file.
 */
let testContexts: BrowserContext[] | undefined;

/** Called before each test (setup-each.ts): from here, the contexts it opens are closed after it. */
export function startTestContexts(): void {
  testContexts = [];
}

/** Closes the contexts the test that just ended opened and left open, and hands its pooled pages back. */
export async function closeTestContexts(): Promise<void> {
  const contexts = testContexts ?? [];
  testContexts = undefined;
  await Promise.all(contexts.map((context) => (isPooled(context) ? handBack(context, poolHooks) : context.close())));
}

/** How the page pool (page-pool.ts) makes, lends and clears the pages of openPage. */
const poolHooks: PoolHooks = {
  viewport: DEFAULT_VIEWPORT,
  create: (options) => newContext(options),
  lend: (context) => void testContexts?.push(context),
  forget: (page) => {
    watched.set(page, []);
    allowed.delete(page);
  },
};

/** A browser context whose pages report CSP violations, script errors and console errors. */
export async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await (await launchBrowser()).newContext({ viewport: DEFAULT_VIEWPORT, ...options });
  testContexts?.push(context);
  if (options.javaScriptEnabled === false) scriptless.add(context);
  // Runs before the page's own scripts; init scripts come from the browser, so the CSP allows them.
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(`Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI} in ${event.sourceFile || event.documentURI}`),
      true,
    );
  });
  context.on('page', (page) => void watch(page));
  return context;
}

export interface OpenOptions {
  /** The server to open the path on; the test site by default. */
  readonly at?: string;
  /** An error this test provokes on purpose, e.g. the 404 status of an unknown address. */
  readonly allow?: RegExp;
  /**
   * Installs Playwright's controlled clock before the page's own scripts run (see page.clock): time
   * still flows as usual, and a test about time passing moves it on with page.clock.runFor instead
   * of waiting (or stops it with pauseClock).
   */
  readonly clock?: boolean;
  /**
   * Routes the test needs (page.route), set before the page opens. Set once a document has
   * loaded, a route does not hold for that document's next requests at once: Chromium moves a
   * loaded document onto the intercepting loader only some time after page.route has resolved
   * (seconds on a busy machine), and a request made before then goes to the server unrouted, and
   * is not even reported by page.on('request'), since Playwright waits for the interception event
   * that never comes. Routes set before the document exists hold for all of its requests. (The
   * held-search test, search.e2e.ts, failed in full runs that way; see the commit that added this.)
   */
  readonly routes?: (page: Page) => Promise<unknown>;
}

/**
 * A page with nothing of an earlier test in it, with console errors and failed requests recorded.
 * Inside a test it may be a page an earlier test of the file used (see page-pool.ts); in a
 * beforeAll it is always a new one, since the file's tests share it.
 */
export async function openPage(
  path: string,
  options: BrowserContextOptions = {},
  { at = origin(), allow, clock = false, routes }: OpenOptions = {},
): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  // A page with a clock, or one a file's tests share, is never handed on (page-pool.ts routes a pooled one itself).
  const fresh = clock || !testContexts;
  const page = fresh ? await (await newContext(options)).newPage() : await pooledPage(options, poolHooks, routes);
  const errors = watch(page);
  if (allow) allowProblems(page, allow);
  if (clock) await page.clock.install();
  if (routes && fresh) await routes(page);
  const response = await page.goto(`${at}${path}`);
  await firstDocumentLoaded(page);
  return { page, errors, status: response?.status() };
}

/**
 * A page as new as a fresh one (see page-pool.ts), but for the about:blank in its history, for a
 * helper that loads and reads a page, in a test or in a beforeAll, and closes it when done: closing
 * hands it back for the next.
 */
export function borrowPage(options: BrowserContextOptions): Promise<Page> {
  return pooledPage(options, { ...poolHooks, lend: () => undefined });
}

/**
 * Stops the page's controlled clock (installed with openPage's `clock` option): from here on its
 * timers, Date and performance.now move only with page.clock.runFor, so "still there after 4.9 s"
 * means 4.9 s of the page's time, however slow the machine. The clock jumps a minute ahead first
 * (page.clock.pauseAt needs a time still to come, and the page's clock follows this machine's):
 * timers due in that minute fire once, so pause before starting what the test times.
 */
export async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 60_000);
}

/**
 * Records window.open calls instead of opening tabs, so a test can read the exact address sent:
 * `window.opened` holds the addresses, `window.openedFeatures` the features string of each call.
 */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const record = window as unknown as { opened: string[]; openedFeatures: string[] };
    record.opened = [];
    record.openedFeatures = [];
    window.open = ((url?: string | URL, _target?: string, features?: string) => {
      record.opened.push(String(url));
      record.openedFeatures.push(features ?? '');
      return null;
    }) as typeof window.open;
  });
}

/**
 * Records every navigation the page asks for, as Chromium's DevTools protocol reports it
 * (Page.frameRequestedNavigation), mailto: addresses included: those never load a page, the browser
 * hands them to a mail program. Nothing in the page is changed to observe it. Returns a function
 * that reads the addresses requested so far.
 */
export async function recordNavigations(page: Page): Promise<() => string[]> {
  const session = await page.context().newCDPSession(page);
  const urls: string[] = [];
  session.on('Page.frameRequestedNavigation', (event) => urls.push(event.url));
  await session.send('Page.enable');
  return () => [...urls];
}

/** The mailto: addresses a page navigated to, the last one last (see recordNavigations). */
export async function recordMailto(page: Page): Promise<() => string[]> {
  const navigations = await recordNavigations(page);
  return () => navigations().filter((url) => url.startsWith('mailto:'));
}

/** The contexts opened with scripts turned off, whose pages never run the chrome's code. */
const scriptless = new WeakSet<BrowserContext>();

/**
 * Waits until the page has done what it does by itself. First its load event and, when its scripts
 * run, what the chrome starts after it on timers of its own: the islands it loads once the first
 * picture is drawn (data-islands, all asked for) and the web fonts (settled). Then no request
 * waiting for its answer, an idle moment of the main thread and two rendering updates, twice in a
 * row with no request made in between, so what an idle callback, an observer or a frame starts is
 * seen too. Playwright's "networkidle" instead waits half a second of silence after the last
 * answer, whatever the page does, and misses what starts later. A test that checks something was
 * *not* fetched or shown waits for this rather than for a fixed time.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const requests = traffic.get(page);
  if (!requests) throw new Error('pageSettled needs a page opened by openPage, borrowPage or newContext');
  if (!scriptless.has(page.context())) {
    const { lists, fonts } = await page.evaluate(() => ({
      lists: [...document.querySelectorAll<HTMLElement>('script[data-islands]')].map((script) => script.dataset.islands),
      fonts: document.querySelector('noscript[data-web-fonts]') !== null,
    }));
    const islands = lists.flatMap(splitAddresses).map((src) => new URL(src, page.url()).href);
    if (fonts) await page.waitForFunction(() => document.documentElement.dataset.webFonts === 'settled', null, { timeout: 10_000 });
    await expect.poll(() => islands.filter((island) => !requests.asked.has(island)), { timeout: 10_000, interval: 20 }).toEqual([]);
  }
  for (let calm = 0; calm < 2; ) {
    const made = requests.made;
    await requests.drained();
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 3000 })),
    );
    calm = requests.quiet && requests.made === made ? calm + 1 : 0;
  }
}

/**
 * Waits for `count` rendering updates: IntersectionObserver and ResizeObserver callbacks and
 * animation frames run in each, so after two the page has reacted to a scroll or a resize.
 */
export async function renderingUpdates(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** Waits until every finite animation and transition of the element (or the whole page) has ended. */
export async function animationsFinished(page: Page, selector?: string): Promise<void> {
  await page.evaluate(async (target) => {
    const root = target ? document.querySelector(target) : null;
    const animations = root ? root.getAnimations({ subtree: true }) : document.getAnimations();
    await Promise.all(
      animations.filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined)),
    );
  }, selector);
}

export type DataFailure = 'an error status' | 'no answer';

/**
 * Makes the site's card data files (assets/data/*.json) fail, with a server error or no answer at
 * all, until `release()`; `requests()` counts every request for them, so a test can see a retry.
 * Called before the page opens (see OpenOptions.routes).
 */
export async function failCardData(page: Page, failure: DataFailure): Promise<{ requests: () => number; release: () => void }> {
  let failing = true;
  let count = 0;
  await page.route(/\/assets\/data\/[^/]+\.json$/, async (route) => {
    count += 1;
    if (!failing) await route.continue();
    else if (failure === 'an error status') await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    else await route.abort('failed');
  });
  return { requests: () => count, release: () => (failing = false) };
}
