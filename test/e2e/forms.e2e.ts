import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { animationsFinished, closeFilePages, newContext, openPage, origin, pauseClock, recordMailto, recordWindowOpen } from './browser.ts';

/** Chromium logs the 404 status of the page itself as a console error; these tests ask for it. */
const NOT_FOUND = /status of 404 \(Not Found\)/;
import { builtSite } from './site-model.ts';
import { fillWords } from '../../src/shared/fill-words.ts';

afterAll(closeFilePages);

/*
 * window.open is recorded instead of opening a tab (recordWindowOpen), and a mailto: navigation is
 * read from the browser's DevTools protocol (recordMailto): the page itself keeps nothing of the
 * visitor's message.
 */

const MESSAGE = 'Need 40 kits & socks #10?\nSizes: S 10, M 20\nThanks 👕';
const VALUES = { name: 'Ayesha Khan', phone: '+92 321 7654321', email: 'coach@club.example', services: 'Sublimation & embroidery', message: MESSAGE };

async function fillEnquiry(page: Page) {
  await page.fill('#contact-name', VALUES.name);
  await page.fill('#contact-phone', VALUES.phone);
  await page.fill('#contact-email', VALUES.email);
  await page.fill('#contact-services', VALUES.services);
  await page.fill('#contact-message', VALUES.message);
}

function expectedLines() {
  return [
    `Full name: ${VALUES.name}`,
    `Phone number: ${VALUES.phone}`,
    `E-mail address: ${VALUES.email}`,
    `Services: ${VALUES.services}`,
    `Message: ${VALUES.message}`,
  ];
}

describe('enquiry form', () => {
  it('sends by e-mail: an RFC 6068 mailto with the subject and the five labelled values, then clears the form', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/contact/');
    const mails = await recordMailto(page);
    await fillEnquiry(page);
    await page.click('button[value="email"]');
    await expect.poll(() => mails().length).toBe(1);
    const url = mails()[0]!;
    expect(url.startsWith(`mailto:${site.settings.email}?subject=Services%20Inquiry&body=`)).toBe(true);
    const body = url.slice(url.indexOf('&body=') + '&body='.length);
    expect(body).not.toMatch(/[ +\n]/);
    expect(body).toContain('%0D%0A');
    expect(decodeURIComponent(body).split('\r\n')).toEqual(expectedLines().join('\n').split('\n'));
    expect(await page.inputValue('#contact-message')).toBe('');
    expect(await page.inputValue('#contact-name')).toBe('');
    await page.context().close();
  });

  it('sends on WhatsApp: a new tab with wa.me and the same lines, fully encoded so &, # and emoji arrive', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/contact/');
    await recordWindowOpen(page);
    await page.reload();
    await fillEnquiry(page);
    await page.click('button[value="whatsapp"]');
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    const url = opened[0]!;
    expect(url.startsWith(`https://wa.me/${site.settings.phone}?text=`)).toBe(true);
    const text = url.slice(url.indexOf('?text=') + 6);
    expect(text).not.toMatch(/[ &#?+\n]/);
    expect(decodeURIComponent(text)).toBe(expectedLines().join('\n'));
    expect(new URL(url).searchParams.get('text')).toBe(expectedLines().join('\n'));
    // The new tab gets no handle on this page.
    expect(await page.evaluate(() => (window as unknown as { openedFeatures: string[] }).openedFeatures)).toEqual(['noopener,noreferrer']);
    expect(await page.inputValue('#contact-services')).toBe('');
    await page.context().close();
  });

  it("offers WhatsApp from the first paint: a press before the form's code arrived opens the chat once it has, and nothing moves", async () => {
    const context = await newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await recordWindowOpen(page);
    // Hold the form's code back until the visitor has pressed the button.
    const requested: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/islands\/enquiry-form\.\w+\.js$/, async (route) => {
      requested.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(`${origin()}/contact/`);
    const button = page.locator('button[value="whatsapp"]');
    expect(await button.isVisible()).toBe(true);
    const height = () => page.locator('.enquiry-form').evaluate((form) => form.getBoundingClientRect().height);
    const before = await height();
    await fillEnquiry(page);
    await button.click();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    const opened = () => page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(await opened()).toEqual([]);
    release();
    await expect.poll(async () => (await opened()).length).toBe(1);
    expect(new URL((await opened())[0]!).searchParams.get('text')).toBe(expectedLines().join('\n'));
    expect(await height()).toBe(before);
    await context.close();
  });

  it('works from the keyboard', async () => {
    const { page } = await openPage('/contact/');
    const mails = await recordMailto(page);
    await page.focus('#contact-name');
    await page.keyboard.type('Bilal');
    await page.keyboard.press('Tab');
    await page.keyboard.type('0300');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.value)).toBe('email');
    await page.keyboard.press('Enter');
    await expect.poll(() => mails().length).toBe(1);
    expect(decodeURIComponent(mails()[0]!)).toContain('Full name: Bilal');
    await page.context().close();
  });

  it('without JavaScript the e-mail channel is a plain mailto form', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/contact/', { javaScriptEnabled: false });
    const form = page.locator('.enquiry-form');
    expect(await form.getAttribute('action')).toBe(`mailto:${site.settings.email}?subject=Services%20Inquiry`);
    expect(await form.getAttribute('enctype')).toBe('text/plain');
    expect(await page.locator('button[value="email"]').isVisible()).toBe(true);
    expect(await page.locator('button[value="whatsapp"]').isVisible()).toBe(false);
    await page.context().close();
  });

  it('the contact page has the three contact cards and a map that loads only when asked', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/contact/');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const main = page.locator('main');
    expect(await main.locator(`a[href="tel:+${site.settings.phone}"]`).count()).toBe(1);
    expect(await main.locator(`a[href="mailto:${site.settings.email}"]`).count()).toBe(1);
    expect(await main.locator('iframe').count()).toBe(0);
    await page.click('button[data-map-src]');
    const frame = main.locator('iframe');
    expect(await frame.getAttribute('title')).toContain(site.settings.address);
    expect(await frame.getAttribute('loading')).toBe('lazy');
    expect(requests.filter((url) => url.includes('google.com')).length).toBeLessThanOrEqual(1);
    await page.context().close();
  });
});

