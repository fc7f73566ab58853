import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePages, newContext, openPage } from './browser.ts';

afterAll(closeFilePages);

/*
 * The page pool (page-pool.ts) hands a used page to the next openPage: these tests hold that it is as
 * new as a fresh one, and that a page a test changed for good is never handed on.
 */
describe('a page from the pool', () => {
  it('is the page an earlier openPage closed, with none of its storage, cookies, history, cache, listeners or errors', async () => {
    const first = await openPage('/about/', { viewport: { width: 1000, height: 700 } });
    await first.page.evaluate(async () => {
      localStorage.setItem('left-behind', 'yes');
      await cookieStore.set('left-behind', 'yes');
    });
    await first.page.goto(`${first.page.url()}#second-entry`);
    const heard: string[] = [];
    first.page.on('request', (request) => heard.push(request.url()));
    first.errors.push('an error of the earlier test');
    await first.page.close();

    const second = await openPage('/about/', { viewport: { width: 1000, height: 700 } });
    expect(second.page, 'the same page, handed on').toBe(first.page);
    expect(second.errors).toEqual([]);
    const state = await second.page.evaluate(async () => ({
      stored: localStorage.getItem('left-behind'),
      cookies: (await cookieStore.getAll()).length,
      history: history.length,
      // Every file of the page came from the server, none from a cache the earlier load filled.
      cached: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0 && !entry.name.startsWith('data:'))
        .map((entry) => entry.name),
    }));
    expect(state).toEqual({ stored: null, cookies: 0, history: 1, cached: [] });
    const heardBefore = heard.length;
    await second.page.reload();
    expect(heard.length, 'the earlier test’s listener was removed').toBe(heardBefore);
  });

  it('is never one whose test routed it, or opened with other options', async () => {
    const routed = await openPage('/about/');
    await routed.page.route('**/*.woff2', (route) => route.abort());
    await routed.page.close();
    const next = await openPage('/about/');
    expect(next.page).not.toBe(routed.page);
    await next.page.close();
    const other = await openPage('/about/', { javaScriptEnabled: false });
    expect(other.page).not.toBe(next.page);
  });

  it('opened at another size is laid out at that size, as a new page of that size is', async () => {
    const wide = await openPage('/about/', { viewport: { width: 1000, height: 700 } });
    await wide.page.close();
    const narrow = await openPage('/about/', { viewport: { width: 375, height: 800 } });
    expect(narrow.page).toBe(wide.page);
    const fresh = await (await newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await fresh.goto(narrow.page.url());
    const measure = () => ({
      window: [innerWidth, innerHeight],
      screen: [screen.width, screen.height],
      phone: matchMedia('(max-width: 400px)').matches,
      header: Math.round(document.querySelector('header')?.getBoundingClientRect().height ?? 0),
    });
    expect(await narrow.page.evaluate(measure)).toEqual(await fresh.evaluate(measure));
    expect((await narrow.page.evaluate(measure)).window).toEqual([375, 800]);
  });
});
