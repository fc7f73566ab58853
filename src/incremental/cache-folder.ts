import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The folder that keeps what one build leaves for the next: the build state, bundles and encoded
 * images. node_modules/.cache by default; SITE_CACHE_DIR moves it, so a CI workflow can cache a
 * folder that `npm ci` does not delete, and the benchmark can time a build with an empty cache.
 */
export function cacheFolder(...parts: string[]): string {
  const root = process.env.SITE_CACHE_DIR ? path.resolve(process.env.SITE_CACHE_DIR) : path.join(PROJECT_ROOT, 'node_modules', '.cache');
  return path.join(root, ...parts);
}
