import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStylesheetCatalogue } from '../../src/assets/styles/stylesheet-catalogue.ts';
import { buildFonts } from '../../src/assets/fonts.ts';
import type { OutputSink } from '../../src/output/output-sink.ts';
import { animationsFinished, closeFilePages, openPage, pageSettled, renderingUpdates } from './browser.ts';
import { builtSite } from './site-model.ts';
import { webFontsLoaded } from './web-fonts.ts';
import { TEST_DIST } from './test-site.ts';

afterAll(closeFilePages);

/**
 * Each page gets only the stylesheets of the components it rendered: its first view's in the head
 * and the rest linked after the first view. These tests hold that to the one rule that matters:
 * the page looks exactly as it would with every stylesheet of the site. Each page is styled twice
 * in Chromium, with its own CSS and then with all the sheets added after it, in the order every
 * page has them (a copy of every rule, later in the cascade, so every element ends up styled as by
 * all of them alone), and the computed styles of every element must not differ. A component that
 * uses another's classes without declaring its sheet fails here.
 */
let fullCss = '';

beforeAll(async () => {
  const { site } = await builtSite();
  // Only the fonts' CSS is wanted here: the files they write are thrown away.
  const discard: OutputSink = { write: async () => undefined, copy: async () => undefined, keep: () => false };
  const fonts = await buildFonts(discard, site.paths);
  const catalogue = await buildStylesheetCatalogue(path.resolve('.'), site.settings, fonts.fallbackCss);
  fullCss = [catalogue.base, ...[...catalogue.sheets].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, css]) => css)].join('');
});

/**
 * Reduced motion, so no transition is halfway when styles are read (the two reads are a moment
 * apart); the styles for motion are the same either way.
 */
const STILL = { reducedMotion: 'reduce' } as const;

const PROPERTIES = [
  'display',
  'position',
  'top',
  'left',
  'float',
  'box-sizing',
  'width',
  'height',
  'max-width',
  'min-height',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-top-style',
  'border-top-color',
  'border-radius',
  'color',
  'background-color',
  'background-image',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'text-decoration-line',
  'grid-template-columns',
  'flex-direction',
  'justify-content',
  'align-items',
  'gap',
  'opacity',
  'visibility',
  'transform',
  'z-index',
  'overflow-x',
  'box-shadow',
];

/** Every element's computed style (the properties above), keyed by its path in the document. */
function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const out: Record<string, string> = {};
    const pathOf = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.documentElement; node = node.parentElement) {
        const parent: Element | null = node.parentElement;
        const index = parent ? [...parent.children].indexOf(node) : 0;
        parts.unshift(`${node.tagName.toLowerCase()}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}:${index}`);
      }
      return parts.join(' > ');
    };
    // The CSS elements themselves are what the two runs differ in.
    for (const element of document.body.querySelectorAll('*:not(link):not(style)')) {
      const style = getComputedStyle(element);
      // Where the box is laid out rather than its computed margins: Chromium reports an auto margin
      // as 0px for some boxes scrolled past, while placing them rightly.
      const box = element instanceof HTMLElement ? `offset:${element.offsetLeft},${element.offsetTop},${element.offsetWidth},${element.offsetHeight}` : '';
      out[pathOf(element)] = [box, ...properties.map((property) => `${property}:${style.getPropertyValue(property)}`)].join(';');
    }
    return out;
  }, PROPERTIES);
}

/**
 * Serves the whole stylesheet from the site itself, as the Content-Security-Policy allows: set
 * before the page opens (see OpenOptions.routes in browser.ts), so its request is always routed.
 */
const WHOLE_STYLESHEET = {
  routes: async (page: Page) => {
    await page.route('**/__whole-stylesheet.css', (route) => route.fulfill({ status: 200, contentType: 'text/css', body: fullCss }));
    // The home page's section sizes lay each section out once, a few seconds after the fonts are in,
    // by taking its content-visibility off for two frames: read then, the section's boxes are placed
    // against the page instead of the section. What is compared here is the styles, not those sizes
    // (home.e2e.ts tests them).
    await page.route(/\/islands\/section-sizes\.\w+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  },
};

async function withWholeStylesheet(page: Page): Promise<Record<string, string>> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = '/__whole-stylesheet.css';
        link.onload = () => resolve();
        link.onerror = () => reject(new Error('the whole stylesheet did not load'));
        document.head.append(link);
      }),
  );
  // The whole stylesheet declares the local fallback faces again; text waits for them as for any face.
  await page.evaluate(async () => {
    void document.body.offsetHeight;
    await document.fonts.ready;
  });
  await renderingUpdates(page);
  return computedStyles(page);
}

