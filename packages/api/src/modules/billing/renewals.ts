import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { endsUnpaidAt, halalas, routes, quoteSubscription, totalsWithVat, VAT_BASIS_POINTS, type BillingRecordView, type Plan, type Quote, type QuoteLine, type RetryPaymentInput } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import { defineJob } from '../../jobs/define.ts';
import { countRenewalSweep } from '../../ops/metrics.ts';
import type { AppDeps } from '../../trpc/context.ts';
import type { User } from '../auth/auth.queries.ts';
import { clientRecordId, defaultCard, lockTeam, overdueRenewals, paymentMethodRow, recordByKey, subscriptionRow, type BillingTeam, type SubscriptionRow } from './billing.queries.ts';
import { BILLING_JOBS, queueRenewal, scheduleRenewalSweep } from './billing-jobs.ts';
import { cardExpiringMail, renewalComingMail } from './billing-mails.ts';
import { insertRecord, recordOrRefusal, settleRecord } from './charges.ts';
import { applyPlanLimits, listPlans, planOf } from './entitlements.ts';
import { mailOwners } from './owner-mails.ts';
import { periodEnd } from './periods.ts';
import { endSubscription } from './subscription-lifecycle.ts';

/**
 * A subscription that lives on by itself (BILLING.md §5): a job renews it at its period's end (the
 * scheduled change applied, what was carried billed), charged to the default card as a new billing
 * record with a fresh given_id. A declined renewal makes it past due: retries at +1, +3, +5, +7 days,
 * a mail to the owners each time, a soft block from day 7 (entitlements.ts), the end on day 14 — the
 * Personal plan's limits, calendars beyond them paused for new bookings, nothing deleted. Paying the
 * open renewal (a retry or "retry now") restores everything at once.
 *
 * Exactly once: each attempt's record has a request key derived from (subscription, period, attempt)
 * — a second worker or a retried job finds the same record and the gateway answers its given_id with the
 * same payment; the key is public, so it is looked up among the server's own records only (`origin`,
 * issue 35) — an owner sending it makes a record of theirs that the job never sees; a sweep re-queues a
 * renewal whose job was lost; at most one renewal record per period is not failed (a unique index), so a dunning
 * attempt and "retry now" never both charge.
 */

