import { launchChromium } from '../../scripts/launch-chromium.ts';

/**
 * The oldest Chromium the browser tests pass with. Debian 12's Chromium 150 (bookworm/main) failed
 * two of page-styles.e2e.ts's home-page checks on 2026-11-28: in sections below the screen (skipped
 * by `content-visibility: auto`) it reported other offsets and visibility with the page's own
 * stylesheets than with the whole one; 156 (bookworm-security) passed them.
 */
export const OLDEST_CHROMIUM = 156;

/** The browser's major version, e.g. 156 for "156.0.8078.108". */
export function majorVersion(version: string): number {
  return Number.parseInt(version, 10);
}

/** Fails the run before any test when the Chromium found is older than the suite supports, in one sentence. */
export async function checkChromiumVersion(): Promise<void> {
  const browser = await launchChromium();
  const version = browser.version();
  await browser.close();
  if (majorVersion(version) < OLDEST_CHROMIUM)
    throw new Error(
      `The browser tests need Chromium ${OLDEST_CHROMIUM} or later (Debian 12's bookworm-security has it: apt-get install -y chromium); found ${version} at ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}.`,
    );
}
