import { test as base, expect, type Page } from '@playwright/test';

/** `app` and `api` are the base URLs global-setup started. */
export const test = base.extend<{ app: string; api: string }>({
  app: async ({}, use) => use(process.env.E2E_APP_URL!),
  api: async ({}, use) => use(process.env.E2E_API_URL!),
});
export { expect };

/** Signs the demo clinic's owner in through the landing page's form and waits for the dashboard. */
export async function logInAsDemoOwner(page: Page, app: string): Promise<void> {
  await page.goto(`${app}/en`);
  await page.getByLabel('Email').fill('demo@waqt.local');
  await page.getByLabel('Password').fill('waqt-demo-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${app}/en/dashboard`);
}
