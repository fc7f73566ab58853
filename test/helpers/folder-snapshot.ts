import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Every file of a folder, by its path inside it, with its bytes (base64): two snapshots are equal only if every byte is. */
export async function folderSnapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), (await readFile(full)).toString('base64'));
  }
  return files;
}
