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

/**
 * On a team's billing page: adds the sandbox's mada test card through the card form and the gateway's
 * 3-D Secure page, as an owner does, and waits for "Payment Method Added".
 */
export async function addMadaCard(page: Page, teamUrl: string): Promise<void> {
  await page.getByRole('link', { name: 'Add card' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a payment method' })).toBeVisible();
  await page.getByLabel('Name on card').fill('Sara Al-Qahtani');
  await page.getByLabel('Card number').fill('4201 3201 1111 1010');
  await expect(page.getByText('Card type: mada')).toBeVisible();
  await page.getByLabel('Month (MM)').fill('09');
  await page.getByLabel('Year (YY)').fill('31');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByRole('button', { name: 'Authenticate' })).toBeVisible();
  await page.getByRole('button', { name: 'Authenticate' }).click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing`));
  await expect(page.getByText('Payment Method Added').first()).toBeVisible();
  await expect(page.getByText(/mada •••• \u2068?1010/).first()).toBeVisible();
}

/** The sandbox's account for Waqt's own billing (its keys are public, like the sandbox: api/src/config.ts). */
const BILLING_SECRET_KEY = 'sk_test_waqtBillingDevSecretKey0000000000';

/** Payments at the gateway on Waqt's billing account whose metadata has `key` = `value`. */
export async function billingPayments(key: string, value: string): Promise<{ id: string; amount: number; status: string; description: string }[]> {
  const res = await fetch(`${process.env.E2E_MOYASAR_URL}/v1/payments?${new URLSearchParams({ [`metadata[${key}]`]: value }).toString()}`, {
    headers: { Authorization: `Basic ${Buffer.from(`${BILLING_SECRET_KEY}:`).toString('base64')}` },
  });
  return ((await res.json()) as { payments: { id: string; amount: number; status: string; description: string }[] }).payments;
}
