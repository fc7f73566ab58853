// npm run bench [-- N]: builds a synthetic catalogue of N products (default 10,000) and reports build
// time, peak memory, the listing page's HTML size (gzip) and how long a sort and a filter take in Chromium.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { generateCatalogue } from './generate-catalogue.ts';

const run = promisify(execFile);
const total = Number(process.argv[2] ?? 10_000);
const work = path.resolve('.bench');
const content = path.join(work, `catalogue-${total}`);
// Like the peers' figures in BENCHMARKS.md, the output goes to tmpfs when the machine has one, so the
// figure measures the build rather than the shared disk; BENCH_OUT=dir measures another place.
const out = process.env.BENCH_OUT ?? (existsSync('/dev/shm') ? `/dev/shm/site-bench-dist-${total}` : path.join(work, `dist-${total}`));

await rm(work, { recursive: true, force: true });
await generateCatalogue(total, content);

const builds = [];
const runs = Number(process.env.BENCH_RUNS ?? 3);
for (let attempt = 0; attempt < runs; attempt += 1) {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/bench/build-and-report.ts', content, out], { maxBuffer: 1 << 20 });
  builds.push(JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { seconds: number; peakMiB: number; pages: number; files: number; bytes: number; timings: Record<string, number> });
}
builds.sort((a, b) => a.seconds - b.seconds);
const median = builds[Math.floor(builds.length / 2)]!;

const listingSizes: Record<string, number> = {};
for (const listing of ['all-products', 'street-ware', 'sports-ware', 'safety-ware', 'shop']) {
  listingSizes[listing] = gzipSync(await readFile(path.join(out, listing, 'index.html'))).length;
}

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
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const { stdout: searchSize } = await run('du', ['-sk', path.join(out, 'pagefind')]);
const { stdout: searchFiles } = await run('sh', ['-c', `find ${path.join(out, 'pagefind')} -type f | wc -l`]);
await rm(out, { recursive: true, force: true });
console.log(`Output folder: ${out}`);
console.log(`Catalogue: ${total.toLocaleString('en-GB')} products, ${median.pages.toLocaleString('en-GB')} pages, ${median.files.toLocaleString('en-GB')} files, ${(median.bytes / 1024 / 1024).toFixed(1)} MB`);
console.log(`Build time (median of ${builds.length}): ${median.seconds.toFixed(2)} s (runs: ${builds.map((build) => build.seconds.toFixed(2)).join(', ')} s); phases of the median run: ${Object.entries(median.timings).map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(1)} s`).join(', ')}`);
console.log(`Peak memory of the build: ${Math.round(median.peakMiB)} MiB`);
console.log(`Listing HTML, gzip: ${Object.entries(listingSizes).map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`).join(', ')}`);
console.log(`In Chromium, sort: ${medianOf(timings.sort!).toFixed(0)} ms, category filter: ${medianOf(timings.filter!).toFixed(0)} ms (median of 10 each, from the change to the next frame with the redrawn cards); the script's own share: sort ${medianOf(timings['sort (script only)']!).toFixed(0)} ms, filter ${medianOf(timings['filter (script only)']!).toFixed(0)} ms`);
console.log(`Search (Pagefind): index ${(Number(searchSize.split('\t')[0]) / 1024).toFixed(1)} MB in ${searchFiles.trim()} files (loaded in chunks, only when the dialog opens); time from pressing / to the first result for "TT-HO-04": ${medianOf(timings['search (first result)']!).toFixed(0)} ms (median of 5, fresh page each)`);
