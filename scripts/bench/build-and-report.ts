// Builds a content folder as `site build` does and prints one JSON line: wall time, peak memory and
// pages. Run by bench.ts in its own process, so the peak memory is the build's alone.
// Usage: build-and-report.ts CONTENT OUT [--no-search] [--cache]
process.env.NODE_ENV ??= 'production';
const { buildCommand } = await import('../../src/cli/build-command.ts');
const [content = 'content', out = '.bench/dist', ...flags] = process.argv.slice(2);
let summary = '';
const started = performance.now();
await buildCommand(
  { content, out, cache: flags.includes('--cache'), search: !flags.includes('--no-search'), quiet: true },
  (line) => (summary = line),
  { interactive: false, write: () => undefined },
);
const seconds = (performance.now() - started) / 1000;
const pages = Number(/Built (\d+) pages/.exec(summary)?.[1] ?? Number.NaN);
const rendered = Number(/; (\d+) rendered/.exec(summary)?.[1] ?? pages);
console.log(JSON.stringify({ seconds, peakMiB: process.resourceUsage().maxRSS / 1024, pages, rendered, summary }));
export {};
