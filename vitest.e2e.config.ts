import { defineConfig } from 'vitest/config';

/** Browser tests drive one Chromium against the built dist/; they run one file at a time. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    globalSetup: ['test/e2e/global-setup.ts'],
    setupFiles: ['test/e2e/setup-each.ts'],
    // A poll waits for what must happen; on a busy CI machine a script request can take over the
    // default second to arrive. A condition that never holds still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
