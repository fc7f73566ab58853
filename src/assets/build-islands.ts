import path from 'node:path';
import { build } from 'esbuild';
import type { IslandAsset } from '../render/render-route.ts';
import { ISLAND_NAMES, type IslandName } from '../shared/island-names.ts';
import type { SitePaths } from '../shared/url-paths.ts';

export interface BuiltIslands {
  readonly islands: ReadonlyMap<IslandName, IslandAsset>;
  readonly files: readonly { file: string; contents: Uint8Array }[];
}

const OUT = 'assets/islands';

/**
 * Bundles one small ES module per island with esbuild. Code shared between islands (a slider
 * library, the toast module) is split into chunks, so a page that uses two islands downloads the
 * shared code once. Names carry a content hash for immutable caching.
 */
export async function buildIslands(clientDir: string, paths: SitePaths, minify = true): Promise<BuiltIslands> {
  // Output paths in the metafile are relative to the working directory; pin it so they read assets/islands/….
  const root = path.resolve(clientDir, '..', '..');
  const entryPoints = Object.fromEntries(ISLAND_NAMES.map((name) => [name, path.join(clientDir, 'islands', `${name}.ts`)]));
  const result = await build({
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
    chunkNames: 'chunk.[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });

  const islands = new Map<IslandName, IslandAsset>();
  for (const [output, meta] of Object.entries(result.metafile.outputs)) {
    if (!meta.entryPoint) continue;
    const name = path.basename(meta.entryPoint, '.ts') as IslandName;
    islands.set(name, { src: paths.asset(output), imports: collectImports(result.metafile.outputs, output).map(paths.asset) });
  }
  const files = result.outputFiles.map((file) => ({ file: path.relative(root, file.path).split(path.sep).join('/'), contents: file.contents }));
  return { islands, files };
}

/** Every chunk an entry imports statically, directly or through another chunk, for modulepreload. */
function collectImports(outputs: Record<string, { imports: { path: string; kind: string }[] }>, entry: string): string[] {
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
