import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BILLING_DEV_KEYS } from '../../config.ts';
import { BILLING_DEV_SECRET_KEY } from '@waqt/sandbox';
import { makeUser } from '../../../test/fixtures.ts';
import { paymentsSuite } from '../../../test/paid-booking.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { billingRenewJob, sweepRenewals } from './renewals.ts';
import { BILLING_RENEW, scheduleRenewalSweep } from './billing-jobs.ts';
import { registry } from '../../ops/metrics.ts';
import { settleRecord } from './charges.ts';

/**
 * Billing II (issue 21) on the real database and the gateway sandbox, with the clock moved: changes
 * with proration, scheduled downgrades, calendars, cancel and re-enable, renewals, dunning to the end and
 * back, two workers, credit notes, notices.
 */

const s = paymentsSuite();
const MADA = '4201320111111010';
const DAY = 86_400_000;

let seq = 0;
async function owner() {
  const u = await makeUser(s.app.db, s.app.clock);
  const c = s.app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: `Life ${++seq}`, slug: `life-${seq}-${u.user.id.slice(0, 6)}` });
  // These tests move the clock by months and years: the owner stays signed in.
  await s.app.db.query(`UPDATE sessions SET expires_at = '2100-01-01' WHERE user_id = $1`, [u.user.id]);
  return { ...u, c, team };
}
type Owner = Awaited<ReturnType<typeof owner>>;
const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** A card through the gateway's token form and 3-D Secure, as in the browser; `exp` = [month, year]. */
async function addCard(o: Owner, exp: [string, string] = ['09', '2031']) {
  const api = await s.app.listen();
  const before = new Set((await o.c.billing.overview({ teamId: o.team.id })).paymentMethods.map((x) => x.id));
  const form = await o.c.billing.startAddPaymentMethod({ teamId: o.team.id });
  const res = await fetch(`${s.h.sandbox.url}/v1/tokens`, {
    method: 'POST',
    headers: { Authorization: basic(form.publishableKey), 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Sara Al-Qahtani', number: MADA, cvc: '123', month: exp[0], year: exp[1], callback_url: form.callbackUrl, metadata: form.metadata }),
  });
  const token = (await res.json()) as { id: string; verification_url: string };
  expect(res.status, JSON.stringify(token)).toBe(201);
  const page = await fetch(token.verification_url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ action: 'authenticate' }) });
  const back = new URL(page.headers.get('location')!);
  const cb = await fetch(`${api}${back.pathname}${back.search}`, { redirect: 'manual' });
  expect(cb.headers.get('location')).toMatch(/card=added$/);
  const cards = (await o.c.billing.overview({ teamId: o.team.id })).paymentMethods;
  return cards.find((x) => !before.has(x.id))!;
}

async function subscribed(at: string, plan: 'team' | 'business' = 'team', period: 'monthly' | 'annual' = 'monthly', exp?: [string, string], extraCalendars = 0) {
  s.app.clock.set(at);
  const o = await owner();
  await addCard(o, exp);
  // The trial over: subscribing charges now and the period starts now (in the trial it waits: trial.test.ts).
  await s.app.db.query(`UPDATE teams SET trial_ends_at = $2 WHERE id = $1`, [o.team.id, s.app.clock.now()]);
  const { record } = await o.c.billing.subscribe({ teamId: o.team.id, planCode: plan, period, extraCalendars, requestKey: randomUUID() });
  expect(record?.status).toBe('activated');
  return o;
}

