import type { BrowserContextOptions, Page } from 'playwright-core';
import { borrowPage, origin } from './browser.ts';

export interface PageImage {
  readonly src: string;
  readonly loading: string;
  readonly priority: string | null;
  readonly inFirstView: boolean;
}

export interface LargestPaint {
  readonly tag: string;
  readonly src: string;
  readonly loading: string;
  readonly priority: string | null;
  readonly inMain: boolean;
  readonly size: number;
  /** What the high-priority picture of <main> shows of itself in the view, as the browser measures a paint. */
  readonly prioritySize: number;
}

/** The scripts and stylesheets a page's HTML asks for, and how (read from its markup). */
export interface AskedFor {
  /** The scripts its HTML names, scripts and preloads in document order (the preload scanner's), without the chunks the chrome loads later. */
  readonly named: string[];
  /** The fetchpriority the HTML gives each named script: `high` when any element naming it says so, else `low` when all say so. */
  readonly priorities: Record<string, string>;
  /** The islands the chrome loads after the load event (data-islands). */
  readonly islands: string[];
  /** The islands on the page, and those whose markup is in the first view. */
  readonly onPage: string[];
  readonly firstView: string[];
  /** The stylesheets linked in the page (not the web fonts'), with the fetchpriority asked for each. */
  readonly stylesheets: { href: string; priority: string }[];
}

/** One load of a page, as the first-view tests look at it; each page and device is loaded once per run. */
export interface FirstViewVisit {
  /** Every script and stylesheet the page asked for, with when it asked, in page time (resource timing). */
  readonly requests: { url: string; type: 'script' | 'stylesheet'; start: number }[];
  /** When the load event fired, in page time. */
  readonly loaded: number;
  readonly largest: LargestPaint | null;
  /** When the first high-priority picture was drawn, in page time (undefined when it was never the largest paint). */
  readonly pictureDrawn: number | undefined;
  readonly images: PageImage[];
  /** The pictures the head preloads (React's hints for eager pictures). */
  readonly imagePreloads: string[];
  readonly fontPreloads: number;
  /** The page's load event and when each web font was asked for, in page time. */
  readonly fontTiming: { loaded: number; fonts: number[] };
  /** The islands and font files asked for that the HTML does not name, in page time. */
  readonly later: { name: string; start: number }[];
  readonly asked: AskedFor;
}

const visits = new Map<string, Promise<FirstViewVisit>>();

/**
 * Loads the page once on this device, and reads all the
 * first-view tests need: its largest paint, its pictures, when the fonts and the later islands were
 * asked for, and what its markup asks for. Several tests read the same load instead of each
 * loading every page again.
 */
export function firstViewVisit(address: string, device: BrowserContextOptions): Promise<FirstViewVisit> {
  const key = `${address} ${device.viewport?.width}`;
  let visit = visits.get(key);
  if (!visit) {
    visit = loadAndRead(address, device);
    visits.set(key, visit);
  }
  return visit;
}

