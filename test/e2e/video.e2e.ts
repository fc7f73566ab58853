import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { copyFixture, removeTemporaryFolders, tempDir } from '../helpers/fixture-site.ts';
import { serveStatic, type StaticServer } from '../../src/serve/serve-static.ts';
import { closeFilePages, newContext, pageSettled } from './browser.ts';

/**
 * The sample business has no film yet, so this builds the fixture site with a video set in its
 * settings, as the owner would once they have one, and serves it on its own port.
 */
let server: StaticServer;
beforeAll(async () => {
  const content = await copyFixture();
  const settings = path.join(content, 'site.json');
  const json = JSON.parse(await readFile(settings, 'utf8')) as Record<string, unknown>;
  json.video = 'https://www.youtube.com/watch?v=AbCdEfGhIj0';
  await writeFile(settings, JSON.stringify(json, null, 2));
  const out = path.join(await tempDir('site-video-'), 'dist');
  await writeDist(out, (sink) => buildSite({ contentDir: content, search: false }, sink));
  server = await serveStatic({ root: out });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await closeFilePages();
  await removeTemporaryFolders();
});

describe('"watch how we make it" video', () => {
  it('loads nothing from the video host until clicked; the modal closes on Escape, its button and outside, returning focus', async () => {
    const context = await newContext();
    const page = await context.newPage();
    const hosts: string[] = [];
    page.on('request', (request) => hosts.push(new URL(request.url()).host));
    // The machine has no internet: answer the embed ourselves so the iframe can load.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }));
    await page.goto(`${server.origin}/`);
    const link = page.locator('.video-link__open');
    expect(await link.getAttribute('href')).toBe('https://www.youtube.com/watch?v=AbCdEfGhIj0');
    // Once the page has loaded all it loads by itself, still nothing of the video.
    await pageSettled(page);
    expect(await page.locator('.video-dialog iframe').count()).toBe(0);
    expect(hosts.filter((host) => host.includes('youtube'))).toEqual([]);

    await link.click();
    const frame = page.locator('.video-dialog iframe');
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/AbCdEfGhIj0?autoplay=1&rel=0');
    expect(await frame.getAttribute('title')).toBeTruthy();
    await page.keyboard.press('Escape');
    expect(await page.locator('.video-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    // The dialog's close event, which removes the player and returns focus, is a queued task.
    await expect.poll(() => page.locator('.video-dialog iframe').count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('video-link__open'))).toBe(true);

    await link.click();
    await page.click('.video-dialog__close');
    expect(await page.locator('.video-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('video-link__open'))).toBe(true);

    await link.click();
    await page.mouse.click(10, 10);
    expect(await page.locator('.video-dialog').evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(false);
    await context.close();
  });
});
