import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PagefindServiceConfig } from 'pagefind';

/**
 * How every shard's index is made. It is part of each shard's digest, with Pagefind's version,
 * so a change to either re-indexes every shard instead of reusing an index made another way.
 */
export const pagefindConfig: Readonly<PagefindServiceConfig> = Object.freeze({ forceLanguage: 'en' });

let version: string | undefined;

/**
 * The installed Pagefind's version (from its package.json). Its package exports only ".", so the
 * file is found by walking node_modules the way Node resolves the package, not by importing it.
 */
export function pagefindVersion(): string {
  if (version !== undefined) return version;
  const require = createRequire(import.meta.url);
  for (const folder of require.resolve.paths('pagefind') ?? []) {
    const file = path.join(folder, 'pagefind', 'package.json');
    if (!existsSync(file)) continue;
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null && 'version' in parsed && typeof parsed.version === 'string') return (version = parsed.version);
  }
  throw new Error('Pagefind is not installed (no node_modules/pagefind/package.json); run npm install');
}