describe('toasts', () => {
  // The sign-in form shows a toast without leaving the page (the enquiry buttons hand over to a mail program).
  async function showToast(page: Page) {
    await page.fill('#account-username', 'captain');
    await page.fill('#account-password', 'x');
    await page.click('.account__form button[type="submit"]');
    await page.waitForSelector('.toastify.on');
    // Let the slide-in transition finish before measuring or dragging the toast.
    await animationsFinished(page, '.toastify');
  }

  it('close by themselves after about 5 seconds, pause while hovered, and are announced', async () => {
    // The page's time is a controlled clock, stopped before the toast shows: the toast's 5 s are the
    // page's, moved on by the test (page.clock.runFor), however slow this machine is.
    const { page } = await openPage('/sign-in/', {}, { clock: true });
    await pauseClock(page);
    await showToast(page);
    const toast = page.locator('.toastify');
    expect(await toast.getAttribute('role')).toBe('status');
    expect(await toast.getAttribute('aria-live')).toBe('polite');
    expect(await toast.evaluate((element) => element.classList.contains('toastify-top') && element.classList.contains('toastify-right'))).toBe(true);
    // Still there 4.9 s in; gone by 5.5 s (it closes at 5 s, then slides out for 0.4 s).
    await page.clock.runFor(4900);
    expect(await toast.count()).toBe(1);
    expect(await toast.evaluate((element) => element.classList.contains('on'))).toBe(true);
    await page.clock.runFor(600);
    expect(await toast.count()).toBe(0);

    await showToast(page);
    await page.hover('.toastify');
    // Hovered, the toast outlives its 5 s.
    await page.clock.runFor(6500);
    expect(await page.locator('.toastify').count()).toBe(1);
    expect(await toast.evaluate((element) => element.classList.contains('on'))).toBe(true);
    // Once the pointer leaves, the time it had left runs on.
    await page.mouse.move(5, 500);
    await page.clock.runFor(5500);
    expect(await page.locator('.toastify').count()).toBe(0);
    await page.context().close();
  });

  it('close on their button and when dragged sideways past 80% of their width', async () => {
    const { page } = await openPage('/sign-in/');
    await showToast(page);
    await page.click('.toastify .toast-close');
    await expect.poll(() => page.locator('.toastify').count()).toBe(0);

    await showToast(page);
    const box = (await page.locator('.toastify').boundingBox())!;
    const drag = async (share: number) => {
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + box.width * share, box.y + box.height / 2, { steps: 8 });
      await page.mouse.up();
    };
    await drag(0.5);
    // A dismissed toast loses its "on" class at once (the pointerup handler has run by now); this one stays.
    expect(await page.locator('.toastify.on').count()).toBe(1);
    await animationsFinished(page, '.toastify');
    expect(await page.locator('.toastify.on').count()).toBe(1);
    await drag(0.9);
    await expect.poll(() => page.locator('.toastify').count(), { timeout: 3000 }).toBe(0);
    await page.context().close();
  });
});

