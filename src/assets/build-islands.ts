import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import type { IslandAsset } from '../render/page-scripts.ts';
import { ISLAND_NAMES, isMainIsland, MAIN_ISLANDS, type IslandName } from '../shared/island-names.ts';
import { contentHash } from './content-hash.ts';
import type { SitePaths } from '../shared/url-paths.ts';
import type { IslandWords } from '../shared/island-words.ts';

export interface BuiltIslands {
  readonly islands: ReadonlyMap<IslandName, IslandAsset>;
  readonly files: readonly { file: string; contents: Uint8Array }[];
}

const OUT = 'assets/islands';

/**
 * Bundles the islands with esbuild, in three builds:
 *
 * - the chrome's bundle, which every page links, on its own, so that none of its code lands in a
 *   chunk shared with other islands: a page with nothing else interactive loads one file. The parts
 *   it loads later with import() become chunks of this build, fetched only when needed.
 * - every other island but the main ones, as ES modules. Code shared between them (a slider
 *   library, the toast module) is split into chunks, so a page that uses two islands downloads the
 *   shared code once.
 * - each main island (MAIN_ISLANDS: a listing's filters, the blog search…) as one classic script
 *   with all it imports at once (see mainIslandScripts).
 *
 * A module two builds use is in each. A chunk they make alike (toastify's) has the same content
 * hash, so it is one file and one module in the browser; a module bundled into the chrome's file
 * (the enquiry lists' store) runs twice on a page that also has, say, the enquiry list page. Those
 * copies share nothing but localStorage and window events (a change in another tab is announced by
 * each, so the page redraws twice). Names carry a content hash for immutable caching; lazily loaded
 * chunks keep their module's name (site-search.HASH.js), so they can be told apart.
 */
export async function buildIslands(clientDir: string, paths: SitePaths, words: IslandWords, minify = true): Promise<BuiltIslands> {
  // Output paths in the metafile are relative to the working directory; pin it so they read assets/islands/….
  const root = path.resolve(clientDir, '..', '..');
  const entry = (name: string) => path.join(clientDir, 'islands', `${name}.ts`);
  const options = {
    bundle: true,
    platform: 'browser',
    target: TARGETS,
    minify,
    write: false,
    absWorkingDir: root,
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [islandWordsPlugin(words)] as Plugin[],
  } as const;
  const define = { 'process.env.NODE_ENV': '"production"' };
  const bundle = async (names: readonly IslandName[], lazy: readonly string[]) =>
    build({
      ...options,
      define,
      entryPoints: [...names.map((name) => ({ in: entry(name), out: name })), ...lazy.map((file) => ({ in: file, out: path.basename(file, '.ts') }))],
      splitting: true,
      format: 'esm',
      metafile: true,
      outdir: OUT,
      entryNames: '[name].[hash]',
      chunkNames: '[name].[hash]',
    });
  const main = await mainIslandScripts(
    MAIN_ISLANDS.map((name) => [name, entry(name)] as const),
    { ...options, define },
  );
  const results = await Promise.all([
    bundle(['chrome'], []),
    bundle(
      ISLAND_NAMES.filter((name) => name !== 'chrome' && !isMainIsland(name)),
      main.lazy,
    ),
  ]);

  const islands = new Map<IslandName, IslandAsset>();
  const files = new Map<string, Uint8Array>();
  const lazyUrls = new Map<string, string>();
  for (const result of results) {
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (!meta.entryPoint) continue;
      const source = path.resolve(root, meta.entryPoint);
      if (main.lazy.includes(source)) lazyUrls.set(source, paths.asset(output));
      const name = path.basename(meta.entryPoint, '.ts') as IslandName;
      islands.set(name, { src: paths.asset(output), imports: collectImports(result.metafile.outputs, output).map(paths.asset), classic: false });
    }
    for (const file of result.outputFiles) {
      const name = path.relative(root, file.path).split(path.sep).join('/');
      // A chunk both builds make alike (the toast module) has the same name, from its content: one file.
      const known = files.get(name);
      if (known && Buffer.compare(known, file.contents) !== 0) throw new Error(`Two island builds wrote different files named ${name}`);
      files.set(name, file.contents);
    }
  }
  for (const [name, code] of main.scripts) {
    const contents = Buffer.from(main.link(code, lazyUrls));
    const file = `${OUT}/${name}.${contentHash(contents)}.js`;
    files.set(file, contents);
    islands.set(name, { src: paths.asset(file), imports: [], classic: true });
  }
  return { islands, files: [...files].map(([file, contents]) => ({ file, contents })) };
}

