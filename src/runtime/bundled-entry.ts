import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bundled = new Map<string, string>();

/**
 * A TypeScript entry point (a worker thread's or a child process's) as one JavaScript file that
 * plain Node runs, made once per process with esbuild in a few tens of milliseconds. A thread or
 * process that loads it is ready in a quarter of a second, where one that had tsx compile the
 * TypeScript took twice as long and took that CPU time from the build on a two-core machine.
 * Packages stay imports, resolved from the project as usual. The file is named after its content
 * in node_modules/.cache/site/, so builds of the same code share it and none piles up.
 */
export function bundledEntry(entry: string): string {
  const known = bundled.get(entry);
  if (known) return known;
  const result = buildSync({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    outdir: path.dirname(entry),
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const name = `${path.basename(entry, path.extname(entry))}.${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(PROJECT_ROOT, 'node_modules', '.cache', 'site', name);
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, code);
    renameSync(`${file}.${process.pid}`, file);
  }
  bundled.set(entry, file);
  return file;
}
