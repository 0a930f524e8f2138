import { test, expect, addMadaCard, billingPayments, logInAsDemoOwner } from './fixtures.ts';

test('the demo clinic adds a mada card through 3-D Secure, subscribes in its trial with an extra calendar — nothing charged until the trial ends — and fills its new calendar limit', async ({ page, app }) => {
  const stamp = Date.now().toString(36);
  await logInAsDemoOwner(page, app);
  await page.getByRole('link', { name: /Riyadh Dental Clinic/ }).first().click();
  await expect(page).toHaveURL(/\/en\/dashboard\/team\/[0-9a-f-]{36}$/);
  const teamUrl = page.url();
  const teamId = teamUrl.split('/').at(-1)!;

  // A new business team is on its Business trial.
  await page.goto(`${teamUrl}/billing`);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByText(/Your Business trial ends on/)).toBeVisible();

  // The card goes from the browser straight to the gateway (Waqt's publishable key), never to our API.
  const toGateway: { url: string; body: string }[] = [];
  const toApi: string[] = [];
  const callbacks: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/hook/billing/paymentmethods/moyasar/verify-callback')) callbacks.push(new URL(r.url()));
    if (r.method() !== 'POST') return;
    if (/\/v1\/tokens$/.test(r.url())) toGateway.push({ url: r.url(), body: r.postData() ?? '' });
    else if (r.url().includes('/trpc/')) toApi.push(r.postData() ?? '');
  });
  // The card form, the gateway's 3-D Secure page, then back through the verify callback to billing.
  await addMadaCard(page, teamUrl);
  expect(toGateway).toHaveLength(1);
  // The gateway sent the browser back with the token's id (the callback fetched it before saving the card).
  const tokenId = callbacks.at(-1)?.searchParams.get('id');
  expect(tokenId).toMatch(/^token_/);
  expect(JSON.parse(toGateway[0]!.body)).toMatchObject({ number: expect.stringMatching(/^4201\s?3201/), callback_url: expect.stringContaining('/hook/billing/paymentmethods/moyasar/verify-callback?request=') });
  for (const body of toApi) expect(body).not.toMatch(/4201\s?3201\s?1111\s?1010|"cvc"/);
  // The 1.00 SAR that verified the card was released at once (voided) at the gateway.
  expect(await billingPayments('token_id', tokenId!)).toEqual([expect.objectContaining({ amount: 100, status: 'voided' })]);

  // Subscribe in the trial: the plan picker starts on Business (the plan trialled), monthly, one extra
  // calendar — 199.00 + 29.00 = 228.00, VAT 34.20, total 262.20, charged when the trial ends, not now.
  await page.goto(`${teamUrl}/billing/subscription/add`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add a subscription' })).toBeVisible();
  // The choices are react-aria radios (visually hidden inputs): read and chosen by their labels, as a user does.
  await expect(page.getByRole('radio', { name: 'Business' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await page.getByRole('button', { name: 'Increase Extra calendars' }).click();
  await expect(page.getByRole('textbox', { name: 'Extra calendars' })).toHaveValue('1');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('228.00');
  await expect(summary).toContainText('34.20');
  await expect(summary).toContainText('262.20');
  // Said before confirming: until when the trial continues, and when the first charge of how much is made.
  const firstCharge = /Your trial continues until (\w+ \d+, \d{4}); the first charge of SAR\s?262\.20 is on (\w+ \d+, \d{4})\./;
  await expect(summary.getByText(firstCharge)).toBeVisible();
  const [, trialEnd, chargeDay] = firstCharge.exec((await summary.getByText(firstCharge).textContent()) ?? '')!;
  expect(chargeDay).toBe(trialEnd);
  await expect(page.getByRole('button', { name: /Subscribe and pay/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Subscribe — nothing charged today' }).click();
  await expect(page).toHaveURL(new RegExp(`^${teamUrl}/billing$`));
  await expect(page.getByText(`You are subscribed to the Business plan. Your trial continues until ${trialEnd!}.`).first()).toBeVisible();
  // The billing page says it too; nothing was charged, so no payment and no invoice yet.
  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText(firstCharge)).toBeVisible();
  await expect(plan.getByText('Business · Monthly')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
  expect(await billingPayments('team_id', teamId)).toEqual([]);
  const used = plan.getByText(/\d+ of 6 in use/).first();
  await expect(used).toBeVisible();
  const inUse = Number(/(\d+) of 6/.exec((await used.textContent()) ?? '')?.[1]);

  // Calendars up to the new limit (5 included + 1 extra, already in the trial), then one more is refused with what the plan allows.
  for (let i = inUse + 1; i <= 6; i++) {
    await page.goto(`${teamUrl}/calendars/new`);
    await page.getByLabel('Calendar name').fill(`Room ${stamp} ${i}`);
    await page.getByRole('button', { name: 'Create calendar' }).click();
    await expect(page).toHaveURL(/\/calendars\/[0-9a-f-]{36}$/);
  }
  await page.goto(`${teamUrl}/calendars/new`);
  const refusal = page.getByText('You use 6 of 6 calendars.').first();
  const form = page.getByLabel('Calendar name');
  await expect(refusal.or(form)).toBeVisible();
  if (await form.isVisible()) {
    await form.fill(`Room ${stamp} 7`);
    await page.getByRole('button', { name: 'Create calendar' }).click();
  }
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('link', { name: /See the|See plans/ }).first()).toBeVisible();
});
