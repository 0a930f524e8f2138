import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_DEV_SECRET_KEY } from '@waqt/sandbox';
import { makeUser } from '../../../test/fixtures.ts';
import { paymentsSuite } from '../../../test/paid-booking.ts';
import { billingRenewJob, sweepRenewals } from './renewals.ts';
import { BILLING_RENEW } from './billing-jobs.ts';

/**
 * A trial that is honoured (issue 36, item 6), on the real database and the gateway sandbox with the
 * clock moved: subscribing during the trial charges nothing; the first paid period starts — and is
 * charged, once, by the renewal job — when the trial ends; cancelling before then charges nothing ever;
 * a change in the trial changes the plan that will start; a declined first charge is dunned.
 */

const s = paymentsSuite();
const MADA = '4201320111111010';
const INSUFFICIENT_FUNDS = '4201320000311101';
const DAY = 86_400_000;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

let seq = 0;
/** An owner whose business team is created at `at` (its 14-day trial starts then). */
async function owner(at: string) {
  s.app.clock.set(at);
  const u = await makeUser(s.app.db, s.app.clock);
  const c = s.app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: `Trial ${++seq}`, slug: `trial-${seq}-${u.user.id.slice(0, 6)}` });
  // The clock moves by weeks here: the owner stays signed in.
  await s.app.db.query(`UPDATE sessions SET expires_at = '2100-01-01' WHERE user_id = $1`, [u.user.id]);
  return { ...u, c, team, trialEndsAt: new Date(Date.parse(at) + 14 * DAY) };
}
type Owner = Awaited<ReturnType<typeof owner>>;

/**
 * A card on file as the browser adds it: posted to the gateway's tokens endpoint, verified (1 SAR held
 * and released) behind 3-D Secure, saved by the verify callback. `declinesLater`: a card saved without
 * its check (the sandbox's save_only) that declines every charge with INSUFFICIENT FUNDS.
 */
async function addCard(o: Owner, opts: { exp?: [string, string]; declinesLater?: boolean } = {}) {
  const api = await s.app.listen();
  const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
  const [month, year] = opts.exp ?? ['09', '2031'];
  const res = await fetch(`${s.h.sandbox.url}/v1/tokens`, {
    method: 'POST',
    headers: { Authorization: basic(form.publishableKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sara Al-Qahtani', number: opts.declinesLater ? INSUFFICIENT_FUNDS : MADA, cvc: '123', month, year, callback_url: form.callbackUrl, metadata: form.metadata,
      ...(opts.declinesLater ? { save_only: true } : {}),
    }),
  });
  const token = (await res.json()) as { id: string; verification_url: string | null };
  expect(res.status, JSON.stringify(token)).toBe(201);
  let back: URL;
  if (token.verification_url) {
    const page = await fetch(token.verification_url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'authenticate' }) });
    back = new URL(page.headers.get('location')!);
  } else {
    back = new URL(form.callbackUrl);
    back.searchParams.set('id', token.id);
  }
  const cb = await fetch(`${api}${back.pathname}${back.search}`, { redirect: 'manual' });
  expect(cb.headers.get('location')).toMatch(/card=added$/);
  return { tokenId: token.id, card: (await overview(o)).paymentMethods.at(-1)! };
}

