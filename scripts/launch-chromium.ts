import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * What Playwright 1.65 turns off itself (its chromiumSwitches.ts). Chromium reads only the last
 * --disable-features it is given, so ours must repeat Playwright's list, not replace it;
 * test/e2e/chromium-flags.e2e.ts fails if a later Playwright adds a feature missing here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's pop-up, which Chromium 15x draws as a web page of its own: headless, it is never
 * shown, yet every new browser context loads it (chrome://omnibox-popup.top-chrome/) in a renderer
 * of its own, 1.4 s of CPU on this 2-core machine, which the browser tests paid a hundred times.
 */
const OMNIBOX_POPUP_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Debian's Chromium, or CHROMIUM_PATH; one sentence when it is not installed. */
export function chromiumPath(): string {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}; install Debian's chromium package (apt-get install -y chromium)`);
  return executablePath;
}

/**
 * Debian's Chromium (or CHROMIUM_PATH) for everything that drives a browser: the browser tests, the
 * benchmarks and the screenshots. Never a downloaded browser. The flags keep Chromium from doing anything of its own
 * while it is measured: no background requests, updates, sync or QUIC, no first-run pages, no
 * address-bar pop-up pages; no sandbox, which a container's root user cannot have, and no GPU,
 * which a server has not.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_PAGES].join(',')}`,
    ],
  });
}
