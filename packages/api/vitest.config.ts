import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A query sent on a client that is still running another fails the test (test/one-query-at-a-time.ts).
    setupFiles: ['./test/one-query-at-a-time.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files run in parallel, each in its own database on one shared cluster.
    pool: 'forks',
    isolate: false,
  },
});
