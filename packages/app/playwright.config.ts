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
  // story tests: generous limits, so a slow moment is not a failure. No test asserts a duration. In a
  // fresh-clone CI run (load average ≈ 10) the longest journeys (billing, reminders) took over 2 minutes,
  // and a booking dialog 15 s to open; they pass in 1–2 minutes and a few seconds on a quiet machine.
  timeout: 240_000,
  expect: { timeout: 30_000 },
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
