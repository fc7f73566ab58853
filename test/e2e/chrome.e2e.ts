import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeFilePages, openPage, pageSettled } from './browser.ts';
import { estimateTolerance, heightBeforeAndDrawn } from './drawn-height.ts';
import { builtSite } from './site-model.ts';
import { TEST_DIST } from './test-site.ts';

afterAll(closeFilePages);

const PHONE = { width: 375, height: 812 };
let phone: string;
beforeAll(async () => {
  phone = (await builtSite()).site.settings.phone;
});

async function isVisible(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().isVisible();
}

/** The island files a page fetches from now on, by name (chrome, site-search, back-to-top, …). */
function islandRequests(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/islands\/([a-z-]+)\.\w+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]!);
  });
  return names;
}

describe('navigation', () => {
  it("has the main links and each dropdown's children", async () => {
    const { page } = await openPage('/about/');
    const top = await page.$$eval('.site-nav__list > li > a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(top).toEqual([
      ['Home', '/'],
      ['About Us', '/about/'],
      ['Products', '/all-products/'],
      ['Blogs', '/blog/'],
      ['Fashion Services', '/services/'],
      ['Contact Us', '/contact/'],
    ]);
    const products = await page.$$eval('#submenu-products a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(products).toEqual([
      ['Sports Wear', '/sports-ware/'],
      ['Street Wear', '/street-ware/'],
      ['Safety Wear', '/safety-ware/'],
    ]);
    const services = await page.$$eval('#submenu-fashion-services a', (links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(services).toEqual([
      ['Printing Types', '/printing/'],
      ['Embroidery Types', '/embroidery/'],
    ]);
    await page.context().close();
  });

  it('highlights the current route with aria-current, and the parent of a current child', async () => {
    const { page } = await openPage('/printing/');
    expect(await page.$$eval('.site-nav [aria-current="page"]', (links) => links.map((link) => link.textContent))).toEqual(['Printing Types']);
    expect(await page.$$eval('.site-nav__list > li.is-active > a', (links) => links.map((link) => link.textContent))).toEqual(['Fashion Services']);
    const colour = await page.$eval('.site-nav__list > li.is-active > a', (link) => getComputedStyle(link).color);
    const plain = await page.$eval('.site-nav__list > li:not(.is-active) > a', (link) => getComputedStyle(link).color);
    expect(colour).not.toBe(plain);
    await page.context().close();

    const home = await openPage('/');
    expect(await home.page.$$eval('.site-nav [aria-current="page"]', (links) => links.map((link) => link.textContent))).toEqual(['Home']);
    await home.page.context().close();
  });

  it('opens desktop dropdowns on hover and on keyboard focus', async () => {
    const { page } = await openPage('/about/');
    expect(await isVisible(page, '#submenu-products')).toBe(false);
    await page.hover('.site-nav__list > li:nth-child(3) > a');
    await expect.poll(() => isVisible(page, '#submenu-products')).toBe(true);
    await page.mouse.move(5, 600);
    await expect.poll(() => isVisible(page, '#submenu-products')).toBe(false);
    await page.focus('.site-nav__list > li:nth-child(3) > a');
    await expect.poll(() => isVisible(page, '#submenu-products')).toBe(true);
    await page.keyboard.press('Tab'); // the toggle button
    await page.keyboard.press('Tab'); // the first child
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Sports Wear');
    await page.context().close();
  });

  it('below 992 px, opens and closes each dropdown on click and from the keyboard', async () => {
    const { page } = await openPage('/about/', { viewport: PHONE });
    await page.click('.menu-toggle');
    const toggle = page.locator('button[aria-controls="submenu-products"]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await isVisible(page, '#submenu-products')).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await isVisible(page, '#submenu-products')).toBe(true);
    await toggle.click();
    expect(await isVisible(page, '#submenu-products')).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await isVisible(page, '#submenu-products')).toBe(true);
    await page.keyboard.press('Space');
    expect(await isVisible(page, '#submenu-products')).toBe(false);
    await page.context().close();
  });
});