describe('blog', () => {
  it('/blog lists the posts, newest first, each linking to its page', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/blog/');
    const links = await page.$$eval('.post-card__title a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(site.blogPosts.slice(0, 9).map((post) => `/blog/${post.slug}/`));
    await page.context().close();
  });

  it('previous and next are links between posts and disabled text at both ends', async () => {
    const { site } = await builtSite();
    const newest = site.blogPosts[0]!;
    const oldest = site.blogPosts.at(-1)!;
    const first = await openPage(`/blog/${newest.slug}/`);
    expect(await first.page.locator('.post-nav span[aria-disabled="true"]').textContent()).toContain('Next post');
    expect(await first.page.locator('.post-nav a[rel="prev"]').getAttribute('href')).toBe(`/blog/${site.blogPosts[1]!.slug}/`);
    await first.page.context().close();
    const last = await openPage(`/blog/${oldest.slug}/`);
    expect(await last.page.locator('.post-nav span[aria-disabled="true"]').textContent()).toContain('Previous post');
    expect(await last.page.locator('.post-nav a[rel="prev"]').count()).toBe(0);
    expect(await last.page.locator('.post-nav a[rel="next"]').getAttribute('href')).toBe(`/blog/${site.blogPosts.at(-2)!.slug}/`);
    await last.page.context().close();
  });

  it('a post shows its comments; the comment form requires every field, e-mails the comment and confirms', async () => {
    const { site } = await builtSite();
    const post = site.blogPosts.find((item) => item.comments.length > 0)!;
    const { page } = await openPage(`/blog/${post.slug}/`);
    const mails = await recordMailto(page);
    expect(await page.locator('.comment').count()).toBe(post.comments.length);
    for (const name of ['name', 'email', 'website', 'comment']) {
      expect(await page.locator(`.comment-form [name="${name}"]`).getAttribute('required'), name).not.toBeNull();
    }
    expect(await page.locator('.comment-form [name="website"]').getAttribute('type')).toBe('url');
    await page.click('.comment-form button[type="submit"]');
    expect(await page.locator('.toastify').count()).toBe(0);
    await page.fill('#comment-name', 'Usman');
    await page.fill('#comment-email', 'usman@club.example');
    await page.fill('#comment-website', 'https://club.example');
    await page.fill('#comment-text', 'Great read & useful #tips');
    await page.click('.comment-form button[type="submit"]');
    // The toast says what happens next, not that the comment was submitted: it is not, until the e-mail goes.
    await expect
      .poll(() => page.locator('.toastify').textContent())
      .toContain('Your e-mail program is opening with your comment. Send the message; it appears here once approved.');
    expect(await page.locator('.toastify').textContent()).not.toMatch(/submitted|success/i);
    await expect.poll(() => mails().length).toBe(1);
    const url = mails()[0]!;
    expect(url.startsWith(`mailto:${site.settings.email}?subject=`)).toBe(true);
    const mail = decodeURIComponent(url);
    expect(mail).toContain('Great read & useful #tips');
    // Its words are the owner's (labels.csv), not the island's.
    expect(mail).toContain(`subject=${fillWords(site.labels['comment-subject'], { post: post.title })}`);
    expect(mail).toContain(fillWords(site.labels['comment-on'], { post: post.title }));
    expect(mail).toContain(`${site.labels['comment-name']}: Usman`);
    expect(mail).toContain(`${site.labels['comment-website']}: https://club.example`);
    await page.context().close();
  });

  it('"save my info" remembers name, e-mail and website for the next visit, and forgets them when unticked', async () => {
    const { site } = await builtSite();
    const [post, other] = site.blogPosts;
    const { page } = await openPage(`/blog/${post!.slug}/`);
    await page.fill('#comment-name', 'Sana');
    await page.fill('#comment-email', 'sana@example.com');
    await page.fill('#comment-website', 'https://sana.example');
    await page.fill('#comment-text', 'Thanks');
    await page.check('.comment-form [name="save"]');
    await page.click('.comment-form button[type="submit"]');
    await page.goto(page.url().replace(post!.slug, other!.slug));
    // The form's code fills the fields in when it arrives, after the page has loaded.
    await expect.poll(() => page.inputValue('#comment-name')).toBe('Sana');
    expect(await page.inputValue('#comment-website')).toBe('https://sana.example');
    await page.fill('#comment-text', 'Again');
    await page.uncheck('.comment-form [name="save"]');
    await page.click('.comment-form button[type="submit"]');
    await page.reload();
    expect(await page.inputValue('#comment-name')).toBe('');
    await page.context().close();
  });

  it('the sidebar search fetches the posts only when the visitor searches, says so when they cannot load, and Retry asks again', async () => {
    const { site } = await builtSite();
    let asked = 0;
    let failing = true;
    const { page } = await openPage(
      `/blog/${site.blogPosts[0]!.slug}/`,
      {},
      {
        allow: /Failed to load resource/,
        routes: (page) =>
          page.route('**/blog/posts.json', (route) => {
            asked += 1;
            return failing ? route.fulfill({ status: 503, body: 'busy' }) : route.continue();
          }),
      },
    );
    await page.waitForSelector('[data-island="blog-search"][data-ready]');
    // Reading the post asks for nothing; typing in the search does.
    expect(asked).toBe(0);
    await page.fill('#blog-search-input', site.blogPosts[1]!.title);
    const problem = page.locator('[data-island="blog-search"] [data-load-problem]');
    await expect.poll(() => problem.textContent()).toContain("Couldn't load the posts, so the posts cannot be searched yet.");
    expect(await page.locator('[data-search-results] li').count()).toBe(0);
    failing = false;
    // Focusing and typing may share one request or make two; Retry makes one more.
    const before = asked;
    expect(before).toBeGreaterThan(0);
    await problem.getByRole('button', { name: 'Retry' }).click();
    await expect
      .poll(() => page.$$eval('[data-search-results] a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
      .toEqual([`/blog/${site.blogPosts[1]!.slug}/`]);
    expect(asked).toBe(before + 1);
    expect(await problem.textContent()).toBe('');
    await page.context().close();
  });

  it('the sidebar search finds posts by title, description and tag; categories lead to filtered listings', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/blog/');
    const target = site.blogPosts[3]!;
    await page.fill('#blog-search-input', target.title.split(' ').slice(0, 3).join(' '));
    await expect
      .poll(() => page.$$eval('[data-search-results] a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href'))))
      .toContain(`/blog/${target.slug}/`);
    const tag = target.tags[0]!;
    await page.fill('#blog-search-input', tag);
    const expected = site.blogPosts.filter((post) =>
      `${post.title} ${post.description} ${post.tags.join(' ')}`.toLowerCase().includes(tag.toLowerCase()),
    ).length;
    await expect.poll(() => page.locator('[data-search-results] li').count()).toBe(expected);
    const category = site.blogCategories[0]!;
    await page.click(`.blog-categories a[href="/blog/category/${category.slug}/"]`);
    await page.waitForURL(`**/blog/category/${category.slug}/`);
    expect(await page.locator('.post-card').count()).toBe(category.count);
    await page.context().close();
  });
});

