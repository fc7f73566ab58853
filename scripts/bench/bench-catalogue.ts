// The catalogue benchmark, `npm run bench [-- N]` (bench.ts): builds a synthetic catalogue of N
// products (default 10,000) made from the engine's test site, and reports, every time as the
// whole command from its start to its exit (the compiled `site` command, bin/site.js, each run its
// own process), next to Hugo's whole process in the same run when ../shared's anchor is there:
// - start-up: `site --help` against `node -e 0` and `hugo version`;
// - the sample site: `npm run build` and `site build` with a warm cache, `site dev` to a served page;
// - the cold build (no cache) with and without the search index, alternating with Hugo alone and
//   Hugo followed by the Pagefind CLI (ratios, because this machine is noisy), with the peak
//   memory of the whole process tree and the output's size and file count;
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
import { checkSite } from '../../src/build.ts';
import { formatJavascriptReport, javascriptPerPage } from '../../src/report/javascript-per-page.ts';
import { templatePages } from '../../src/report/template-pages.ts';
import { serveStatic } from '../../src/serve/serve-static.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { measureDevLoop, measureDevStart } from './measure-dev-loop.ts';
import { editProductTitle } from './edit-product-title.ts';
import { MEMORY_METHOD } from './measure-command.ts';
import { hugoAnchor, hugoAnchorCommand, siteCommand, untilReplacedFolderRemoved, wallSeconds } from './whole-commands.ts';
import { launchChromium } from '../launch-chromium.ts';

const run = promisify(execFile);
const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const work = path.resolve('.bench');
const content = path.join(work, `catalogue-${total}`);
const sample = path.resolve('test', 'fixtures', 'site');
// Like the peers' figures in BENCHMARKS.md, the output goes to tmpfs when the machine has one, so the
// figure measures the build rather than the shared disk; BENCH_OUT=dir measures another place.
const out = process.env.BENCH_OUT ?? (existsSync('/dev/shm') ? `/dev/shm/site-bench-dist-${total}` : path.join(work, `dist-${total}`));
const sampleOut = existsSync('/dev/shm') ? '/dev/shm/site-bench-sample' : path.join(work, 'dist-sample');

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const seconds = (value: number) => `${value.toFixed(2)} s`;
const list = (values: readonly number[]) => values.map(seconds).join(', ');
const ratio = (ours: readonly number[], theirs: readonly (number | undefined)[]) => median(ours.map((value, index) => value / (theirs[index] ?? Number.NaN)));
const built = (summary: string) => ({
  pages: Number(/Built (\d+) pages/.exec(summary)?.[1]),
  rendered: Number(/; (\d+) rendered/.exec(summary)?.[1] ?? Number.NaN),
  files: Number(/\((\d+) files/.exec(summary)?.[1]),
  size: /files, ([\d.]+ [KM]B)\)/.exec(summary)?.[1] ?? '?',
});
const say = (line: string) => console.log(line);

// Start-up: the command alone, against Node doing nothing and Hugo printing its version.
const startUp = { site: [] as number[], node: [] as number[], hugo: [] as number[] };
for (let round = 0; round < 5; round += 1) {
  startUp.site.push(await wallSeconds(process.execPath, [path.resolve('bin', 'site.js'), '--help']));
  startUp.node.push(await wallSeconds(process.execPath, ['-e', '0']));
  const hugo = await wallSeconds('hugo', ['version']).catch(() => undefined);
  if (hugo !== undefined) startUp.hugo.push(hugo);
}

// The sample site with a warm cache: `npm run build` exactly as the README says, and `site build`.
await siteCommand(['build', '--content', sample, '--out', sampleOut, '--quiet']);
const sampleBuilds = { npm: [] as number[], site: [] as number[], summary: '' };
for (let round = 0; round < runs; round += 1) {
  const viaNpm = await siteCommandViaNpm(['--content', sample, '--out', sampleOut, '--quiet']);
  sampleBuilds.npm.push(viaNpm);
  const direct = await siteCommand(['build', '--content', sample, '--out', sampleOut, '--quiet']);
  sampleBuilds.site.push(direct.seconds);
  sampleBuilds.summary = direct.summary;
}
await rm(sampleOut, { recursive: true, force: true });
const devStart = await measureDevStart(sample, { rounds: runs });

// Only this catalogue: .bench/ also keeps the photo benchmark's photos, which take long to make.
await rm(content, { recursive: true, force: true });
await generateCatalogue(total, content, sample);

