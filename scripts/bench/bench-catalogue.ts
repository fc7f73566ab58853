// The catalogue benchmark, `npm run bench [-- N]` (bench.ts): builds a synthetic catalogue of N
// products (default 10,000) and reports:
// - the cold build (no cache) with and without the search index, side by side with Hugo building
//   the anchor catalogue of ../shared/BENCHMARKS.md when `hugo` is installed (ratios, because this
//   machine is noisy), and the build's peak memory;
// - a second `site build` after editing one product's title (the cache at work);
// - the dev loop: saving one product's title → the open tab shows it, on N products and on the
//   sample site;
// - the listing page's HTML size, sort and filter in Chromium, and the search's first result;
// - the JavaScript each template's page loads at first load.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { checkSite } from '../../src/build.ts';
import { formatJavascriptReport, javascriptPerPage } from '../../src/report/javascript-per-page.ts';
import { templatePages } from '../../src/report/template-pages.ts';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { measureDevLoop } from './measure-dev-loop.ts';
import { editProductTitle } from './edit-product-title.ts';

const run = promisify(execFile);
const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const work = path.resolve('.bench');
const content = path.join(work, `catalogue-${total}`);
// Like the peers' figures in BENCHMARKS.md, the output goes to tmpfs when the machine has one, so the
// figure measures the build rather than the shared disk; BENCH_OUT=dir measures another place.
const out = process.env.BENCH_OUT ?? (existsSync('/dev/shm') ? `/dev/shm/site-bench-dist-${total}` : path.join(work, `dist-${total}`));
const hugoAnchor = path.resolve('..', 'shared', 'anchors', 'hugo-catalogue', 'run');

interface BuildReport {
  seconds: number;
  peakMiB: number;
  pages: number;
  rendered: number;
  summary: string;
}

async function build(...flags: string[]): Promise<BuildReport> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/build-and-report.ts', content, out, ...flags], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as BuildReport;
}

