import { glob } from 'glob';
import path from 'node:path';
import type { OutputSink } from '../output/output-sink.ts';

/** public/ is copied as is: favicon, logo, robots overrides, verification files. */
export async function copyPublic(publicDir: string, sink: OutputSink): Promise<string[]> {
  const files = await glob('**/*', { cwd: publicDir, nodir: true, dot: true });
  await Promise.all(files.map((file) => sink.copy(file.split(path.sep).join('/'), path.join(publicDir, file))));
  return files;
}
