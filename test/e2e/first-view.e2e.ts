import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, newContext, openPage, origin, renderingUpdates } from './browser.ts';
import { isChromePart } from '../../src/shared/island-names.ts';
import { MAIN_ISLANDS, type IslandName } from '../../src/shared/island-names.ts';
import { builtSite } from './site-model.ts';
import { webFontsLoaded } from './web-fonts.ts';

afterAll(closeBrowser);

const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1280, height: 900 } } as const;

/** One page of each kind (page component), so every template's first view is looked at. */
async function pageOfEachKind(): Promise<string[]> {
  const { site, routes } = await builtSite();
  const byComponent = new Map<string, string>();
  for (const route of routes)
    if (route.path !== site.paths.notFound && !byComponent.has(route.component.name)) byComponent.set(route.component.name, route.path);
  return [...byComponent.values()];
}

interface Box {
  readonly what: string;
  readonly top: number;
  readonly height: number;
}

/** Where the first view's text blocks sit: the header's and the title band's (or banner's) headings, paragraphs and links. */
function firstViewBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const first = document.querySelector('main')?.querySelector('.page-header, .banner, section, article');
    const blocks = [...document.querySelectorAll('.site-header h1, .site-header a, .site-header button')];
    // The title band or banner itself too: its height decides where everything below it starts.
    if (first) blocks.push(first, ...first.querySelectorAll('h1, h2, p, li, a'));
    return blocks
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          what: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
          top: Math.round(rect.top + scrollY),
          height: Math.round(rect.height),
        };
      });
  });
}

