import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { animationsFinished, closeFilePages, newContext, openPage, origin, pageSettled, renderingUpdates } from './browser.ts';
import { estimateTolerance } from './drawn-height.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

const activeBanner = (page: Page) => page.$eval('.banner .swiper-slide-active', (slide) => slide.getAttribute('data-swiper-slide-index'));
/** The slide the bullets say is shown: it works before and after swiper has mounted. */
const currentBullet = (page: Page) =>
  page.$$eval('.banner__bullet', (bullets) => bullets.findIndex((bullet) => bullet.getAttribute('aria-current') === 'true'));
const bannerReady = (page: Page) => page.$eval('.banner__slider', (element) => element.classList.contains('is-ready'));
/** Each slide's own autoplay delay, as swiper reads it (data-swiper-autoplay). */
const slideDelay = (page: Page) => page.$eval('.banner .swiper-slide', (slide) => Number(slide.getAttribute('data-swiper-autoplay')));

/**
 * Records, from before the page's own scripts run, every change of the current bullet and every
 * layout shift, each with the time it happened (ms since navigation start).
 */
async function recordBanner(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const record = { changes: [] as { at: number; index: number }[], shifts: [] as { at: number; value: number; input: boolean }[] };
    (window as unknown as { bannerRecord: typeof record }).bannerRecord = record;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        record.shifts.push({ at: entry.startTime, value: entry.value, input: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const bullets = [...document.querySelectorAll('.banner__bullet')];
      new MutationObserver(() =>
        record.changes.push({ at: performance.now(), index: bullets.findIndex((bullet) => bullet.getAttribute('aria-current') === 'true') }),
      ).observe(document.querySelector('.banner__pagination')!, { subtree: true, attributeFilter: ['aria-current'] });
    });
  });
}

interface BannerRecord {
  changes: { at: number; index: number }[];
  shifts: { at: number; value: number; input: boolean }[];
}
const bannerRecord = (page: Page) => page.evaluate(() => (window as unknown as { bannerRecord: BannerRecord }).bannerRecord);
const loadedAt = (page: Page) => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart);

