import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { chromiumPath } from '../launch-chromium.ts';
import { spreadOf } from './controls-report.ts';
import { calibratedSlowdown } from './host-speed.ts';

/**
 * Lighthouse's mobile run with its CPU slowdown calibrated to the speed this machine had in that run:
 * the measure of record where the machine is slower than Lighthouse's calibration (a benchmark index
 * under 1,533, which is what the default 4× stands for). Lighthouse simulates its throttling: it loads
 * the page at full speed, records how long each task took, and works out the phone's timings from
 * that trace and its settings. So each run gathers once (Lighthouse's -G), reads the benchmark index
 * Lighthouse measured as the run began, and works the same trace out twice (-A): with the default 4×
 * and with the slowdown Lighthouse's throttling guide gives for that index (calibratedSlowdown).
 * Everything else is Lighthouse's default mobile run (simulated slow 4G, a Moto G Power's screen),
 * against the folder served with its _headers and gzip.
 *
 * Lighthouse is not a dependency of the site: it is the one the workplace's audit tool installs
 * (../shared/tools/audit/setup), or the node_modules named by LIGHTHOUSE_MODULES.
 */
const MODULES = process.env.LIGHTHOUSE_MODULES ?? path.join(homedir(), '.cache', 'site-audit', 'node_modules');

interface Figures {
  readonly performance: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly fcp: number;
}

interface Run {
  readonly index: number;
  readonly slowdown: number;
  readonly calibrated: Figures;
  readonly fourTimes: Figures;
}

async function importFrom<T>(module: string): Promise<T> {
  const file = path.join(MODULES, module);
  if (!existsSync(file))
    throw new Error(`${file} is missing: run ../shared/tools/audit/setup, or set LIGHTHOUSE_MODULES to a node_modules with lighthouse and chrome-launcher`);
  return (await import(pathToFileURL(file).href)) as T;
}

export async function lighthouseCalibrated(dir: string, urls: readonly string[], runs: number): Promise<void> {
  const dist = path.resolve(dir);
  if (!existsSync(path.join(dist, '_headers'))) throw new Error(`${dir} has no _headers: build the site first (npm run build) or name a built folder`);
  const { default: lighthouse } = await importFrom<{ default: (url: string | undefined, flags: object) => Promise<{ lhr: Lhr } | undefined> }>(
    'lighthouse/core/index.js',
  );
  const { launch } = await importFrom<{ launch: (options: object) => Promise<{ port: number; kill: () => Promise<void> }> }>('chrome-launcher/dist/index.js');
  const { mobileSlow4G } = (await importFrom<{ throttling: { mobileSlow4G: object } }>('lighthouse/core/config/constants.js')).throttling;
  const server = await serveStatic({ root: dist, compress: true });
  const settings = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const figures = (lhr: Lhr): Figures => {
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      fcp: value('first-contentful-paint'),
    };
  };
  /** The run's trace worked out as a phone this many times slower than this machine. */
  const audit = async (folder: string, slowdown: number): Promise<Figures> => {
    const file = path.join(folder, 'artifacts.json');
    const artifacts = JSON.parse(await readFile(file, 'utf8'));
    // Lighthouse audits only with the settings it gathered with; under simulation the slowdown was not applied while gathering.
    artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
    await writeFile(file, JSON.stringify(artifacts));
    const result = await lighthouse(undefined, { ...settings, auditMode: folder, throttling: { ...mobileSlow4G, cpuSlowdownMultiplier: slowdown } });
    await keepReport(result!.lhr, slowdown);
    return figures(result!.lhr);
  };
  console.log(
    `Lighthouse mobile, ${runs} runs a page, each worked out at 4× and at the slowdown calibrated to its benchmark index, ${new Date().toISOString()}`,
  );
  console.log('| page | performance, calibrated (4×) | LCP ms | TBT ms | CLS | FCP ms | slowdown | benchmark index |');
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    for (const url of urls) {
      const done: Run[] = [];
      for (let run = 0; run < runs; run += 1) {
        const folder = await mkdtemp(path.join(tmpdir(), 'lighthouse-run-'));
        const profile = path.join(folder, 'profile');
        await mkdir(profile);
        const chrome = await launch({
          chromePath: chromiumPath(),
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
          userDataDir: profile,
          logLevel: 'silent',
        });
        try {
          const gathered = path.join(folder, 'gathered');
          await lighthouse(`${server.origin}${url}`, { ...settings, port: chrome.port, gatherMode: gathered });
          // Auditing needs no browser: closed now, it takes no CPU from the audits (closing twice is harmless).
          await chrome.kill();
          const index = Math.round(JSON.parse(await readFile(path.join(gathered, 'artifacts.json'), 'utf8')).BenchmarkIndex);
          const slowdown = Math.round(calibratedSlowdown(index) * 100) / 100;
          done.push({ index, slowdown, fourTimes: await audit(gathered, 4), calibrated: await audit(gathered, slowdown) });
        } finally {
          await chrome.kill();
          await rm(folder, { recursive: true, force: true });
        }
      }
      const median = (values: number[]) => spreadOf(values).median ?? Number.NaN;
      const both = (pick: (item: Figures) => number, format = (value: number) => String(Math.round(value))) =>
        `${format(median(done.map((item) => pick(item.calibrated))))} (${format(median(done.map((item) => pick(item.fourTimes))))})`;
      const span = (values: number[]) => {
        const { min, max } = spreadOf(values);
        return `${min}–${max}`;
      };
      console.log(
        `| \`${url}\` | ${both((item) => item.performance)} | ${both((item) => item.lcp)} | ${both((item) => item.tbt)} | ${both(
          (item) => item.cls,
          (value) => value.toFixed(3),
        )} | ${both((item) => item.fcp)} | ${span(done.map((item) => item.slowdown))}× | ${span(done.map((item) => item.index))} |`,
      );
    }
  } finally {
    await server.close();
  }
}

/**
 * With LIGHTHOUSE_REPORTS=folder, each run's whole report is kept there as JSON, to read what the
 * figures come from (the long tasks, the largest paint's element, the requests).
 */
async function keepReport(lhr: Lhr & { requestedUrl?: string }, slowdown: number): Promise<void> {
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  const name = `${new URL(lhr.requestedUrl ?? 'http://x/').pathname.replace(/\W+/g, '-')}${slowdown}x-${Date.now()}.json`;
  await writeFile(path.join(folder, name), JSON.stringify(lhr));
}

interface Lhr {
  readonly audits: Record<string, { numericValue?: number } | undefined>;
  readonly categories: Record<string, { score: number | null } | undefined>;
}
