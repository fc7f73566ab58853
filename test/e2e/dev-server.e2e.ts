import { contentHash } from '../../src/assets/content-hash.ts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { STILL_SERVED } from '../../src/dev/report-build.ts';
import { startDevServer, type DevServer, type DevServerOptions } from '../../src/dev/start-dev-server.ts';
import { buildInto } from '../helpers/built-site.ts';
import { copyFixture, removeTemporaryFolders, ROOT, setCell, tempDir } from '../helpers/fixture-site.ts';
import { allowProblems, closeFilePages, newContext } from './browser.ts';

/**
 * `site dev` on a private copy of the minimal fixture, driven through Chromium under the site's
 * production headers: browser.ts fails a test on any console error or CSP violation, so the
 * live-reload client and its overlay are checked against the real Content-Security-Policy.
 * No code folder is watched, so edits elsewhere in the project never rebuild under these tests.
 */
let content: string;
let options: DevServerOptions;
let server: DevServer;
const lines: string[] = [];

beforeAll(async () => {
  content = await copyFixture();
  options = {
    contentDir: content,
    publicDir: path.join(ROOT, 'public'),
    outDir: path.join(await tempDir('site-dev-'), 'site'),
    projectRoot: ROOT,
    codeDirs: [],
    port: 0,
    log: (line) => lines.push(line),
  };
  server = await startDevServer(options);
  const first = await server.firstBuild;
  expect(first.ok, lines.join('\n')).toBe(true);
}, 120_000);

const contexts: BrowserContext[] = [];

// Every tab of a test is closed after it, and the server has seen them go, so the next test can
// count its own tabs' connections.
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
  await expect.poll(() => server.clients).toBe(0);
});

afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

interface LiveReloadRecord {
  /** The type of every message the live-reload client has acted on, in order. */
  readonly handled: string[];
  /** Every navigation the page asked for (a reload is "reload"). */
  readonly navigations: string[];
}

/**
 * Records, in every page of the context, what its live-reload client has done: each message is
 * recorded by a listener added right after the client's own, so once it is recorded the client has
 * acted on it; and every navigation the page asks for, from the Navigation API's navigate event,
 * which location.reload() fires before it returns. "No reload happened" is then an event to wait
 * for (the message was handled and no navigation was asked for), not a time to let pass.
 */
async function recordLiveReload(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { handled: [] as string[], navigations: [] as string[] };
    (window as unknown as { liveReload: LiveReloadRecord }).liveReload = record;
    (window as unknown as { navigation: EventTarget }).navigation.addEventListener('navigate', (event) =>
      record.navigations.push((event as Event & { navigationType: string }).navigationType),
    );
    const add = EventSource.prototype.addEventListener;
    EventSource.prototype.addEventListener = function (
      this: EventSource,
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) {
      add.call(this, type, listener, options);
      if (type === 'message')
        add.call(this, 'message', (event) => record.handled.push((JSON.parse((event as MessageEvent<string>).data) as { type: string }).type));
    } as typeof add;
  });
}

/**
 * Once the page's live-reload client has acted on a message of this type: what it has handled and
 * the navigations the page asked for, read in one go with whether the page still has its mark.
 * `orReloaded`: for a marked page, also as soon as it has lost its mark (it reloaded instead).
 */
async function afterHandling(page: Page, type: string, { orReloaded = false } = {}): Promise<LiveReloadRecord & { marked: boolean }> {
  const state = await page.waitForFunction(
    ([type, orReloaded]) => {
      const record = (window as unknown as { liveReload: LiveReloadRecord }).liveReload;
      const marked = (window as unknown as { devMark?: number }).devMark === 1;
      return (record.handled.includes(type) || (orReloaded && !marked)) && { ...record, marked };
    },
    [type, orReloaded] as const,
    { timeout: 10_000 },
  );
  return (await state.jsonValue()) as LiveReloadRecord & { marked: boolean };
}

/** A tab on the dev server, once its live-reload client is listening. */
async function openTab(address: string, allow?: RegExp): Promise<Page> {
  const context = await newContext();
  contexts.push(context);
  await recordLiveReload(context);
  const page = await context.newPage();
  if (allow) allowProblems(page, allow);
  await page.goto(`${server.url}${address}`);
  await expect.poll(() => server.clients).toBe(contexts.length);
  return page;
}