describe('home page', () => {
  it('renders the first banner slide, complete and unanimated, before any script runs', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/', { javaScriptEnabled: false });
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe(site.banners[0]!.title);
    expect(await page.locator('h1').isVisible()).toBe(true);
    const image = page.locator('.banner__image').first();
    expect(await image.getAttribute('loading')).toBe('eager');
    expect(await image.getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('.banner .swiper-slide').nth(1).isVisible()).toBe(false);
    // The bullets need the script: without it they are in the HTML but not shown, rather than shown and dead.
    expect(await page.locator('.banner__bullet').count()).toBe(site.banners.length);
    expect(await page.locator('.banner__pagination').isVisible()).toBe(false);
    await page.context().close();
  });

  it('banner: the pagination bullets are in the server HTML, one per slide, named, the first current', async () => {
    const { site } = await builtSite();
    const html = await (await fetch(`${origin()}/`)).text();
    const bullets = [...html.matchAll(/<button ([^>]*class="banner__bullet"[^>]*)>(.*?)<\/button>/g)].map(([, attributes, content]) => ({
      attributes: attributes!,
      text: content!.replace(/<[^>]+>/g, ''),
    }));
    expect(bullets).toHaveLength(site.banners.length);
    bullets.forEach((bullet, index) => {
      expect(bullet.text).toBe(`Show slide ${index + 1} of ${site.banners.length}`);
      expect(bullet.attributes.includes('aria-current="true"'), `bullet ${index + 1}`).toBe(index === 0);
    });
    // Visible, named and as large as a finger needs as soon as the page shows, before swiper has mounted.
    const { page } = await openPage('/');
    expect(await bannerReady(page)).toBe(false);
    expect(await page.getByRole('button', { name: `Show slide 2 of ${site.banners.length}`, exact: true }).count()).toBe(1);
    for (const bullet of await page.locator('.banner__bullet').all()) {
      expect(await bullet.isVisible()).toBe(true);
      const box = (await bullet.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    await page.context().close();
  });

  it('banner: a bullet click before any other interaction changes the slide at once, and swiper takes over from it', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/');
    // A click alone (no pointer or focus before it, which would start mounting swiper) reaches the
    // bullet while swiper is not there; what shows is read in the same task: at once, no waiting.
    const atClick = await page.evaluate(() => {
      const ready = document.querySelector('.banner__slider')!.classList.contains('is-ready');
      const bullets = [...document.querySelectorAll<HTMLElement>('.banner__bullet')];
      bullets[2]!.click();
      const shown = [...document.querySelectorAll('.banner .swiper-slide')].filter((slide) => getComputedStyle(slide).visibility === 'visible');
      return {
        ready,
        current: bullets.findIndex((bullet) => bullet.getAttribute('aria-current') === 'true'),
        shown: shown.map((slide) => slide.querySelector('.banner__title')!.textContent),
      };
    });
    expect(atClick).toEqual({ ready: false, current: 2, shown: [site.banners[2]!.title] });
    // The click also mounts swiper, which starts on the slide on screen.
    await page.waitForSelector('.banner__slider.is-ready');
    expect(await activeBanner(page)).toBe('2');
    expect(await currentBullet(page)).toBe(2);
    await page.context().close();
  });

  it('banner: swiper mounts without moving anything, the first automatic change comes one delay after load, and only the incoming text is split', async () => {
    const { site } = await builtSite();
    const context = await newContext();
    const page = await context.newPage();
    await recordBanner(page);
    await page.goto(`${origin()}/`);
    const delay = await slideDelay(page);
    expect(delay).toBe(5000);
    const load = await loadedAt(page);
    const rects = () =>
      // The first slide by its h1: swiper's loop may reorder the slides in the document.
      page.$$eval('.banner h1, .banner .swiper-slide:has(h1) .banner__image, .banner__bullet, .features', (elements) =>
        elements.map((element) => {
          const rect = element.getBoundingClientRect();
          return [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
        }),
      );
    // Past the page's own load (fonts, header): from here on, only the banner's mounting could move anything.
    await pageSettled(page);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await renderingUpdates(page);
    const since = await page.evaluate(() => performance.now());
    const before = await rects();
    expect(await bannerReady(page)).toBe(false);
    await page.waitForSelector('.banner__slider.is-ready', { timeout: delay });
    // Swiper has taken over and the first slide is still on screen, exactly where it was.
    expect(await activeBanner(page)).toBe('0');
    expect(await rects()).toEqual(before);
    await expect.poll(() => currentBullet(page), { timeout: delay + 3000, interval: 50 }).toBe(1);
    const record = await bannerRecord(page);
    const changedAfter = record.changes[0]!.at - load;
    expect(changedAfter, `first change ${Math.round(changedAfter)} ms after load`).toBeGreaterThan(delay - 1000);
    expect(changedAfter).toBeLessThan(delay + 2500);
    expect(await activeBanner(page)).toBe('1');
    expect(
      record.shifts.filter((shift) => shift.at > since),
      JSON.stringify(record.shifts),
    ).toEqual([]);
    // The incoming slide's text is split into characters that animate in; the first slide's never was.
    await expect
      .poll(() => page.locator('.banner .swiper-slide-active .banner__title div, .banner .swiper-slide-active .banner__title span').count())
      .toBeGreaterThan(10);
    // Screen readers still get the lines as words: the title keeps its name, and no paragraph gets an
    // aria-label, which ARIA prohibits on it.
    expect(await page.getByRole('heading', { name: site.banners[1]!.title, exact: true }).count()).toBe(1);
    expect(await page.$$eval('.banner p[aria-label]', (elements) => elements.length)).toBe(0);
    expect(await page.locator('.banner h1').evaluate((title) => title.children.length)).toBe(0);
    expect(await page.locator('.banner h1').textContent()).toBe(site.banners[0]!.title);
    await context.close();
  });

  it('banner: once swiper runs it fades, and the bullets switch slides and say which one is shown', async () => {
    const { page } = await openPage('/');
    // Reaching for the banner mounts swiper at once.
    await page.hover('.banner');
    await page.waitForSelector('.banner__slider.is-ready');
    expect(await page.$eval('.banner .swiper', (element) => element.classList.contains('swiper-fade'))).toBe(true);
    await page.click('.banner__bullet >> nth=2');
    await expect.poll(() => activeBanner(page)).toBe('2');
    expect(await currentBullet(page)).toBe(2);
    await page.click('.banner__bullet >> nth=0');
    await expect.poll(() => activeBanner(page)).toBe('0');
    expect(await currentBullet(page)).toBe(0);
    // Keyboard: the bullets are buttons.
    await page.focus('.banner__bullet >> nth=1');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeBanner(page)).toBe('1');
    expect(await currentBullet(page)).toBe(1);
    await page.context().close();
  });

  it('"Order Now" opens WhatsApp with a greeting in a new tab', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/');
    const order = page.locator('.banner .swiper-slide').first().locator('a.banner__cta');
    const href = (await order.getAttribute('href')) ?? '';
    expect(href.startsWith(`https://wa.me/${site.settings.phone}?text=`)).toBe(true);
    expect(new URL(href).searchParams.get('text')).toContain(site.settings.name);
    expect(await order.getAttribute('target')).toBe('_blank');
    expect(await order.textContent()).toContain('Order Now');
    await page.context().close();
  });

  it('has every section with its headings and the counts the brief asks for', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/');
    const headings = await page.$$eval('main h2', (elements) => elements.map((element) => element.textContent));
    for (const heading of [
      'Best Products',
      'Popular Products',
      'Top Collection',
      'Our Workflow',
      'Our Values',
      'Our Projects',
      'Frequently Asked Questions',
      'Latest Blogs & News',
      'Need Custom Street, Sports, or Safety Wear? Contact Us Today.',
    ]) {
      expect(headings, heading).toContain(heading);
    }
    expect(await page.locator('#home-blogs').locator('xpath=preceding-sibling::p').textContent()).toBe('Blogs and News');
    expect(await page.locator('#home-workflow ~ .section-heading__text, #home-workflow + .section-heading__text').textContent()).toContain(
      'Seamless workflow from design to delivery.',
    );
    expect(await page.locator('.service-tile').count()).toBe(3);
    expect(await page.locator('#best-products .swiper-slide:not(.swiper-slide-duplicate) .product-card').count()).toBeGreaterThanOrEqual(5);
    const popular = await page.$$eval('.popular-grid .product-card__code', (codes) => codes.map((code) => code.textContent?.replace('Article No: ', '')));
    // The four highest in the popularity column, ties in catalogue order, ranked here from the data.
    const ranked = site.products.map((product, index) => ({ name: product.name, popularity: product.popularity, index }));
    ranked.sort((a, b) => b.popularity - a.popularity || a.index - b.index);
    expect(popular).toEqual(ranked.slice(0, 4).map((product) => product.name));
    expect(await page.locator('.value-card').count()).toBe(site.values.length);
    expect(await page.locator('.value-card h3').allTextContents()).toEqual([
      'Innovation',
      'Quality Focus',
      'Research & Development',
      'Integrity',
      'Community Initiative',
      'Energy Management',
    ]);
    expect(await page.locator('.workflow-card').count()).toBe(site.processSteps.length);
    expect(await page.locator('.workflow-card--last').count()).toBe(1);
    const posts = await page.$$eval('.home-posts a', (links) => links.map((link) => link.getAttribute('href')));
    expect(posts).toEqual(site.blogPosts.slice(0, 3).map((post) => `/blog/${post.slug}/`));
    expect(await page.locator('.feature').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Free Delivery'), expect.stringContaining('Support 24/7')]),
    );
    expect(await page.locator('.gallery img').count()).toBe(5);
    expect(await page.locator('.instagram__sticker').getAttribute('href')).toBe(site.settings.social.instagram);
    expect(await page.locator('.instagram__sticker').textContent()).toContain('Follow Us on Instagram');
    expect(await page.locator('.review').first().locator('.review__stars').count()).toBe(1);
    expect(await page.locator('.home .enquiry-form').count()).toBe(1);
    await page.context().close();
  });

  it('FAQ: the first is open; opening one closes the others; clicking the open one closes it', async () => {
    const { page } = await openPage('/');
    const openCount = () => page.$$eval('.faq__item[open]', (items) => items.length);
    const isOpen = (index: number) => page.$eval(`.faq__item:nth-child(${index + 1})`, (item) => (item as HTMLDetailsElement).open);
    expect(await openCount()).toBe(1);
    expect(await isOpen(0)).toBe(true);
    await page.click('.faq__item:nth-child(3) summary');
    expect(await isOpen(2)).toBe(true);
    expect(await isOpen(0)).toBe(false);
    expect(await openCount()).toBe(1);
    await page.click('.faq__item:nth-child(3) summary');
    expect(await openCount()).toBe(0);
    await page.focus('.faq__item:nth-child(5) summary');
    await page.keyboard.press('Enter');
    expect(await isOpen(4)).toBe(true);
    expect(await openCount()).toBe(1);
    await page.context().close();
  });

  for (const [width, columns] of [
    [1280, 4],
    [800, 2],
    [360, 1],
  ] as const) {
    it(`workflow grid has ${columns} column(s) at ${width} px`, async () => {
      const { page } = await openPage('/', { viewport: { width, height: 900 } });
      const count = await page.$eval('.workflow__grid', (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(count).toBe(columns);
      await page.context().close();
    });
  }

  it('blogs: 3 columns large, 2 medium, 1 small', async () => {
    for (const [width, columns] of [
      [1280, 3],
      [800, 2],
      [375, 1],
    ] as const) {
      const { page } = await openPage('/', { viewport: { width, height: 900 } });
      expect(await page.$eval('.home-posts', (grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length), `${width}px`).toBe(columns);
      await page.context().close();
    }
  });

  it('the projects slider autoplays every 3000 ms; the top collection shows 3 per view, 1 on small screens', async () => {
    const { page } = await openPage('/');
    // Sliders below the first screen mount as they come near the view.
    expect(await page.$eval('#projects-slider', (element) => element.classList.contains('is-ready'))).toBe(false);
    await page.locator('#projects-slider').scrollIntoViewIfNeeded();
    await page.waitForSelector('#projects-slider.is-ready');
    const delay = await page.$eval('#projects-slider', (element) => JSON.parse((element as HTMLElement).dataset.props ?? '{}').delay);
    expect(delay).toBe(3000);
    const active = () => page.$eval('#projects-slider .swiper-slide-active', (slide) => slide.getAttribute('data-swiper-slide-index'));
    const first = await active();
    const started = Date.now();
    await expect.poll(active, { timeout: 6000, interval: 100 }).not.toBe(first);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThan(1500);
    expect(waited).toBeLessThan(4500);
    const perView = (selector: string) =>
      page.$eval(selector, (root) => {
        const swiper = root.querySelector('.swiper') as HTMLElement;
        const slide = root.querySelector('.swiper-slide') as HTMLElement;
        return Math.round((swiper.clientWidth + 24) / (slide.getBoundingClientRect().width + 24));
      });
    await page.locator('#top-collection').scrollIntoViewIfNeeded();
    await page.waitForSelector('#top-collection.is-ready');
    expect(await perView('#top-collection')).toBe(3);
    await page.context().close();
    const small = await openPage('/', { viewport: { width: 375, height: 800 } });
    await small.page.locator('#top-collection').scrollIntoViewIfNeeded();
    await small.page.waitForSelector('#top-collection.is-ready');
    expect(
      await small.page.$eval('#top-collection', (root) =>
        Math.round(
          (root.querySelector('.swiper') as HTMLElement).clientWidth / (root.querySelector('.swiper-slide') as HTMLElement).getBoundingClientRect().width,
        ),
      ),
    ).toBe(1);
    await small.page.context().close();
  });

  it('reveals content once as it scrolls into view, and never hides it again', async () => {
    const { page } = await openPage('/');
    const card = page.locator('.value-card').first();
    await page.waitForFunction(() => document.querySelector('.value-card')?.getAttribute('data-reveal-state') === 'waiting');
    expect(Number(await card.evaluate((element) => getComputedStyle(element).opacity))).toBeLessThan(0.1);
    await card.scrollIntoViewIfNeeded();
    await expect.poll(() => card.getAttribute('data-reveal-state'), { timeout: 5000 }).toBe('done');
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // After each scroll, two rendering updates: the reveal's IntersectionObserver has reported by then.
    await page.evaluate(() => window.scrollTo(0, 0));
    await renderingUpdates(page);
    await card.scrollIntoViewIfNeeded();
    await renderingUpdates(page);
    expect(await card.getAttribute('data-reveal-state')).toBe('done');
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    // What was on screen when the page opened is never hidden.
    expect(await page.$$eval('.banner [data-reveal-state], .features [data-reveal-state]', (elements) => elements.length)).toBe(0);
    await page.context().close();
  });

  it('workflow images wipe in from the left while zooming from 1.2 to 1', async () => {
    const { page } = await openPage('/');
    const media = page.locator('.workflow-card__media').first();
    await page.waitForFunction(() => document.querySelector('.workflow-card__media')?.getAttribute('data-reveal-state') === 'waiting');
    expect(await media.evaluate((element) => getComputedStyle(element).clipPath)).toBe('inset(0px 100% 0px 0px)');
    expect(await media.locator('img').evaluate((element) => getComputedStyle(element).transform)).toMatch(/matrix\(1\.2, 0, 0, 1\.2/);
    await media.scrollIntoViewIfNeeded();
    await expect.poll(() => media.getAttribute('data-reveal-state'), { timeout: 5000 }).toBe('done');
    expect(await media.locator('img').evaluate((element) => getComputedStyle(element).transform)).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
    await page.context().close();
  });

  it('goes on by itself on a phone after a tap on a bullet', async () => {
    // A tap leaves the bullet focused and, on a touch screen, hovered: neither may hold the banner for good.
    const { page } = await openPage('/', { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true }, { clock: true });
    await pageSettled(page);
    const delay = await slideDelay(page);
    await page.locator('.banner__bullet').nth(1).tap();
    await page.waitForSelector('.banner__slider.is-ready');
    expect(await activeBanner(page)).toBe('1');
    await animationsFinished(page, '.banner');
    // The page's clock moved on past the slide's time: the next slide comes.
    await page.clock.runFor(delay + 100);
    await expect.poll(() => activeBanner(page)).not.toBe('1');
    await page.context().close();
  });

  it('under prefers-reduced-motion nothing is hidden or moved and the banner does not autoplay', async () => {
    // The page's time is a controlled clock (page.clock) that the test moves on past the autoplay delay.
    const { page } = await openPage('/', { reducedMotion: 'reduce' }, { clock: true });
    // Once the islands have run (and would have hidden anything they hide):
    await pageSettled(page);
    expect(await page.$$eval('[data-reveal-state]', (elements) => elements.length)).toBe(0);
    const moved = await page.$$eval(
      '[data-reveal], [data-reveal] img',
      (elements) => elements.filter((element) => getComputedStyle(element).transform !== 'none').length,
    );
    expect(moved).toBe(0);
    const faded = await page.$$eval(
      '[data-reveal]',
      (elements) => elements.filter((element) => getComputedStyle(element).opacity !== '1' || getComputedStyle(element).clipPath !== 'none').length,
    );
    expect(faded).toBe(0);
    const delay = await slideDelay(page);
    // Past the autoplay delay, the banner has not moved.
    await page.clock.runFor(delay + 2000);
    expect(await currentBullet(page)).toBe(0);
    // The bullets still work: before swiper, and with swiper, which then changes slides without a transition.
    await page.locator('.banner__bullet').nth(1).dispatchEvent('click');
    expect(await currentBullet(page)).toBe(1);
    await page.waitForSelector('.banner__slider.is-ready');
    expect(await activeBanner(page)).toBe('1');
    // With swiper mounted too, no autoplay after a full delay. Checked before a bullet moves swiper:
    // a slide change through swiper pauses its autoplay until a transition ends, and without
    // transitions none does, so after one this check could not fail.
    await page.clock.runFor(delay + 500);
    expect(await activeBanner(page)).toBe('1');
    await page.click('.banner__bullet >> nth=2');
    await expect.poll(() => activeBanner(page)).toBe('2');
    expect(await page.$eval('.banner .swiper-slide-active', (slide) => getComputedStyle(slide).transitionDuration)).toMatch(/^0s|^1e-05s|^0\.00001s/);
    // No text animation either.
    expect(await page.locator('.banner .swiper-slide-active .banner__title').evaluate((title) => title.children.length)).toBe(0);
    await page.context().close();
  });
});

describe('home page rendering work', () => {
  /** Whether the browser has laid out an element's content (false inside a skipped content-visibility: auto section). */
  const laidOut = (page: Page, selector: string) => page.$eval(selector, (element) => element.checkVisibility({ contentVisibilityAuto: true }));

  it('lays out the sections below the banner only as they come near the screen; the reveal marks them without laying them out', async () => {
    // Without the island that lays each section out once when the page is idle (tested below).
    const context = await newContext({ viewport: { width: 375, height: 800 } });
    await context.route(/\/islands\/section-sizes\.\w+\.js$/, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    // Once the islands have run: the reveal has looked at every element it may hide.
    await pageSettled(page);
    expect(await laidOut(page, '.banner h1')).toBe(true);
    expect(await laidOut(page, '.partners img')).toBe(false);
    expect(await page.$eval('.gallery li', (item) => item.getAttribute('data-reveal-state'))).toBe('waiting');
    // Still not laid out after the reveal looked at it: it measured the section, not the element.
    expect(await laidOut(page, '.gallery li')).toBe(false);
    await page.locator('.partners').scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(page, '.partners img')).toBe(true);
    await page.context().close();
  });

  it('lays no section out in the first 3 s after the web fonts are in, when the visitor starts to scroll and tap', async () => {
    const context = await newContext({ viewport: { width: 375, height: 800 } });
    // From before the page's scripts run: when the fonts were marked settled, and when the island first laid a section out.
    await context.addInitScript(() => {
      const times = { fonts: Number.NaN, firstSection: Number.NaN };
      (window as unknown as { sectionTimes: typeof times }).sectionTimes = times;
      new MutationObserver(() => {
        if (document.documentElement.dataset.webFonts === 'settled' && Number.isNaN(times.fonts)) times.fonts = performance.now();
      }).observe(document, { subtree: true, attributeFilter: ['data-web-fonts'] });
      // The island lays a section out by its own style (content-visibility), which nothing else sets.
      document.addEventListener('DOMContentLoaded', () => {
        const laidOut = new MutationObserver(() => {
          if (Number.isNaN(times.firstSection)) times.firstSection = performance.now();
        });
        for (const section of document.querySelectorAll('.home__sections > section')) laidOut.observe(section, { attributeFilter: ['style'] });
      });
    });
    const page = await context.newPage();
    await page.goto(`${origin()}/`);
    const times = () => page.evaluate(() => (window as unknown as { sectionTimes: { fonts: number; firstSection: number } }).sectionTimes);
    await expect.poll(async () => Number.isNaN((await times()).firstSection), { timeout: 15_000 }).toBe(false);
    const { fonts, firstSection } = await times();
    expect(fonts).toBeGreaterThan(0);
    expect(firstSection - fonts, `the first section was laid out ${Math.round(firstSection - fonts)} ms after the fonts were in`).toBeGreaterThanOrEqual(3000);
    await context.close();
  });

  it('once idle, every section holds its real height while skipped, so a jump far down the page lands on its target', async () => {
    const viewport = { width: 375, height: 800 };
    // The real heights: every section laid out.
    const drawnHeights = async (page: Page) =>
      page.$$eval('.home__sections > section', (sections) =>
        sections.map((section) => {
          (section as HTMLElement).style.contentVisibility = 'visible';
          return Math.round(section.getBoundingClientRect().height);
        }),
      );
    const reference = await openPage('/', { viewport });
    // In the web fonts, which change the height of text a little.
    await reference.page.waitForFunction(() => document.documentElement.dataset.webFonts === 'settled' && document.fonts.check('700 1em "Barlow Condensed"'));
    const real = await drawnHeights(reference.page);
    await reference.page.context().close();

    const { page } = await openPage('/', { viewport });
    const heights = () => page.$$eval('.home__sections > section', (sections) => sections.map((section) => Math.round(section.getBoundingClientRect().height)));
    // Before: the far sections are not laid out, and take their estimated heights.
    expect(await laidOut(page, '.gallery li')).toBe(false);
    // The island starts 3 s after the fonts are in (tested above), then lays out a section per idle moment.
    await expect.poll(heights, { timeout: 25_000 }).toEqual(real);
    // Still skipped: they hold their real heights without being laid out.
    expect(await laidOut(page, '.gallery li')).toBe(false);
    // A jump far down the page: its end is worked out from the heights of the sections on its way.
    await page.$eval('#home-gallery', (heading) => heading.scrollIntoView({ behavior: 'instant', block: 'start' }));
    await renderingUpdates(page, 4);
    const top = () => page.$eval('#home-gallery', (heading) => Math.round(heading.getBoundingClientRect().top));
    const landed = await top();
    // Where the browser puts a jump's target: below the sticky header (scroll-padding / scroll-margin).
    const offset = await page.$eval(
      '#home-gallery',
      (heading) => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) + parseFloat(getComputedStyle(heading).scrollMarginTop),
    );
    expect(Math.abs(landed - offset), `the heading is ${landed} px from the top of the screen`).toBeLessThanOrEqual(2);
    // The sections drawn around it since (a slider above it mounts) leave it where it is.
    await pageSettled(page);
    expect(Math.abs((await top()) - landed)).toBeLessThanOrEqual(2);
    await page.context().close();
  });

  for (const width of [375, 1280]) {
    it(`at ${width} px a slider mounting changes no height on the page`, async () => {
      const { page } = await openPage('/', { viewport: { width, height: 800 } });
      // In the final fonts, which change the height of text a little.
      await page.waitForFunction(() => document.documentElement.dataset.webFonts === 'settled');
      const sliders = () =>
        page.$$eval('.slider', (elements) =>
          elements.map((slider) => ({
            id: slider.id,
            ready: slider.classList.contains('is-ready'),
            height: Math.round(slider.getBoundingClientRect().height),
          })),
        );
      const waiting = (await sliders()).filter((slider) => !slider.ready);
      expect(waiting.length).toBeGreaterThanOrEqual(3);
      // Brought into view one after another, each slider mounts as it comes near. Each waits for its
      // own: a row scrolled past before its section was laid out (content-visibility) is not seen
      // near, on a loaded machine, and would never mount in a fast sweep.
      for (const { id } of waiting) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await expect.poll(async () => (await sliders()).find((slider) => slider.id === id)?.ready).toBe(true);
      }
      const mounted = await sliders();
      const changed = waiting.filter((before) => Math.abs(mounted.find((after) => after.id === before.id)!.height - before.height) > 1);
      expect(changed.map((before) => `${before.id}: ${before.height} → ${mounted.find((after) => after.id === before.id)!.height} px`)).toEqual([]);
      await page.context().close();
    });
  }

  for (const width of [375, 768, 1280]) {
    it(`at ${width} px each section's height before it is drawn is close to its drawn height`, async () => {
      const { page } = await openPage('/', { viewport: { width, height: 800 } });
      await pageSettled(page);
      const heights = await page.$$eval('.home__sections > section', (sections) =>
        sections.map((section) => {
          const element = section as HTMLElement;
          const estimate = parseFloat(getComputedStyle(element).getPropertyValue('--drawn-height'));
          // Drawn: laid out with its content, whatever the view.
          element.style.contentVisibility = 'visible';
          const drawn = element.getBoundingClientRect().height;
          return { section: element.getAttribute('aria-labelledby') ?? element.className, estimate, drawn: Math.round(drawn) };
        }),
      );
      expect(heights.length).toBeGreaterThan(10);
      const far = heights.filter(({ estimate, drawn }) => !(Math.abs(estimate - drawn) <= estimateTolerance(drawn)));
      expect(far, 'update templates/styles/home-rendering.css').toEqual([]);
      await page.context().close();
    });
  }
});

describe('home variants', () => {
  it('/home-2 has numbered bullets and a Shop Now button to /all-products/', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/home-2/');
    // The visible number is part of each bullet's name.
    const shown = await page.$$eval('.banner__bullet', (bullets) =>
      bullets.map((bullet) =>
        [...bullet.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      ),
    );
    expect(shown).toEqual(site.banners.map((_, index) => String(index + 1).padStart(2, '0')));
    expect(await page.getByRole('button', { name: `Show slide 01 of ${site.banners.length}`, exact: true }).count()).toBe(1);
    const shop = page.locator('.banner .swiper-slide').first().locator('a.banner__cta');
    expect(await shop.textContent()).toBe('Shop Now');
    expect(await shop.getAttribute('href')).toBe('/all-products/');
    await page.context().close();
  });

  it('/home-3 shows a different selection of posts', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/home-3/');
    const posts = await page.$$eval('.home-posts a', (links) => links.map((link) => link.getAttribute('href')));
    expect(posts).toEqual(site.blogPosts.slice(3, 6).map((post) => `/blog/${post.slug}/`));
    await page.context().close();
  });
});