const overview = (o: Owner) => o.c.billing.overview({ teamId: o.team.id });
const gatewayPayment = async (orderId: string) => {
  const res = await fetch(`${s.h.sandbox.url}/v1/payments?${new URLSearchParams({ 'metadata[waqt_order]': orderId }).toString()}`, { headers: { Authorization: basic(BILLING_DEV_SECRET_KEY) } });
  return ((await res.json()) as { payments: { id: string; amount: number; status: string }[] }).payments;
};
const mailsTo = async (to: string, like: string) => {
  await s.app.jobs.drain();
  return Number((await s.app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1 AND subject LIKE $2`, [to, like]))[0]!.n);
};
const calendar = (o: Owner, n: number) => o.c.calendars.create({ teamId: o.team.id, name: `Room ${n}`, slug: `room-${n}-${o.team.id.slice(0, 8)}`, timezone: 'Asia/Riyadh' });

describe('changing plan mid-period (issue 21)', () => {
  it("upgrade: BILLING.md's worked example — shown 63.07, charged 63.07 at the gateway, invoiced 63.07; once per request key", async () => {
    // 1 January 09:00 in Riyadh → 1 February: 31 days; on 15 January 17 are left (today counts).
    const o = await subscribed('2027-01-01T06:00:00Z');
    s.app.clock.set('2027-01-15T06:00:00Z');
    const input = { teamId: o.team.id, planCode: 'business' as const, period: 'monthly' as const, extraCalendars: 0 };
    const preview = await o.c.billing.changePreview(input);
    expect(preview).toMatchObject({ timing: 'now', carried: false, subtotal: 5_484, vat: 823, total: 6_307, calendarLimitAfter: 5, nextPeriodTotal: 22_885 });
    expect(preview.lines.map((l) => [l.kind, l.planCode, l.amountHalalas, l.days])).toEqual([
      ['plan', 'business', 10_913, { left: 17, total: 31 }],
      ['credit', 'team', -5_429, { left: 17, total: 31 }],
    ]);
    // The owner saw another amount (the day turned): refused, nothing charged.
    await expect(o.c.billing.changeSubscription({ ...input, requestKey: randomUUID(), expectedTotal: 6_000 })).rejects.toMatchObject({ message: 'BILLING_QUOTE_CHANGED' });
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 5 }, () => o.c.billing.changeSubscription({ ...input, requestKey: key, expectedTotal: 6_307 })));
    const orderId = results[0]!.orderId!;
    expect(new Set(results.map((r) => r.orderId))).toEqual(new Set([orderId]));
    expect((await gatewayPayment(orderId)).map((p) => [p.amount, p.status])).toEqual([[6_307, 'paid']]);
    const invoice = await o.c.billing.invoice({ teamId: o.team.id, orderId });
    expect([invoice.subtotal, invoice.vat, invoice.total]).toEqual([5_484, 823, 6_307]);
    expect(invoice.lines.map((l) => [l.kind, l.planCode, l.amountHalalas])).toEqual([['plan', 'business', 10_913], ['credit', 'team', -5_429]]);
    const after = await overview(o);
    expect(after.entitlements).toMatchObject({ planCode: 'business', calendarLimit: 5 });
    expect(after.entitlements.features).toContain('card_payments');
    // The period is unchanged: the next renewal is Business's full price on 1 February.
    expect(after.subscription).toMatchObject({ planCode: 'business', currentPeriodEnd: '2027-02-01T06:00:00.000Z', nextCharge: { at: '2027-02-01T06:00:00.000Z', total: 22_885 } });
  });

  it('downgrade: scheduled for the period’s end (cancellable), nothing charged; the renewal applies it', async () => {
    const o = await subscribed('2027-01-10T06:00:00Z', 'business');
    s.app.clock.set('2027-01-20T06:00:00Z');
    const input = { teamId: o.team.id, planCode: 'team' as const, period: 'monthly' as const, extraCalendars: 0 };
    expect(await o.c.billing.changePreview(input)).toMatchObject({ timing: 'period_end', total: 0, effectiveAt: '2027-02-10T06:00:00.000Z', nextPeriodTotal: 11_385 });
    expect(await o.c.billing.changeSubscription({ ...input, requestKey: randomUUID(), expectedTotal: 0 })).toEqual({ timing: 'period_end', orderId: null });
    let view = await overview(o);
    expect(view.subscription?.scheduledChange).toEqual({ planCode: 'team', period: 'monthly', extraCalendars: 0, at: '2027-02-10T06:00:00.000Z' });
    expect(view.subscription?.nextCharge).toEqual({ at: '2027-02-10T06:00:00.000Z', total: 11_385 });
    expect(view.entitlements.planCode).toBe('business'); // kept until then
    // Calendars are held to the scheduled limit meanwhile (2 on Team).
    await calendar(o, 1);
    await calendar(o, 2);
    await expect(calendar(o, 3)).rejects.toMatchObject({ message: 'CALENDAR_LIMIT_REACHED' });
    // "Keep my current plan", then schedule again.
    expect((await o.c.billing.cancelScheduledChange({ teamId: o.team.id })).scheduledChange).toBeNull();
    await o.c.billing.changeSubscription({ ...input, requestKey: randomUUID(), expectedTotal: 0 });
    s.app.clock.set('2027-02-10T06:00:00Z');
    await s.app.jobs.drain();
    view = await overview(o);
    expect(view.records[0]).toMatchObject({ kind: 'renewal', status: 'activated', planCode: 'team', total: 11_385, invoiceNumber: expect.stringMatching(/^INV-/) });
    expect(view.subscription).toMatchObject({ planCode: 'team', status: 'active', scheduledChange: null, currentPeriodStart: '2027-02-10T06:00:00.000Z', currentPeriodEnd: '2027-03-10T06:00:00.000Z' });
    expect(view.entitlements).toMatchObject({ planCode: 'team', calendarLimit: 2 });
  });

  it('monthly → annual starts a new annual period today with a credit line for the unused month', async () => {
    const o = await subscribed('2027-01-01T06:00:00Z');
    s.app.clock.set('2027-01-15T06:00:00Z');
    const input = { teamId: o.team.id, planCode: 'team' as const, period: 'annual' as const, extraCalendars: 0 };
    const preview = await o.c.billing.changePreview(input);
    expect(preview.timing).toBe('new_period');
    expect(preview.lines.map((l) => [l.kind, l.amountHalalas])).toEqual([['plan', 99_000], ['credit', -5_429]]);
    expect(preview.total).toBe(Math.round((99_000 - 5_429) * 1.15));
    const r = await o.c.billing.changeSubscription({ ...input, requestKey: randomUUID(), expectedTotal: preview.total });
    expect(r.timing).toBe('new_period');
    expect((await overview(o)).subscription).toMatchObject({ period: 'annual', currentPeriodStart: '2027-01-15T06:00:00.000Z', currentPeriodEnd: '2028-01-15T06:00:00.000Z' });
  });

  it('a past-due or missing subscription cannot be changed; the personal team neither', async () => {
    s.app.clock.set('2027-01-01T06:00:00Z');
    const o = await owner();
    await expect(o.c.billing.changePreview({ teamId: o.team.id, planCode: 'team', period: 'monthly', extraCalendars: 0 })).rejects.toMatchObject({ message: 'SUBSCRIPTION_REQUIRED' });
    const same = await subscribed('2027-01-01T06:00:00Z');
    await expect(same.c.billing.changeSubscription({ teamId: same.team.id, planCode: 'team', period: 'monthly', extraCalendars: 0, requestKey: randomUUID(), expectedTotal: 0 })).rejects.toMatchObject({ message: 'SUBSCRIPTION_UNCHANGED' });
  });
});

describe('modify calendars (issue 21)', () => {
  it('adds extra calendars at a prorated charge now; removes them from the next period; never below those in use', async () => {
    const o = await subscribed('2027-03-01T06:00:00Z', 'team', 'monthly', undefined, 1); // 3 calendars, 31-day period
    for (const n of [1, 2, 3]) await calendar(o, n);
    s.app.clock.set('2027-03-21T06:00:00Z'); // 11 of 31 days left
    const add = { teamId: o.team.id, planCode: 'team' as const, period: 'monthly' as const, extraCalendars: 3 };
    const preview = await o.c.billing.changePreview(add);
    // 2 × 39.00 × 11/31 = 27.68 (2,767.7 → 2,768) + VAT 415 = 3,183.
    expect(preview).toMatchObject({ timing: 'now', subtotal: 2_768, vat: 415, total: 3_183, calendarLimitAfter: 5, calendarsUsed: 3 });
    await o.c.billing.changeSubscription({ ...add, requestKey: randomUUID(), expectedTotal: 3_183 });
    expect((await overview(o)).entitlements.calendarLimit).toBe(5);
    // Below the 3 in use: refused with both numbers (the page says how many to delete first).
    await expect(o.c.billing.changePreview({ ...add, extraCalendars: 0 })).rejects.toMatchObject({ message: 'CALENDARS_BELOW_USED', cause: { needs: { limit: 2, used: 3 } } });
    await expect(o.c.billing.changeSubscription({ ...add, extraCalendars: 0, requestKey: randomUUID(), expectedTotal: 0 })).rejects.toMatchObject({ message: 'CALENDARS_BELOW_USED' });
    // Down to the 3 in use: from the next period.
    expect((await o.c.billing.changeSubscription({ ...add, extraCalendars: 1, requestKey: randomUUID(), expectedTotal: 0 })).timing).toBe('period_end');
    expect((await overview(o)).subscription?.scheduledChange).toMatchObject({ extraCalendars: 1, at: '2027-04-01T06:00:00.000Z' });
  });
});

describe('cancel and re-enable (issue 21)', () => {
  it('cancel keeps the plan until the period’s end; re-enable before it; after it the subscription ends and subscribing again restores it', async () => {
    const o = await subscribed('2027-05-31T06:00:00Z'); // 31 May → 30 June (clamped)
    let sub = await o.c.billing.cancelSubscription({ teamId: o.team.id });
    expect(sub).toMatchObject({ status: 'cancelled', cancelAtPeriodEnd: true, currentPeriodEnd: '2027-06-30T06:00:00.000Z', nextCharge: null });
    expect((await overview(o)).entitlements).toMatchObject({ state: 'cancelled', planCode: 'team' });
    sub = await o.c.billing.reenableSubscription({ teamId: o.team.id });
    expect(sub).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, nextCharge: { at: '2027-06-30T06:00:00.000Z' } });
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
    await o.c.billing.cancelSubscription({ teamId: o.team.id }); // twice: the same
    s.app.clock.set('2027-06-30T06:00:00Z');
    await s.app.jobs.drain();
    const view = await overview(o);
    expect(view.subscription?.status).toBe('ended');
    expect(view.entitlements).toMatchObject({ state: 'ended', planCode: 'personal' });
    expect(view.records.filter((r) => r.kind === 'renewal')).toEqual([]); // nothing charged
    expect(await mailsTo(o.user.email, '%has ended%')).toBe(1);
    await expect(o.c.billing.reenableSubscription({ teamId: o.team.id })).rejects.toMatchObject({ message: 'SUBSCRIPTION_ENDED' });
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', requestKey: randomUUID() });
    expect((await overview(o)).subscription).toMatchObject({ status: 'active', currentPeriodStart: '2027-06-30T06:00:00.000Z' });
  });
});

describe('renewals (issue 21)', () => {
  it('renews at the period’s end: a new record, a fresh given_id, an invoice and a receipt; 31 Jan → 28 Feb → 31 Mar', async () => {
    const o = await subscribed('2027-01-31T06:00:00Z');
    s.app.clock.set('2027-02-28T06:00:00Z');
    await s.app.jobs.drain();
    s.app.clock.set('2027-03-31T06:00:00Z');
    await s.app.jobs.drain();
    const view = await overview(o);
    const renewals = view.records.filter((r) => r.kind === 'renewal');
    expect(renewals.map((r) => [r.status, r.total])).toEqual([['activated', 11_385], ['activated', 11_385]]);
    expect(view.subscription).toMatchObject({ currentPeriodStart: '2027-03-31T06:00:00.000Z', currentPeriodEnd: '2027-04-30T06:00:00.000Z' });
    const givenIds = await s.app.db.query<{ given_id: string }[]>(`SELECT given_id FROM billing_records WHERE team_id = $1`, [o.team.id]);
    expect(new Set(givenIds.map((g) => g.given_id)).size).toBe(3);
    expect(await mailsTo(o.user.email, 'Your Waqt receipt%')).toBe(3);
  });

  it('charged once with two workers running, the job retried and the webhook replayed', async () => {
    const o = await subscribed('2027-07-01T06:00:00Z');
    s.app.clock.set('2027-08-01T06:00:00Z');
    const second = createJobRunner({ db: s.app.db, clock: s.app.clock, log: s.app.deps.log, jobs: jobHandlers(s.app.deps) });
    const renew = (p: typeof payload, i: typeof info) => billingRenewJob.handler(p, s.app.deps, i);
    const payload = { teamId: o.team.id, at: '2027-08-01T06:00:00.000Z', attempt: 0 };
    const info = { id: '0', kind: BILLING_RENEW, attempt: 2, maxAttempts: 10 };
    // Two workers draining, and the same job's handler run twice more at once (a retry after a lost lease).
    await Promise.all([s.app.jobs.drain(), second.drain(), renew(payload, info), renew(payload, info)]);
    const [record, ...others] = (await overview(o)).records.filter((r) => r.kind === 'renewal');
    expect(others).toEqual([]);
    expect(record).toMatchObject({ status: 'activated' });
    expect((await gatewayPayment(record!.orderId)).map((p) => p.status)).toEqual(['paid']);
    const api = await s.app.listen();
    const payment = (await gatewayPayment(record!.orderId))[0]!;
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${api}/hook/billing/moyasar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'payment_paid', secret_token: BILLING_DEV_KEYS.webhookSecret, data: { id: payment.id, metadata: { waqt_order: record!.orderId, team_id: o.team.id } } }),
      });
      expect(res.status).toBe(200);
    }
    await renew(payload, info);
    expect((await overview(o)).records.filter((r) => r.kind === 'renewal')).toHaveLength(1);
    expect(await s.app.db.query(`SELECT 1 FROM invoices WHERE team_id = $1`, [o.team.id])).toHaveLength(2);
  });
});

describe('failed payments (issue 21)', () => {
  /** A subscription whose card expires before its first renewal (the sandbox then refuses the token). */
  async function failing(start: string) {
    return subscribed(start, 'team', 'monthly', ['12', '2027']);
  }

  it('past due → retries at +1, +3, +5, +7 days with a mail each → soft block on day 7 → ends on day 14 with the Personal limits; nothing deleted; subscribing restores all', async () => {
    const o = await failing('2027-12-05T06:00:00Z');
    const c1 = await calendar(o, 1);
    s.app.clock.set('2027-12-05T07:00:00Z'); // the older calendar is the one that stays open
    const c2 = await calendar(o, 2);
    const [schedule] = await s.app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1`, [c2.id]);
    await o.c.eventTypes.create({ teamId: o.team.id, calendarId: c2.id, scheduleId: schedule!.id, title: 'Cleaning', slug: 'cleaning', durationMinutes: 30 });
    const due = new Date('2028-01-05T06:00:00Z');
    s.app.clock.set(due);
    await s.app.jobs.drain();
    let view = await overview(o);
    expect(view.subscription).toMatchObject({ status: 'past_due', pastDueSince: due.toISOString(), nextRetryAt: new Date(due.getTime() + DAY).toISOString(), endsUnpaidAt: new Date(due.getTime() + 14 * DAY).toISOString() });
    expect(view.entitlements).toMatchObject({ state: 'past_due', planCode: 'team', softBlocked: false });
    expect(view.records[0]).toMatchObject({ kind: 'renewal', status: 'failed' });
    expect(await mailsTo(o.user.email, "We couldn't renew%")).toBe(1);
    for (const [day, mails] of [[1, 2], [3, 3], [5, 4]] as const) {
      s.app.clock.set(new Date(due.getTime() + day * DAY));
      await s.app.jobs.drain();
      expect(await mailsTo(o.user.email, "We couldn't renew%")).toBe(mails);
    }
    expect((await overview(o)).entitlements.softBlocked).toBe(false);
    s.app.clock.set(new Date(due.getTime() + 7 * DAY));
    await s.app.jobs.drain();
    expect(await mailsTo(o.user.email, "We couldn't renew%")).toBe(5);
    view = await overview(o);
    expect(view.entitlements).toMatchObject({ state: 'past_due', softBlocked: true });
    expect(view.subscription?.nextRetryAt).toBeNull();
    expect(view.records.filter((r) => r.kind === 'renewal' && r.status === 'failed')).toHaveLength(5);
    await expect(calendar(o, 3)).rejects.toMatchObject({ message: 'BILLING_SOFT_BLOCKED' });
    await expect(o.c.invites.create({ teamId: o.team.id, email: 'new@example.com', role: 'assistant' })).rejects.toMatchObject({ message: 'BILLING_SOFT_BLOCKED' });
    s.app.clock.set(new Date(due.getTime() + 14 * DAY));
    await s.app.jobs.drain();
    view = await overview(o);
    expect(view.subscription?.status).toBe('ended');
    expect(view.entitlements).toMatchObject({ state: 'ended', planCode: 'personal', calendarLimit: 1, calendarsUsed: 2 });
    expect(await mailsTo(o.user.email, '%has ended%')).toBe(1);
    // Nothing deleted; the calendar beyond the Personal limit takes no new bookings.
    const paused = await s.app.db.query<{ id: string; billing_paused_at: Date | null }[]>(`SELECT id, billing_paused_at FROM calendars WHERE team_id = $1 ORDER BY created_at, id`, [o.team.id]);
    expect(paused.map((p) => [p.id, p.billing_paused_at !== null])).toEqual([[c1.id, false], [c2.id, true]]);
    await expect(s.app.caller().public.slots({ calendarSlug: c2.slug, eventTypeSlug: 'cleaning', from: '2028-01-25', to: '2028-01-26', timezone: 'Asia/Riyadh' })).rejects.toMatchObject({ message: 'EVENT_TYPE_UNAVAILABLE' });
    // A new card and subscribing again: every block lifted at once.
    const card = await addCard(o);
    await o.c.billing.subscribe({ teamId: o.team.id, planCode: 'team', period: 'monthly', paymentMethodId: card.id, requestKey: randomUUID() });
    view = await overview(o);
    expect(view.entitlements).toMatchObject({ state: 'active', softBlocked: false, calendarLimit: 2 });
    expect((await s.app.db.query(`SELECT 1 FROM calendars WHERE team_id = $1 AND billing_paused_at IS NOT NULL`, [o.team.id])).length).toBe(0);
  });

  it('a new card + "retry now" pays the open renewal, from the old period’s end, and lifts the block at once', async () => {
    const o = await failing('2027-12-06T06:00:00Z');
    const due = new Date('2028-01-06T06:00:00Z');
    s.app.clock.set(due);
    await s.app.jobs.drain();
    s.app.clock.set(new Date(due.getTime() + 8 * DAY));
    expect((await overview(o)).entitlements.softBlocked).toBe(true);
    // With the expired card still the default: declined, with the gateway's reason.
    await expect(o.c.billing.retryPayment({ teamId: o.team.id, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'BILLING_CHARGE_FAILED' });
    // The card added while past due becomes the default: "Retry now" charges it.
    const fresh = await addCard(o);
    expect(fresh.isDefault).toBe(true);
    const key = randomUUID();
    const [a, b] = await Promise.all([o.c.billing.retryPayment({ teamId: o.team.id, requestKey: key }), o.c.billing.retryPayment({ teamId: o.team.id, requestKey: key })]);
    expect(a.orderId).toBe(b.orderId);
    expect(a).toMatchObject({ kind: 'renewal', status: 'activated', total: 11_385 });
    const view = await overview(o);
    expect(view.entitlements).toMatchObject({ state: 'active', softBlocked: false });
    expect(view.subscription).toMatchObject({ status: 'active', pastDueSince: null, currentPeriodStart: due.toISOString(), currentPeriodEnd: '2028-02-06T06:00:00.000Z' });
    await calendar(o, 9);
    // The remaining retries and the end find the period paid: nothing more.
    s.app.clock.set(new Date(due.getTime() + 15 * DAY));
    await s.app.jobs.drain();
    expect((await overview(o)).subscription?.status).toBe('active');
    await expect(o.c.billing.retryPayment({ teamId: o.team.id, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'NOTHING_TO_PAY' });
  });

  it('cancelled while past due: ended at once like any end — its scheduled change dropped too, the owners told once (issue 37)', async () => {
    const o = await subscribed('2027-12-07T06:00:00Z', 'business', 'monthly', ['12', '2027']);
    s.app.clock.set('2027-12-20T06:00:00Z');
    const downgrade = { teamId: o.team.id, planCode: 'team' as const, period: 'monthly' as const, extraCalendars: 0 };
    expect(await o.c.billing.changeSubscription({ ...downgrade, requestKey: randomUUID(), expectedTotal: 0 })).toEqual({ timing: 'period_end', orderId: null });
    s.app.clock.set('2028-01-07T06:00:00Z');
    await s.app.jobs.drain();
    expect((await overview(o)).subscription).toMatchObject({ status: 'past_due', scheduledChange: { planCode: 'team' } });
    const ended = await o.c.billing.cancelSubscription({ teamId: o.team.id });
    expect(ended).toMatchObject({ status: 'ended', scheduledChange: null, pastDueSince: null, cancelAtPeriodEnd: false, nextCharge: null });
    expect((await overview(o)).entitlements).toMatchObject({ state: 'ended', planCode: 'personal' });
    expect(await mailsTo(o.user.email, '%has ended%')).toBe(1);
  });
});

