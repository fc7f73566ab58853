import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** Short hash of a file's bytes for its name, so hashed assets can be cached forever. */
export function contentHash(contents: string | Uint8Array): string {
  return shortName(createHash('sha256').update(contents));
}

/**
 * The same hash of a file on disk, read in pieces: a build hashes every photo and must not hold
 * them all, or even one 12-megapixel original, in memory to do it.
 */
export async function fileContentHash(file: string): Promise<string> {
  // `site dev` builds again at every save: a photo whose size and time did not change is not read again.
  const { size, mtimeMs } = await stat(file);
  const stamp = `${size}:${mtimeMs}`;
  const known = hashed.get(file);
  if (known?.stamp === stamp) return known.hash;
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  const name = shortName(hash);
  hashed.set(file, { stamp, hash: name });
  return name;
}

const hashed = new Map<string, { readonly stamp: string; readonly hash: string }>();

function shortName(hash: Hash): string {
  return hash.digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
