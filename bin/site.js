#!/usr/bin/env node
// The `site` command (package.json "bin"; `npm run build` and `npx site build` run it). Plain
// JavaScript, so Node starts it at once: the pipeline's TypeScript is compiled into lib/ by
// `npm install` (bin/compile.js), and again here only when a source changed since.
import { fileURLToPath } from 'node:url';

// An owner who followed an old guide may have Node.js 20 (out of support since 2026-04-30): one
// sentence, instead of whatever the first newer feature breaks. package.json's engines says the same.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `This site needs Node.js 22 or newer, and this computer has ${process.versions.node}: install the LTS version from https://nodejs.org (docs/owner/setup.md says how), then run the command again.`,
  );
  process.exit(1);
}

// V8 since Node.js 22 lets each thread's young generation grow to 32 MiB semi-spaces on a large
// machine (16 MiB before): at 10,000 products that was 150 MiB more peak memory, and more time, for
// the main thread and the render worker. The main thread's heap is sized before this file runs, so
// package.json's build and dev scripts give the flag to node itself; set here too, the workers take
// it when the command is started without it (`npx site build`, `node bin/site.js build`).
(await import('node:v8')).setFlagsFromString('--max-semi-space-size=16');

// V8 keeps the code it compiled from the pipeline's modules in node_modules/.cache/site/compile
// (Node.js 22.1 and newer; each file's entry holds only while the file is the same), so the next
// command starts without compiling them again: 0.1 s of every build and dev start, of the main
// thread's and the render worker's alike (workers take the folder from NODE_COMPILE_CACHE).
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('../node_modules/.cache/site/compile', import.meta.url));
(await import('node:module')).enableCompileCache?.(process.env.NODE_COMPILE_CACHE);

// When the command started (ms since the epoch), for the summary line's time, which is the whole
// command's, as the owner waits for it. Set here, never inherited from another program.
process.env.SITE_STARTED_AT = String(performance.timeOrigin);
// React's development build renders several times slower; set production before it loads.
process.env.NODE_ENV ??= 'production';
const { compile, isCompiled, COMPILED_MAIN_URL } = await import('./compile.js');
// A developer who edited src/ or templates/ gets what they wrote, not the last install's code.
if (!isCompiled()) await compile();
const { main } = await import(COMPILED_MAIN_URL);
process.exitCode = await main(process.argv.slice(2));
