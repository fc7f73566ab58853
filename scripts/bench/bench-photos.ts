import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generatePhotos } from './generate-photos.ts';
import { measureCommand, MEMORY_METHOD, type CommandMeasure } from './measure-command.ts';
import { writePhotoCatalogue } from './photo-catalogue.ts';

const run = promisify(execFile);
const hugoAnchor = path.resolve('..', 'shared', 'anchors', 'hugo-catalogue', 'run');
const RASTER = /\.(jpe?g|png|webp|avif|gif)$/i;
/** A run longer than this is stopped and reported as such (BENCH_PHOTO_TIMEOUT_MIN minutes). */
const TIMEOUT_MS = Number(process.env.BENCH_PHOTO_TIMEOUT_MIN ?? 15) * 60_000;

interface PhotoRow {
  readonly photos: number;
  readonly cold: CommandMeasure;
  readonly cached?: CommandMeasure;
  readonly distMiB?: number;
  readonly largestRaster?: { file: string; KiB: number };
  readonly hugo: (number | undefined)[];
  readonly load: { start: string; end: string };
}

/**
 * The photo part of the benchmark (issue 20): for each count, a content folder with that many
 * 12 MP phone photos, built by the CLI as the owner runs it, once with an empty image cache and
 * once more with the cache the first build left; Hugo's anchor build runs before and after, in the
 * same run. The CLI alone is driven, so the figures are those of whatever image pipeline is in the
 * tree.
 */
export async function benchPhotos(counts: readonly number[]): Promise<void> {
  const rows: PhotoRow[] = [];
  const largest = Math.max(...counts);
  console.log(`Photos: making or reusing ${largest} in .bench/photos/ …`);
  const photos = await generatePhotos(largest, (line) => console.log(`  ${line}`));
  for (const count of counts) {
    const row = await benchCount(count, photos.slice(0, count));
    rows.push(row);
    console.log(`  ${count} photos done: ${describe(row)}`);
  }
  console.log(`\n${formatTable(rows)}`);
}

async function benchCount(count: number, photos: readonly string[]): Promise<PhotoRow> {
  const content = path.resolve('.bench', `photos-content-${count}`);
  // As the catalogue benchmark does: the output on tmpfs when there is one, so the disk's noise stays out.
  const out = process.env.BENCH_OUT ?? (existsSync('/dev/shm') ? `/dev/shm/site-bench-photos-${count}` : path.resolve('.bench', `photos-dist-${count}`));
  await writePhotoCatalogue(photos, content);
  await rm(out, { recursive: true, force: true });
  const cache = await mkdtemp(path.join(tmpdir(), 'site-bench-photo-cache-'));
  const start = loadAverage();
  const hugo = [await hugoSeconds()];
  const build = () =>
    measureCommand(process.execPath, [path.resolve('bin', 'site.js'), 'build', '--content', content, '--out', out], {
      env: { ...process.env, SITE_CACHE_DIR: cache },
      timeoutMs: TIMEOUT_MS,
    });
  try {
    const cold = await build();
    if (!cold.timedOut && cold.code !== 0) throw new Error(`the cold build of ${count} photos failed (exit ${cold.code}):\n${cold.stderr}`);
    const cached = cold.timedOut ? undefined : await build();
    if (cached && !cached.timedOut && cached.code !== 0) throw new Error(`the cached build of ${count} photos failed (exit ${cached.code}):\n${cached.stderr}`);
    hugo.push(await hugoSeconds());
    const files = cold.timedOut ? [] : await filesUnder(out);
    const rasters = files.filter((file) => RASTER.test(file.file)).sort((a, b) => b.bytes - a.bytes);
    return {
      photos: count,
      cold,
      ...(cached ? { cached } : {}),
      ...(files.length > 0 ? { distMiB: files.reduce((sum, file) => sum + file.bytes, 0) / 1024 / 1024 } : {}),
      ...(rasters[0] ? { largestRaster: { file: path.relative(out, rasters[0].file), KiB: rasters[0].bytes / 1024 } } : {}),
      hugo,
      load: { start, end: loadAverage() },
    };
  } finally {
    await rm(cache, { recursive: true, force: true });
    await rm(out, { recursive: true, force: true });
  }
}

