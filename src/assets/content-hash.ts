import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
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
  // Read every time: a build remembers a picture's hash in PictureMemory, which forgets it with the picture.
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return shortName(hash);
}

function shortName(hash: Hash): string {
  return hash.digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