describe('sidebar below 992 px', () => {
  const sidebarOpen = (page: Page) =>
    page.locator('#site-nav').evaluate((nav) => nav.classList.contains('is-open') && getComputedStyle(nav).visibility === 'visible');

  it('opens from the menu button and closes on its close button, a click outside and Escape', async () => {
    const { page } = await openPage('/about/', { viewport: PHONE });
    expect(await isVisible(page, '.site-nav__list')).toBe(false);
    await page.click('.menu-toggle');
    expect(await sidebarOpen(page)).toBe(true);
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true');
    await page.click('.site-nav__close');
    await expect.poll(() => sidebarOpen(page)).toBe(false);

    await page.click('.menu-toggle');
    expect(await sidebarOpen(page)).toBe(true);
    await page.mouse.click(20, 400); // on the backdrop, outside the sidebar
    await expect.poll(() => sidebarOpen(page)).toBe(false);

    await page.click('.menu-toggle');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebarOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true);
    await page.context().close();
  });

  it('closes on a route change and is closed when the visitor comes back', async () => {
    const { page } = await openPage('/about/', { viewport: PHONE });
    await page.click('.menu-toggle');
    await page.click('#site-nav a[href="/contact/"]');
    await page.waitForURL('**/contact/');
    expect(await sidebarOpen(page)).toBe(false);
    await page.goBack();
    await page.waitForURL('**/about/');
    expect(await sidebarOpen(page)).toBe(false);
    await page.context().close();
  });

  it('keeps keyboard focus inside while open', async () => {
    const { page } = await openPage('/about/', { viewport: PHONE });
    await page.focus('.menu-toggle');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('site-nav__close'))).toBe(true);
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#site-nav')))).toBe(true);
    }
    await page.context().close();
  });

  it('opens without JavaScript too, as the target of the menu link, with every submenu link reachable', async () => {
    const { page } = await openPage('/about/', { viewport: PHONE, javaScriptEnabled: false });
    await page.click('.menu-toggle');
    await expect.poll(() => page.locator('#site-nav').evaluate((nav) => getComputedStyle(nav).visibility)).toBe('visible');
    expect(await isVisible(page, '#site-nav a[href="/safety-ware/"]')).toBe(true);
    await page.click('.site-nav__close');
    await expect.poll(() => page.locator('#site-nav').evaluate((nav) => getComputedStyle(nav).visibility)).toBe('hidden');
    await page.context().close();
  });
});

describe('fixed header', () => {
  it('is fixed from 200 px of scroll, not below, and nothing below it moves', async () => {
    const { page } = await openPage('/about/');
    const position = () => page.$eval('.site-header__bar', (bar) => getComputedStyle(bar).position);
    const mainTop = () => page.$eval('main', (main) => main.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 199));
    await expect.poll(position).toBe('absolute');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(position).toBe('fixed');
    expect(await mainTop()).toBe(before);
    await expect.poll(() => page.$eval('.site-header__bar', (bar) => bar.getBoundingClientRect().top)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(position).toBe('absolute');
    await page.context().close();
  });
});