async function hugo(): Promise<number | undefined> {
  try {
    const { stdout } = await run(hugoAnchor, [String(total), '1'], { maxBuffer: 1 << 20 });
    return Number(stdout.trim().split('\n').at(-1));
  } catch {
    return undefined;
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (value: number) => `${value.toFixed(2)} s`;

// Only this catalogue: .bench/ also keeps the photo benchmark's photos, which take long to make.
await rm(content, { recursive: true, force: true });
await generateCatalogue(total, content);

// Cold builds, alternating with Hugo so that the machine's load falls on all three alike.
const withSearch: BuildReport[] = [];
const withoutSearch: BuildReport[] = [];
const hugoTimes: number[] = [];
for (let round = 0; round < runs; round += 1) {
  withSearch.push(await build());
  withoutSearch.push(await build('--no-search'));
  const time = await hugo();
  if (time !== undefined) hugoTimes.push(time);
}
const ratios = (reports: readonly BuildReport[]) => reports.map((report, index) => report.seconds / (hugoTimes[index] ?? Number.NaN));

// A second `site build` after one edit: the first build fills the cache, the edit changes one title.
await build('--cache');
const cachedRebuilds: BuildReport[] = [];
for (let round = 0; round < runs; round += 1) {
  await editProductTitle(content, `Bench edit ${round}`);
  cachedRebuilds.push(await build('--cache'));
}

const listingSizes: Record<string, number> = {};
await build();
for (const listing of ['all-products', 'street-ware', 'sports-ware', 'safety-ware', 'shop']) {
  listingSizes[listing] = gzipSync(await readFile(path.join(out, listing, 'index.html'))).length;
}
const { site } = await checkSite({ contentDir: content });
const javascript = formatJavascriptReport(await javascriptPerPage(out, templatePages(site), site.paths.base));

// Time from a sort or filter change to the redrawn cards, with the card data already loaded.
const server = await serveStatic({ root: out });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const timings: Record<string, number[]> = { sort: [], filter: [], 'sort (script only)': [], 'filter (script only)': [], 'search (first result)': [] };
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.origin}/all-products/`);
  await page.focus('#listing-search'); // loads the card data
  await page.waitForLoadState('networkidle');
  // The island measures from the change to the next frame with the new cards (performance.measure).
  const measure = async (name: string, action: () => Promise<unknown>, expected: string) => {
    await page.evaluate(() => performance.clearMeasures('listing-update'));
    await action();
    await page.waitForSelector(`[data-rendered="${expected}"]`);
    await page.waitForFunction(() => performance.getEntriesByName('listing-update').length > 0);
    timings[name]!.push(await page.evaluate(() => performance.getEntriesByName('listing-update')[0]!.duration));
    timings[`${name} (script only)`]!.push(await page.evaluate(() => performance.getEntriesByName('listing-script').at(-1)!.duration));
  };
  for (let round = 0; round < 5; round += 1) {
    await measure('sort', () => page.selectOption('#listing-sort', 'price-asc'), '?sort=price-asc');
    await measure('sort', () => page.selectOption('#listing-sort', 'rating'), '?sort=rating');
    await measure('filter', () => page.click('[data-category="hoodies"]'), '?sort=rating&cat=hoodies');
    await measure('filter', () => page.click('[data-category="hoodies"]'), '?sort=rating');
    await page.selectOption('#listing-sort', 'default');
    await page.waitForSelector('[data-rendered=""]');
  }
  // Search: a fresh page each time, so the first result includes loading Pagefind and its index chunks.
  for (let round = 0; round < 5; round += 1) {
    const searchPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await searchPage.goto(`${server.origin}/about/`);
    await searchPage.waitForLoadState('networkidle');
    const started = await searchPage.evaluate(() => performance.now());
    await searchPage.keyboard.press('/');
    await searchPage.keyboard.type('TT-HO-04');
    await searchPage.waitForSelector('[data-search-results] a');
    const ended = await searchPage.evaluate(() => performance.now());
    timings['search (first result)']!.push(ended - started);
    await searchPage.close();
  }
} finally {
  await browser.close();
  await server.close();
}
const { stdout: searchSize } = await run('du', ['-sk', path.join(out, 'pagefind'), path.join(out, 'pagefind-shards')]).catch(() => ({ stdout: '' }));
const { stdout: searchFiles } = await run('sh', ['-c', `find ${out}/pagefind ${out}/pagefind-shards -type f 2>/dev/null | wc -l`]);
await rm(out, { recursive: true, force: true });

// The dev loop, on the big catalogue and on the sample site.
const devLarge = await measureDevLoop(content, { rounds: runs });
const devSample = await measureDevLoop(path.resolve('content'), { rounds: runs, copy: true });

const cold = median(withSearch.map((report) => report.seconds));
const coldBare = median(withoutSearch.map((report) => report.seconds));
console.log(`Output folder: ${out}`);
console.log(`Catalogue: ${total.toLocaleString('en-GB')} products, ${withSearch[0]?.pages.toLocaleString('en-GB')} pages`);
console.log(`Cold build with the search index (median of ${runs}): ${seconds(cold)} (runs ${withSearch.map((report) => seconds(report.seconds)).join(', ')}); peak memory ${Math.round(median(withSearch.map((report) => report.peakMiB)))} MiB`);
console.log(`Cold build without the search index (--no-search, median of ${runs}): ${seconds(coldBare)} (runs ${withoutSearch.map((report) => seconds(report.seconds)).join(', ')}); peak memory ${Math.round(median(withoutSearch.map((report) => report.peakMiB)))} MiB`);
if (hugoTimes.length > 0) {
  console.log(`Hugo on the anchor catalogue, same rounds: ${seconds(median(hugoTimes))} (runs ${hugoTimes.map(seconds).join(', ')})`);
  console.log(`Ratio to Hugo, median of the rounds: ${median(ratios(withSearch)).toFixed(2)}× with the search index, ${median(ratios(withoutSearch)).toFixed(2)}× without`);
} else {
  console.log('Hugo is not installed (apt-get install -y hugo): no side-by-side ratio');
}
console.log(`Second build after editing one product's title (cache on): ${seconds(median(cachedRebuilds.map((report) => report.seconds)))} (runs ${cachedRebuilds.map((report) => `${seconds(report.seconds)}, ${report.rendered} pages rendered`).join('; ')})`);
console.log(`Dev loop, ${total.toLocaleString('en-GB')} products: save one title → the open tab shows it in ${Math.round(median(devLarge))} ms (runs ${devLarge.map((ms) => Math.round(ms)).join(', ')} ms)`);
console.log(`Dev loop, sample site: save one CSV cell → the open tab shows it in ${Math.round(median(devSample))} ms (runs ${devSample.map((ms) => Math.round(ms)).join(', ')} ms)`);
console.log(`Listing HTML, gzip: ${Object.entries(listingSizes).map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`).join(', ')}`);
console.log(`In Chromium, sort: ${median(timings.sort!).toFixed(0)} ms, category filter: ${median(timings.filter!).toFixed(0)} ms (median of 10 each, from the change to the next frame with the redrawn cards); the script's own share: sort ${median(timings['sort (script only)']!).toFixed(0)} ms, filter ${median(timings['filter (script only)']!).toFixed(0)} ms`);
console.log(`Search (Pagefind): index ${(searchSize.split('\n').reduce((sum, line) => sum + (Number(line.split('\t')[0]) || 0), 0) / 1024).toFixed(1)} MB in ${searchFiles.trim()} files (loaded in chunks, only when the dialog opens); time from pressing / to the first result for "TT-HO-04": ${median(timings['search (first result)']!).toFixed(0)} ms (median of 5, fresh page each)`);
console.log(`JavaScript each template's page loads at first load (entry scripts and preloaded chunks; each file gzip-compressed on its own):\n${javascript}`);
