import pg from 'pg';
import { test, expect, addMadaCard, billingPayments, logInAsDemoOwner } from './fixtures.ts';

/** One statement on the test database (the API's clock is the real one here), expecting one row changed. */
async function changeOne(sql: string, params: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    expect((await client.query(sql, params)).rowCount).toBe(1);
  } finally {
    await client.end();
  }
}
/** Moves a team's billing period back by `days`: mid-period now. */
const periodStartedDaysAgo = (teamId: string, days: number) =>
  changeOne(`UPDATE subscriptions SET current_period_start = current_period_start - make_interval(days => $2), current_period_end = current_period_end - make_interval(days => $2) WHERE team_id = $1`, [teamId, days]);
/** The team's 14-day trial over (it was created minutes ago): subscribing charges at once. */
const trialEnded = (teamId: string) => changeOne(`UPDATE teams SET trial_ends_at = now() WHERE id = $1`, [teamId]);

const halalasOf = (text: string) => Math.round(Number(/([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')) * 100);

test('a subscription lives: after the trial, subscribing charges and invoices at once (printed in English and Arabic); upgrade mid-period (shown = charged = invoiced), add a calendar, cancel, re-enable', async ({ page, app }, testInfo) => {
  const stamp = Date.now().toString(36);
  await logInAsDemoOwner(page, app);
  await page.goto(`${app}/en/dashboard/team/new`);
  await page.getByLabel('Team name').fill(`Lifecycle ${stamp}`);
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  const teamUrl = page.url();
  const teamId = teamUrl.split('/').at(-1)!;

  // A card; the trial over; then the Team plan, monthly: 99.00 + VAT 14.85 = 113.85, charged now.
  await page.goto(`${teamUrl}/billing`);
  await addMadaCard(page, teamUrl);
  await trialEnded(teamId);
  await page.goto(`${teamUrl}/billing/subscription/add`);
  await page.getByRole('radiogroup', { name: 'Plan' }).getByText('Team', { exact: true }).click();
  await page.getByRole('button', { name: /Subscribe and pay SAR\s?113\.85/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing$`));
  await expect(page.getByText('You are subscribed to the Team plan').first()).toBeVisible();
  expect((await billingPayments('team_id', teamId)).map((p) => [p.amount, p.status])).toEqual([[11_385, 'paid']]);

  // Its printed invoice, in English and in Arabic (screenshots kept with the test's output).
  await page.getByRole('link', { name: /Invoice \u2068?INV-\d{6}/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing/print/subscription/[0-9a-f-]{36}$`));
  await expect(page.getByText('Simplified Tax Invoice').first()).toBeVisible();
  await expect(page.getByText('فاتورة ضريبية مبسطة').first()).toBeVisible();
  await expect(page.getByRole('img', { name: /ZATCA/ })).toBeVisible();
  await expect(page.getByText(/113\.85/).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-en.png'), fullPage: true });
  await page.goto(page.url().replace('/en/', '/ar/'));
  await expect(page.getByRole('img', { name: /ZATCA|هيئة الزكاة/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invoice-ar.png'), fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('invoice-ar-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.goto(`${teamUrl}/billing`);

  // Twelve days into the period, upgrade to Business: the prorated difference, charged now.
  await periodStartedDaysAgo(teamId, 12);
  await page.getByRole('link', { name: 'Change plan' }).first().click();
  await expect(page).toHaveURL(`${teamUrl}/billing/subscription/change`);
  await expect(page.getByRole('heading', { level: 1, name: 'Change plan' })).toBeVisible();
  await page.getByText(/^Business · Monthly/).first().click();
  await expect(page.getByText(/of \d+ days left in the period/).first()).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay .+ now$/ });
  await expect(pay).toBeVisible();
  const shown = halalasOf((await pay.textContent())!);
  // Business − Team for the days left, plus VAT: between nothing and a whole month's difference (115.00).
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(11_500);
  await page.screenshot({ path: testInfo.outputPath('change-plan-en.png'), fullPage: true });
  await pay.click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing`));
  await expect(page.getByText('Your plan is now Business').first()).toBeVisible();
  const change = (await billingPayments('team_id', teamId)).find((p) => p.description.includes('plan change'));
  expect(change).toMatchObject({ amount: shown, status: 'paid' });
  // The newest invoice is the change's, with the same total.
  await page.getByRole('link', { name: /Invoice \u2068?INV-\d{6}/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing/print/subscription/[0-9a-f-]{36}$`));
  const total = (shown / 100).toFixed(2);
  await expect(page.getByText(new RegExp(total.replace('.', '\\.'))).first()).toBeVisible();
  await page.goBack();

  // One more calendar: Business includes 5; total 6, charged now for the days left.
  await page.goto(`${teamUrl}/billing/subscription/calendars`);
  await expect(page.getByRole('heading', { level: 1, name: 'Modify calendars' })).toBeVisible();
  await page.getByRole('button', { name: 'Increase Total calendars' }).click();
  await expect(page.getByRole('textbox', { name: 'Total calendars' })).toHaveValue('6');
  const payCalendar = page.getByRole('button', { name: /^Pay .+ now$/ });
  await expect(payCalendar).toBeVisible();
  const calendarCharge = halalasOf((await payCalendar.textContent())!);
  await payCalendar.click();
  await expect(page.getByText('Calendars now: 6').first()).toBeVisible();
  const charges = (await billingPayments('team_id', teamId)).filter((p) => p.description.includes('plan change')).map((p) => p.amount);
  expect(charges.sort()).toEqual([calendarCharge, shown].sort());

  // Cancel: the plan stays until the period's end; then re-enable.
  await page.goto(`${teamUrl}/billing`);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText(/Your plan stays until/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Cancelled — ends on/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Re-enable subscription' }).click();
  await expect(page.getByText('Subscription re-enabled').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
});