const overview = (o: Owner) => o.c.billing.overview({ teamId: o.team.id });
/** Every payment Waqt's billing account took from the team (the card's 1 SAR check names no team). */
async function gatewayCharges(teamId: string) {
  const res = await fetch(`${s.h.sandbox.url}/v1/payments?${new URLSearchParams({ 'metadata[team_id]': teamId }).toString()}`, { headers: { Authorization: basic(BILLING_DEV_SECRET_KEY) } });
  return ((await res.json()) as { payments: { amount: number; status: string }[] }).payments;
}
const count = async (sql: string, params: unknown[]) => Number((await s.app.db.query<{ n: number }[]>(sql, params))[0]!.n);
const invoices = (o: Owner) => count(`SELECT count(*)::int AS n FROM invoices WHERE team_id = $1`, [o.team.id]);
const records = (o: Owner) => count(`SELECT count(*)::int AS n FROM billing_records WHERE team_id = $1`, [o.team.id]);
const mailsTo = async (to: string, like: string) => {
  await s.app.jobs.drain();
  return count(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1 AND subject LIKE $2`, [to, like]);
};
const iso = (d: Date) => d.toISOString();

describe('subscribing during the trial (issue 36 item 6)', () => {
  it('on day 3: nothing charged; the trial runs to day 14, then the first paid period is charged once (the job run twice), invoiced and receipted', async () => {
    const o = await owner('2027-01-10T06:00:00Z'); // 09:00 in Riyadh; the trial ends on the 24th at 09:00
    const trialEnd = o.trialEndsAt;
    s.app.clock.set('2027-01-12T06:00:00Z'); // day 3
    const { tokenId } = await addCard(o);
    // The card was checked now: 1.00 SAR held and released at once.
    const check = await fetch(`${s.h.sandbox.url}/v1/payments?${new URLSearchParams({ 'metadata[token_id]': tokenId }).toString()}`, { headers: { Authorization: basic(BILLING_DEV_SECRET_KEY) } });
    expect(((await check.json()) as { payments: { amount: number; status: string }[] }).payments).toEqual([expect.objectContaining({ amount: 100, status: 'voided' })]);

    const result = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'business', period: 'monthly', requestKey: randomUUID() });
    // Nothing charged, no billing record, no invoice, no receipt.
    expect(result.record).toBeNull();
    expect(result.subscription).toMatchObject({ status: 'trialing', planCode: 'business', period: 'monthly', currentPeriodEnd: iso(trialEnd), nextCharge: { at: iso(trialEnd), total: 22_885 } });
    expect(await gatewayCharges(o.team.id)).toEqual([]);
    expect([await records(o), await invoices(o)]).toEqual([0, 0]);
    expect(await mailsTo(o.user.email, 'Your Waqt receipt%')).toBe(0);
    // The trial goes on, with every day of it: Business, until day 14.
    let view = await overview(o);
    expect(view.entitlements).toMatchObject({ state: 'trial', planCode: 'business', trialEndsAt: iso(trialEnd), calendarLimit: 5 });

    // The last moment of the trial: still nothing.
    s.app.clock.set(new Date(trialEnd.getTime() - 1));
    await s.app.jobs.drain();
    expect(await gatewayCharges(o.team.id)).toEqual([]);
    expect((await overview(o)).entitlements.state).toBe('trial');

    // The trial ends: the first paid period starts then, and is charged then.
    s.app.clock.set(trialEnd);
    await s.app.jobs.drain();
    // The same renewal run twice more (a retried job, a second worker), and the sweep: nothing more.
    const info = { id: '0', kind: BILLING_RENEW, attempt: 2, maxAttempts: 10 };
    const payload = { teamId: o.team.id, at: iso(trialEnd), attempt: 0 };
    await billingRenewJob.handler(payload, s.app.deps, info);
    await billingRenewJob.handler(payload, s.app.deps, info);
    expect((await sweepRenewals(s.app.deps)).queued).not.toContain(o.team.id);
    expect((await gatewayCharges(o.team.id)).map((p) => [p.amount, p.status])).toEqual([[22_885, 'paid']]);
    view = await overview(o);
    expect(view.records).toEqual([expect.objectContaining({ status: 'activated', planCode: 'business', total: 22_885, invoiceNumber: expect.stringMatching(/^INV-\d{6}$/) })]);
    expect(await invoices(o)).toBe(1);
    expect(view.subscription).toMatchObject({
      status: 'active',
      currentPeriodStart: iso(trialEnd),
      currentPeriodEnd: '2027-02-24T06:00:00.000Z',
      nextCharge: { at: '2027-02-24T06:00:00.000Z', total: 22_885 },
    });
    expect(view.entitlements).toMatchObject({ state: 'active', planCode: 'business', trialEndsAt: null });
    expect(await mailsTo(o.user.email, 'Your Waqt receipt%')).toBe(1);
    const invoice = await o.c.billing.invoice({ teamId: o.team.id, orderId: view.records[0]!.orderId });
    expect([invoice.subtotal, invoice.vat, invoice.total, invoice.issuedAt]).toEqual([19_900, 2_985, 22_885, iso(trialEnd)]);
    await o.c.billing.cancelSubscription({ teamId: o.team.id }); // the later tests move the clock by months
  });

  it('the same request twice answers the same subscription; another is SUBSCRIPTION_EXISTS; a card that expires before the first charge is refused', async () => {
    const o = await owner('2027-02-20T06:00:00Z'); // the trial ends on 6 March
    await addCard(o, { exp: ['03', '2027'] }); // works through March
    const expiring = await addCard(o, { exp: ['02', '2027'] }); // works through February only
    await expect(o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', paymentMethodId: expiring.card.id, requestKey: randomUUID() })).rejects.toMatchObject({
      message: 'CARD_EXPIRES_BEFORE_CHARGE',
    });
    expect((await overview(o)).subscription).toBeNull();
    const input = { teamId: o.team.id, planCode: 'team' as const, period: 'annual' as const, requestKey: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => o.c.billing.subscribe(input)));
    expect(new Set(answers.map((a) => a.subscription.id)).size).toBe(1);
    expect(answers.every((a) => a.record === null && a.subscription.status === 'trialing')).toBe(true);
    await expect(o.c.billing.subscribe({ ...input, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'SUBSCRIPTION_EXISTS' });
    // One first charge queued, for the trial's end.
    const jobs = await s.app.db.query<{ run_at: Date }[]>(`SELECT run_at FROM jobs WHERE kind = $1 AND payload->>'teamId' = $2`, [BILLING_RENEW, o.team.id]);
    expect(jobs.map((j) => iso(j.run_at))).toEqual([iso(o.trialEndsAt)]);
    // The calendar limit is the chosen plan's already (Team: 2), so nothing is paused when it starts.
    expect((await overview(o)).entitlements).toMatchObject({ state: 'trial', planCode: 'business', calendarLimit: 2 });
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
  });

  it('cancelled before the trial ends: never charged; the trial runs to its end, then the Personal limits', async () => {
    const o = await owner('2027-04-01T06:00:00Z');
    s.app.clock.set('2027-04-03T06:00:00Z');
    await addCard(o);
    const input = { teamId: o.team.id, planCode: 'business' as const, period: 'annual' as const, requestKey: randomUUID() };
    await o.c.billing.subscribe(input);
    s.app.clock.set('2027-04-05T06:00:00Z');
    const cancelled = await o.c.billing.cancelSubscription({ teamId: o.team.id });
    expect(cancelled).toMatchObject({ status: 'ended', nextCharge: null });
    // The request that made it, repeated late (a lost answer): the same subscription, still ended — not a new one.
    expect((await o.c.billing.subscribe(input)).subscription).toMatchObject({ id: cancelled.id, status: 'ended' });
    expect((await overview(o)).entitlements).toMatchObject({ state: 'trial', planCode: 'business', trialEndsAt: iso(o.trialEndsAt), calendarLimit: 5 });
    // The card is no longer held by a subscription: it can be removed.
    const [card] = (await overview(o)).paymentMethods;
    await expect(o.c.billing.removePaymentMethod({ teamId: o.team.id, paymentMethodId: card!.id })).resolves.toEqual([]);
    s.app.clock.set(o.trialEndsAt);
    await s.app.jobs.drain();
    s.app.clock.set(new Date(o.trialEndsAt.getTime() + 20 * DAY));
    await s.app.jobs.drain();
    expect(await gatewayCharges(o.team.id)).toEqual([]);
    expect([await records(o), await invoices(o)]).toEqual([0, 0]);
    const view = await overview(o);
    expect(view.entitlements).toMatchObject({ state: 'ended', planCode: 'personal' });
    expect(view.subscription?.status).toBe('ended');
  });

  it('changing plan in the trial charges nothing and prorates nothing: the plan that starts at the trial’s end is the new one', async () => {
    const o = await owner('2027-05-03T06:00:00Z');
    s.app.clock.set('2027-05-05T06:00:00Z');
    await addCard(o);
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    expect((await overview(o)).entitlements.calendarLimit).toBe(2);
    s.app.clock.set('2027-05-10T06:00:00Z');
    const input = { teamId: o.team.id, planCode: 'business' as const, period: 'monthly' as const, extraCalendars: 1 };
    const preview = await o.c.billing.changePreview(input);
    // Business with one extra calendar: 199.00 + 29.00 = 228.00 + VAT 34.20 = 262.20, from the trial's end.
    expect(preview).toMatchObject({ timing: 'trial_end', total: 0, lines: [], effectiveAt: iso(o.trialEndsAt), nextPeriodTotal: 26_220, calendarLimitAfter: 6 });
    await expect(o.c.billing.changeSubscription({ ...input, requestKey: randomUUID(), expectedTotal: 100 })).rejects.toMatchObject({ message: 'BILLING_QUOTE_CHANGED' });
    const key = randomUUID();
    expect(await o.c.billing.changeSubscription({ ...input, requestKey: key, expectedTotal: 0 })).toEqual({ timing: 'trial_end', orderId: null });
    expect(await o.c.billing.changeSubscription({ ...input, requestKey: key, expectedTotal: 0 })).toEqual({ timing: 'trial_end', orderId: null });
    expect(await gatewayCharges(o.team.id)).toEqual([]);
    expect(await records(o)).toBe(0);
    const view = await overview(o);
    expect(view.subscription).toMatchObject({ status: 'trialing', planCode: 'business', extraCalendars: 1, scheduledChange: null, nextCharge: { at: iso(o.trialEndsAt), total: 26_220 } });
    expect(view.entitlements).toMatchObject({ state: 'trial', calendarLimit: 6 });
    s.app.clock.set(o.trialEndsAt);
    await s.app.jobs.drain();
    expect((await gatewayCharges(o.team.id)).map((p) => [p.amount, p.status])).toEqual([[26_220, 'paid']]);
    expect((await overview(o)).entitlements).toMatchObject({ state: 'active', planCode: 'business', calendarLimit: 6 });
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
  });

  it('a declined first charge at the trial’s end: past due since then (retries, a mail), ending 14 days later; no invoice', async () => {
    const o = await owner('2027-06-01T06:00:00Z');
    s.app.clock.set('2027-06-03T06:00:00Z');
    await addCard(o, { declinesLater: true });
    const { record, subscription } = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    expect([record, subscription.status]).toEqual([null, 'trialing']);
    const due = o.trialEndsAt;
    s.app.clock.set(due);
    await s.app.jobs.drain();
    let view = await overview(o);
    expect(view.records).toEqual([expect.objectContaining({ kind: 'renewal', status: 'failed', total: 11_385, failureMessage: 'INSUFFICIENT FUNDS', invoiceNumber: null })]);
    expect(view.subscription).toMatchObject({
      status: 'past_due',
      pastDueSince: iso(due),
      nextRetryAt: iso(new Date(due.getTime() + DAY)),
      endsUnpaidAt: iso(new Date(due.getTime() + 14 * DAY)),
    });
    expect(view.entitlements).toMatchObject({ state: 'past_due', planCode: 'team', softBlocked: false });
    expect(await mailsTo(o.user.email, "We couldn't renew%")).toBe(1);
    expect(await invoices(o)).toBe(0);
    s.app.clock.set(new Date(due.getTime() + 14 * DAY));
    await s.app.jobs.drain();
    view = await overview(o);
    expect(view.subscription?.status).toBe('ended');
    expect(view.entitlements).toMatchObject({ state: 'ended', planCode: 'personal' });
    expect((await gatewayCharges(o.team.id)).every((p) => p.status === 'failed')).toBe(true);
    expect(await invoices(o)).toBe(0);
  });

  it('a first charge whose job was lost is queued again by the hourly sweep, and charged once', async () => {
    const o = await owner('2027-07-01T06:00:00Z');
    s.app.clock.set('2027-07-03T06:00:00Z');
    await addCard(o);
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    await s.app.db.query(`DELETE FROM jobs WHERE kind = $1 AND payload->>'teamId' = $2`, [BILLING_RENEW, o.team.id]); // the job is lost
    s.app.clock.set(new Date(o.trialEndsAt.getTime() + 2 * 60 * 60 * 1000));
    await s.app.jobs.drain();
    expect(await gatewayCharges(o.team.id)).toEqual([]);
    expect((await sweepRenewals(s.app.deps)).queued).toContain(o.team.id);
    expect((await sweepRenewals(s.app.deps)).queued).not.toContain(o.team.id);
    await s.app.jobs.drain();
    expect((await gatewayCharges(o.team.id)).map((p) => [p.amount, p.status])).toEqual([[11_385, 'paid']]);
    expect((await overview(o)).subscription).toMatchObject({ status: 'active', currentPeriodStart: iso(o.trialEndsAt) });
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
  });

  it('after the trial subscribing charges at once, as before', async () => {
    const o = await owner('2027-08-01T06:00:00Z');
    s.app.clock.set(new Date(o.trialEndsAt.getTime() + DAY));
    await addCard(o);
    const { record, subscription } = await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    expect(record).toMatchObject({ kind: 'subscribe', status: 'activated', total: 11_385 });
    expect(subscription).toMatchObject({ status: 'active', currentPeriodStart: iso(s.app.clock.now()) });
    expect((await gatewayCharges(o.team.id)).map((p) => p.status)).toEqual(['paid']);
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
  });
});
