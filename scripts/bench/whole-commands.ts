import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { measureCommand, type CommandMeasure } from './measure-command.ts';

const run = promisify(execFile);
const SITE = path.resolve('bin', 'site.js');
/** The flags package.json's build script gives node (`node FLAGS bin/site.js build`), so the bench runs the build as `npm run build` does. */
const NODE_FLAGS: readonly string[] = (
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.build?.match(
    /^node((?: --[\w=-]+)*) bin\/site\.js /,
  )?.[1] ?? ''
)
  .split(' ')
  .filter(Boolean);
const HUGO_ANCHOR = path.resolve('..', 'shared', 'anchors', 'hugo-catalogue', 'run');
const PAGEFIND = path.resolve('node_modules', '.bin', 'pagefind');

/**
 * `site ARGS` as the owner runs it, the compiled command (bin/site.js) in its own process, measured
 * from the outside: wall time from start to exit and the peak memory of its whole process tree.
 * A failed command is an error: a benchmark of a build that did not happen means nothing.
 */
export async function siteCommand(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CommandMeasure & { summary: string }> {
  const measure = await measureCommand(process.execPath, [...NODE_FLAGS, SITE, ...args], { env: { ...process.env, ...env } });
  if (measure.code !== 0) throw new Error(`site ${args.join(' ')} failed (exit ${measure.code}):\n${measure.stderr}`);
  const out = args[args.indexOf('--out') + 1];
  if (args.includes('--out') && out) await untilReplacedFolderRemoved(out);
  // The summary line, not the host-limit warnings that may follow it.
  return { ...measure, summary: measure.stdout.split('\n').find((line) => line.startsWith('Built ')) ?? '' };
}

/**
 * `site build` ends once the new site is in place and leaves the removal of the folder it replaced
 * to a process of its own (src/output/write-dist.ts). The owner does not wait for it, so the time
 * does not count it; but the next measured command (Hugo's above all) must not share the machine
 * with it, so the benchmark waits until it is gone.
 */
export async function untilReplacedFolderRemoved(out: string): Promise<void> {
  const parent = path.dirname(path.resolve(out));
  const prefix = `.${path.basename(out)}-previous-`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && (await readdir(parent)).some((name) => name.startsWith(prefix))) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Any command's whole wall time, in seconds, for the start-up figures (`node -e 0`, `hugo version`). */
export async function wallSeconds(command: string, args: readonly string[]): Promise<number> {
  const measure = await measureCommand(command, args);
  if (measure.code !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${measure.code}):\n${measure.stderr}`);
  return measure.seconds;
}

/**
 * Hugo's whole process building the anchor catalogue of N products, once (../shared/anchors/
 * hugo-catalogue/run N 1), or Hugo followed by the Pagefind CLI over its output (--pagefind):
 * what a Hugo site with search costs. Hugo writes where our build writes: the anchor builds into a
 * `mktemp -d` folder, so TMPDIR is the folder that holds `out`. Before 2026-12-02 Hugo wrote to
 * /tmp (a disk) while our build wrote to /dev/shm (memory), and on the machine of that day Hugo took
 * 9–17 s on the disk against 6.7–8.3 s in memory: the ratios of those runs favoured us. Undefined
 * where the anchor or Hugo is missing (a clone of the repository alone has no ../shared).
 */
export async function hugoAnchor(products: number, { pagefind = false, out }: { pagefind?: boolean; out: string }): Promise<number | undefined> {
  try {
    const { stdout } = await run(HUGO_ANCHOR, [String(products), '1', ...(pagefind ? ['--pagefind', PAGEFIND] : [])], {
      maxBuffer: 1 << 20,
      env: { ...process.env, TMPDIR: path.dirname(path.resolve(out)) },
    });
    return Number(stdout.trim().split('\n').at(-1));
  } catch {
    return undefined;
  }
}

/** The anchor's command line as the report names it, with the folder it writes into. */
export function hugoAnchorCommand(products: number, runs: number, out: string, pagefind = false): string {
  return `TMPDIR=${path.dirname(path.resolve(out))} ../shared/anchors/hugo-catalogue/run ${products} ${runs}${pagefind ? ' --pagefind node_modules/.bin/pagefind' : ''}`;
}