const SIGN_UP_TOAST = 'Your e-mail program is opening with your sign-up. Send the message to subscribe.';

describe('newsletter and accounts', () => {
  it('newsletter: requires an e-mail, then composes the sign-up and confirms', async () => {
    const { site } = await builtSite();
    const { page } = await openPage('/about/');
    const mails = await recordMailto(page);
    const band = page.locator('.newsletter-band form');
    await band.locator('button[type="submit"]').click();
    expect(await page.locator('.toastify').count()).toBe(0);
    await band.locator('input[type="email"]').fill('buyer@shop.example');
    await band.locator('input[type="checkbox"]').check();
    await band.locator('button[type="submit"]').click();
    // Not "Subscribed": nothing is, until the visitor sends the e-mail.
    await expect.poll(() => page.locator('.toastify').textContent()).toContain(SIGN_UP_TOAST);
    expect(await page.locator('.toastify').textContent()).not.toMatch(/subscribed|success/i);
    await expect.poll(() => mails().length).toBe(1);
    const url = mails()[0]!;
    expect(url.startsWith(`mailto:${site.settings.email}?subject=Newsletter%20sign-up&body=`)).toBe(true);
    expect(decodeURIComponent(url)).toContain('buyer@shop.example');
    expect(await band.locator('a[href="/privacy/"]').count()).toBe(1);
    await page.context().close();
  });

  it("newsletter: a sign-up sent before the form's code arrived ends exactly as one sent after", async () => {
    // The form's code loads on its first focus; hold it back until the visitor has already pressed
    // Subscribe. The route is set before the page opens (see OpenOptions.routes).
    const requested: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page } = await openPage(
      '/about/',
      {},
      {
        routes: (page) =>
          page.route(/\/assets\/islands\/newsletter-form\.\w+\.js$/, async (route) => {
            requested.push(route.request().url());
            await held;
            await route.continue();
          }),
      },
    );
    const mails = await recordMailto(page);
    const sign = async (form: ReturnType<Page['locator']>) => {
      await form.locator('input[type="email"]').fill('early@shop.example');
      await form.locator('input[type="checkbox"]').check();
      await form.locator('button[type="submit"]').click();
    };
    await sign(page.locator('.newsletter-band form'));
    await expect.poll(() => requested.length).toBe(1);
    // Held, not lost and not sent the no-JavaScript way: nothing has happened yet.
    expect(await page.locator('.toastify').count()).toBe(0);
    expect(mails()).toEqual([]);
    release();
    await expect.poll(() => page.locator('.toastify').textContent()).toContain(SIGN_UP_TOAST);
    await expect.poll(() => mails().length).toBe(1);
    const early = mails()[0]!;
    expect(decodeURIComponent(early)).toContain('early@shop.example');
    await expect.poll(() => page.locator('.newsletter-band input[type="email"]').inputValue()).toBe('');

    // The footer's form, with the code there by now: the same message, the same confirmation.
    await sign(page.locator('footer form.newsletter'));
    await expect.poll(() => mails()).toEqual([early, early]);
    await expect.poll(() => page.locator('.toastify').count()).toBe(2);
    await expect.poll(() => page.locator('footer input[type="email"]').inputValue()).toBe('');
    await page.context().close();
  });

  it("newsletter: a sign-up held while the form's code fails to load goes out the no-JavaScript way", async () => {
    let fail = () => {};
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const { page } = await openPage(
      '/about/',
      {},
      {
        allow: /Failed to load resource|newsletter-form/,
        routes: (page) =>
          page.route(/\/assets\/islands\/newsletter-form\.\w+\.js$/, async (route) => {
            await failing;
            await route.abort();
          }),
      },
    );
    // The form's native submission, recorded instead of leaving for the mail program.
    await page.evaluate(() => {
      HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
        document.documentElement.dataset.nativeSubmit = this.action;
      };
    });
    const form = page.locator('.newsletter-band form');
    await form.locator('input[type="email"]').fill('offline@shop.example');
    await form.locator('input[type="checkbox"]').check();
    await form.locator('button[type="submit"]').click();
    fail();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.nativeSubmit ?? '')).toMatch(/^mailto:/);
    expect(await page.locator('.toastify').count()).toBe(0);
    await page.context().close();
  });

  it('newsletter with a mailing-list service: posts to it in a new tab that gets no handle on this page, and says so', async () => {
    const { page } = await openPage('/about/');
    // The sample site has no service; give the band's form one before its code loads (it reads its props then).
    const service = `${origin()}/newsletter-service-for-test`;
    const posted: string[] = [];
    await page.context().route(service, async (route) => {
      posted.push(route.request().postData() ?? '');
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Thanks</title><p>Thanks</p>' });
    });
    await page.evaluate((action) => {
      const form = document.querySelector<HTMLFormElement>('.newsletter-band form')!;
      const root = form.closest<HTMLElement>('[data-island="newsletter-form"]')!;
      root.dataset.props = JSON.stringify({ ...JSON.parse(root.dataset.props ?? '{}'), hasService: true });
      form.action = action;
      form.removeAttribute('enctype');
    }, service);
    const band = page.locator('.newsletter-band form');
    await band.locator('input[type="email"]').fill('service@shop.example');
    await band.locator('input[type="checkbox"]').check();
    const opened = page.context().waitForEvent('page');
    await band.locator('button[type="submit"]').click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(await band.getAttribute('target')).toBe('_blank');
    expect(await band.getAttribute('rel')).toBe('noopener');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(posted.join('\n')).toContain('service%40shop.example');
    await expect.poll(() => page.locator('.toastify').textContent()).toContain('Your sign-up is on its way: the mailing list answers in a new tab.');
    await page.context().close();
  });

  for (const [path, message] of [
    ['/sign-in/', 'Accounts are not open yet, so you are not signed in; nothing you typed was sent or kept. You can order without one.'],
    ['/sign-up/', 'Accounts are not open yet, so no account was made; nothing you typed was sent or kept. You can order without one.'],
  ] as const) {
    it(`${path}: required fields, a toast that says no account exists, a reset form, and no password anywhere`, async () => {
      const { page } = await openPage(path);
      const logged: string[] = [];
      const sent: string[] = [];
      page.on('console', (entry) => logged.push(entry.text()));
      page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
      expect(await page.locator('main').textContent()).toContain('You do not need an account to order');
      await page.click('.account__form button[type="submit"]');
      expect(await page.locator('.toastify').count()).toBe(0);
      await page.fill('#account-username', 'teamcaptain');
      if (path === '/sign-up/') await page.fill('#account-email', 'captain@club.example');
      await page.fill('#account-password', 'S3cret-Passw0rd!');
      await page.click('.account__form button[type="submit"]');
      await expect.poll(() => page.locator('.toastify').textContent()).toContain(message);
      expect(await page.inputValue('#account-password')).toBe('');
      expect(await page.inputValue('#account-username')).toBe('');
      expect(logged.join('\n')).not.toContain('S3cret');
      expect(sent.join('\n')).not.toContain('S3cret');
      expect(page.url()).not.toContain('S3cret');
      expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain('S3cret');
      await page.context().close();
    });
  }
});

