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

/** The date every test build is made on, so what depends on today (the blog's order, "new" badges) never changes. */
export const TEST_DATE = new Date('2026-06-01T00:00:00Z');

/** Builds a content folder into a temporary dist/ exactly as the CLI does. */
export async function buildInto(contentDir: string, options: Partial<BuildOptions> = {}): Promise<BuiltSite> {
  const out = path.join(await tempDir('site-dist-'), 'dist');
  const { result } = await writeDist(out, (sink) => buildSite({ contentDir, now: TEST_DATE, ...options }, sink));
  return readableBuild(out, result);
}

/** A built folder, with helpers to read it. */
export function readableBuild(out: string, result: BuildResult): BuiltSite {
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