/** A UUID (version 4 layout) derived from `name`: the same attempt always has the same request key. */
function uuidFrom(name: string): string {
  const h = createHash('sha256').update(name).digest();
  h[6] = (h[6]! & 0x0f) | 0x40;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** What the next period costs: the scheduled change (or the current shape) plus what was carried, with VAT. */
export function renewalQuote(plans: readonly Plan[], s: SubscriptionRow): Quote & { planCode: SubscriptionRow['plan_code']; period: SubscriptionRow['period']; extraCalendars: number } {
  const planCode = s.scheduled_plan_code ?? s.plan_code;
  const period = s.scheduled_period ?? s.period;
  const extraCalendars = s.scheduled_extra_calendars ?? s.extra_calendars;
  const base = quoteSubscription(planOf(plans, planCode), period, extraCalendars);
  const lines: QuoteLine[] = base.lines.map((l) => ({ ...l, planCode, period }));
  if (s.carried_halalas > 0) lines.push({ kind: 'carried', quantity: 1, unitHalalas: halalas(s.carried_halalas), amountHalalas: halalas(s.carried_halalas), planCode: s.plan_code, period: s.period });
  const totals = totalsWithVat(halalas(lines.reduce((sum, l) => sum + l.amountHalalas, 0)));
  return { lines, ...totals, vatBasisPoints: VAT_BASIS_POINTS, planCode, period, extraCalendars };
}

/**
 * Creates the renewal record of the period starting at `at` (under the subscription's lock) for an
 * attempt, or finds it. Returns the record to charge, or null when there is nothing to charge.
 * `by`: the job's attempt (a server key, derived from public facts: only ever matched among the server's
 * own records, issue 35), or an owner's "retry now" (their key, among their records).
 */
async function renewalRecord(
  deps: AppDeps,
  tx: EntityManager,
  sub: SubscriptionRow,
  requestKey: string,
  by: { origin: 'server'; user: null } | { origin: 'client'; user: string },
  paymentMethodId?: string,
): Promise<string | null> {
  const existing = await recordByKey(tx, sub.team_id, by.origin, requestKey);
  if (existing) return existing.status === 'pending' ? existing.id : null;
  const card = paymentMethodId ? await paymentMethodRow(tx, sub.team_id, paymentMethodId) : await defaultCard(tx, sub.team_id);
  if (paymentMethodId && !card) throw new AppError('NOT_FOUND');
  const quote = renewalQuote(await listPlans(tx), sub);
  const at = new Date(sub.current_period_end);
  return insertRecord(tx, deps.clock, {
    teamId: sub.team_id,
    kind: 'renewal',
    origin: by.origin,
    requestKey,
    planCode: quote.planCode,
    period: quote.period,
    extraCalendars: quote.extraCalendars,
    quote,
    // No card on file: the charge fails at once ("The card was removed…") and dunning starts.
    card: card ?? { id: null, last_four: null },
    periodStart: at,
    periodEnd: periodEnd(at, quote.period, sub.anchor_day),
    anchorDay: sub.anchor_day,
    createdBy: by.user,
  });
}

/** "Retry now": pays the past-due subscription's open renewal with the default card (or the one named). */
export async function retryPayment(deps: AppDeps, team: BillingTeam, user: User, input: RetryPaymentInput): Promise<BillingRecordView> {
  const recordId = await deps.db.transaction(async (tx) => {
    await lockTeam(tx, team.id);
    const sub = await subscriptionRow(tx, team.id, true);
    const same = await clientRecordId(tx, team.id, input.requestKey);
    if (same) return same;
    if (!sub || sub.status !== 'past_due' || !sub.past_due_since || endsUnpaidAt(new Date(sub.past_due_since)) <= deps.clock.now()) throw new AppError('NOTHING_TO_PAY');
    if (!input.paymentMethodId && !(await defaultCard(tx, team.id))) throw new AppError('PAYMENT_METHOD_REQUIRED');
    return renewalRecord(deps, tx, sub, input.requestKey, { origin: 'client', user: user.id }, input.paymentMethodId);
  });
  if (!recordId) throw new AppError('NOTHING_TO_PAY');
  return recordOrRefusal(await settleRecord(deps, team.id, recordId, 'charge'));
}

/** Renews the period ending `at` (attempt 0) or retries its charge (attempts 1–4, while past due). */
export const billingRenewJob = defineJob(BILLING_JOBS.renew.kind, BILLING_JOBS.renew.payload, async ({ teamId, at, attempt }, deps: AppDeps) => {
  const recordId = await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, teamId, true);
    // Renewed, changed to a new period, or gone: nothing to do for this period.
    if (!sub || new Date(sub.current_period_end).getTime() !== Date.parse(at)) return null;
    if (sub.status === 'ended') return null;
    if (sub.status === 'cancelled' || sub.cancel_at_period_end) {
      await endSubscription(deps, tx, sub, 'cancelled');
      return null;
    }
    // Attempt 0 charges a period that is due (after a paid one, or the trial's); retries only while past due.
    if ((attempt === 0) !== (sub.status === 'active' || sub.status === 'trialing')) return null; // a retry after the renewal was paid
    return renewalRecord(deps, tx, sub, uuidFrom(`renew:${sub.id}:${at}:${attempt}`), { origin: 'server', user: null });
  });
  if (!recordId) return;
  const record = await settleRecord(deps, teamId, recordId, 'charge');
  if (record.status === 'pending') throw new Error(`renewal ${recordId} still pending at the gateway`);
});

