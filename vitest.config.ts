import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { replacesModules } from './test/helpers/replaces-modules.ts';

const FILES = ['test/unit', 'test/integration'].flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.posix.join(folder, name)),
);

/**
 * A file that replaces a module or a global runs with its own fresh modules (replaces-modules.ts).
 * Every other file shares its worker's module cache with the files before it: importing the
 * pipeline once per worker instead of once per file saves about a minute of the suite on the
 * 2-core machine.
 */
const ISOLATED = FILES.filter(replacesModules);

export default defineConfig({
  test: {
    environment: 'node',
    // Builds write temporary folders and bundle with esbuild; two at a time suits the 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // A file's beforeAll often builds a fixture site: seconds on a quiet machine, more on a busy one.
    hookTimeout: 60_000,
    // The folder of the builds of the test site that files share (test/helpers/test-site-build.ts).
    globalSetup: ['test/helpers/shared-builds.ts'],
    projects: [
      { extends: true, test: { name: 'shared modules', include: FILES.filter((file) => !ISOLATED.includes(file)), isolate: false } },
      { extends: true, test: { name: 'own modules', include: ISOLATED, isolate: true } },
    ],
  },
});