describe('on every page', () => {
  it('the floating chat button opens WhatsApp with the configured number in a new tab, with an accessible name', async () => {
    const dist = TEST_DIST;
    const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
    const { routes } = await builtSite();
    expect(files.length).toBe(routes.length);
    for (const file of files) {
      const html = await readFile(path.join(dist, file), 'utf8');
      const button = /<a [^>]*class="floating-chat"[^>]*>/.exec(html)?.[0] ?? '';
      expect(button, file).toContain(`href="https://wa.me/${phone}"`);
      expect(button, file).toContain('target="_blank"');
      expect(button, file).toContain('rel="noopener noreferrer"');
      expect(button, file).toMatch(/aria-label="[^"]*WhatsApp[^"]*"/);
      const headerChat = /<a [^>]*class="button button--whatsapp site-header__chat"[^>]*>/.exec(html)?.[0] ?? '';
      expect(headerChat, file).toContain(`href="https://wa.me/${phone}"`);
    }
  });

  it('has a breadcrumb on every page except the home pages', async () => {
    const { routes } = await builtSite();
    for (const route of routes) {
      const html = await readFile(path.join(TEST_DIST, route.file), 'utf8');
      const home = route.path === '/' || route.path.startsWith('/home-') || route.path === '/404.html';
      expect(html.includes('aria-label="Breadcrumb"'), route.path).toBe(!home);
    }
  });

  it('keeps the breadcrumb to one line on a phone, cutting a long current page short, so a late font cannot reflow the page', async () => {
    const { page } = await openPage('/shop/reflective-tape-work-coverall/', { viewport: PHONE });
    const layout = await page.$eval('.breadcrumb', (nav) => {
      const items = [...nav.querySelectorAll('li')].map((item) => item.getBoundingClientRect());
      const current = nav.querySelector<HTMLElement>('[aria-current="page"]')!;
      return {
        tops: items.map((item) => Math.round(item.top)),
        cut: current.scrollWidth > current.clientWidth,
        right: Math.max(...items.map((item) => item.right)),
      };
    });
    expect(new Set(layout.tops).size).toBe(1);
    expect(layout.cut).toBe(true);
    expect(layout.right).toBeLessThanOrEqual(PHONE.width);
    // The full title is still on the page, in the heading.
    expect(await page.textContent('h1')).toBe('Reflective Tape Work Coverall');
    await page.context().close();
  });

  it('"back to top" appears after scrolling and returns to the top; its code comes with the first scroll', async () => {
    const { page } = await openPage('/about/');
    const fetched = islandRequests(page);
    await expect.poll(() => isVisible(page, '.back-to-top a')).toBe(false);
    await pageSettled(page);
    expect(fetched.filter((name) => name === 'back-to-top')).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => isVisible(page, '.back-to-top a')).toBe(true);
    expect(fetched).toContain('back-to-top');
    await page.click('.back-to-top a');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('skip-link'))).toBe(true);
    await page.context().close();
  });

  it('"back to top" shows on a page reloaded scrolled down', async () => {
    const { page } = await openPage('/about/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
    await expect.poll(() => isVisible(page, '.back-to-top a')).toBe(true);
    await page.context().close();
  });

  it('the cursor follower runs for a mouse only, and never under reduced motion or on touch screens', async () => {
    // It loads when the browser is idle: a mouse that keeps moving is followed from then on.
    const mouse = await openPage('/about/');
    let step = 0;
    await expect
      .poll(async () => {
        step += 1;
        await mouse.page.mouse.move(300 + step * 7, 300 + step * 5);
        return mouse.page.$eval('.cursor-follower', (element) => element.classList.contains('is-active'));
      })
      .toBe(true);
    // It follows: the ring eases to where the pointer is.
    await mouse.page.mouse.move(500, 420);
    await expect
      .poll(() =>
        mouse.page
          .$eval('.cursor-follower', (element) => new DOMMatrix(getComputedStyle(element).transform))
          .then((matrix) => [Math.round(matrix.e), Math.round(matrix.f)]),
      )
      .toEqual([500, 420]);
    await mouse.page.context().close();

    const reduced = await openPage('/about/', { reducedMotion: 'reduce' });
    const reducedFetched = islandRequests(reduced.page);
    await reduced.page.mouse.move(300, 300);
    await reduced.page.mouse.move(320, 330);
    // The follower would load in the browser's first idle moment; that has passed.
    await pageSettled(reduced.page);
    expect(await reduced.page.$eval('.cursor-follower', (element) => getComputedStyle(element).display)).toBe('none');
    expect(await reduced.page.$eval('.cursor-follower', (element) => element.classList.contains('is-active'))).toBe(false);
    expect(reducedFetched).not.toContain('cursor-follower');
    await reduced.page.context().close();

    const touch = await openPage('/about/', { viewport: PHONE, hasTouch: true, isMobile: true });
    const touchFetched = islandRequests(touch.page);
    await touch.page.tap('h1');
    await pageSettled(touch.page);
    expect(await touch.page.$eval('.cursor-follower', (element) => getComputedStyle(element).display)).toBe('none');
    expect(touchFetched).not.toContain('cursor-follower');
    await touch.page.context().close();
  });
});

