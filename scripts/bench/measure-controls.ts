import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { controlsPages, type ControlsPage } from './controls-pages.ts';
import { controlsProbe, PROBE_GLOBAL, type ControlsTimes } from './controls-probe.ts';
import { formatControlsTable, spreadOf, summarize, type ControlsRow } from './controls-report.ts';
import { launchChromium } from '../launch-chromium.ts';
import { calibratedSlowdown, hostSpeed } from './host-speed.ts';

/**
 * The phone of issue 24 (and of Lighthouse's mobile run, in spirit): a 375×740 touch screen, a CPU
 * four times slower than this machine's (CONTROLS_CPU), and a 1.6 Mbps / 750 kbps link with 150 ms round trips.
 */
const PHONE = { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
/** 4, or CONTROLS_CPU: another number, or `calibrated` for the slowdown this machine's speed calls for, each round. */
const CPU_SETTING = process.env.CONTROLS_CPU ?? '4';
const CALIBRATED = CPU_SETTING === 'calibrated';
/** A round's slowdown, from the machine's speed measured just before it. */
const slowdownFor: (speed: number) => number = CALIBRATED ? calibratedSlowdown : () => Number(CPU_SETTING);
const RUNS = Number(process.env.CONTROLS_RUNS ?? 5);
/** A marker not there this long after the navigation started is "not reached" (CONTROLS_TIMEOUT_S). */
const TIMEOUT_MS = Number(process.env.CONTROLS_TIMEOUT_S ?? 15) * 1000;

/**
 * `npm run bench -- --controls [DIR]` (issue 24, point 4): for each page of controls-pages.ts, how
 * soon after the first contentful paint its main controls work, on a throttled phone, median of
 * RUNS, each in a new browser context with the cache off. The built folder is served as a host
 * would serve it: with its _headers (the production CSP) and gzip, as every CDN sends text.
 * `only` keeps the rows of those templates (CONTROLS_ONLY=listing,cart or --only listing).
 */
export async function measureControls(dir: string, only: readonly string[], command: string): Promise<void> {
  const dist = path.resolve(dir);
  if (!existsSync(path.join(dist, '_headers'))) throw new Error(`${dir} has no _headers: build the site first (npm run build) or name a built folder`);
  if (!CALIBRATED && !(Number(CPU_SETTING) >= 1)) throw new Error(`CONTROLS_CPU is ${CPU_SETTING}: give a slowdown of 1 or more, or "calibrated"`);
  const pages = (await controlsPages(dist)).filter((page) => only.length === 0 || only.includes(page.template));
  if (pages.length === 0) throw new Error(`no page to measure${only.length > 0 ? ` for ${only.join(', ')}` : ''}`);
  const date = new Date().toISOString();
  console.log(
    `Controls: ${date}\n  ${command}\n  ${pages.length} pages × ${RUNS} runs, ${CALIBRATED ? 'CPU slowed as calibrated for this machine each round' : `${CPU_SETTING}× CPU`}, 1.6 Mbps / 750 kbps / 150 ms, gzip, cache off`,
  );
  const server = await serveStatic({ root: dist, compress: true });
  const browser = await launchChromium();
  const runs = pages.map(() => [] as ControlsTimes[]);
  const speeds: number[] = [];
  const slowdowns: number[] = [];
  try {
    // Round by round rather than page by page, so a slow moment of this shared machine spreads over all pages.
    for (let round = 0; round < RUNS; round += 1) {
      const speed = await hostSpeed(browser);
      const slowdown = slowdownFor(speed);
      speeds.push(speed);
      slowdowns.push(slowdown);
      console.log(`  round ${round + 1}/${RUNS}: host speed ${speed} (Lighthouse's benchmark index), CPU ${slowdown.toFixed(2)}× slower`);
      for (const [index, page] of pages.entries()) {
        const times = await measurePage(browser, `${server.origin}${page.path}`, page, slowdown);
        runs[index]!.push(times);
        console.log(`  run ${round + 1}/${RUNS} ${page.path}: ${describeRun(times)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const rows: ControlsRow[] = pages.map((page, index) => ({ ...page, runs: runs[index]!, ...summarize(runs[index]!) }));
  const speed = spreadOf(speeds);
  console.log(`\n${formatControlsTable(rows)}`);
  console.log(`Host speed before each round (Lighthouse's benchmark index): ${speed.median} (${speed.min}–${speed.max}).`);
  const report = {
    date,
    command,
    conditions: {
      ...PHONE,
      cpuSlowdown: CALIBRATED ? 'calibrated' : Number(CPU_SETTING),
      network: NETWORK,
      cache: 'disabled',
      compression: 'gzip',
      runs: RUNS,
      timeoutMs: TIMEOUT_MS,
    },
    hostSpeed: { ...speed, rounds: speeds },
    cpuSlowdownByRound: slowdowns,
    pages: rows,
  };
  await mkdir('.bench', { recursive: true });
  await writeFile(path.join('.bench', 'controls.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWritten to .bench/controls.json');
}

async function measurePage(browser: Browser, url: string, page: ControlsPage, slowdown: number): Promise<ControlsTimes> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(controlsProbe(page.marker, TIMEOUT_MS));
    if (page.setup) await context.addInitScript(page.setup);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await tab.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    // An arrow function without named functions inside: it is sent to the page as it is written.
    const times = await tab.evaluate((name) => (globalThis as unknown as Record<string, Promise<ControlsTimes> | undefined>)[name], PROBE_GLOBAL);
    if (!times) throw new Error(`${url}: the probe did not run before the page was read`);
    return times;
  } finally {
    await context.close();
  }
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

function describeRun({ fcp, lcp, controls }: ControlsTimes): string {
  const after = controls !== null && fcp !== null ? ` (${ms(controls - fcp)} after FCP)` : '';
  return `FCP ${ms(fcp)}, LCP ${ms(lcp)}, controls ${controls === null ? 'not reached' : ms(controls)}${after}`;
}
