import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Written under a temporary name and renamed, so a failure never leaves half a file where the owner's was. */
export async function writeFileAtomically(file: string, contents: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  await writeFile(temporary, contents);
  await rename(temporary, file);
}