// Cold builds, alternating with Hugo alone and Hugo + Pagefind, so that the machine's load falls on all alike.
const cold = {
  withSearch: [] as Awaited<ReturnType<typeof siteCommand>>[],
  withoutSearch: [] as Awaited<ReturnType<typeof siteCommand>>[],
  hugo: [] as (number | undefined)[],
  hugoPagefind: [] as (number | undefined)[],
};
for (let round = 0; round < runs; round += 1) {
  cold.withSearch.push(await siteCommand(['build', '--content', content, '--out', out, '--no-cache', '--quiet']));
  cold.hugoPagefind.push(await hugoAnchor(total, { pagefind: true, out }));
  cold.withoutSearch.push(await siteCommand(['build', '--content', content, '--out', out, '--no-cache', '--no-search', '--quiet']));
  cold.hugo.push(await hugoAnchor(total, { out }));
}
const coldOutput = built(cold.withSearch.at(-1)?.summary ?? '');
const coldBareOutput = built(cold.withoutSearch.at(-1)?.summary ?? '');

// A second `site build` after one edit: the first build fills the cache, the edit changes one title.
await siteCommand(['build', '--content', content, '--out', out, '--quiet']);
const rebuilds: Awaited<ReturnType<typeof siteCommand>>[] = [];
const hugoNow: (number | undefined)[] = [];
for (let round = 0; round < runs; round += 1) {
  await editProductTitle(content, `Bench edit ${round}`);
  rebuilds.push(await siteCommand(['build', '--content', content, '--out', out, '--quiet']));
  hugoNow.push(await hugoAnchor(total, { out }));
}

const listingSizes: Record<string, number> = {};
await siteCommand(['build', '--content', content, '--out', out, '--quiet']);
for (const listing of ['all-products', 'street-ware', 'sports-ware', 'safety-ware', 'shop']) {
  listingSizes[listing] = gzipSync(await readFile(path.join(out, listing, 'index.html'))).length;
}
const { site, routes } = await checkSite({ contentDir: content });
const javascript = formatJavascriptReport(await javascriptPerPage(out, templatePages(routes), site.paths.base));

