#!/usr/bin/env node
// The `site` command (package.json "bin"; `npm run build` and `npx site build` run it). Plain
// JavaScript, so Node starts it at once: the pipeline's TypeScript is compiled into lib/ by
// `npm install` (bin/compile.js), and again here only when a source changed since.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

// When the command started (ms since the epoch), for the summary line's time: a relaunched process
// (below) is told its parent's start, so the time printed is the whole command's, as the owner
// waits for it. Overwritten, never inherited from some other program's environment.
process.env.SITE_STARTED_AT = process.env.SITE_RELAUNCHED_FROM ?? String(performance.timeOrigin);
delete process.env.SITE_RELAUNCHED_FROM;

// glibc's allocator gives each thread that encodes images its own memory arena and fragments them:
// a build's memory grew with every photo (557 MiB after 40 photos, against 379 MiB with two arenas).
// The limit only takes effect when a process starts, so on glibc the commands that encode images
// run themselves once more with it; sharp's documentation names this allocator issue.
const encodesImages = ['build', 'dev'].includes(process.argv[2] ?? '');
const glibc = process.platform === 'linux' && Boolean(process.report?.getReport()?.header?.glibcVersionRuntime);
if (encodesImages && glibc && process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, MALLOC_ARENA_MAX: '2', SITE_RELAUNCHED_FROM: process.env.SITE_STARTED_AT } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  process.exitCode = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 1))));
} else {
  // React's development build renders several times slower; set production before it loads.
  process.env.NODE_ENV ??= 'production';
  const { compile, isCompiled, COMPILED_MAIN_URL } = await import('./compile.js');
  // A developer who edited src/ or templates/ gets what they wrote, not the last install's code.
  if (!isCompiled()) await compile();
  const { main } = await import(COMPILED_MAIN_URL);
  process.exitCode = await main(process.argv.slice(2));
}