const TARGETS = ['chrome100', 'safari15', 'firefox100'];

/** Stands in a main island's code for the address of a module it loads later, until that is known. */
const LAZY = 'lazy-module:';

interface MainIslandScripts {
  /** Each main island's code, with LAZY stand-ins. */
  readonly scripts: ReadonlyMap<IslandName, string>;
  /** The modules they load later with import() (absolute paths): the module build makes them. */
  readonly lazy: readonly string[];
  /** The code with each stand-in replaced by the module's address. */
  readonly link: (code: string, urls: ReadonlyMap<string, string>) => string;
}

/**
 * A page's main island is a classic async script with everything it imports, not an ES module.
 * On a phone (4× slower CPU), Chromium ran the listing's async module 200–1,100 ms after the parser
 * had inserted its already-downloaded script element, and a classic async script 80–250 ms after:
 * a module first resolves its graph in tasks of its own, which queue behind the parser's and the
 * renderer's (measured 2026-11-27, docs/dev/measurements.md). A module it loads only later (the
 * toasts, with toastify) stays a lazy ES module of the other islands' build, which a classic script
 * can import() too: its address is known only once that build is done, so it is linked in after.
 */
async function mainIslandScripts(entries: readonly (readonly [IslandName, string])[], options: Parameters<typeof build>[0]): Promise<MainIslandScripts> {
  const lazy = new Set<string>();
  const scripts = new Map<IslandName, string>();
  const results = await Promise.all(
    entries.map(([name, file]) =>
      build({
        ...options,
        entryPoints: [file],
        format: 'iife',
        outdir: OUT,
        plugins: [
          ...(options.plugins ?? []),
          {
            name: 'lazy-modules',
            setup(builder) {
              builder.onResolve({ filter: /.*/ }, async (args) => {
                if (args.kind !== 'dynamic-import' || args.pluginData === LAZY) return undefined;
                const resolved = await builder.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, pluginData: LAZY });
                if (resolved.errors.length > 0) return { errors: resolved.errors };
                lazy.add(resolved.path);
                return { path: `${LAZY}${resolved.path}`, external: true };
              });
            },
          },
        ],
      }).then((result) => [name, result] as const),
    ),
  );
  for (const [name, result] of results) {
    const code = result.outputFiles?.find((file) => file.path.endsWith('.js'))?.text;
    if (code === undefined) throw new Error(`esbuild wrote no script for the island "${name}"`);
    scripts.set(name, code);
  }
  const link = (code: string, urls: ReadonlyMap<string, string>) =>
    code.replace(new RegExp(`(["'\`])${LAZY}([^"'\`]+)\\1`, 'g'), (_match, quote: string, file: string) => {
      const url = urls.get(file);
      if (url === undefined) throw new Error(`No module was built for ${file}, which a main island loads later`);
      return `${quote}${url}${quote}`;
    });
  return { scripts, lazy: [...lazy], link };
}

/** Every chunk an entry imports statically, directly or through another chunk, for modulepreload. */
function collectImports(outputs: Metafile['outputs'], entry: string): string[] {
  const seen = new Set<string>();
  const visit = (output: string) => {
    for (const item of outputs[output]?.imports ?? []) {
      if (item.kind !== 'import-statement' || seen.has(item.path)) continue;
      seen.add(item.path);
      visit(item.path);
    }
  };
  visit(entry);
  return [...seen];
}

/**
 * The owner's words the islands write alike on every page: `island-words:KEY` is a module of its
 * own for each key (src/client/island-words.d.ts), so each bundle carries the words of the islands
 * in it and no other, and islands that share none of them share no chunk for them.
 */
function islandWordsPlugin(words: IslandWords): Plugin {
  return {
    name: 'island-words',
    setup(build) {
      build.onResolve({ filter: /^island-words:/ }, (args) => ({ path: args.path.slice('island-words:'.length), namespace: 'island-words' }));
      build.onLoad({ filter: /.*/, namespace: 'island-words' }, (args) =>
        Object.hasOwn(words, args.path)
          ? { contents: `export default ${JSON.stringify(words[args.path as keyof IslandWords])};`, loader: 'js' }
          : { errors: [{ text: `island-words:${args.path} is not a key of IslandWords (src/shared/island-words.ts)` }] },
      );
    },
  };
}