// Time from a sort or filter change to the redrawn cards, with the card data already loaded.
const server = await serveStatic({ root: out });
const browser = await launchChromium();
const timings: Record<string, number[]> = {
  sort: [],
  filter: [],
  facet: [],
  'sort (script only)': [],
  'filter (script only)': [],
  'facet (script only)': [],
  'search (first result)': [],
};
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
  // Facet clicks, 20 of them: two colours in, then out (the colour group opens first: it starts closed).
  await page.click('details:has([data-facet-group="colour"]) summary');
  const colour = (slug: string) => `input[data-facet="colour"][value="${slug}"]`;
  for (let round = 0; round < 5; round += 1) {
    await measure('facet', () => page.check(colour('navy')), '?colour=navy');
    await measure('facet', () => page.check(colour('white')), '?colour=navy&colour=white');
    await measure('facet', () => page.uncheck(colour('navy')), '?colour=white');
    await measure('facet', () => page.uncheck(colour('white')), '');
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
const devSample = await measureDevLoop(sample, { rounds: runs, copy: true });

const times = (measures: readonly { seconds: number }[]) => measures.map((measure) => measure.seconds);
const peak = (measures: readonly { peakMiB: number }[]) => Math.round(median(measures.map((measure) => measure.peakMiB)));
const hugoKnown = cold.hugo.some((value) => value !== undefined);
say(
  `npm run bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}; every time is a whole command, from its start to its exit`,
);
say(`Output folder: ${out}`);
say(
  `Start-up, median of 5: site --help ${seconds(median(startUp.site))}; node -e 0 ${seconds(median(startUp.node))}${startUp.hugo.length > 0 ? `; hugo version ${seconds(median(startUp.hugo))}` : ''}`,
);
say(
  `Sample site (${built(sampleBuilds.summary).pages} pages), warm cache, median of ${runs}: npm run build ${seconds(median(sampleBuilds.npm))} (runs ${list(sampleBuilds.npm)}); site build ${seconds(median(sampleBuilds.site))} (runs ${list(sampleBuilds.site)})`,
);
say(
  `Sample site, site dev → first page served: first run ${seconds(devStart.first)}; again with its state, median of ${runs}: ${seconds(median(devStart.again))} (runs ${list(devStart.again)})`,
);
say(
  `Catalogue: ${total.toLocaleString('en-GB')} products, ${coldOutput.pages.toLocaleString('en-GB')} pages; output ${coldOutput.size} in ${coldOutput.files.toLocaleString('en-GB')} files with the search index, ${coldBareOutput.size} in ${coldBareOutput.files.toLocaleString('en-GB')} without`,
);
say(
  `Cold build with the search index (--no-cache), median of ${runs}: ${seconds(median(times(cold.withSearch)))} (runs ${list(times(cold.withSearch))}); peak memory of the process tree ${peak(cold.withSearch)} MiB`,
);
say(
  `Cold build without the search index (--no-cache --no-search), median of ${runs}: ${seconds(median(times(cold.withoutSearch)))} (runs ${list(times(cold.withoutSearch))}); peak memory of the process tree ${peak(cold.withoutSearch)} MiB`,
);
if (hugoKnown) {
  say(
    `Hugo, same rounds (${hugoAnchorCommand(total, 1, out)}, once a round): ${list(cold.hugo.filter((value) => value !== undefined))}; Hugo + Pagefind CLI (${hugoAnchorCommand(total, 1, out, true)}): ${list(cold.hugoPagefind.filter((value) => value !== undefined))}`,
  );
  say(
    `Ratios, median of the rounds: with the index ${ratio(times(cold.withSearch), cold.hugoPagefind).toFixed(2)}× Hugo + Pagefind; without ${ratio(times(cold.withoutSearch), cold.hugo).toFixed(2)}× Hugo`,
  );
} else {
  say('No Hugo anchor here (../shared/anchors/hugo-catalogue/run and apt-get install -y hugo): no side-by-side ratio');
}
say(
  `Second site build after editing one product's title (cache on), median of ${runs}: ${seconds(median(times(rebuilds)))} (runs ${rebuilds.map((measure) => `${seconds(measure.seconds)}, ${built(measure.summary).rendered} pages rendered`).join('; ')})${hugoNow.some((value) => value !== undefined) ? `; ${ratio(times(rebuilds), hugoNow).toFixed(2)}× Hugo's full build in the same rounds (${list(hugoNow.filter((value) => value !== undefined))})` : ''}`,
);
say(
  `Dev loop, ${total.toLocaleString('en-GB')} products: save one title → the open tab shows it in ${Math.round(median(devLarge))} ms (runs ${devLarge.map((ms) => Math.round(ms)).join(', ')} ms)`,
);
say(
  `Dev loop, sample site: save one title → the open tab shows it in ${Math.round(median(devSample))} ms (runs ${devSample.map((ms) => Math.round(ms)).join(', ')} ms)`,
);
say(
  `Listing HTML, gzip: ${Object.entries(listingSizes)
    .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`)
    .join(', ')}`,
);
say(
  `In Chromium, sort: ${median(timings.sort!).toFixed(0)} ms, category filter: ${median(timings.filter!).toFixed(0)} ms (median of 10 each, from the change to the next frame with the redrawn cards); the script's own share: sort ${median(timings['sort (script only)']!).toFixed(0)} ms, filter ${median(timings['filter (script only)']!).toFixed(0)} ms; a colour facet click: ${median(timings.facet!).toFixed(0)} ms (median of 20), its script ${median(timings['facet (script only)']!).toFixed(0)} ms`,
);
say(
  `Search (Pagefind): index ${(searchSize.split('\n').reduce((sum, line) => sum + (Number(line.split('\t')[0]) || 0), 0) / 1024).toFixed(1)} MB in ${searchFiles.trim()} files (loaded in chunks, only when the dialog opens); time from pressing / to the first result for "TT-HO-04": ${median(timings['search (first result)']!).toFixed(0)} ms (median of 5, fresh page each)`,
);
say(`Memory: ${MEMORY_METHOD}`);
say(`JavaScript each template's page loads at first load (entry scripts and preloaded chunks; each file gzip-compressed on its own):\n${javascript}`);

/** `npm run build -- ARGS`, the whole npm command (npm's own start included), in seconds. */
async function siteCommandViaNpm(args: readonly string[]): Promise<number> {
  const seconds = await wallSeconds('npm', ['run', '--silent', 'build', '--', ...args]);
  await untilReplacedFolderRemoved(args[args.indexOf('--out') + 1]!);
  return seconds;
}
