import type { BuildCache } from '../incremental/build-cache.ts';
import { writeDist, type WriteResult } from '../output/write-dist.ts';
import type { BuildOptions, BuildResult } from './build-options.ts';
import { buildSite } from './build-site.ts';

/**
 * `site build`'s output: the whole site into a temporary folder beside `outDir`, swapped into place
 * at the end (see writeDist). With the cache's state, pages whose inputs did not change since the
 * last build are kept from the previous folder as hard links, and the state then records the new
 * folder's files. (`site dev` updates its folder in place instead: src/dev/create-builder.ts.)
 */
export async function writeSite(
  outDir: string,
  options: BuildOptions & { readonly cache: BuildCache },
  removeInBackground = false,
): Promise<WriteResult<BuildResult>> {
  const { cache } = options;
  const outputs = cache.state?.outputs;
  const written = await writeDist(outDir, (sink) => buildSite(options, sink), { ...(outputs ? { outputs } : {}), removeInBackground });
  if (cache.state) cache.state.outputs = written.entries;
  return written;
}
