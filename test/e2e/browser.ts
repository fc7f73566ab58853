import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; no test ever downloads a browser. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let browser: Browser | undefined;

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(EXECUTABLE)) throw new Error(`Chromium not found at ${EXECUTABLE}; install Debian's chromium package (apt-get install -y chromium)`);
  browser ??= await chromium.launch({
    executablePath: EXECUTABLE,
    headless: true,
    // This machine has no internet: Chromium's background services only produce refused connections.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}

export function origin(): string {
  return inject('origin');
}

/** A fresh page in its own context, with console errors and failed requests recorded. */
export async function openPage(path: string, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[]; status: number | undefined }> {
  const context = await (await launchBrowser()).newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(`${origin()}${path}`);
  return { page, errors, status: response?.status() };
}

/** Records window.open calls instead of opening tabs, so a test can read the exact address sent. */
export async function recordWindowOpen(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    (window as unknown as { opened: string[] }).opened = [];
    window.open = ((url?: string | URL) => {
      (window as unknown as { opened: string[] }).opened.push(String(url));
      return null;
    }) as typeof window.open;
  });
}
