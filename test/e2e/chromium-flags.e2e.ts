import { afterAll, describe, expect, it } from 'vitest';
import { closeFilePages, launchBrowser, newContext } from './browser.ts';
import { childProcessesOf } from '../../src/runtime/child-processes.ts';

afterAll(closeFilePages);

describe('the Chromium the tests drive', () => {
  it('is still told to leave off everything Playwright turns off, since Chromium reads only the last --disable-features', async () => {
    await launchBrowser();
    const browserProcess = childProcessesOf(process.pid)
      .map((child) => child.args)
      .find((args) => args.some((arg) => arg.startsWith('--remote-debugging-pipe')));
    expect(browserProcess, 'the browser process, started by this one').toBeDefined();
    const lists = browserProcess!.filter((arg) => arg.startsWith('--disable-features=')).map((arg) => arg.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(0);
    const effective = new Set(lists.at(-1));
    for (const list of lists) expect(list.filter((feature) => !effective.has(feature))).toEqual([]);
    expect([...effective]).toContain('WebUIOmniboxPopup');
  });

  it('opens a new browser context without the address bar pop-up pages Chromium would load for it', async () => {
    const browser = await launchBrowser();
    const context = await newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: { type: string; url: string }[] };
    await session.detach();
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    expect(targetInfos.some((target) => target.type === 'page')).toBe(true);
  });
});
