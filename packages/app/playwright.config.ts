import { defineConfig } from '@playwright/test';

/** End-to-end: the real API (embedded PostgreSQL) and the built app, on free ports, in Debian's Chromium. */
export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Whole user journeys (sign-up → verify → … → reset) on a 2-core machine that is also running the
  // story tests: generous limits, so a slow moment is not a failure. No test asserts a duration.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium' }],
});