describe("the chrome's JavaScript", () => {
  it('is one script on a page with nothing else interactive; the rest of the chrome loads when first needed', async () => {
    const { page } = await openPage('/privacy/', { reducedMotion: 'reduce' });
    // The first load fetches the web fonts' code after its load event: let it finish before listening.
    await pageSettled(page);
    const fetched = islandRequests(page);
    await page.reload();
    expect(
      await page.$$eval('script[type="module"]', (scripts) =>
        scripts.map((script) => new URL((script as HTMLScriptElement).src).pathname.replace(/\.\w+\.js$/, '')),
      ),
    ).toEqual(['/assets/islands/chrome']);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    await pageSettled(page);
    // The chrome, and once the page has loaded the code that adds the web fonts.
    expect(fetched).toEqual(['chrome', 'add-web-fonts']);
    // What works at once: the menu, the year, the list counts, the search button.
    expect(await page.evaluate(() => document.documentElement.classList.contains('js') && document.documentElement.classList.contains('has-lists'))).toBe(true);
    expect(await page.locator('[data-island="copyright-year"]').textContent()).toBe(String(new Date().getFullYear()));
    expect(await page.locator('.site-search__open').isVisible()).toBe(true);
    // The rest, on demand.
    await page.focus('footer input[type="email"]');
    await expect.poll(() => fetched).toContain('newsletter-form');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => fetched).toContain('back-to-top');
    expect(fetched).not.toContain('site-search');
    await page.click('.site-search__open');
    await expect.poll(() => fetched).toContain('site-search');
    await page.context().close();
  });

  it('counts the saved and enquired products in the header at once', async () => {
    const { page } = await openPage('/privacy/');
    await page.evaluate(() => {
      localStorage.setItem('tt.wishlist.v1', JSON.stringify(['TT-HO-01', 'TT-HO-02']));
    });
    await page.reload();
    expect(await page.locator('[data-list-count="wishlist"]').textContent()).toBe('2');
    expect(await page.locator('[data-list-count="wishlist"]').isVisible()).toBe(true);
    expect(await page.locator('[data-list-count="cart"]').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('footer', () => {
  it('has the contact cards, social links, category links, the two newest posts and the legal links', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/about/');
    const footer = page.locator('footer.site-footer');
    expect(await footer.locator(`a[href="tel:+${site.settings.phone}"]`).count()).toBe(1);
    expect(await footer.locator(`a[href="mailto:${site.settings.email}"]`).count()).toBe(1);
    expect(await footer.locator('a[href^="https://www.google.com/maps/search/?api=1&query="]').getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(site.settings.mapsQuery)}`,
    );
    const social = await footer.locator('.social-links a').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')));
    expect(social.join(' ')).toMatch(/Facebook.*Instagram.*WhatsApp/);
    for (const href of ['/street-ware/', '/sports-ware/', '/safety-ware/', '/privacy/', '/terms/'])
      expect(await footer.locator(`a[href="${href}"]`).count(), href).toBeGreaterThan(0);
    const posts = await footer.locator('.footer-posts a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(posts).toEqual(site.blogPosts.slice(0, 2).map((post) => `/blog/${post.slug}/`));
    await page.context().close();
  });

  it('the newsletter sign-up requires an e-mail and the privacy agreement, which links to /privacy/', async () => {
    const { page } = await openPage('/about/');
    const form = page.locator('footer form.newsletter');
    expect(await form.locator('input[type="email"]').getAttribute('required')).not.toBeNull();
    expect(await form.locator('input[type="checkbox"]').getAttribute('required')).not.toBeNull();
    expect(await form.locator('a[href="/privacy/"]').count()).toBe(1);
    expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);
    await page.context().close();
  });

  it('shows this year even when the page was built in an earlier year', async () => {
    const { page } = await openPage('/about/');
    await page.context().close();
    // Pretend the visitor's clock says 2031: the island must write that year over the build year.
    const later = await openPage('/about/');
    await later.page.context().addInitScript(() => {
      const RealDate = Date;
      const now = new RealDate('2031-02-03T10:00:00Z').getTime();
      class FutureDate extends RealDate {
        constructor(...args: unknown[]) {
          if (args.length === 0) super(now);
          else super(...(args as [string]));
        }
      }
      (globalThis as { Date: typeof Date }).Date = FutureDate as typeof Date;
    });
    await later.page.reload();
    expect(await later.page.locator('[data-island="copyright-year"]').textContent()).toBe('2031');
    await later.page.context().close();
  });

  const skipped = (page: Page) => page.$eval('.site-footer', (footer) => !footer.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }));

  it('is laid out only when it comes near the screen', async () => {
    const { page } = await openPage('/all-products/', { viewport: { width: 375, height: 800 } });
    expect(await skipped(page)).toBe(true);
    await page.locator('.site-footer').scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(page)).toBe(false);
    await page.context().close();
  });

  for (const width of [375, 768, 1280]) {
    it(`at ${width} px takes about its drawn height before it is drawn`, async () => {
      const { page } = await openPage('/all-products/', { viewport: { width, height: 800 } });
      expect(await skipped(page)).toBe(true);
      const { before, drawn } = await heightBeforeAndDrawn(page.locator('.site-footer'));
      expect(Math.abs(before - drawn), `${Math.round(before)} px before, ${Math.round(drawn)} px drawn: update Footer.css`).toBeLessThanOrEqual(
        estimateTolerance(drawn),
      );
      await page.context().close();
    });
  }
});
