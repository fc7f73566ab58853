import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

let written = 0;

/**
 * Written under a temporary name and renamed, so a failure never leaves half a file where the
 * owner's was, and a reader never sees half a file: two writers of one file (two images with the
 * same content, prepared at once) each rename a whole file of their own.
 */
export async function writeFileAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  written += 1;
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${written}.tmp`);
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