describe('honest pages', () => {
  it('cart, wishlist and checkout say how ordering works and offer both channels', async () => {
    const { site } = await builtSite();
    for (const path of ['/cart/', '/wishlist/', '/checkout/']) {
      const { page } = await openPage(path);
      expect(await page.locator('main').textContent(), path).toMatch(/WhatsApp or e-mail/);
      expect(await page.locator(`main a[href^="https://wa.me/${site.settings.phone}"]`).count(), path).toBeGreaterThan(0);
      expect(await page.locator(`main a[href^="mailto:${site.settings.email}"]`).count(), path).toBeGreaterThan(0);
      expect(await page.locator('main a[href="/sports-ware/"]').count(), path).toBeGreaterThan(0);
      await page.context().close();
    }
  });

  it('privacy and terms are real texts about this site', async () => {
    const privacy = await openPage('/privacy/');
    const text = (await privacy.page.locator('main').textContent()) ?? '';
    expect(text).toContain('collects no personal data');
    expect(text).toContain('Google Maps');
    await privacy.page.context().close();
    const terms = await openPage('/terms/');
    expect(await terms.page.locator('h1').textContent()).toBe('Terms & Conditions');
    await terms.page.context().close();
  });

  it('unknown blog, service and shop addresses get the 404 page', async () => {
    for (const path of ['/blog/no-such-post/', '/services/no-such-service/', '/shop/no-such-item/']) {
      const { page, status } = await openPage(path, {}, { allow: NOT_FOUND });
      expect(status, path).toBe(404);
      expect(await page.locator('h1').textContent()).toBe('Page Not Found');
      expect(await page.getByRole('link', { name: 'Go Back to Homepage' }).getAttribute('href')).toBe('/');
      await page.context().close();
    }
  });
});