/**
 * Heals lost renewals (issue 35): every subscription still active, trialing (its first charge is due) or
 * cancelled (to be ended) past its period's end, with no renewal record pending, gets its period's
 * renewal job queued again — under the job's own unique key, so a renewal already queued, running or
 * dead is left alone and sweeping twice queues nothing more. Writes what it found to the log and
 * `/metrics`. Returns the teams queued again.
 */
export async function sweepRenewals(deps: AppDeps): Promise<{ overdue: number; queued: string[] }> {
  const { db, clock, log } = deps;
  const overdue = await overdueRenewals(db, clock.now());
  const queued: string[] = [];
  for (const s of overdue) {
    if (await queueRenewal(db, clock, s.team_id, new Date(s.current_period_end))) queued.push(s.team_id);
  }
  countRenewalSweep(overdue.length, queued.length);
  if (queued.length > 0) log.warn({ overdue: overdue.length, requeued: queued.length, teams: queued }, 'renewal sweep: renewals without a job, queued again');
  else log.info({ overdue: overdue.length, requeued: 0 }, 'renewal sweep: every overdue renewal has its job');
  return { overdue: overdue.length, queued };
}

/** The periodic sweep: queues its successor first (a sweep that fails still has one), then sweeps. */
export const billingRenewalSweepJob = defineJob(BILLING_JOBS.renewalSweep.kind, BILLING_JOBS.renewalSweep.payload, async (_payload, deps: AppDeps) => {
  await scheduleRenewalSweep(deps.db, deps.clock);
  await sweepRenewals(deps);
});

/** Day 14 past due: the subscription ends (unless the period was paid meanwhile). */
export const billingEndJob = defineJob(BILLING_JOBS.end.kind, BILLING_JOBS.end.payload, async ({ teamId, at }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, teamId, true);
    if (sub && sub.status === 'past_due' && new Date(sub.current_period_end).getTime() === Date.parse(at)) await endSubscription(deps, tx, sub, 'unpaid');
  });
});

/** A trial's end (or any change of limits a clock brings): calendars beyond the limit paused, the rest open. */
export const billingLimitsJob = defineJob(BILLING_JOBS.limits.kind, BILLING_JOBS.limits.payload, async ({ teamId }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    await applyPlanLimits(tx, teamId, deps.clock.now());
  });
});

/** Seven days before an annual renewal: what it will cost, on which card. */
export const billingRenewalNoticeJob = defineJob(BILLING_JOBS.renewalNotice.kind, BILLING_JOBS.renewalNotice.payload, async ({ teamId, at }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, teamId, true);
    if (!sub || sub.status !== 'active' || sub.cancel_at_period_end || new Date(sub.current_period_end).getTime() !== Date.parse(at)) return;
    const quote = renewalQuote(await listPlans(tx), sub);
    const card = await defaultCard(tx, teamId);
    await mailOwners(deps, tx, teamId, (o, link) =>
      renewalComingMail(o.email, o.locale, o.full_name, { planCode: quote.planCode, period: quote.period, total: quote.total, at: new Date(at), cardLastFour: card?.last_four ?? null, link: link() }),
    );
  });
});

/** Thirty days before a card expires, when it is still on file and a subscription renews on the team's cards. */
export const billingCardExpiryJob = defineJob(BILLING_JOBS.cardExpiry.kind, BILLING_JOBS.cardExpiry.payload, async ({ teamId, paymentMethodId }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const card = await paymentMethodRow(tx, teamId, paymentMethodId);
    const sub = await subscriptionRow(tx, teamId);
    const renews = sub && (((sub.status === 'active' || sub.status === 'trialing') && !sub.cancel_at_period_end) || sub.status === 'past_due');
    if (!card || !renews) return;
    await mailOwners(deps, tx, teamId, (o, link) =>
      cardExpiringMail(o.email, o.locale, o.full_name, { brand: card.brand, lastFour: card.last_four, expMonth: card.exp_month, expYear: card.exp_year, link: link((l, teamId) => routes.billing(l, teamId, 'paymentmethods/add')) }),
    );
  });
});
