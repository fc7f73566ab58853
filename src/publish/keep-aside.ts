import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface KeptFile {
  /** Where it goes inside the kept-aside folder, with forward slashes: `products/sports.csv`. */
  readonly path: string;
  readonly bytes: Buffer;
}

/**
 * Saves the owner's versions of files that were also changed online into
 * `kept-aside/<YYYY-MM-DD-HHMM>/` at the top of the repository, byte for byte, before the
 * repository's copies are replaced by the ones online. Returns that folder, relative to the top
 * (`kept-aside/2026-11-28-1405`). A folder of the same minute is never overwritten: `-2` is added.
 */
export async function keepAside(top: string, now: Date, files: readonly KeptFile[]): Promise<string> {
  const root = path.join(top, 'kept-aside');
  const stamp = formatStamp(now);
  let name = stamp;
  for (let count = 2; existsSync(path.join(root, name)); count += 1) name = `${stamp}-${count}`;
  await mkdir(path.join(root, name), { recursive: true });
  // A repository whose .gitignore lacks /kept-aside/ (made from an older copy of the template)
  // must still never send these files: a folder holding a .gitignore of `*` ignores itself.
  await writeFile(path.join(root, '.gitignore'), '*\n');
  for (const file of files) {
    const target = path.join(root, name, ...file.path.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
  return `kept-aside/${name}`;
}

/** The local time as the owner reads it on the clock, sortable: 2026-11-28-1405. */
function formatStamp(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}-${two(now.getHours())}${two(now.getMinutes())}`;
}
