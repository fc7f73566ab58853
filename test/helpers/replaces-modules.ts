import { readFileSync } from 'node:fs';

/**
 * A test file that replaces a module or a global (vi.mock, vi.spyOn, vi.stubGlobal…) must run with
 * its own fresh modules, so nothing it replaced reaches another file; every other file can share
 * its worker's module cache with the files before it (vitest.config.ts, vitest.e2e.config.ts).
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|hoisted)\(/;

export function replacesModules(file: string): boolean {
  return REPLACES_MODULES.test(readFileSync(file, 'utf8'));
}