function differences(own: Record<string, string>, whole: Record<string, string>): string[] {
  const found: string[] = [];
  for (const [element, style] of Object.entries(own)) {
    if (whole[element] === style) continue;
    const mine = new Map(style.split(';').map((entry) => entry.split(/:(.*)/s) as [string, string]));
    const theirs = new Map((whole[element] ?? '').split(';').map((entry) => entry.split(/:(.*)/s) as [string, string]));
    const changed = [...mine]
      .filter(([property, value]) => theirs.get(property) !== value)
      .map(([property, value]) => `${property}: ${value} → ${theirs.get(property)}`);
    found.push(`${element}\n    ${changed.join('\n    ')}`);
  }
  return found;
}

/** The page's styles once they stop changing (scroll handlers and islands have caught up). */
async function settledStyles(page: Page): Promise<Record<string, string>> {
  await webFontsLoaded(page);
  // Styles settle when nothing is loading, no transition runs and the page has drawn again; two
  // readings in a row that agree say so (an island that loaded late can change them once more).
  const quiet = async () => {
    await pageSettled(page);
    await animationsFinished(page);
    await renderingUpdates(page);
  };
  await quiet();
  let last = await computedStyles(page);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await quiet();
    const now = await computedStyles(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

async function expectStyledAsWhole(page: Page) {
  const own = await settledStyles(page);
  const whole = await withWholeStylesheet(page);
  expect(Object.keys(own).length).toBeGreaterThan(50);
  const found = differences(own, whole).slice(0, 10);
  expect(found, `styled differently from the whole stylesheet:\n${found.join('\n')}`).toEqual([]);
}

/** One page of each kind (page component), and the home page layouts, read from the fixture before the tests are collected. */
const { site: fixtureSite, routes: fixtureRoutes } = await builtSite();
const pageOfEachKind = (() => {
  const byComponent = new Map<string, string>();
  for (const route of fixtureRoutes)
    if (!byComponent.has(route.component.name))
      byComponent.set(route.component.name, route.path === fixtureSite.paths.notFound ? '/no-such-page/' : route.path);
  return [...new Set([...byComponent.values(), fixtureSite.paths.homeVariant(2), fixtureSite.paths.homeVariant(3)])];
})();

describe('each page links only its own CSS, and nothing renders differently from the whole stylesheet', () => {
  it('has a page of each kind to check', () => {
    expect(pageOfEachKind.length).toBeGreaterThan(10);
  });

  // One test per page, each with its own time limit: one loop over every page took minutes on a busy machine.
  it.each(pageOfEachKind)('at 1280 px, %s, after its islands ran and its sliders mounted', async (address) => {
    const { page } = await openPage(address, STILL, { ...WHOLE_STYLESHEET, allow: /status of 404/ });
    await page.waitForLoadState('load');
    // Scroll through, so reveals run, and bring each slider into view until it has mounted, then
    // back. A section out of view is neither rendered nor restyled (content-visibility: auto), and
    // its transitions stop where they are (under reduced motion every change is a 0.01 ms
    // transition): left too soon, a section would be read with the styles from before its reveal or
    // its slider's mount, and a transition frozen in it would never end. So each step waits in view
    // for the observers to report (two rendering updates) and for what they started to end.
    const unmounted = await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const movingInView = () =>
        document.getAnimations().some((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return (
            animation.playState === 'running' &&
            animation.effect?.getTiming().iterations !== Infinity &&
            target?.checkVisibility({ contentVisibilityAuto: true })
          );
        });
      const settle = async () => {
        const started = performance.now();
        for (let count = 0; count < 2 || (movingInView() && performance.now() - started < 5_000); count += 1) await frame();
      };
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await settle();
      }
      const left: string[] = [];
      for (const slider of document.querySelectorAll<HTMLElement>('.slider')) {
        slider.scrollIntoView({ block: 'center', behavior: 'instant' });
        const started = performance.now();
        while (!slider.classList.contains('is-ready') && performance.now() - started < 10_000) await frame();
        if (!slider.classList.contains('is-ready')) left.push(slider.id || slider.className);
        await settle();
      }
      return left;
    });
    expect(unmounted, 'sliders that did not mount within 10 s of coming into view').toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectStyledAsWhole(page);
  });

  it('at 375 px with the menu open, and with the search dialog open', async () => {
    const { page } = await openPage('/about/', { ...STILL, viewport: { width: 375, height: 800 } }, WHOLE_STYLESHEET);
    await page.click('[aria-controls="site-nav"]');
    // The open menu's close button lands under the pointer; a hover that comes and goes between
    // the two readings is not a difference of the stylesheets. The backdrop has no hover style.
    await page.mouse.move(5, 400);
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await expectStyledAsWhole(page);
    await page.context().close();

    const search = await openPage('/blog/', STILL, WHOLE_STYLESHEET);
    await search.page.keyboard.press('/');
    await search.page.waitForSelector('#search-dialog[open]');
    await search.page.fill('#search-input', 'hoodie');
    await search.page.waitForSelector('[data-search-results] a');
    await expectStyledAsWhole(search.page);
    await search.page.context().close();
  });

  it('a listing in list view, filtered, and the enquiry list with lines', async () => {
    const { page } = await openPage('/all-products/?view=list&cat=hoodies', STILL, WHOLE_STYLESHEET);
    await page.waitForSelector('[data-island="product-listing"][data-rendered]');
    await expectStyledAsWhole(page);
    await page.context().close();

    const { site } = await builtSite();
    const cart = await openPage('/cart/', STILL, WHOLE_STYLESHEET);
    await cart.page.evaluate(
      (names) =>
        localStorage.setItem('tt.enquiry.v1', JSON.stringify({ lines: names.map((name) => ({ name, qty: 50, note: '' })), visitor: { name: '', phone: '' } })),
      site.products.slice(0, 2).map((product) => product.name),
    );
    await cart.page.reload();
    await cart.page.waitForSelector('[data-drawn="true"]');
    await expectStyledAsWhole(cart.page);
    await cart.page.context().close();
  });

  it("a product's larger view, open: its sheet is linked after the first view, not put in the head", async () => {
    const { site } = await builtSite();
    const product = site.products.find((item) => item.images.length > 1)!;
    const address = site.paths.product(product.type, product.id);
    const html = await readFile(path.join(TEST_DIST, address, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // The gallery is in the first view; its closed dialog is drawn by no one until it opens.
    expect(head).toContain('.product-gallery__track');
    expect(head).not.toContain('.product-gallery__dialog');
    const later = /<link rel="stylesheet" href="(\/assets\/css\/product-page\.[\w-]+\.css)" fetchpriority="low"\/>/.exec(html)?.[1];
    expect(await readFile(path.join(TEST_DIST, later!), 'utf8')).toContain('.product-gallery__dialog');

    const { page } = await openPage(address, { ...STILL, viewport: { width: 375, height: 800 } }, WHOLE_STYLESHEET);
    await page.locator('.product-gallery__zoom').click();
    await page.waitForFunction(() => document.querySelector('.product-gallery__dialog')?.matches(':modal'));
    await expectStyledAsWhole(page);
  });

  it('puts the first view CSS in the head (allowed by its hash) and links the rest after the first view', async () => {
    const html = await readFile(path.join(TEST_DIST, 'about', 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-styles="about-page-[\w-]+">/);
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    const main = html.slice(html.indexOf('<main'));
    // Right after the title band, before the page's other sections.
    expect(main).toMatch(
      /^<main[^>]*><div class="page-header woven">[\s\S]*?<\/div><\/div><link rel="stylesheet" href="\/assets\/css\/about-page\.[\w-]+\.css" fetchpriority="low"\/>/,
    );
  });
});
