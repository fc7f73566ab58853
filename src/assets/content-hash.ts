import { createHash } from 'node:crypto';

/** Short hash of a file's bytes for its name, so hashed assets can be cached forever. */
export function contentHash(contents: string | Uint8Array): string {
  return createHash('sha256').update(contents).digest('base64url').slice(0, 10).replace(/[-_]/g, 'x');
}
