import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildSite, type BuildOptions, type BuildResult } from '../../src/build.ts';
import { writeDist } from '../../src/output/write-dist.ts';
import { tempDir } from './fixture-site.ts';

export interface BuiltSite {
  readonly out: string;
  readonly result: BuildResult;
  read(file: string): Promise<string>;
  files(): Promise<string[]>;
}

/** Builds a content folder into a temporary dist/ exactly as the CLI does. */
export async function buildInto(contentDir: string, options: Partial<BuildOptions> = {}): Promise<BuiltSite> {
  const out = path.join(await tempDir('site-dist-'), 'dist');
  const { result } = await writeDist(out, (sink) => buildSite({ contentDir, now: new Date('2026-06-01T00:00:00Z'), ...options }, sink));
  return {
    out,
    result,
    read: (file) => readFile(path.join(out, file), 'utf8'),
    files: async () =>
      (await readdir(out, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name))),
  };
}
