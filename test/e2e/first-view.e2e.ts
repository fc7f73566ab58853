import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFilePages, newContext, openPage, origin, renderingUpdates } from './browser.ts';
import { firstViewVisit } from './first-view-visit.ts';
import { isChromePart } from '../../src/shared/island-names.ts';
import { MAIN_ISLANDS, type IslandName } from '../../src/shared/island-names.ts';
import { builtSite } from './site-model.ts';
import { webFontsLoaded } from './web-fonts.ts';

afterAll(closeFilePages);

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

// One load of each kind of page on a phone, read by most tests below (first-view-visit.ts); loaded
// here, before the tests' own timeouts start.
beforeAll(async () => {
  for (const address of await pageOfEachKind()) await firstViewVisit(address, PHONE);
}, 300_000);

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

/**
 * The web fonts never arrive. Set before the page opens, so it holds from the first request, and
 * one function for every such page, so the page pool hands them on (page-pool.ts).
 */
const withoutWebFonts = (page: Page) => page.route('**/*.woff2', (route) => route.abort());

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
      const without = await openPage(address, device, { allow: /Failed to load resource|ERR_FAILED|downloadable font/, routes: withoutWebFonts });
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
      // And the web fonts really were kept away, or this test would compare them with themselves.
      const webFaces = await without.page.evaluate(
        () => [...document.fonts].filter((face) => !face.family.includes('Fallback') && face.status === 'loaded').length,
      );
      expect(webFaces, `${address}: a web font arrived`).toBe(0);
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
      const { fontPreloads, fontTiming } = await firstViewVisit(address, PHONE);
      expect(fontPreloads, address).toBe(0);
      expect(fontTiming.fonts.length, address).toBeGreaterThan(0);
      expect(fontTiming.loaded, address).toBeGreaterThan(0);
      for (const start of fontTiming.fonts) expect(start, address).toBeGreaterThanOrEqual(fontTiming.loaded);
    }
  });

  it('asks for the web fonts and the later islands only once the first picture is on screen', async () => {
    for (const address of await pageOfEachKind()) {
      const { pictureDrawn, later } = await firstViewVisit(address, PHONE);
      // A page whose largest paint is a text block reports nothing about its picture: nothing to compare.
      if (pictureDrawn !== undefined) {
        expect(later.length, address).toBeGreaterThan(0);
        for (const file of later) expect(file.start, `${address} ${file.name}`).toBeGreaterThanOrEqual(pictureDrawn);
      }
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

describe('the first picture', () => {
  it('is fetched first and at once, and every picture below the fold waits until it is scrolled near', async () => {
    const eager = new Map<string, Set<string>>();
    const seenInView = new Set<string>();
    for (const address of [...(await pageOfEachKind()), '/home-2/', '/home-3/']) {
      for (const device of [PHONE, DESKTOP]) {
        const { largest, images, imagePreloads } = await firstViewVisit(address, device);
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
        for (const image of images) {
          if (image.inFirstView) seenInView.add(`${address} ${image.src}`);
          if (image.loading === 'eager') eager.set(address, (eager.get(address) ?? new Set()).add(image.src));
          // High priority is for the picture of the first view alone.
          if (image.priority === 'high') expect(image.loading, `${address} ${image.src}`).toBe('eager');
        }
        // React hints the eager images of the first view in the head; a preload of any other would
        // take bandwidth from the first view.
        for (const href of imagePreloads) eager.set(address, (eager.get(address) ?? new Set()).add(href));
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
      expect((await firstViewVisit(address, device)).largest, address).toMatchObject({ tag: 'img', loading: 'eager', priority: 'high' });
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
    // On a phone the closed menu, with its copy of the logo, waits just past the screen's edge.
    for (const [[address, image], device] of pages.flatMap((page) => [DESKTOP, PHONE].map((device) => [page, device] as const))) {
      const context = await newContext(device);
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
      expect(
        requested.filter((path) => path === site.paths.asset(image) && !elsewhere.includes(path)),
        address,
      ).toEqual([]);
      // Nor by the menu's copy of the logo, nor anything else: the logo is never a file on these pages.
      expect(
        requested.filter((path) => path === site.paths.asset(site.settings.brand.logo)),
        `${address} at ${device.viewport.width} px`,
      ).toEqual([]);
      await context.close();
    }
  });
});

describe('what the first paint waits for', () => {
  it("asks before the page has loaded only for the chrome's script and those of islands in the first view, at low priority, and the page's main island at high priority, first; the other islands come after it", async () => {
    for (const address of await pageOfEachKind()) {
      const { requests, loaded, asked } = await firstViewVisit(address, PHONE);
      const scripts = requests.filter((request) => request.type === 'script');
      // Module and async scripts never hold the first paint up; few, they also leave the bandwidth
      // and the connections of the first round trips to what the first view needs.
      const early = scripts.filter((request) => request.start < loaded).map((request) => request.url);
      expect(early.sort(), address).toEqual([...asked.named].sort());
      const bundle = (url: string) => /\/islands\/([a-z-]+)\.\w+\.js$/.exec(url)?.[1] ?? '';
      const main = asked.onPage.filter((name) => !asked.firstView.includes(name) && MAIN_ISLANDS.includes(name as IslandName));
      expect(
        asked.named
          .map(bundle)
          .filter((name) => name !== 'chunk')
          .sort(),
        address,
      ).toEqual(['chrome', ...asked.firstView.filter((name) => !isChromePart(name)), ...main].sort());
      // What the page asks for, not the priority a given Chromium turns that into (a shared chunk's
      // low modulepreload was High in Chromium 150 and is Low in 156): the main island high and named
      // before any other script, so the preload scanner asks for it first; everything else low.
      expect(
        asked.named.map((url) => `${url} ${asked.priorities[url]}`),
        address,
      ).toEqual(asked.named.map((url) => `${url} ${main.includes(bundle(url)) ? 'high' : 'low'}`));
      const urgent = asked.named.filter((url) => asked.priorities[url] === 'high');
      expect(asked.named.slice(0, urgent.length), address).toEqual(urgent);
      expect(
        asked.islands.filter((src) => !scripts.some((request) => request.url === src && request.start >= loaded)),
        `${address}: islands not loaded after the load event`,
      ).toEqual([]);
      // The stylesheet linked after the first view holds back only what follows it: it asks for low
      // priority, not the highest one of a stylesheet the first paint waits for. (The web fonts'
      // stylesheet comes after the load event, see the fonts' tests above.)
      const stylesheets = requests.filter((request) => request.type === 'stylesheet' && !request.url.includes('/assets/css/fonts.'));
      expect(
        stylesheets.map((request) => request.url),
        address,
      ).toEqual(asked.stylesheets.map((sheet) => sheet.href));
      expect(asked.stylesheets.length, address).toBeGreaterThan(0);
      expect(
        asked.stylesheets.map((sheet) => sheet.priority),
        address,
      ).toEqual(asked.stylesheets.map(() => 'low'));
    }
  });
});