describe('credit notes (issue 21)', () => {
  it('a refund at the gateway issues a gap-free CN naming the invoice; replays issue nothing more; a later refund credits the difference', async () => {
    const o = await subscribed('2027-09-01T06:00:00Z');
    const [record] = (await overview(o)).records;
    const payment = (await gatewayPayment(record!.orderId))[0]!;
    const api = await s.app.listen();
    const refund = (amount: number) =>
      fetch(`${s.h.sandbox.url}/v1/payments/${payment.id}/refund`, { method: 'POST', headers: { Authorization: basic(BILLING_DEV_SECRET_KEY), 'Content-Type': 'application/json' }, body: JSON.stringify({ amount }) });
    const hook = () =>
      fetch(`${api}/hook/billing/moyasar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'payment_refunded', secret_token: BILLING_DEV_KEYS.webhookSecret, data: { id: payment.id, metadata: { waqt_order: record!.orderId, team_id: o.team.id } } }),
      });
    const before = Number((await s.app.db.query<{ last: string }[]>(`SELECT last FROM invoice_counters WHERE series = 'CN'`))[0]!.last);
    expect((await refund(5_000)).status).toBe(200);
    await Promise.all([hook(), hook(), hook()]);
    let notes = (await overview(o)).creditNotes;
    expect(notes).toEqual([expect.objectContaining({ number: `CN-${String(before + 1).padStart(6, '0')}`, invoiceNumber: record!.invoiceNumber, total: 5_000 })]);
    const note = await o.c.billing.creditNote({ teamId: o.team.id, number: notes[0]!.number });
    expect(note).toMatchObject({ invoiceNumber: record!.invoiceNumber, subtotal: 4_348, vat: 652, total: 5_000 });
    expect((await refund(6_385)).status).toBe(200);
    await hook();
    notes = (await overview(o)).creditNotes;
    expect(notes.map((n) => n.total)).toEqual([6_385, 5_000]);
    // Together they credit exactly the invoice: 9,900 + VAT 1,485.
    const all = await Promise.all(notes.map((n) => o.c.billing.creditNote({ teamId: o.team.id, number: n.number })));
    expect([all.reduce((x, n) => x + n.subtotal, 0), all.reduce((x, n) => x + n.vat, 0)]).toEqual([9_900, 1_485]);
    await expect(s.app.db.query(`DELETE FROM credit_notes WHERE team_id = $1`, [o.team.id])).rejects.toThrow(/never edited or deleted/);
    // Another team's credit note is not found.
    const other = await owner();
    await expect(other.c.billing.creditNote({ teamId: other.team.id, number: notes[0]!.number })).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });
  it('many small partial refunds leave the CN series without a gap, even when the last has nothing left to credit before VAT (issue 35 item 7)', async () => {
    const o = await subscribed('2027-09-15T06:00:00Z');
    const [record] = (await overview(o)).records;
    const payment = (await gatewayPayment(record!.orderId))[0]!;
    const api = await s.app.listen();
    const hook = async () => {
      const res = await fetch(`${api}/hook/billing/moyasar`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'payment_refunded', secret_token: BILLING_DEV_KEYS.webhookSecret, data: { id: payment.id, metadata: { waqt_order: record!.orderId, team_id: o.team.id } } }),
      });
      expect(res.status).toBeLessThan(300);
    };
    const refund = async (amount: number) => {
      const res = await fetch(`${s.h.sandbox.url}/v1/payments/${payment.id}/refund`, { method: 'POST', headers: { Authorization: basic(BILLING_DEV_SECRET_KEY), 'Content-Type': 'application/json' }, body: JSON.stringify({ amount }) });
      expect(res.status).toBe(200);
      await hook();
    };
    const cnCounter = async () => Number((await s.app.db.query<{ last: string }[]>(`SELECT last FROM invoice_counters WHERE series = 'CN'`))[0]!.last);
    const before = await cnCounter();
    // 19 halalas = 16.52 before VAT, credited as 17: four of them round 1.9 halalas of VAT into the
    // subtotal, so after the large one all 99.00 before VAT is credited and the last halala is VAT alone:
    // nothing to credit, and no number to take for it (however often its webhook comes).
    for (let i = 0; i < 4; i++) await refund(19);
    await refund(11_385 - 4 * 19 - 1);
    await refund(1);
    await hook();
    await hook();
    const notes = (await overview(o)).creditNotes;
    expect(notes.map((n) => n.number).reverse()).toEqual([1, 2, 3, 4, 5].map((k) => `CN-${String(before + k).padStart(6, '0')}`));
    // The series' counter is the last number a note carries: none was taken and left unused.
    const [last] = await s.app.db.query<{ counter: string }[]>(`SELECT max(counter) AS counter FROM credit_notes`);
    expect(await cnCounter()).toBe(Number(last!.counter));
    // Ended, so the later tests' year-long clock moves do not renew it every month.
    await o.c.billing.cancelSubscription({ teamId: o.team.id });
  });
});

describe('notices (issue 21)', () => {
  it('an annual renewal is announced 7 days before; a card 30 days before it expires', async () => {
    const o = await subscribed('2027-10-01T06:00:00Z', 'team', 'annual', ['12', '2028']);
    s.app.clock.set('2028-09-24T06:00:00Z');
    await s.app.jobs.drain();
    expect(await mailsTo(o.user.email, 'Your Waqt Team subscription renews on%')).toBe(1);
    s.app.clock.set('2028-12-02T06:00:00Z'); // 31 Dec 21:00Z − 30 days has passed
    await s.app.jobs.drain();
    expect(await mailsTo(o.user.email, 'The card for your Waqt subscription expires soon')).toBe(1);
  });
});

describe('limits (issue 21)', () => {
  it('declined charges started by an owner: five an hour per team, then RATE_LIMITED until the hour has passed', async () => {
    const o = await subscribed('2029-01-05T06:00:00Z', 'team', 'monthly', ['01', '2029']);
    s.app.clock.set('2029-02-05T06:00:00Z'); // the card has expired: the renewal fails, the team is past due
    await s.app.jobs.drain();
    for (let i = 0; i < 5; i++) {
      await expect(o.c.billing.retryPayment({ teamId: o.team.id, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'BILLING_CHARGE_FAILED' });
    }
    await expect(o.c.billing.retryPayment({ teamId: o.team.id, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'RATE_LIMITED' });
    s.app.clock.set('2029-02-05T07:01:00Z');
    await expect(o.c.billing.retryPayment({ teamId: o.team.id, requestKey: randomUUID() })).rejects.toMatchObject({ message: 'BILLING_CHARGE_FAILED' });
  });
});

describe('charges whose answer was lost (issue 21 review)', () => {
  it('a card removed while its charge was in flight: the gateway is asked first — activated, not failed and charged again', async () => {
    s.app.clock.set('2029-03-01T06:00:00Z');
    const o = await owner();
    const card = await addCard(o);
    const [row] = await s.app.db.query<{ gateway_token_id: string }[]>(`SELECT gateway_token_id FROM payment_methods WHERE id = $1`, [card.id]);
    const [orderId, givenId, now] = [randomUUID(), randomUUID(), s.app.clock.now()];
    await s.app.db.query(
      `INSERT INTO billing_records (id, team_id, kind, request_key, given_id, plan_code, period, extra_calendars, lines, subtotal, vat, total, payment_method_id, card_last_four, period_start, period_end, anchor_day, created_at)
       VALUES ($1, $2, 'subscribe', $3, $4, 'team', 'monthly', 0, '[{"kind":"plan","quantity":1,"unitHalalas":9900,"amountHalalas":9900}]', 9900, 1485, 11385, $5, '1010', $6, $7, 1, $6)`,
      [orderId, o.team.id, randomUUID(), givenId, card.id, now, new Date('2029-04-01T06:00:00Z')],
    );
    // The charge reached the gateway, but its answer was lost; then the card was removed.
    const res = await fetch(`${s.h.sandbox.url}/v1/payments`, {
      method: 'POST',
      headers: { Authorization: basic(BILLING_DEV_SECRET_KEY), 'Content-Type': 'application/json' },
      body: JSON.stringify({ given_id: givenId, amount: 11_385, currency: 'SAR', callback_url: 'http://127.0.0.1/x', source: { type: 'token', token: row!.gateway_token_id }, metadata: { waqt_order: orderId, team_id: o.team.id } }),
    });
    expect(res.status).toBe(201);
    await s.app.db.query(`DELETE FROM payment_methods WHERE id = $1`, [card.id]);
    const record = await settleRecord(s.app.deps, o.team.id, orderId, 'charge');
    expect(record).toMatchObject({ status: 'activated', invoiceNumber: expect.stringMatching(/^INV-/) });
    expect((await gatewayPayment(orderId)).map((p) => p.status)).toEqual(['paid']);
  });

  it('cancel and scheduled changes wait while a charge is pending (its activation would undo them)', async () => {
    const o = await subscribed('2029-05-01T06:00:00Z');
    await s.app.db.query(
      `INSERT INTO billing_records (team_id, kind, request_key, given_id, plan_code, period, extra_calendars, lines, subtotal, vat, total, period_start, period_end, anchor_day, created_at)
       VALUES ($1, 'renewal', $2, $3, 'team', 'monthly', 0, '[]', 9900, 1485, 11385, '2029-06-01T06:00:00Z', '2029-07-01T06:00:00Z', 1, $4)`,
      [o.team.id, randomUUID(), randomUUID(), s.app.clock.now()],
    );
    await expect(o.c.billing.cancelSubscription({ teamId: o.team.id })).rejects.toMatchObject({ message: 'BILLING_IN_PROGRESS' });
    await expect(o.c.billing.changeSubscription({ teamId: o.team.id, planCode: 'team', period: 'monthly', extraCalendars: 1, requestKey: randomUUID(), expectedTotal: 0 })).rejects.toMatchObject({ message: 'BILLING_IN_PROGRESS' });
    expect((await overview(o)).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, scheduledChange: null });
  });
});

describe('renewal keys (issue 35)', () => {
  /** The renewal's request key as anyone can derive it from `billing.overview` (subscription id, period end, attempt). */
  const derivedKey = (subscriptionId: string, at: string, attempt: number) => {
    const h = createHash('sha256').update(`renew:${subscriptionId}:${at}:${attempt}`).digest();
    h[6] = (h[6]! & 0x0f) | 0x40;
    h[8] = (h[8]! & 0x3f) | 0x80;
    const x = h.subarray(0, 16).toString('hex');
    return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
  };

  it('an owner’s change sent under the renewal’s derived key does not stand for the renewal: the renewal is charged', async () => {
    const o = await subscribed('2031-01-01T06:00:00Z');
    const sub = (await overview(o)).subscription!;
    const key = derivedKey(sub.id, sub.currentPeriodEnd, 0);
    s.app.clock.set('2031-01-20T06:00:00Z');
    // A small change (one more calendar, prorated) under the renewal's key, paid.
    const input = { teamId: o.team.id, planCode: 'team' as const, period: 'monthly' as const, extraCalendars: 1 };
    const preview = await o.c.billing.changePreview(input);
    const change = await o.c.billing.changeSubscription({ ...input, requestKey: key, expectedTotal: preview.total });
    expect(change.orderId).not.toBeNull();
    s.app.clock.set(sub.currentPeriodEnd);
    await s.app.jobs.drain();
    const view = await overview(o);
    const renewal = view.records.find((r) => r.kind === 'renewal');
    expect(renewal).toMatchObject({ status: 'activated', planCode: 'team', extraCalendars: 1, invoiceNumber: expect.stringMatching(/^INV-/) });
    expect((await gatewayPayment(renewal!.orderId)).map((p) => p.status)).toEqual(['paid']);
    expect(view.subscription).toMatchObject({ status: 'active', currentPeriodStart: '2031-02-01T06:00:00.000Z', currentPeriodEnd: '2031-03-01T06:00:00.000Z' });
  });

  it('the sweep re-queues a lost renewal job exactly once (logged and counted); the renewal then charges', async () => {
    const o = await subscribed('2031-06-01T06:00:00Z');
    const end = (await overview(o)).subscription!.currentPeriodEnd;
    const renewJobs = async () =>
      Number((await s.app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND payload->>'teamId' = $2`, [BILLING_RENEW, o.team.id]))[0]!.n);
    expect(await renewJobs()).toBe(1);
    await s.app.db.query(`DELETE FROM jobs WHERE kind = $1 AND payload->>'teamId' = $2`, [BILLING_RENEW, o.team.id]); // the job is lost
    s.app.clock.set(new Date(Date.parse(end) + 2 * 60 * 60 * 1000));
    await s.app.jobs.drain();
    expect((await overview(o)).subscription).toMatchObject({ status: 'active', currentPeriodEnd: end }); // nothing renews it
    const first = await sweepRenewals(s.app.deps);
    const second = await sweepRenewals(s.app.deps);
    expect(first.queued).toContain(o.team.id);
    expect(second.queued).not.toContain(o.team.id);
    expect(await renewJobs()).toBe(1);
    expect(await registry.getSingleMetricAsString('waqt_billing_renewals_requeued_total')).toMatch(/waqt_billing_renewals_requeued_total [1-9]/);
    await s.app.jobs.drain();
    const view = await overview(o);
    expect(view.records[0]).toMatchObject({ kind: 'renewal', status: 'activated' });
    expect(view.subscription).toMatchObject({ status: 'active', currentPeriodStart: end });
    expect((await sweepRenewals(s.app.deps)).queued).not.toContain(o.team.id);
  });

  it('the sweep runs on the queue every hour: one job per slot whoever asks, each queuing the next', async () => {
    s.app.clock.set('2031-09-01T06:20:00Z');
    const sweeps = () => s.app.db.query<{ run_at: Date }[]>(`SELECT run_at FROM jobs WHERE kind = 'billing-renewal-sweep' ORDER BY run_at`);
    // Every process asks at start (an API with its runner, each worker): one job for the next slot.
    await scheduleRenewalSweep(s.app.db, s.app.clock);
    await scheduleRenewalSweep(s.app.db, s.app.clock);
    expect((await sweeps()).map((j) => j.run_at.toISOString())).toEqual(['2031-09-01T07:00:00.000Z']);
    s.app.clock.set('2031-09-01T07:00:00Z');
    await s.app.jobs.drain();
    expect((await sweeps()).map((j) => j.run_at.toISOString())).toEqual(['2031-09-01T08:00:00.000Z']);
  });
});
