import path from 'node:path';
import { buildSite } from '../build.ts';
import { writeDist } from '../output/write-dist.ts';

export interface BuildCommandOptions {
  content: string;
  out: string;
  baseUrl?: string;
  basePath?: string;
}

/** `site build`: the whole site into a temporary folder, swapped into the output folder at the end. */
export async function buildCommand(options: BuildCommandOptions, log: (line: string) => void): Promise<void> {
  const started = performance.now();
  const { result, files, bytes } = await writeDist(options.out, (sink) =>
    buildSite(
      {
        contentDir: path.resolve(options.content),
        ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
        ...(options.basePath !== undefined ? { basePath: options.basePath } : {}),
      },
      sink,
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  log(`Built ${result.pages} pages (${files} files, ${formatBytes(bytes)}) into ${options.out}/ in ${seconds} s`);
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}
