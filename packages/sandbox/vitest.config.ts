import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // A PostgreSQL cluster for the run; each test file makes its own database on it.
    globalSetup: ['./test/global-setup.ts'],
    // A hang guard, not a measure: the restart tests spawn and stop sandboxes on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