/** Hugo building the 1,000-product anchor catalogue once: its whole process, in seconds. */
async function hugoSeconds(): Promise<number | undefined> {
  try {
    const { stdout } = await run(hugoAnchor, ['1000', '1'], { maxBuffer: 1 << 20 });
    return Number(stdout.trim().split('\n').at(-1));
  } catch {
    return undefined;
  }
}

async function filesUnder(dir: string): Promise<{ file: string; bytes: number }[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, bytes: (await stat(file)).size };
      }),
  );
}

function loadAverage(): string {
  const [one, five, fifteen] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  return `${new Date().toISOString().slice(0, 19).replace('T', ' ')} UTC, load ${one} ${five} ${fifteen}`;
}

const summaryOf = (measure: CommandMeasure) => measure.stdout.split('\n').find((line) => line.startsWith('Built')) ?? '(no summary line)';
const wall = (measure: CommandMeasure | undefined) =>
  !measure ? '–' : measure.timedOut ? `> ${(TIMEOUT_MS / 60_000).toFixed(0)} min, stopped` : measure.seconds.toFixed(1);
const peak = (measure: CommandMeasure | undefined) => (!measure ? '–' : `${Math.round(measure.peakMiB)}${measure.timedOut ? ' (until stopped)' : ''}`);

function describe(row: PhotoRow): string {
  return `cold ${wall(row.cold)} s, ${peak(row.cold)} MiB; cached ${wall(row.cached)} s, ${peak(row.cached)} MiB`;
}

function formatTable(rows: readonly PhotoRow[]): string {
  const header = [
    'photos',
    'cold wall s',
    'cold peak MiB',
    'cached wall s',
    'cached peak MiB',
    'dist size MB',
    'largest published raster KB',
    'Hugo anchor s (before, after)',
  ];
  const cells = rows.map((row) => [
    String(row.photos),
    wall(row.cold),
    peak(row.cold),
    wall(row.cached),
    peak(row.cached),
    row.distMiB === undefined ? '–' : row.distMiB.toFixed(1),
    row.largestRaster === undefined ? '–' : row.largestRaster.KiB.toFixed(0),
    row.hugo.map((seconds) => (seconds === undefined ? 'no hugo' : seconds.toFixed(2))).join(', '),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column]!.length)));
  const line = (values: readonly string[]) => `| ${values.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
  const notes = rows.flatMap((row) => [
    `${row.photos} photos: start ${row.load.start}; end ${row.load.end}`,
    `  cold build says: ${summaryOf(row.cold)}`,
    ...(row.cached ? [`  cached build says: ${summaryOf(row.cached)}`] : []),
    `  largest process: cold ${Math.round(row.cold.largestMiB)} MiB, cached ${row.cached ? Math.round(row.cached.largestMiB) : '–'} MiB (${row.cold.largest}); processes in the tree: ${row.cold.processes}`,
    ...(row.largestRaster ? [`  largest published raster: ${row.largestRaster.file}`] : []),
  ]);
  return [
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.map(line),
    '',
    `Each build is the whole command \`tsx bin/site.ts build --content <dir> --out <dir>\` (default flags), from process start to exit; cold = SITE_CACHE_DIR an empty folder, cached = the same folder again. ${MEMORY_METHOD}. MB and KB are 1024² and 1024 bytes, as the build's summary line counts them. Hugo anchor = \`../shared/anchors/hugo-catalogue/run 1000 1\`, its whole hugo process, run before the cold build and after the cached one.`,
    ...(rows.some((row) => row.hugo.includes(undefined))
      ? ['Hugo did not run: it is not installed (apt-get install -y hugo), so these times stand without their anchor.']
      : []),
    ...notes,
  ].join('\n');
}
