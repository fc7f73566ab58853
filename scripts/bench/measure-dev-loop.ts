import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheFolders } from '../../src/incremental/build-cache.ts';
import { editProductTitle, prepareTitleEdit } from './edit-product-title.ts';
import { launchChromium } from '../launch-chromium.ts';

/** The one DOM call the measurement makes, typed here because this script is not browser code. */
interface Heading {
  document: { querySelector(selector: string): { textContent: string | null } | null };
}

interface DevProcess {
  readonly child: ChildProcess;
  /** The site's address, once the command printed it. */
  readonly url: Promise<string>;
  /** Lines the command printed, as they come. */
  readonly lines: string[];
  stop(): Promise<void>;
}

/**
 * `site dev` as the owner starts it (the compiled command, its own process), on a free port and
 * with its own cache folder, so the owner's dev site and state are left alone. The image cache is
 * copied in: the owner's pictures are encoded once, whichever run of dev comes first.
 */
function startDev(contentDir: string, cacheDir: string): DevProcess {
  const child = spawn(process.execPath, [path.resolve('bin', 'site.js'), 'dev', '--content', contentDir, '--port', '0'], {
    env: { ...process.env, SITE_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(line);
        const address = /^Serving the site at (\S+) /.exec(line)?.[1];
        if (address) resolve(address);
      }
    });
    child.once('exit', (code) => reject(new Error(`site dev exited (${code}) before serving:\n${stderr}`)));
  });
  return {
    child,
    url,
    lines,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/** A cache folder for one benchmark of `site dev`, holding the project's encoded images. */
async function devCache(): Promise<string> {
  const cache = await mkdtemp(path.join(tmpdir(), 'site-bench-dev-cache-'));
  const images = cacheFolders().images;
  if (existsSync(images)) await cp(images, cacheFolders(cache).images, { recursive: true });
  return cache;
}

/** Asks for the page until it is the built site's (the dev server answers 503 "Building the site…" before). */
async function untilServed(url: string): Promise<void> {
  for (;;) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * How long `site dev` takes from the command's start to the first page of the built site, for a
 * first run (nothing but the images in its cache) and for the runs after it (its state kept, as
 * when the owner starts it again the next day). Seconds.
 */
export async function measureDevStart(contentDir: string, { rounds = 3 } = {}): Promise<{ first: number; again: number[] }> {
  const cache = await devCache();
  const once = async () => {
    const started = performance.now();
    const dev = startDev(contentDir, cache);
    try {
      await untilServed(await dev.url);
      return (performance.now() - started) / 1000;
    } finally {
      await dev.stop();
    }
  };
  try {
    const first = await once();
    const again: number[] = [];
    for (let round = 0; round < rounds; round += 1) again.push(await once());
    return { first, again };
  } finally {
    await rm(cache, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
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
  const cache = await devCache();
  const dev = startDev(content, cache);
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    const url = await dev.url;
    const origin = new URL(url).origin;
    await untilServed(url);
    const page = await browser.newPage();
    // A first edit and its rebuild, so the rounds measure the loop and not the first build.
    const built = dev.lines.length;
    let target = await editProductTitle(content, 'Bench warm-up title');
    while (!dev.lines.slice(built).some((line) => line.startsWith('Rebuilt'))) await new Promise((resolve) => setTimeout(resolve, 20));
    await page.goto(`${origin}${target.page}`);
    for (let round = 0; round < rounds; round += 1) {
      const title = `Bench title ${round} ${Date.now()}`;
      const edit = await prepareTitleEdit(content, title);
      const saved = performance.now();
      await edit.save();
      target = edit;
      // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
      await page.waitForFunction((expected) => (globalThis as unknown as Heading).document.querySelector('h1')?.textContent === expected, title, {
        polling: 'raf',
        timeout: 60_000,
      });
      times.push(performance.now() - saved);
      await page.waitForLoadState('load');
    }
  } finally {
    await browser.close();
    await dev.stop();
    // The search index of the last save may still be writing into the folder for a moment.
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    await rm(cache, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
  return times;
}
