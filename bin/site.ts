#!/usr/bin/env -S npx tsx
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

// glibc's allocator gives each thread that encodes images its own memory arena and fragments them:
// a build's memory grew with every photo (557 MiB after 40 photos, against 379 MiB with two arenas).
// The limit only takes effect when a process starts, so on glibc the commands that encode images
// run themselves once more with it (about 0.4 s); sharp's documentation names this allocator issue.
const encodesImages = ['build', 'dev'].includes(process.argv[2] ?? '');
const glibc = process.platform === 'linux' && Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime);
if (encodesImages && glibc && process.env.MALLOC_ARENA_MAX === undefined) {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, MALLOC_ARENA_MAX: '2' } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
  process.exitCode = await new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? 128 + (signal ? constants.signals[signal] : 1))));
} else {
  // React's development build renders several times slower; set production before it loads.
  process.env.NODE_ENV ??= 'production';
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(process.argv.slice(2));
}
export {};
