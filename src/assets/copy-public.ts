import { glob } from 'glob';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutputSink } from '../output/output-sink.ts';
import { scrubSvg } from './images/scrub-svg.ts';

/** Photos carry their camera's EXIF (the place, the phone, the owner): they are encoded again, never copied. */
const PHOTO = /\.(jpe?g|png|webp|avif)$/i;

export interface PublicFiles {
  /** Copied as they are: favicon, logo drawings, robots overrides, verification files. */
  readonly verbatim: readonly string[];
  /** Published under their own names, encoded again without metadata (see prepareImages' `republish`). */
  readonly photos: readonly string[];
}

export async function listPublic(publicDir: string): Promise<PublicFiles> {
  const files = (await glob('**/*', { cwd: publicDir, nodir: true, dot: true })).map((file) => file.split(path.sep).join('/')).sort();
  return { verbatim: files.filter((file) => !PHOTO.test(file)), photos: files.filter((file) => PHOTO.test(file)) };
}

/** Copies the files as they are, but for drawings, which lose what their editor wrote about their maker (scrub-svg.ts). */
export async function copyPublic(publicDir: string, files: readonly string[], sink: OutputSink): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(publicDir, file);
      if (!/\.svg$/i.test(file)) return sink.copy(file, source);
      const text = await readFile(source, 'utf8');
      const scrubbed = await scrubSvg(text);
      return scrubbed === text ? sink.copy(file, source) : sink.write(file, scrubbed);
    }),
  );
}
