// Builds a content folder and prints one JSON line: wall time, peak memory and pages. Run by bench.ts
// in its own process, so the peak memory is the build's alone.
process.env.NODE_ENV ??= 'production';
const { buildSite } = await import('../../src/build.ts');
const { writeDist } = await import('../../src/output/write-dist.ts');
const [content = 'content', out = '.bench/dist'] = process.argv.slice(2);
const started = performance.now();
const { result, files, bytes } = await writeDist(out, (sink) => buildSite({ contentDir: content }, sink));
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ seconds, peakMiB: process.resourceUsage().maxRSS / 1024, pages: result.pages, files, bytes, timings: result.timings }));
export {};
