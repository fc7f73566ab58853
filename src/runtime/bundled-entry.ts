import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, buildSync } from 'esbuild';
import { LIB, pipelineBundleOptions } from '../../bin/compile.js';
import { WORKER_CODE_FOLDER } from '../incremental/build-cache.ts';

/** Set to true in the compiled command line (bin/compile.js defines it); absent under tsx and vitest. */
declare const __SITE_COMPILED__: boolean | undefined;
const COMPILED = typeof __SITE_COMPILED__ !== 'undefined' && __SITE_COMPILED__;

/** Inside the project's node_modules whatever SITE_CACHE_DIR says: see WORKER_CODE_FOLDER. */
const CACHE = WORKER_CODE_FOLDER;
const bundled = new Map<string, string>();

/**
 * A TypeScript entry point (a worker thread's or a child process's) as one JavaScript file that
 * plain Node runs. In the compiled command line it is the file compiled with it (bin/compile.js
 * makes one per worker entry). Run from the TypeScript sources (tests), it is bundled once per
 * process with esbuild in a few tens of milliseconds: a thread or process that loads it is ready
 * in a quarter of a second, where one that had tsx compile the TypeScript took twice as long.
 * Packages stay imports, resolved from the project as usual. The file is named after its content
 * in node_modules/.cache/site/, so builds of the same code share it and none piles up.
 */
export function bundledEntry(entry: string): string {
  const compiled = compiledEntry(entry);
  if (compiled) return compiled;
  const known = bundled.get(entry);
  if (known) return known;
  const result = buildSync({ ...withoutPlugins(pipelineBundleOptions(CACHE)), entryPoints: [entry], write: false, outdir: path.dirname(entry) });
  const file = keep(entry, result.outputFiles[0]?.contents);
  bundled.set(entry, file);
  return file;
}

/** The entry's file in the compiled command line, when this code is that command line. */
export function compiledEntry(entry: string): string | undefined {
  return COMPILED ? path.join(LIB, `${path.basename(entry, path.extname(entry))}.js`) : undefined;
}

/**
 * The entry bundled anew from its sources as they are now, each module seeing its source's address
 * (see sourceUrlPlugin): for the dev server's build worker, which must run the templates and code
 * the developer just saved, and finds the stylesheets and browser code from its sources' places.
 */
export async function bundleFromSources(entry: string): Promise<string> {
  // With its source map inline: a crash's stack names the template's own file and line.
  const result = await build({ ...pipelineBundleOptions(CACHE), entryPoints: [entry], write: false, outdir: CACHE, sourcemap: 'inline' });
  return keep(entry, result.outputFiles.find((output) => output.path.endsWith('.js'))?.contents);
}

function withoutPlugins<T extends { plugins?: unknown }>(options: T): Omit<T, 'plugins'> {
  const { plugins, ...rest } = options;
  void plugins;
  return rest;
}

function keep(entry: string, code: Uint8Array = new Uint8Array()): string {
  const name = `${path.basename(entry, path.extname(entry))}.${createHash('sha1').update(code).digest('hex').slice(0, 16)}.mjs`;
  const file = path.join(CACHE, name);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, code);
    renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}