async function loadAndRead(address: string, device: BrowserContextOptions): Promise<FirstViewVisit> {
  const page = await borrowPage(device);
  try {
    await page.goto(`${origin()}${address}`);
    await page.waitForLoadState('load');
    const { largest, pictureDrawn } = await largestPaint(page);
    const images = await imagesOf(page);
    const imagePreloads = await page.locator('link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const fontPreloads = await page.locator('link[rel="preload"][as="font"]').count();
    const asked = await askedFor(page);
    // The web fonts and every island the chrome names arrive after the load event; wait for them.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.woff2')));
    await page.waitForFunction((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), asked.islands);
    const { fontTiming, later, requests } = await resourceTiming(page);
    return { requests, loaded: fontTiming.loaded, largest, pictureDrawn, images, imagePreloads, fontPreloads, fontTiming, later, asked };
  } finally {
    await page.close();
  }
}

/**
 * The element the browser took for the largest contentful paint. The browser reports a candidate
 * once the frame that drew it is presented, so this waits until every picture in the view has
 * loaded and decoded, then for the frames that draw them: after that no larger candidate can come.
 */
function largestPaint(page: Page): Promise<{ largest: LargestPaint | null; pictureDrawn: number | undefined }> {
  return page.evaluate(async () => {
    const entries: (PerformanceEntry & { element?: Element | null; size?: number })[] = [];
    const observer = new PerformanceObserver((list) => entries.push(...list.getEntries()));
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    const inView = [...document.images].filter((image) => {
      const rect = image.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && rect.top < innerHeight && rect.bottom > 0 && rect.left < innerWidth && rect.right > 0;
    });
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    // One frame draws them, the next starts once it is presented, the third once its entries are out;
    // on a busy machine a drawing's blurred shadow can keep its tiles a few frames more, so the frames
    // go on (at most 30) while a picture in view is larger than the largest paint reported yet.
    const visibleArea = (image: HTMLImageElement) => {
      const rect = image.getBoundingClientRect();
      return Math.max(0, Math.min(rect.right, innerWidth) - Math.max(rect.left, 0)) * Math.max(0, Math.min(rect.bottom, innerHeight) - Math.max(rect.top, 0));
    };
    const largestInView = Math.max(0, ...inView.map(visibleArea));
    for (let frame = 0; frame < 30; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      entries.push(...observer.takeRecords());
      if (frame >= 2 && (entries.at(-1)?.size ?? 0) >= largestInView * 0.99) break;
    }
    entries.push(...observer.takeRecords());
    observer.disconnect();
    const picture = document.querySelector('img[fetchpriority="high"]');
    const drawn = entries.find((entry) => entry.element === picture);
    const pictureDrawn = drawn ? Math.round(drawn.startTime) : undefined;
    const last = entries.at(-1);
    const element = last?.element;
    if (!element) return { largest: null, pictureDrawn };
    const first = document.querySelector('main img[fetchpriority="high"]')?.getBoundingClientRect();
    const prioritySize = first
      ? Math.max(0, Math.min(first.right, innerWidth) - Math.max(first.left, 0)) * Math.max(0, Math.min(first.bottom, innerHeight) - Math.max(first.top, 0))
      : 0;
    const largest = {
      size: last?.size ?? 0,
      prioritySize,
      tag: element.tagName.toLowerCase(),
      src: element.getAttribute('src') ?? '',
      loading: element instanceof HTMLImageElement ? element.loading : '',
      priority: element.getAttribute('fetchpriority'),
      inMain: element.closest('main') !== null,
    };
    return { largest, pictureDrawn };
  });
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
 * When the page's load event came, when it asked for each script and stylesheet, and when for the
 * fonts and the files its HTML does not name: the page's own resource timing, which Chromium
 * fills as it sends each request.
 */
function resourceTiming(page: Page): Promise<Pick<FirstViewVisit, 'fontTiming' | 'later' | 'requests'>> {
  return page.evaluate(() => {
    const resources = performance.getEntriesByType('resource');
    const types = [
      ['script', /\.js$/],
      ['stylesheet', /\.css$/],
    ] as const;
    // The files the HTML names are asked for at once; every other script, and the fonts, later.
    const named = new Set(
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"]')].map((element) =>
        'src' in element ? element.src : element.href,
      ),
    );
    return {
      fontTiming: {
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
        fonts: resources.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
      },
      later: resources
        .filter((resource) => !named.has(resource.name) && /\/assets\/(islands\/.+\.js|fonts\/|css\/fonts\.)/.test(resource.name))
        .map((resource) => ({ name: resource.name.split('/').at(-1) ?? '', start: Math.round(resource.startTime) })),
      requests: resources.flatMap((resource) => {
        const url = resource.name.split('?')[0]!;
        const type = types.find(([, pattern]) => pattern.test(new URL(url).pathname))?.[0];
        return type ? [{ url: resource.name, type, start: resource.startTime }] : [];
      }),
    };
  });
}

/** What the page's markup asks for: its scripts and stylesheets, with their hints, and its islands. */
function askedFor(page: Page): Promise<AskedFor> {
  return page.evaluate(() => {
    const absolute = (src: string) => new URL(src, location.href).href;
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"], script[async][src]')];
    const chunksLoadedLater = new Set(scripts.flatMap((script) => (script.dataset.chunks ?? '').split(' ').filter(Boolean).map(absolute)));
    // Script elements and preloads, in document order: the preload scanner asks in this order.
    const naming = [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="modulepreload"], link[rel="preload"][as="script"]'),
    ]
      .map((element) => ({ url: 'src' in element ? element.src : element.href, priority: (element.getAttribute('fetchpriority') ?? 'auto').toLowerCase() }))
      .filter(({ url }) => !chunksLoadedLater.has(url));
    const order = [...new Set(naming.map(({ url }) => url))];
    const priorities: Record<string, string> = {};
    for (const url of order) {
      const asked = naming.filter((element) => element.url === url).map((element) => element.priority);
      priorities[url] = asked.includes('high') ? 'high' : asked.every((priority) => priority === 'low') ? 'low' : asked.join('+');
    }
    // The islands whose markup is in the first view: the header's, and those in the first element
    // of <main> (through wrappers that are an only child), as render/first-screen.ts finds it. On
    // most pages the page's other CSS follows it; on a listing, the blog, contact and enquiry list
    // pages it follows the whole main part, but their other islands still wait for the load event.
    const parts = (element: Element) => [...element.children].filter((child) => !['LINK', 'SCRIPT', 'TEMPLATE'].includes(child.tagName));
    let end: Element | null = document.querySelector('main');
    while (end && parts(end).length === 1) end = parts(end)[0]!;
    end = end ? (parts(end)[0] ?? end) : null;
    const islandElements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
    const inFirstView = islandElements.filter(
      (element) => !end || end.contains(element) || element.compareDocumentPosition(end) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
    return {
      named: order,
      priorities,
      islands: scripts.flatMap((script) => (script.dataset.islands ?? '').split(' ').filter(Boolean).map(absolute)),
      onPage: [...new Set(islandElements.map((element) => element.dataset.island!))],
      firstView: [...new Set(inFirstView.map((element) => element.dataset.island!))],
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => !link.href.includes('/assets/css/fonts.'))
        .map((link) => ({ href: link.href, priority: (link.getAttribute('fetchpriority') ?? 'auto').toLowerCase() })),
    };
  });
}
