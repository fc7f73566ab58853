import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import type { IslandAsset } from '../render/render-route.ts';
import { ISLAND_NAMES, type IslandName } from '../shared/island-names.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface BuiltIslands {
  readonly islands: ReadonlyMap<IslandName, IslandAsset>;
  readonly files: readonly { file: string; contents: Uint8Array }[];
}

const OUT = 'assets/islands';

/**
 * Bundles one small ES module per island with esbuild, in two builds:
 *
 * - the chrome's bundle, which every page links, on its own, so that none of its code lands in a
 *   chunk shared with other islands: a page with nothing else interactive loads one file. The parts
 *   it loads later with import() become chunks of this build, fetched only when needed.
 * - every other island. Code shared between them (a slider library, the toast module) is split
 *   into chunks, so a page that uses two islands downloads the shared code once.
 *
 * A module both builds use is in each. A chunk they make alike (toastify's) has the same content
 * hash, so it is one file and one module in the browser; a module bundled into the chrome's file
 * (the enquiry lists' store) runs twice on a page that also has, say, the enquiry list page. Those
 * copies share nothing but localStorage and window events (a change in another tab is announced by
 * each, so the page redraws twice). Names carry a content hash for immutable caching; lazily loaded
 * chunks keep their module's name (site-search.HASH.js), so they can be told apart.
 */
export async function buildIslands(clientDir: string, paths: SitePaths, minify = true): Promise<BuiltIslands> {
  // Output paths in the metafile are relative to the working directory; pin it so they read assets/islands/….
  const root = path.resolve(clientDir, '..', '..');
  const bundle = async (names: readonly IslandName[]) => {
    const entryPoints = Object.fromEntries(names.map((name) => [name, path.join(clientDir, 'islands', `${name}.ts`)]));
    return build({
      entryPoints,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['chrome100', 'safari15', 'firefox100'],
      minify,
      write: false,
      metafile: true,
      absWorkingDir: root,
      outdir: OUT,
      entryNames: '[name].[hash]',
      chunkNames: '[name].[hash]',
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  };
  const results = await Promise.all([bundle(['chrome']), bundle(ISLAND_NAMES.filter((name) => name !== 'chrome'))]);

  const islands = new Map<IslandName, IslandAsset>();
  const files = new Map<string, Uint8Array>();
  for (const result of results) {
    for (const [output, meta] of Object.entries(result.metafile.outputs)) {
      if (!meta.entryPoint) continue;
      const name = path.basename(meta.entryPoint, '.ts') as IslandName;
      islands.set(name, { src: paths.asset(output), imports: collectImports(result.metafile.outputs, output).map(paths.asset) });
    }
    for (const file of result.outputFiles) {
      const name = path.relative(root, file.path).split(path.sep).join('/');
      // A chunk both builds make alike (the toast module) has the same name, from its content: one file.
      const known = files.get(name);
      if (known && Buffer.compare(known, file.contents) !== 0) throw new Error(`Two island builds wrote different files named ${name}`);
      files.set(name, file.contents);
    }
  }
  return { islands, files: [...files].map(([file, contents]) => ({ file, contents })) };
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
