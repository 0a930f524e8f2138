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

/**
 * On a public booking page, opens a day that is never today: the month view's second open day, or the
 * next month's first when this month has fewer than two. Today may have only a few times left (or lose
 * one to the notice period while the test runs), and tests booking the same calendar in parallel could
 * then race for them; from the second open day on, every day has all its times.
 */
export async function openFullDay(page: Page, nextMonth: string): Promise<void> {
  const grid = page.getByRole('grid');
  const open = grid.locator('[role="button"]:not([aria-disabled="true"])');
  await expect(grid).toBeVisible();
  // The month's times arrive after the grid (every day is unavailable until then): wait until a day
  // is open or the month says it has none.
  await expect(open.first().or(page.getByText(/No open times in|لا توجد أوقات متاحة في/).first())).toBeVisible();
  if ((await open.count()) >= 2) return open.nth(1).click();
  await page.getByRole('button', { name: nextMonth, exact: true }).click();
  await open.first().click();
}
