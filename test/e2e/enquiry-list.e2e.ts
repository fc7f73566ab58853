import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { allowProblems, closeFilePages, failCardData, newContext, openPage, origin, recordMailto, recordWindowOpen, type DataFailure } from './browser.ts';
import { builtSite } from './site-model.ts';

afterAll(closeFilePages);

const count = (page: Page, list: 'wishlist' | 'cart') =>
  page.locator(`[data-list-count="${list}"]`).evaluate((badge) => ((badge as HTMLElement).hidden ? '0' : badge.textContent));
/** The enquiry list as this browser stored it: Article No and quantity of each line. */
const storedLines = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('tt.enquiry.v1') ?? '{"lines":[]}') as { lines: { name: string; qty: number }[] }).lines.map(({ name, qty }) => ({
      name,
      qty,
    })),
  );

describe('wishlist and enquiry list', () => {
  it('saves and adds from a card and from a product page; the header counts survive a reload', async () => {
    const { site } = await builtSite();
    const [first, second] = site.productsByList.sports;
    const { page } = await openPage('/sports-ware/');
    expect(await count(page, 'wishlist')).toBe('0');
    await page.click(`[data-listing-grid] [data-list-action="save"][data-article="${first!.name}"]`);
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${first!.name}"]`);
    await expect.poll(() => count(page, 'wishlist')).toBe('1');
    expect(await count(page, 'cart')).toBe('1');
    expect(await page.getAttribute(`[data-listing-grid] [data-list-action="save"][data-article="${first!.name}"]`, 'aria-pressed')).toBe('true');

    await page.goto(page.url().replace('/sports-ware/', `/product/sports-ware/${second!.id}/`));
    await page.click(`.product__lists [data-list-action="save"]`);
    await page.click(`.product__lists [data-list-action="add"]`);
    await expect.poll(() => count(page, 'cart')).toBe('2');
    await page.reload();
    expect(await count(page, 'wishlist')).toBe('2');
    expect(await count(page, 'cart')).toBe('2');

    await page.goto(page.url().replace(/\/product\/.*$/, '/wishlist/'));
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.line').count()).toBe(2);
    await page.locator(`.line[data-article="${first!.name}"] button`, { hasText: 'Remove' }).click();
    await expect.poll(() => page.locator('.line').count()).toBe(1);
    await page.locator(`.line[data-article="${second!.name}"] button`, { hasText: 'Move to enquiry' }).click();
    await expect.poll(() => count(page, 'wishlist')).toBe('0');
    expect(await count(page, 'cart')).toBe('2');
    await page.context().close();
  });

  it("starts each enquiry line at the product's minimum order quantity: from a card, a browser-drawn card, a product page and the wishlist", async () => {
    const { site } = await builtSite();
    const [served, drawn] = [site.productsByList.sports[0]!, site.productsByList.sports[1]!];
    const fromPage = site.productsByList.street.find((product) => product.quantity !== served.quantity && product.quantity !== drawn.quantity)!;
    const saved = site.productsByList.safety[0]!;
    for (const product of [served, drawn, fromPage, saved]) expect(product.quantity, product.name).toBeGreaterThan(1);
    const { page } = await openPage('/sports-ware/');
    // The server's card carries the minimum on its button…
    expect(await page.getAttribute(`[data-listing-grid] [data-list-action="add"][data-article="${served.name}"]`, 'data-minimum')).toBe(
      String(served.quantity),
    );
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${served.name}"]`);
    await expect.poll(() => storedLines(page)).toEqual([{ name: served.name, qty: served.quantity }]);
    // …and so does a card the listing island draws from the card data.
    await page.selectOption('#listing-per', '12');
    await expect.poll(() => new URL(page.url()).search).toBe('?per=12');
    await page.waitForSelector('[data-island="product-listing"][data-rendered="?per=12"]');
    await page.click(`[data-listing-grid] [data-list-action="add"][data-article="${drawn.name}"]`);
    await expect
      .poll(() => storedLines(page))
      .toEqual([
        { name: served.name, qty: served.quantity },
        { name: drawn.name, qty: drawn.quantity },
      ]);
    await page.goto(page.url().replace(/\/sports-ware\/.*$/, `/product/street-ware/${fromPage.id}/`));
    await page.click('.product__lists [data-list-action="add"]');
    await expect.poll(() => storedLines(page).then((lines) => lines.at(-1))).toEqual({ name: fromPage.name, qty: fromPage.quantity });
    await page.goto(page.url().replace(/\/product\/.*$/, `/shop/${saved.slug}/`));
    await page.click(`.product__lists [data-list-action="save"]`);
    await page.goto(page.url().replace(/\/shop\/.*$/, '/wishlist/'));
    await page.waitForSelector('[data-drawn="true"]');
    await page.locator(`.line[data-article="${saved.name}"] button`, { hasText: 'Move to enquiry' }).click();
    await expect.poll(() => storedLines(page).then((lines) => lines.at(-1))).toEqual({ name: saved.name, qty: saved.quantity });

    // The cart shows each line at its minimum, and the field will not go below it.
    await page.goto(page.url().replace('/wishlist/', '/cart/'));
    await page.waitForSelector('[data-drawn="true"]');
    for (const product of [served, drawn, fromPage, saved]) {
      const qty = page.locator(`.line[data-article="${product.name}"] input[name="qty"]`);
      expect(await qty.inputValue(), product.name).toBe(String(product.quantity));
      expect(await qty.getAttribute('min')).toBe(String(product.quantity));
    }
    expect(await page.locator('.field-error:visible').count()).toBe(0);
    await page.context().close();
  });

  it('refuses a quantity below the minimum order, or not a whole number up to 10,000, with a message', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.street[0]!;
    const minimum = product.quantity;
    const { page } = await openPage('/cart/');
    await page.evaluate(
      ([name, qty]) => localStorage.setItem('tt.enquiry.v1', JSON.stringify({ lines: [{ name, qty, note: '' }], visitor: { name: '', phone: '' } })),
      [product.name, minimum] as const,
    );
    await page.reload();
    await page.waitForSelector('[data-drawn="true"]');
    const qty = page.locator('input[name="qty"]');
    const error = page.locator('.field-error');
    expect(await qty.inputValue()).toBe(String(minimum));
    expect(await error.isVisible()).toBe(false);
    for (const [bad, message] of [
      [String(minimum - 1), `The minimum order is ${minimum} pieces.`],
      ['0', `The minimum order is ${minimum} pieces.`],
      ['10001', `The quantity must be from ${minimum} to 10,000 pieces.`],
      ['2.5', `Enter a whole number from ${minimum} to 10,000 pieces.`],
      ['-3', `Enter a whole number from ${minimum} to 10,000 pieces.`],
    ] as const) {
      await qty.fill(bad);
      await qty.press('Tab');
      await expect.poll(() => error.isVisible(), { timeout: 2000 }).toBe(true);
      expect(await error.textContent(), bad).toBe(message);
      expect(await qty.getAttribute('aria-invalid')).toBe('true');
      expect((await storedLines(page))[0]!.qty, bad).toBe(minimum);
    }
    await qty.fill(String(minimum));
    await qty.press('Tab');
    await expect.poll(() => error.isVisible()).toBe(false);
    await qty.fill('40');
    await qty.press('Tab');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tt.enquiry.v1') ?? '{}').lines[0].qty)).toBe(40);
    expect(await page.locator('.field-error').isVisible()).toBe(false);
    await page.context().close();
  });

  it('says at once when a stored line is below the minimum order (a list kept from before)', async () => {
    const { site } = await builtSite();
    const product = site.productsByList.safety[0]!;
    const { page } = await openPage('/cart/');
    await page.evaluate(
      (name) => localStorage.setItem('tt.enquiry.v1', JSON.stringify({ lines: [{ name, qty: 1, note: '' }], visitor: { name: '', phone: '' } })),
      product.name,
    );
    await page.reload();
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('input[name="qty"]').inputValue()).toBe('1');
    expect(await page.locator('input[name="qty"]').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error').textContent()).toBe(`The minimum order is ${product.quantity} pieces.`);
    await page.context().close();
  });

  it('sends one exact message for a three-line enquiry by WhatsApp and by e-mail, and clears only after confirmation', async () => {
    const { site } = await builtSite();
    const [a, b, c] = [site.productsByList.sports[0]!, site.productsByList.street[1]!, site.productsByList.safety[2]!];
    const { page } = await openPage('/checkout/');
    await recordWindowOpen(page);
    const mails = await recordMailto(page);
    await page.evaluate(
      (lines) => localStorage.setItem('tt.enquiry.v1', JSON.stringify({ lines, visitor: { name: 'Coach Imran', phone: '+92 333 5551234' } })),
      [
        { name: a.name, qty: 40, note: 'S 10, M 20, L 10' },
        { name: b.name, qty: 25, note: 'club logo on chest & #7 on back' },
        { name: c.name, qty: 100, note: '' },
      ],
    );
    await page.reload();
    await page.waitForSelector('[data-drawn="true"]');
    const expected = [
      'Enquiry for these products:',
      `1. ${a.title}, Article No ${a.name}, 40 pieces, note: S 10, M 20, L 10`,
      `2. ${b.title}, Article No ${b.name}, 25 pieces, note: club logo on chest & #7 on back`,
      `3. ${c.title}, Article No ${c.name}, 100 pieces`,
      '',
      'Name: Coach Imran',
      'Phone: +92 333 5551234',
    ].join('\n');
    expect(await page.locator('.review-lines li').allTextContents()).toEqual([
      `${a.title} (Article No ${a.name}): 40 pieces, S 10, M 20, L 10`,
      `${b.title} (Article No ${b.name}): 25 pieces, club logo on chest & #7 on back`,
      `${c.title} (Article No ${c.name}): 100 pieces`,
    ]);
    await page.click('button:has-text("Send by WhatsApp")');
    const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.startsWith(`https://wa.me/${site.settings.phone}?text=`)).toBe(true);
    expect(decodeURIComponent(opened[0]!.split('?text=')[1]!)).toBe(expected);
    expect(await page.evaluate(() => (window as unknown as { openedFeatures: string[] }).openedFeatures)).toEqual(['noopener,noreferrer']);
    await expect.poll(() => page.locator('.toastify').count()).toBeGreaterThan(0);
    expect(await count(page, 'cart')).toBe('3');

    await page.click('button:has-text("Not yet")');
    await page.click('button:has-text("Send by e-mail")');
    await expect.poll(() => mails().length).toBe(1);
    const mail = mails()[0]!;
    expect(mail.startsWith(`mailto:${site.settings.email}?subject=Product%20enquiry&body=`)).toBe(true);
    expect(decodeURIComponent(mail.split('&body=')[1]!).replace(/\r\n/g, '\n')).toBe(expected);
    expect(await count(page, 'cart')).toBe('3');
    await page.click('button:has-text("Yes, it was sent")');
    await expect.poll(() => count(page, 'cart')).toBe('0');
    await page.context().close();
  });

  it('counts pieces as people do: "1 piece", "2 pieces", in the review and in the message', async () => {
    const { site } = await builtSite();
    const [a, b] = [site.productsByList.sports[0]!, site.productsByList.street[0]!];
    const { page } = await openPage('/checkout/');
    await recordWindowOpen(page);
    await page.evaluate(
      (lines) => localStorage.setItem('tt.enquiry.v1', JSON.stringify({ lines, visitor: { name: 'A', phone: '1' } })),
      [
        { name: a.name, qty: 1, note: '' },
        { name: b.name, qty: 2, note: '' },
      ],
    );
    await page.reload();
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.review-lines li').allTextContents()).toEqual([
      `${a.title} (Article No ${a.name}): 1 piece`,
      `${b.title} (Article No ${b.name}): 2 pieces`,
    ]);
    await page.click('button:has-text("Send by WhatsApp")');
    const text = decodeURIComponent((await page.evaluate(() => (window as unknown as { opened: string[] }).opened))[0]!.split('?text=')[1]!);
    expect(text).toContain(`1. ${a.title}, Article No ${a.name}, 1 piece\n`);
    expect(text).toContain(`2. ${b.title}, Article No ${b.name}, 2 pieces\n`);
    await page.context().close();
  });

  it('shows a product removed from the catalogue as unavailable and leaves it out of the message', async () => {
    const { site } = await builtSite();
    const kept = site.productsByList.sports[1]!;
    const { page } = await openPage('/checkout/');
    await recordWindowOpen(page);
    await page.evaluate((name) => {
      localStorage.setItem(
        'tt.enquiry.v1',
        JSON.stringify({
          lines: [
            { name: 'TT-ZZ-999', qty: 5, note: '' },
            { name, qty: 12, note: '' },
          ],
          visitor: { name: 'A', phone: '1' },
        }),
      );
      localStorage.setItem('tt.wishlist.v1', JSON.stringify(['TT-ZZ-999']));
    }, kept.name);
    await page.reload();
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.review-lines .is-unavailable').textContent()).toContain('TT-ZZ-999');
    await page.click('button:has-text("Send by WhatsApp")');
    const text = decodeURIComponent((await page.evaluate(() => (window as unknown as { opened: string[] }).opened))[0]!.split('?text=')[1]!);
    expect(text).toContain(kept.name);
    expect(text).not.toContain('TT-ZZ-999');
    await page.goto(page.url().replace('/checkout/', '/wishlist/'));
    await page.waitForSelector('[data-drawn="true"]');
    expect(await page.locator('.line .line__unavailable').count()).toBe(1);
    await page.context().close();
  });

  for (const failure of ['an error status', 'no answer'] as const satisfies readonly DataFailure[]) {
    it(`says so when the catalogue cannot load (${failure}), marks no line unavailable, and Retry draws the list`, async () => {
      const { site } = await builtSite();
      const product = site.productsByList.sports[0]!;
      const line = { name: product.name, qty: product.quantity, note: 'S 10' };
      // A list stored before the page's scripts run, without the copies "Add to enquiry" keeps (a
      // list saved by an older version): the page can draw nothing until the catalogue arrives.
      // Set from the first moment, so no earlier visit's script can store copies in between.
      const context = await newContext();
      const list = JSON.stringify({ lines: [line], visitor: { name: '', phone: '' } });
      await context.addInitScript(
        `if (location.protocol === 'http:') { localStorage.setItem('tt.enquiry.v1', ${JSON.stringify(list)}); localStorage.removeItem('tt.products.v1'); }`,
      );
      const page = await context.newPage();
      allowProblems(page, /Failed to load resource/);
      const data = await failCardData(page, failure);
      await page.goto(`${origin()}/cart/`);
      const problem = page.locator('[data-load-problem]');
      await expect.poll(() => problem.textContent()).toContain("Couldn't load the catalogue, so your list cannot be shown yet.");
      expect(await problem.getAttribute('role')).toBe('status');
      // Nothing is called unavailable, the stored list is untouched, and the way to order by WhatsApp or e-mail stays.
      expect(await page.locator('.line__unavailable').count()).toBe(0);
      expect(await page.locator('[data-fallback]').isVisible()).toBe(true);
      expect(await storedLines(page)).toEqual([{ name: line.name, qty: line.qty }]);

      // The failure is not kept: Retry asks the server again and, once it answers, draws the list.
      const asked = data.requests();
      data.release();
      await problem.getByRole('button', { name: 'Retry' }).click();
      await page.waitForSelector('[data-drawn="true"]');
      expect(data.requests()).toBeGreaterThan(asked);
      expect(await page.locator(`.line[data-article="${product.name}"] input[name="qty"]`).inputValue()).toBe(String(product.quantity));
      expect(await page.locator('.line__unavailable').count()).toBe(0);
      expect(await problem.textContent()).toBe('');
      expect(await page.locator('[data-fallback]').isVisible()).toBe(false);
      await page.context().close();
    });
  }

  it('ignores and resets corrupt or foreign data in localStorage', async () => {
    for (const [wishlist, cart] of [
      ['{not json', '[[['],
      [JSON.stringify({ evil: '<img src=x onerror=alert(1)>' }), JSON.stringify({ lines: [{ name: '<script>', qty: -4 }] })],
      [JSON.stringify(['TT-SU-001', 42]), JSON.stringify({ lines: 'all', visitor: null })],
    ]) {
      const { page, errors } = await openPage('/cart/');
      await page.evaluate(
        ([w, c]) => {
          localStorage.setItem('tt.wishlist.v1', w!);
          localStorage.setItem('tt.enquiry.v1', c!);
        },
        [wishlist, cart],
      );
      await page.reload();
      await page.waitForSelector('[data-drawn="true"]');
      expect(await count(page, 'cart')).toBe('0');
      expect(await count(page, 'wishlist')).toBe('0');
      expect(await page.locator('.enquiry-list__empty').isVisible()).toBe(true);
      expect(await page.evaluate(() => [localStorage.getItem('tt.wishlist.v1'), localStorage.getItem('tt.enquiry.v1')])).toEqual([null, null]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('without JavaScript the pages say how to order by WhatsApp or e-mail, and the buttons stay hidden', async () => {
    for (const path of ['/wishlist/', '/cart/', '/checkout/']) {
      const { page } = await openPage(path, { javaScriptEnabled: false });
      expect(await page.locator('[data-fallback]').isVisible(), path).toBe(true);
      expect(await page.locator('[data-fallback] a[href^="https://wa.me/"]').count()).toBe(1);
      await page.context().close();
    }
    const { page } = await openPage('/sports-ware/', { javaScriptEnabled: false });
    expect(await page.locator('[data-list-action]').first().isVisible()).toBe(false);
    await page.context().close();
  });
});