describe('text paints before the web fonts arrive', () => {
  it('sets the first view in metric-matched local fonts, so nothing moves when Barlow swaps in', async () => {
    const addresses = ['/', '/about/', ...(await pageOfEachKind()).filter((address) => /\/(product|blog)\/./.test(address))];
    for (const [address, device] of addresses.flatMap(
      (address) =>
        [
          [address, PHONE],
          [address, DESKTOP],
        ] as const,
    )) {
      // Without the web fonts: as a visitor sees the page while they are still on their way.
      const without = await openPage(address, device, { allow: /Failed to load resource|ERR_FAILED|downloadable font/ });
      await without.page.route('**/*.woff2', (route) => route.abort());
      await without.page.reload();
      await without.page.evaluate(() => document.fonts.ready);
      // Local faces load as text first needs them; give them the moment they take.
      await without.page
        .waitForFunction(() => [...document.fonts].some((face) => face.family.includes('Fallback') && face.status === 'loaded'), null, { timeout: 5000 })
        .catch(() => undefined);
      const fallbackUsed = await without.page.evaluate(() =>
        [...document.fonts].filter((face) => face.family.includes('Fallback') && face.status === 'loaded').map((face) => face.family),
      );
      // The local fonts must exist here, or this test would compare a generic font with itself.
      expect(fallbackUsed, 'the metric-matched faces need Arial or Liberation Sans (fonts-liberation)').toEqual(
        expect.arrayContaining(['Barlow Fallback: Arial', 'Barlow Condensed Caps Fallback: Arial']),
      );
      const before = await firstViewBoxes(without.page);
      await without.page.context().close();

      const withFonts = await openPage(address, device);
      await webFontsLoaded(withFonts.page);
      const after = await firstViewBoxes(withFonts.page);
      await withFonts.page.context().close();

      expect(after.length).toBeGreaterThan(3);
      expect(after.map((box) => box.what)).toEqual(before.map((box) => box.what));
      // Each block within a few pixels of where it painted first: no line added or lost, no jump.
      const moved = after.filter((box, index) => Math.abs(box.top - (before[index]?.top ?? 0)) > 4 || Math.abs(box.height - (before[index]?.height ?? 0)) > 4);
      expect(
        moved.map((box) => `${address} at ${device.viewport.width} px, ${box.what}: ${JSON.stringify(before[after.indexOf(box)])} → ${JSON.stringify(box)}`),
      ).toEqual([]);
    }
  }, 120_000);

  it('asks for no font before the page has loaded, so the HTML, the CSS and the first picture have the connection', async () => {
    for (const address of await pageOfEachKind()) {
      const { page } = await openPage(address, PHONE);
      expect(await page.locator('link[rel="preload"][as="font"]').count(), address).toBe(0);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')));
      const timing = await page.evaluate(() => ({
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.loaded, address).toBeGreaterThan(0);
      for (const start of timing.fonts) expect(start, address).toBeGreaterThanOrEqual(timing.loaded);
      await page.context().close();
    }
  });

  it('asks for the web fonts and the later islands only once the first picture is on screen', async () => {
    for (const address of await pageOfEachKind()) {
      const { page } = await openPage(address, PHONE);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')));
      const timing = await page.evaluate(
        () =>
          new Promise<{ drawn: number | undefined; later: { name: string; start: number }[] }>((resolve) => {
            const picture = document.querySelector('img[fetchpriority="high"]');
            // The files the HTML names are asked for at once; every other script, and the fonts, later.
            const named = new Set(
              [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((element) =>
                'src' in element ? element.src : element.href,
              ),
            );
            new PerformanceObserver((list) => {
              const entry = list.getEntries().find((candidate) => (candidate as PerformanceEntry & { element?: Element }).element === picture);
              const later = performance
                .getEntriesByType('resource')
                .filter((resource) => !named.has(resource.name) && /\/assets\/(islands\/.+\.js|fonts\/|css\/fonts\.)/.test(resource.name))
                .map((resource) => ({ name: resource.name.split('/').at(-1) ?? '', start: Math.round(resource.startTime) }));
              resolve({ drawn: entry ? Math.round(entry.startTime) : undefined, later });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      // A page whose largest paint is a text block reports nothing about its picture: nothing to compare.
      if (timing.drawn !== undefined) {
        expect(timing.later.length, address).toBeGreaterThan(0);
        for (const file of timing.later) expect(file.start, `${address} ${file.name}`).toBeGreaterThanOrEqual(timing.drawn);
      }
      await page.context().close();
    }
  });

  it('adds the web fonts to the page all at once, each face already loaded, so the page is laid out again once', async () => {
    const context = await newContext(PHONE);
    // From the first moment: every state a web font's face is seen in, each frame.
    await context.addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { fontStates: Set<string> }).fontStates = seen;
      const look = () => {
        for (const face of document.fonts)
          if (face.family.replace(/"/g, '').startsWith('Barlow') && !face.family.includes('Fallback'))
            seen.add(`${face.family.replace(/"/g, '')} ${face.weight} ${face.status}`);
        requestAnimationFrame(look);
      };
      look();
    });
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    await webFontsLoaded(page);
    await renderingUpdates(page);
    const states = [...(await page.evaluate(() => [...(window as unknown as { fontStates: Set<string> }).fontStates]))].sort();
    expect(states).toEqual(['Barlow 400 loaded', 'Barlow 600 loaded', 'Barlow Condensed 700 loaded']);
    // Added by script, not by linking the stylesheet (which is what happens only if that fails).
    expect(await page.locator('link[href*="/assets/css/fonts."]').count()).toBe(0);
    await context.close();
  });

  it('still sets the page in the web fonts without JavaScript', async () => {
    const { page } = await openPage('/about/', { ...PHONE, javaScriptEnabled: false });
    await page.waitForFunction(() =>
      ['Barlow', 'Barlow Condensed'].every((family) => [...document.fonts].some((face) => face.family === family && face.status === 'loaded')),
    );
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toMatch(/^"Barlow Condensed"/);
    await page.context().close();
  });
});

interface PageImage {
  readonly src: string;
  readonly loading: string;
  readonly priority: string | null;
  readonly inFirstView: boolean;
}

function imagesOf(page: Page): Promise<PageImage[]> {
  return page.evaluate(() =>
    [...document.images].map((image) => {
      const rect = image.getBoundingClientRect();
      const shown = rect.width > 0 && rect.height > 0 && getComputedStyle(image).visibility !== 'hidden';
      return {
        src: image.getAttribute('src') ?? '',
        loading: image.loading,
        priority: image.getAttribute('fetchpriority'),
        inFirstView: shown && rect.top < innerHeight && rect.bottom > 0 && rect.left < innerWidth && rect.right > 0,
      };
    }),
  );
}

/**
 * The element the browser took for the largest contentful paint, described for the assertions.
 * Read a moment after load: a picture that finished loading is painted (and reported) a frame later.
 */
function largestPaint(
  page: Page,
): Promise<{ tag: string; src: string; loading: string; priority: string | null; inMain: boolean; size: number; prioritySize: number } | null> {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        let last: (PerformanceEntry & { element?: Element | null; size?: number }) | undefined;
        new PerformanceObserver((list) => {
          last = list.getEntries().at(-1) ?? last;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const element = last?.element;
          if (!element) return resolve(null);
          // What the high-priority picture shows of itself in the view, as the browser measures a paint.
          const first = document.querySelector('main img[fetchpriority="high"]')?.getBoundingClientRect();
          const prioritySize = first
            ? Math.max(0, Math.min(first.right, innerWidth) - Math.max(first.left, 0)) *
              Math.max(0, Math.min(first.bottom, innerHeight) - Math.max(first.top, 0))
            : 0;
          resolve({
            size: last?.size ?? 0,
            prioritySize,
            tag: element.tagName.toLowerCase(),
            src: element.getAttribute('src') ?? '',
            loading: element instanceof HTMLImageElement ? element.loading : '',
            priority: element.getAttribute('fetchpriority'),
            inMain: element.closest('main') !== null,
          });
        }, 700);
      }),
  );
}

describe('the first picture', () => {
  it('is fetched first and at once, and every picture below the fold waits until it is scrolled near', async () => {
    const eager = new Map<string, Set<string>>();
    const seenInView = new Set<string>();
    for (const address of [...(await pageOfEachKind()), '/home-2/', '/home-3/']) {
      for (const device of [PHONE, DESKTOP]) {
        const { page } = await openPage(address, device);
        await page.waitForLoadState('load');
        const largest = await largestPaint(page);
        // The picture of a page's content, when it is the largest paint, comes first; a page whose
        // largest paint is the header's logo (a sign-in form) has only the logo, loaded at once, to show.
        // Two pictures of one size (a row of posts) are equally the largest, and the browser names the
        // one painted first: then the high-priority one must be as large, and the other eager too.
        if (largest?.tag === 'img' && largest.inMain && largest.priority !== 'high') {
          expect(largest.loading, `the largest paint of ${address} at ${device.viewport.width} px`).toBe('eager');
          expect(
            largest.prioritySize,
            `the high-priority picture of ${address} at ${device.viewport.width} px against the largest paint`,
          ).toBeGreaterThanOrEqual(largest.size * 0.99);
        } else if (largest?.tag === 'img' && largest.inMain) {
          expect(largest, `the largest paint of ${address} at ${device.viewport.width} px`).toMatchObject({ loading: 'eager', priority: 'high' });
        } else if (largest?.tag === 'img') {
          expect(largest.loading, `the largest paint of ${address} at ${device.viewport.width} px`).not.toBe('lazy');
        }
        for (const image of await imagesOf(page)) {
          if (image.inFirstView) seenInView.add(`${address} ${image.src}`);
          if (image.loading === 'eager') eager.set(address, (eager.get(address) ?? new Set()).add(image.src));
          // High priority is for the picture of the first view alone.
          if (image.priority === 'high') expect(image.loading, `${address} ${image.src}`).toBe('eager');
        }
        // React hints the eager images of the first view in the head; a preload of any other would
        // take bandwidth from the first view.
        for (const href of await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
          eager.set(address, (eager.get(address) ?? new Set()).add(href));
        }
        await page.context().close();
      }
    }
    // An image loaded eagerly or preloaded must be in the first view on a phone or on a desktop.
    const wasted = [...eager].flatMap(([address, sources]) =>
      [...sources].filter((src) => !seenInView.has(`${address} ${src}`)).map((src) => `${address} ${src}`),
    );
    expect(wasted).toEqual([]);
  }, 180_000);

  it('loads every picture of a listing’s and the blog’s first view at once, so none waits for the layout to be found', async () => {
    // Where the pictures are, and how many the first view shows at least: on a phone, then a desktop.
    const grids = [
      ['/all-products/', '[data-listing-grid] .product-card img', [2, 3]],
      ['/sports-ware/', '[data-listing-grid] .product-card img', [2, 3]],
      ['/blog/', '.post-grid img', [1, 2]],
    ] as const;
    for (const [address, selector, least] of grids) {
      for (const [index, device] of [PHONE, DESKTOP].entries()) {
        const { page } = await openPage(address, device);
        await page.waitForLoadState('load');
        const shown = await page
          .locator(selector)
          .evaluateAll((images) =>
            (images as HTMLImageElement[])
              .map((image) => ({ loading: image.loading, top: image.getBoundingClientRect().top }))
              .filter(({ top }) => top < innerHeight),
          );
        expect(shown.length, `${address} at ${device.viewport.width} px`).toBeGreaterThanOrEqual(least[index]!);
        expect(
          shown.map(({ loading }) => loading),
          `${address} at ${device.viewport.width} px`,
        ).toEqual(shown.map(() => 'eager'));
        await page.context().close();
      }
    }
  });

  it('has the pictures of the home banner, a product and a blog post as its largest paint, loaded eagerly with high priority', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.sports[0];
    const post = site.blogPosts[0];
    if (!product || !post) throw new Error('the sample site has a sports product and a blog post');
    // On a phone the title band takes most of the first screen; on a desktop the picture is the largest.
    const pages = [
      [site.paths.product('sports-ware', product.id), DESKTOP],
      [site.paths.blogPost(post.slug), DESKTOP],
    ] as const;
    for (const [address, device] of pages) {
      const { page } = await openPage(address, device);
      await page.waitForLoadState('load');
      expect(await largestPaint(page), address).toMatchObject({ tag: 'img', loading: 'eager', priority: 'high' });
      await page.context().close();
    }
    const home = await openPage('/', DESKTOP);
    await home.page.waitForLoadState('load');
    const banner = home.page.locator('.banner__image').first();
    expect(await banner.getAttribute('fetchpriority')).toBe('high');
    expect(await banner.getAttribute('loading')).toBe('eager');
    expect(await home.page.locator('.banner__image[fetchpriority="high"]').count()).toBe(1);
    await home.page.context().close();
  });
  it('brings the first picture and the logo inside the page when they are small drawings: drawn at once, never requested', async () => {
    const { site } = await builtSite();
    const post = site.blogPosts[0]!;
    const banner = site.banners[0]!;
    const service = site.services[0]!;
    const pages = [
      ['/', banner.image],
      [site.paths.blogPost(post.slug), post.image],
      [site.paths.service(service.slug), service.image],
    ] as const;
    for (const [address, image] of pages) {
      const context = await newContext(DESKTOP);
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(`${origin()}${address}`);
      await page.waitForLoadState('load');
      const { drawn, elsewhere } = await page.evaluate(() => {
        const first = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"], .site-header__logo img')];
        return {
          drawn: first.map((img) => ({
            inline: img.getAttribute('src')?.startsWith('data:image/svg+xml,') ?? false,
            drawn: img.complete && img.naturalWidth > 0,
          })),
          // The same picture can also be a lazy thumbnail further down (a blog post's own card in "Recent posts").
          elsewhere: [...document.images].filter((img) => !first.includes(img)).map((img) => new URL(img.src).pathname),
        };
      });
      expect(drawn, address).toEqual([
        { inline: true, drawn: true },
        { inline: true, drawn: true },
      ]);
      // Neither file is asked for by the first view: not by the page, and not by a preload hint React might add.
      const files = [site.paths.asset('logo.svg'), site.paths.asset(image)];
      expect(
        requested.filter((path) => files.includes(path) && !elsewhere.includes(path)),
        address,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe('what the first paint waits for', () => {
  it("asks before the page has loaded only for the chrome's script and those of islands in the first view, at low priority, and the page's main island at high priority; the other islands come after it", async () => {
    for (const address of await pageOfEachKind()) {
      const context = await newContext(PHONE);
      const page = await context.newPage();
      // The browser's own priorities and times, as it sends each request (Chromium's network domain).
      const session = await context.newCDPSession(page);
      const requests: { url: string; type: string; priority: string; time: number }[] = [];
      let loaded = Infinity;
      session.on('Network.requestWillBeSent', (event) =>
        requests.push({ url: event.request.url, type: event.type ?? '', priority: event.request.initialPriority, time: event.timestamp }),
      );
      session.on('Page.loadEventFired', (event) => (loaded = Math.min(loaded, event.timestamp)));
      await session.send('Network.enable');
      await session.send('Page.enable');
      await page.goto(`${origin()}${address}`);
      await page.waitForLoadState('load');
      const { named, urgent, islands, firstView, onPage } = await page.evaluate(() => {
        const absolute = (src: string) => new URL(src, location.href).href;
        const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];
        // The islands whose markup is in the first view: the header's, and those in the first element
        // of <main> (through wrappers that are an only child), as render/first-view.ts finds it. On
        // most pages the page's other CSS follows it; on a listing, the blog, contact and enquiry list
        // pages it follows the whole main part, but their other islands still wait for the load event.
        const parts = (element: Element) => [...element.children].filter((child) => !['LINK', 'SCRIPT', 'TEMPLATE'].includes(child.tagName));
        let end: Element | null = document.querySelector('main');
        while (end && parts(end).length === 1) end = parts(end)[0]!;
        end = end ? (parts(end)[0] ?? end) : null;
        const inFirstView = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
          (element) => !end || end.contains(element) || element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        return {
          // The preloads in the HTML; the chrome adds those of the later islands when it loads them.
          named: [
            ...new Set([
              ...scripts.map((script) => script.src),
              ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="script"]')]
                .map((link) => link.href)
                .filter((href) => !scripts.some((script) => (script.dataset.chunks ?? '').split(' ').map(absolute).includes(href))),
            ]),
          ],
          // A main island's classic script, asked for at high priority (render-route.ts).
          urgent: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][fetchpriority="high"]')].map((link) => link.href),
          onPage: [...new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((element) => element.dataset.island!))],
          islands: scripts.flatMap((script) => (script.dataset.islands ?? '').split(' ').filter(Boolean).map(absolute)),
          firstView: [...new Set(inFirstView.map((element) => element.dataset.island!))],
        };
      });
      // Every island the page names arrives, all of them after the load event.
      await page.waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), islands);
      const scripts = requests.filter((request) => request.type === 'Script');
      const early = scripts.filter((request) => request.time < loaded);
      // Module and async scripts never hold the first paint up; at low priority, and few, they also leave the
      // bandwidth and the connections of the first round trips to what the first view needs.
      expect(early.map((request) => `${request.url} ${request.priority}`).sort(), address).toEqual(
        named.map((url) => `${url} ${urgent.includes(url) ? 'High' : 'Low'}`).sort(),
      );
      const bundles = named.map((url) => /\/islands\/([a-z-]+)\.\w+\.js$/.exec(url)?.[1]).filter((name) => name !== 'chunk');
      const main = onPage.filter((name) => !firstView.includes(name) && MAIN_ISLANDS.includes(name as IslandName));
      expect(bundles.sort(), address).toEqual(['chrome', ...firstView.filter((name) => !isChromePart(name)), ...main].sort());
      expect(
        islands.filter((src) => !scripts.some((request) => request.url === src && request.time >= loaded)),
        `${address}: islands not loaded after the load event`,
      ).toEqual([]);
      // The stylesheet linked after the first view holds back only what follows it: normal priority,
      // not the highest one of a stylesheet the first paint waits for. (The web fonts' stylesheet
      // comes after the load event, see the fonts' tests above.)
      const stylesheets = requests.filter((request) => request.type === 'Stylesheet' && !request.url.includes('/assets/css/fonts.'));
      expect(
        stylesheets.map((request) => request.priority),
        address,
      ).toEqual(['High']);
      await context.close();
    }
  });
});
