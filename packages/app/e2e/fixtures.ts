import { test as base, expect } from '@playwright/test';

/** `app` and `api` are the base URLs global-setup started. */
export const test = base.extend<{ app: string; api: string }>({
  app: async ({}, use) => use(process.env.E2E_APP_URL!),
  api: async ({}, use) => use(process.env.E2E_API_URL!),
});
export { expect };
