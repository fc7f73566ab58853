import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium (or CHROMIUM_PATH) for everything that drives a browser: the browser tests, the
 * benchmarks and the screenshots. Never a downloaded browser. The flags keep Chromium from doing anything of its own
 * while it is measured: no background requests, updates, sync or QUIC, no first-run pages; no
 * sandbox, which a container's root user cannot have, and no GPU, which a server has not.
 */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}; install Debian's chromium package (apt-get install -y chromium)`);
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
