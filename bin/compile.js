// Compiles the command line (src/cli/main.ts and everything it imports, templates included) into
// plain JavaScript in lib/, so that `site` starts on Node alone instead of compiling TypeScript at
// every start. Run by `npm install` (the prepare script), by `npm test` first, and by bin/site.js
// itself when a source changed since (see isCompiled).
import { readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LIB = path.join(ROOT, 'lib');
/** The compiled command line's entry; lib/sources.json records the sources it was made from. */
export const COMPILED_MAIN_URL = pathToFileURL(path.join(LIB, 'main.js')).href;

/**
 * An esbuild plugin that keeps each module's `import.meta.url` the address of its source file,
 * written relative to the output folder. The pipeline finds its own files from there (public/,
 * templates/styles, src/client, a worker's entry, the lockfile), so bundled code must see the
 * source's place, not the bundle's. Every output file sits in `outdir` itself (esbuild's default
 * chunk names), so one relative path per source is right for whichever file it lands in.
 */
export function sourceUrlPlugin(outdir) {
  return {
    name: 'source-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const relative = path.relative(outdir, args.path).split(path.sep).join('/');
        // Worked out once, when the module loads: a component that declares its stylesheet with
        // import.meta.url does so at every render, and 10,000 product pages made a URL each time.
        // On the first line, so that every line keeps its number in stack traces and source maps.
        const contents = source.includes('import.meta.url')
          ? `const __sourceUrl = new URL(${JSON.stringify(relative)}, import.meta.url).href; ${source.replaceAll('import.meta.url', '__sourceUrl')}`
          : source;
        const loader = /\.[cm]?js$/.test(args.path) ? 'js' : args.path.endsWith('x') ? 'tsx' : 'ts';
        return { contents, loader };
      });
    },
  };
}

/** The options every bundle of the pipeline's TypeScript shares (here and src/runtime/bundled-entry.ts). */
export function pipelineBundleOptions(outdir) {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay imports, loaded from node_modules as usual; only our own code is compiled.
    packages: 'external',
    jsx: 'automatic',
    logLevel: 'silent',
    plugins: [sourceUrlPlugin(outdir)],
  };
}

const EXTERNAL_PACKAGES = ['sharp', 'esbuild', 'lightningcss', 'pagefind', 'exceljs', 'svgo', 'chokidar', '@fontsource/*'];

/** Compiles the command line into lib/, replacing what was there only once the new files are complete. */
export async function compile() {
  const { build } = await import('esbuild');
  const staging = `${LIB}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  // The code is compiled for lib/, where it will live: the source addresses are relative to it.
  const options = pipelineBundleOptions(LIB);
  const result = await build({
    ...options,
    // The pure-JavaScript packages are compiled in as well: Node then reads a few files instead of
    // hundreds (CommonJS packages each cost a parse for their exports), and only the icons the
    // site draws are kept of the icon sets. Packages with native code or files of their own stay
    // imports, and so do those only some commands need (the workbook reader).
    packages: undefined,
    external: EXTERNAL_PACKAGES,
    define: { 'process.env.NODE_ENV': '"production"', __SITE_COMPILED__: 'true' },
    // CommonJS code compiled into an ES module still calls require() for Node's own modules. The
    // address is the bundle's own: written in two parts so that sourceUrlPlugin, which rewrites
    // this file's addresses when a worker bundle includes it, leaves this one alone.
    banner: { js: `import { createRequire as __siteRequire } from 'node:module'; const require = __siteRequire(${'import.meta'}.url);` },
    // The command line, and the workers it starts (src/runtime/bundled-entry.ts finds them here by name).
    entryPoints: {
      main: path.join(ROOT, 'src', 'cli', 'main.ts'),
      'render-worker': path.join(ROOT, 'src', 'render', 'render-worker.ts'),
      'index-shard-child': path.join(ROOT, 'src', 'search', 'index-shard-child.ts'),
      'build-worker': path.join(ROOT, 'src', 'dev', 'build-worker.ts'),
      'image-encoder-child': path.join(ROOT, 'src', 'assets', 'images', 'image-encoder-child.ts'),
    },
    outdir: staging,
    // Each command's code is loaded when that command runs (main.ts imports them on demand), so
    // `site --help` reads a few kilobytes, not React and the whole pipeline.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    metafile: true,
    sourcemap: 'linked',
    sourcesContent: false,
  });
  const sources = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules/'))
    .sort()
    .map((input) => {
      const file = path.resolve(ROOT, input);
      const { size, mtimeMs } = statSync(file);
      return { file: path.relative(ROOT, file).split(path.sep).join('/'), size, mtimeMs };
    });
  writeFileSync(path.join(staging, 'sources.json'), JSON.stringify({ sources }));
  // Two compiles at once (two commands started together after an edit) make the same files, so
  // whichever lands last is as good as the other: a rename that loses that race is not an error.
  const old = `${LIB}.${process.pid}.old`;
  try {
    renameSync(LIB, old);
  } catch (error) {
    if (error.code !== 'ENOENT') throw error;
  }
  try {
    renameSync(staging, LIB);
  } catch (error) {
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
  }
  rmSync(old, { recursive: true, force: true });
  rmSync(staging, { recursive: true, force: true });
  return sources.length;
}

/**
 * Whether lib/ holds the command line compiled from the sources as they are now: every source it
 * was made from still has the size and time it had then (a new file counts only once a source
 * imports it, which changes that source). Some 300 stat calls: a few milliseconds.
 */
export function isCompiled(root = ROOT) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(root, 'lib', 'sources.json'), 'utf8'));
  } catch {
    return false;
  }
  for (const { file, size, mtimeMs } of manifest.sources) {
    try {
      const now = statSync(path.join(root, file));
      if (now.size !== size || now.mtimeMs !== mtimeMs) return false;
    } catch {
      return false;
    }
  }
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const count = await compile();
  console.log(`Compiled the command line from ${count} source files into lib/ in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}
