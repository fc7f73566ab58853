import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePages, openPage } from './browser.ts';

/** Chromium logs the 404 status of the page itself as a console error; these tests ask for it. */
const NOT_FOUND = /status of 404 \(Not Found\)/;

afterAll(closeFilePages);

describe('smoke: the built site in Chromium', () => {
  it('opens the home page with its title, one h1 and no script errors', async () => {
    const { page, errors, status } = await openPage('/');
    expect(status).toBe(200);
    await expect(page.title()).resolves.toMatch(/^Thread & Tailor \| /);
    expect(await page.locator('h1').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a product page showing its Article No', async () => {
    const { page, errors, status } = await openPage('/product/sports-ware/1/');
    expect(status).toBe(200);
    await expect(page.locator('.product__code').textContent()).resolves.toMatch(/Article No: TT-[A-Z]{2}-\d{3}/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const { page, status } = await openPage('/no-such-page/', {}, { allow: NOT_FOUND });
    expect(status).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
    expect(await page.getByText('Sorry, the page you are looking for does not exist.').isVisible()).toBe(true);
    await expect(page.getByRole('link', { name: 'Go Back to Homepage' }).getAttribute('href')).resolves.toBe('/');
    await page.context().close();
  });

  it('runs the copyright-year island: the footer shows the current year', async () => {
    const { page } = await openPage('/about/');
    await expect(page.locator('[data-island="copyright-year"]').textContent()).resolves.toBe(String(new Date().getFullYear()));
    await page.context().close();
  });
});
