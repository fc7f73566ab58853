import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const FILES = ['test/unit', 'test/integration'].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.posix.join(folder, name)),
);

/**
 * A file that replaces a module or a global (vi.mock, vi.spyOn, vi.stubGlobal…) runs with its own
 * fresh modules, so nothing it replaced reaches another file. Every other file shares its worker's
 * module cache with the files before it: importing the pipeline once per worker instead of once per
 * file saves about a minute of the suite on the 2-core machine.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|spyOn|stubGlobal|stubEnv|hoisted)\(/;
const ISOLATED = FILES.filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8')));

export default defineConfig({
  test: {
    environment: 'node',
    // Builds write temporary folders and bundle with esbuild; two at a time suits the 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // A file's beforeAll often builds a fixture site: seconds on a quiet machine, more on a busy one.
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'shared modules', include: FILES.filter((file) => !ISOLATED.includes(file)), isolate: false } },
      { extends: true, test: { name: 'own modules', include: ISOLATED, isolate: true } },
    ],
  },
});