/** Marks the page's window: a reload loses the mark. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { devMark?: number }).devMark = 1));
}

const isMarked = (page: Page) => page.evaluate(() => (window as unknown as { devMark?: number }).devMark === 1);

describe('site dev', () => {
  it('prints the address, then one line per build', () => {
    expect(lines[0]).toBe(`Serving the site at ${server.url} and rebuilding it on every save. Press Ctrl+C to stop.`);
    expect(lines[1]).toMatch(/^Built \d+ pages in \d+ ms$/);
  });

  it('a product title saved in the spreadsheet shows in its open page without a manual reload; an unrelated open page does not reload', async () => {
    const product = await openTab('product/street-ware/1/');
    const about = await openTab('about/');
    await mark(product);
    await mark(about);
    expect(await product.locator('h1').textContent()).toBe('Tricot Track Suit');

    const built = server.nextBuild();
    const saved = performance.now();
    await setCell(content, 'products/street.csv', 2, 'title', 'Tricot Track Suit Mark II');
    await product.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tricot Track Suit Mark II', undefined, { timeout: 10_000 });
    const shown = Math.round(performance.now() - saved);
    console.log(`edit → page shows the change: ${shown} ms (${lines.at(-1)})`);

    expect((await built).ok).toBe(true);
    expect(lines.at(-1)).toMatch(/^Rebuilt in \d+ ms: \d+ files changed$/);
    expect(await isMarked(product)).toBe(false);
    // The other tab got the same message: once its client has acted on it, it has asked for no reload.
    expect(await afterHandling(about, 'changed', { orReloaded: true })).toMatchObject({ navigations: [], marked: true });
  });

  it('a CSS-only build swaps the stylesheet in place: no reload, no flash, the scroll position kept', async () => {
    const page = await openTab('about/');
    await mark(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    // The page's first-view CSS is in a <style> element, its other CSS in a linked file.
    // (The web fonts' stylesheet, linked after the load event, is not the page's and is not swapped.)
    const from = await page.getAttribute('link[rel="stylesheet"][href*="/assets/css/"]:not([href*="/assets/css/fonts."])', 'href');
    expect(from).toMatch(/^\/assets\/css\/about-page\.[\w-]+\.css$/);
    // Named after the kind of page and the stylesheets its pages use (compose-page-styles.ts).
    const name = await page.getAttribute('style[data-styles]', 'data-styles');
    expect(name).toMatch(/^about-page-[\w-]+$/);
    const inline = await page.$eval(`style[data-styles="${name}"]`, (style) => style.textContent ?? '');
    // The builder also writes the first-view CSS as a file, which a swap links instead of the <style>.
    const first = `/assets/css/first-view.${contentHash(Buffer.from(inline))}.css`;
    // The same stylesheet under another address stands in for a rebuilt one (the fixture cannot
    // change the project's templates/styles/).
    const to = `${from}?rebuilt`;
    const applied: string[] = [];
    page.on('request', (request) => applied.push(request.url()));
    server.broadcast({
      type: 'changed',
      version: server.siteVersion,
      written: ['about/index.html', from!.slice(1)],
      removed: [],
      cssOnly: true,
      stylesheets: [{ name: name!, first, rest: { from: from!, to } }],
    });
    await expect
      .poll(() =>
        page.$$eval('link[rel="stylesheet"]', (links) =>
          links.map((link) => link.getAttribute('href')).filter((href) => href?.startsWith('/assets/') && !href.startsWith('/assets/css/fonts.')),
        ),
      )
      .toEqual([first, to]);
    expect(await page.locator('style[data-styles]').count()).toBe(0);
    expect(applied.some((url) => url.endsWith(to))).toBe(true);
    expect(await isMarked(page)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  it('a content mistake shows the located sentence in an overlay while the last good page stays served; the fix removes it', async () => {
    const page = await openTab('product/sports-ware/1/');
    await mark(page);
    const sentence = /products\/sports\.csv, row 2, column "price": expected a number, got "14o"$/;

    let built = server.nextBuild();
    await setCell(content, 'products/sports.csv', 2, 'price', '14o');
    expect((await built).ok).toBe(false);
    expect(lines.at(-2)).toMatch(sentence);
    expect(lines.at(-1)).toBe(STILL_SERVED);

    const overlay = page.getByRole('alertdialog', { name: 'The site could not be rebuilt' });
    await overlay.waitFor();
    expect(await overlay.locator('li').allTextContents()).toEqual([expect.stringMatching(sentence)]);
    expect(await overlay.textContent()).toContain('last good version');
    // Focus moves into the dialog, onto its close button.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Close');
    // The page beneath is the last good one, and so is what the server answers.
    expect(await isMarked(page)).toBe(true);
    const served = await fetch(`${server.url}product/sports-ware/1/`);
    expect(served.status).toBe(200);
    expect(await served.text()).toContain('Sublimated Club Soccer Kit');

    await page.keyboard.press('Escape');
    await overlay.waitFor({ state: 'detached' });
    // A tab opened (or reloaded) while the site is broken is told at once.
    await page.reload();
    await overlay.waitFor();
    await mark(page);

    built = server.nextBuild();
    await setCell(content, 'products/sports.csv', 2, 'price', '18.50');
    expect((await built).ok).toBe(true);
    await overlay.waitFor({ state: 'detached' });
    // The fix gave back the bytes of the last good page, so the page did not need a reload.
    expect(await isMarked(page)).toBe(true);
  });

  it('a crash shows its message and stack in an accessible overlay, which the next good build takes away', async () => {
    const page = await openTab('about/');
    await mark(page);
    server.broadcast({
      type: 'crash',
      message: "Cannot read properties of undefined (reading 'title')",
      stack: 'TypeError: Cannot read properties of undefined\n    at ProductPage (templates/pages/ProductPage.tsx:36:9)',
    });
    const overlay = page.getByRole('alertdialog', { name: 'The site could not be rebuilt' });
    await overlay.waitFor();
    expect(await overlay.locator('.site-dev-overlay__message').textContent()).toBe("Cannot read properties of undefined (reading 'title')");
    expect(await overlay.locator('pre').textContent()).toContain('at ProductPage (templates/pages/ProductPage.tsx:36:9)');
    // Styled by overlay.css (a file: the CSP refuses inline styles), fixed over the whole page.
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // Tab stays inside the dialog: the scrollable problems, then the close button, then round again.
    const focused = () => page.evaluate(() => document.activeElement?.className);
    expect(await focused()).toBe('site-dev-overlay__close');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('site-dev-overlay__body');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('site-dev-overlay__close');
    server.broadcast({ type: 'changed', version: server.siteVersion, written: ['contact/index.html'], removed: [], cssOnly: false, stylesheets: [] });
    await overlay.waitFor({ state: 'detached' });
    expect(await isMarked(page)).toBe(true);
  });

  it('answers the 404 page with the live-reload script as a file, under the production headers', async () => {
    const response = await fetch(`${server.url}no-such-page/`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline';/,
    );
    const html = await response.text();
    expect(html).toMatch(/<script type="module" src="\/__site-dev\/live-reload\.js\?file=404\.html&amp;server=[\w-]+&amp;version=\d+"><\/script><\/head>/);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(html));
    const script = await fetch(`${server.url}__site-dev/live-reload.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');

    const page = await openTab('no/such/page/', /status of 404/);
    expect(await page.locator('h1').count()).toBe(1);
  });

  it('npm run build output never contains the dev client', async () => {
    const built = await buildInto(await copyFixture(), { search: false });
    const files = await built.files();
    expect(files.some((file) => file.includes('__site-dev'))).toBe(false);
    for (const file of files.filter((name) => /\.(html|js|css|json|xml|txt|webmanifest)$/.test(name) || name === '_headers')) {
      expect(await readFile(path.join(built.out, file), 'utf8'), file).not.toMatch(/__site-dev|live-reload|site-dev-overlay/);
    }
  });

  it('a restarted server never serves the pages its last run left: every address waits on a building page that reloads itself', async () => {
    await server.close();
    // Saved while no server ran: the folder still shows the old title.
    await setCell(content, 'products/street.csv', 2, 'title', 'Tricot Track Suit Restarted');
    const stale = await readFile(path.join(options.outDir, 'product', 'street-ware', '1', 'index.html'), 'utf8');
    expect(stale).not.toContain('Tricot Track Suit Restarted');

    server = await startDevServer(options);
    // Before the first build of this run (its worker has not even started), straight after the start.
    const early = await fetch(`${server.url}product/street-ware/1/`);
    const body = await early.text();
    expect(early.status).toBe(503);
    expect(body).toContain('Building the site…');
    expect(body).not.toContain('Tricot Track Suit');
    const home = await fetch(server.url);
    expect(home.status).toBe(503);

    // A tab opened now shows the building page, then the new page by itself.
    const context = await newContext();
    contexts.push(context);
    const page = await context.newPage();
    allowProblems(page, /status of 503/);
    await page.goto(`${server.url}product/street-ware/1/`);
    expect(await page.locator('h1').textContent()).toBe('Building the site…');
    const first = await server.firstBuild;
    expect(first.ok, lines.join('\n')).toBe(true);
    await expect.poll(() => page.locator('h1').textContent(), { timeout: 15_000 }).toBe('Tricot Track Suit Restarted');
  });

  it('a tab reconnects after the server restarts and reloads once', async () => {
    // While the server is down the browser's requests are refused, or fail on a connection the old
    // server closed (reset, not connected, or closed before any answer), and until its first build
    // the new one answers 503 with its building page: the test is about what the tab does once the
    // site is back.
    const page = await openTab('about/', /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_SOCKET_NOT_CONNECTED|ERR_EMPTY_RESPONSE|events|status of 503/);
    await mark(page);
    const port = Number(new URL(server.origin).port);
    // Every document the tab shows from here on (a reload that comes before its page's load event
    // counts too).
    let documents = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documents += 1;
    });
    await server.close();
    server = await startDevServer({ ...options, port });
    await server.firstBuild;
    await expect.poll(() => isMarked(page).catch(() => true), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => server.clients, { timeout: 10_000 }).toBe(1);
    // The reloaded page has had the new server's hello too, the only message that could make it
    // reload again: once its client has acted on it, it has asked for no second reload.
    expect((await afterHandling(page, 'hello')).navigations).toEqual([]);
    expect(documents).toBe(1);
  });
});
