import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts'],
    environment: 'node',
    // Builds write temporary folders and bundle with esbuild; two at a time suits the 2-core machine.
    maxWorkers: 2,
    testTimeout: 60_000,
    // A file's beforeAll often builds a fixture site: seconds on a quiet machine, more on a busy one.
    hookTimeout: 60_000,
  },
});
