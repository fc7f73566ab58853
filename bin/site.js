#!/usr/bin/env node
// The `site` command (package.json "bin"; `npm run build` and `npx site build` run it). Plain
// JavaScript, so Node starts it at once: the pipeline's TypeScript is compiled into lib/ by
// `npm install` (bin/compile.js), and again here only when a source changed since.

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
