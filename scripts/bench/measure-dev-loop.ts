import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDevServer } from '../../src/dev/start-dev-server.ts';
import { editProductTitle, prepareTitleEdit } from './edit-product-title.ts';

/** The one DOM call the measurement makes, typed here because this script is not browser code. */
interface Heading {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}

/**
 * The owner's loop as the owner sees it: `site dev` serves the catalogue, a tab shows a product
 * page, the owner saves a new title in the spreadsheet, and the tab shows it. Each round's time
 * runs from the save to the moment the page in Chromium shows the new title.
 */
export async function measureDevLoop(contentDir: string, { rounds = 3, copy = false } = {}): Promise<number[]> {
  const work = await mkdtemp(path.join(tmpdir(), 'site-bench-dev-'));
  const content = copy ? path.join(work, 'content') : contentDir;
  if (copy) await cp(contentDir, content, { recursive: true });
  const server = await startDevServer({
    contentDir: content,
    publicDir: path.resolve('public'),
    outDir: path.join(work, 'site'),
    projectRoot: path.resolve('.'),
    codeDirs: [],
    port: 0,
    log: process.env.DEV_LOG ? (line) => console.log(performance.now().toFixed(0), line) : () => undefined,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const times: number[] = [];
  try {
    const first = await server.firstBuild;
    if (!first.ok) throw new Error(`the first dev build failed: ${JSON.stringify(first)}`);
    const page = await browser.newPage();
    let target = await editProductTitle(content, 'Bench warm-up title');
    await server.nextBuild();
    await page.goto(`${server.origin}${target.page}`);
    for (let round = 0; round < rounds; round += 1) {
      const title = `Bench title ${round} ${Date.now()}`;
      const edit = await prepareTitleEdit(content, title);
      const saved = performance.now();
      if (process.env.DEV_LOG) console.log(saved.toFixed(0), 'save');
      await edit.save();
      target = edit;
      // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
      await page.waitForFunction((expected) => (globalThis as unknown as Heading).document.querySelector('h1')?.textContent === expected, title, { polling: 'raf', timeout: 60_000 });
      times.push(performance.now() - saved);
      if (process.env.DEV_LOG) console.log(performance.now().toFixed(0), 'shown');
      await page.waitForLoadState('load');
    }
  } finally {
    await browser.close();
    await server.close();
    // The search index of the last save may still be writing into the folder for a moment.
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return times;
}
