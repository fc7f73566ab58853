import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { replacesModules } from './test/helpers/replaces-modules.ts';

const FILES = readdirSync('test/e2e')
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => path.posix.join('test/e2e', name));

/**
 * Browser tests drive Chromium against the built dist/, two files at a time: each worker process
 * has its own Chromium, and a test waits on the page (network idle, frames, idle callbacks) as
 * much as it works, so two keep both cores busy. One file at a time took 563 s on the 2-core
 * machine, two 480 s (docs/dev/measurements.md, 2026-12-02).
 */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: true,
    maxWorkers: 2,
    // The files of a worker share one process, its modules and its Chromium: importing the pipeline,
    // Playwright and the helpers and starting Chromium once per worker instead of once per file
    // saves seconds a file.
    // Nothing a file leaves behind reaches the next: each closes its pages, the page pool's too,
    // after its tests (afterAll(closeFilePages)). Should a file ever replace a module or a global,
    // every file gets its own modules again (replaces-modules.ts).
    isolate: FILES.some(replacesModules),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup-each.ts'],
    // A poll waits for what must happen; on a busy CI machine a script request can take over the
    // default second to arrive. A condition that never holds still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
