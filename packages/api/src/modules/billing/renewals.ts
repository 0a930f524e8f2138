import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { EntityManager } from 'typeorm';
import {
  CARD_EXPIRY_NOTICE_DAYS,
  DUNNING_RETRY_DAYS,
  RENEWAL_NOTICE_DAYS,
  halalas,
  quoteSubscription,
  totalsWithVat,
  VAT_BASIS_POINTS,
  type BillingRecordView,
  type Locale,
  type Plan,
  type Quote,
  type QuoteLine,
  type RetryPaymentInput,
} from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Team } from '../teams/teams.queries.ts';
import type { User } from '../auth/auth.queries.ts';
import { AppError } from '../../errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { Db as QueueDb } from '../../db/tx.ts';
import { defineJob, idField, instantField } from '../../jobs/define.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { countRenewalSweep } from '../../ops/metrics.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { cardExpiringMail, paymentFailedMail, renewalComingMail, subscriptionEndedMail } from './billing-mails.ts';
import { endsUnpaidAt, entitlementsOf, listPlans, planOf, softBlockAt } from './entitlements.ts';
import { paymentMethodRow } from './payment-methods.ts';
import { cardExpiresAt, periodEnd } from './periods.ts';
import {
  BILLING_JOB_ATTEMPTS,
  clientRecordId,
  defaultCard,
  insertRecord,
  recordOrRefusal,
  settleRecord,
  subscriptionRow,
  type RecordRow,
  type SubscriptionRow,
} from './subscriptions.ts';

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

export const BILLING_RENEW = 'billing-renew';
const BILLING_END = 'billing-end';
const BILLING_LIMITS = 'billing-limits';
const BILLING_RENEWAL_NOTICE = 'billing-renewal-notice';
const BILLING_CARD_EXPIRY = 'billing-card-expiry';
const BILLING_RENEWAL_SWEEP = 'billing-renewal-sweep';
/** How often the sweep looks for subscriptions past their period's end whose renewal job was lost. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const DAY_MS = 86_400_000;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

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

export interface Owner {
  email: string;
  locale: Locale;
  full_name: string;
}
export async function ownersOf(db: EntityManager, teamId: string): Promise<Owner[]> {
  return db.query<Owner[]>(
    `SELECT u.email, u.locale, u.full_name FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND m.role = 'owner' AND m.deleted_at IS NULL`,
    [teamId],
  );
}
const billingLink = (deps: AppDeps, o: Owner, teamId: string, page = '') => `${deps.config.appOrigin}/${o.locale}/dashboard/team/${teamId}/billing${page}`;

/**
 * Pauses, for new bookings, the team's calendars beyond its calendar limit now (the oldest stay open),
 * and reopens the rest; nothing is deleted and existing bookings stand. Each change bumps the
 * calendar's slot version (its trigger), so public answers kept by any process are dropped.
 */
export async function applyPlanLimits(tx: EntityManager, teamId: string, now: Date): Promise<void> {
  const [team] = await tx.query<{ id: string; is_personal: boolean; trial_ends_at: Date | null }[]>(`SELECT id, is_personal, trial_ends_at FROM teams WHERE id = $1`, [teamId]);
  if (!team) return;
  const ent = await entitlementsOf(tx, { id: team.id, isPersonal: team.is_personal, trialEndsAt: team.trial_ends_at ? new Date(team.trial_ends_at) : null }, now);
  await tx.query(
    `WITH ranked AS (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM calendars WHERE team_id = $1)
     UPDATE calendars c SET billing_paused_at = CASE WHEN r.n > $2 THEN $3::timestamptz ELSE NULL END
     FROM ranked r WHERE r.id = c.id AND (r.n > $2) <> (c.billing_paused_at IS NOT NULL)`,
    [teamId, ent.calendarLimit, now],
  );
}

/** Queues the renewal of the period ending `at` (attempt 0) for then: the job's id, or null when it is already queued, running or dead. */
function queueRenewal(tx: QueueDb, clock: Clock, teamId: string, at: Date): Promise<string | null> {
  return enqueue(tx, clock, {
    job: billingRenewJob,
    payload: { teamId, at: at.toISOString(), attempt: 0 },
    runAt: at,
    uniqueKey: `billing-renew:${teamId}:${epoch(at)}:0`,
    maxAttempts: BILLING_JOB_ATTEMPTS,
  });
}

/**
 * A subscription made during the trial (issue 36 item 6): its first charge is the renewal of the trial
 * period into the first paid one, queued for the trial's end like any period's renewal (so the sweep,
 * the dunning and "exactly once" are the renewal's own).
 */
export function scheduleFirstCharge(tx: QueueDb, clock: Clock, teamId: string, trialEndsAt: Date): Promise<string | null> {
  return queueRenewal(tx, clock, teamId, trialEndsAt);
}

/** After a record is activated (in its transaction): calendars reopened, the next renewal and its notice queued. */
export async function afterActivation(deps: AppDeps, tx: EntityManager, record: RecordRow): Promise<void> {
  const { clock } = deps;
  const now = clock.now();
  await applyPlanLimits(tx, record.team_id, now);
  const at = new Date(record.period_end);
  await queueRenewal(tx, clock, record.team_id, at);
  if (record.period === 'annual') {
    const noticeAt = new Date(at.getTime() - RENEWAL_NOTICE_DAYS * DAY_MS);
    if (noticeAt > now) {
      await enqueue(tx, clock, { job: billingRenewalNoticeJob, payload: { teamId: record.team_id, at: at.toISOString() }, runAt: noticeAt, uniqueKey: `billing-renewal-notice:${record.team_id}:${epoch(at)}` });
    }
  }
}

/**
 * A renewal's charge failed (in the settling transaction): the first failure of a period makes the
 * subscription past due — since the renewal was due — and queues every retry and the end at once (each
 * job checks the period is still unpaid). The owners get a mail for each automatic attempt.
 */
export async function renewalFailed(deps: AppDeps, tx: EntityManager, record: RecordRow): Promise<void> {
  const { clock } = deps;
  const now = clock.now();
  const sub = await subscriptionRow(tx, record.team_id, true);
  if (!sub || new Date(sub.current_period_end).getTime() !== new Date(record.period_start).getTime()) return;
  // Cancelled while its renewal was being charged: the period is over, so it ends now.
  if (sub.status === 'cancelled') return endSubscription(deps, tx, sub, 'cancelled');
  let since = sub.past_due_since ? new Date(sub.past_due_since) : null;
  // A declined first charge at the trial's end is dunned like a declined renewal (past due since then).
  if (sub.status === 'active' || sub.status === 'trialing') {
    since = new Date(record.period_start);
    await tx.query(`UPDATE subscriptions SET status = 'past_due', past_due_since = $2, updated_at = $3 WHERE id = $1`, [sub.id, since, now]);
    for (const [i, days] of DUNNING_RETRY_DAYS.entries()) {
      const runAt = new Date(since.getTime() + days * DAY_MS);
      await enqueue(tx, clock, {
        job: billingRenewJob,
        payload: { teamId: sub.team_id, at: since.toISOString(), attempt: i + 1 },
        runAt,
        uniqueKey: `billing-renew:${sub.team_id}:${epoch(since)}:${i + 1}`,
        maxAttempts: BILLING_JOB_ATTEMPTS,
      });
    }
    const endAt = endsUnpaidAt(since);
    await enqueue(tx, clock, { job: billingEndJob, payload: { teamId: sub.team_id, at: since.toISOString() }, runAt: endAt, uniqueKey: `billing-end:${sub.team_id}:${epoch(since)}` });
  }
  if (!since || record.created_by !== null) return; // an owner's own "retry now" is answered on screen
  const nextRetry = DUNNING_RETRY_DAYS.map((d) => new Date(since.getTime() + d * DAY_MS)).find((at) => at > now) ?? null;
  for (const o of await ownersOf(tx, sub.team_id)) {
    await enqueueMail(
      tx,
      clock,
      paymentFailedMail(o.email, o.locale, o.full_name, {
        total: record.total,
        planCode: record.plan_code,
        period: record.period,
        reason: record.failure_message,
        nextRetryAt: nextRetry,
        softBlockAt: softBlockAt(since),
        endsAt: endsUnpaidAt(since),
        link: billingLink(deps, o, sub.team_id, '/paymentmethods/add'),
      }),
    );
  }
}

/** Ends a subscription (cancelled at its period's end, or unpaid after END_AFTER_DAYS): the Personal limits apply, owners are told. */
async function endSubscription(deps: AppDeps, tx: EntityManager, sub: SubscriptionRow, reason: 'cancelled' | 'unpaid'): Promise<void> {
  const now = deps.clock.now();
  await tx.query(
    `UPDATE subscriptions SET status = 'ended', past_due_since = NULL, cancel_at_period_end = false,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, updated_at = $2 WHERE id = $1`,
    [sub.id, now],
  );
  await applyPlanLimits(tx, sub.team_id, now);
  for (const o of await ownersOf(tx, sub.team_id)) {
    await enqueueMail(tx, deps.clock, subscriptionEndedMail(o.email, o.locale, o.full_name, { planCode: sub.plan_code, reason, link: billingLink(deps, o, sub.team_id, '/subscription/add') }));
  }
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
  const [existing] = await tx.query<{ id: string; status: string }[]>(`SELECT id, status FROM billing_records WHERE team_id = $1 AND origin = $2 AND request_key = $3`, [
    sub.team_id,
    by.origin,
    requestKey,
  ]);
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
export async function retryPayment(deps: AppDeps, team: Team, user: User, input: RetryPaymentInput): Promise<BillingRecordView> {
  const recordId = await deps.db.transaction(async (tx) => {
    await tx.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [team.id]);
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

/** When a new team's trial ends, its calendars beyond the Personal limit stop taking new bookings (a job at that instant). */
export async function scheduleTrialEnd(tx: QueueDb, clock: Clock, teamId: string, trialEndsAt: Date): Promise<void> {
  await enqueue(tx, clock, { job: billingLimitsJob, payload: { teamId }, runAt: trialEndsAt, uniqueKey: `billing-limits:${teamId}:${epoch(trialEndsAt)}` });
}

/** Queues the "card expiring" mail 30 days before a new card stops working (at once when that is sooner). */
export async function scheduleCardExpiryNotice(tx: EntityManager, clock: Clock, teamId: string, paymentMethodId: string, expMonth: number, expYear: number): Promise<void> {
  const expires = cardExpiresAt(expMonth, expYear);
  const now = clock.now();
  if (expires <= now) return;
  const runAt = new Date(Math.max(now.getTime(), expires.getTime() - CARD_EXPIRY_NOTICE_DAYS * DAY_MS));
  await enqueue(tx, clock, { job: billingCardExpiryJob, payload: { teamId, paymentMethodId }, runAt, uniqueKey: `billing-card-expiry:${paymentMethodId}` });
}

const teamAt = z.object({ teamId: idField, at: instantField });

/** Renews the period ending `at` (attempt 0) or retries its charge (attempts 1–4, while past due). */
export const billingRenewJob = defineJob(BILLING_RENEW, teamAt.extend({ attempt: z.int().min(0) }), async ({ teamId, at, attempt }, deps: AppDeps) => {
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
  const now = clock.now();
  const overdue = await db.query<{ team_id: string; current_period_end: Date }[]>(
    `SELECT s.team_id, s.current_period_end FROM subscriptions s
      WHERE s.status IN ('trialing', 'active', 'cancelled') AND s.current_period_end <= $1
        AND NOT EXISTS (SELECT 1 FROM billing_records r WHERE r.team_id = s.team_id AND r.kind = 'renewal' AND r.status = 'pending')
      ORDER BY s.current_period_end, s.team_id`,
    [now],
  );
  const queued: string[] = [];
  for (const s of overdue) {
    if (await queueRenewal(db, clock, s.team_id, new Date(s.current_period_end))) queued.push(s.team_id);
  }
  countRenewalSweep(overdue.length, queued.length);
  if (queued.length > 0) log.warn({ overdue: overdue.length, requeued: queued.length, teams: queued }, 'renewal sweep: renewals without a job, queued again');
  else log.info({ overdue: overdue.length, requeued: 0 }, 'renewal sweep: every overdue renewal has its job');
  return { overdue: overdue.length, queued };
}

/** Queues the next sweep at the next whole SWEEP_EVERY_MS (one job per slot, whoever asks: every process at start, each sweep). */
export async function scheduleRenewalSweep(db: QueueDb, clock: Clock): Promise<void> {
  const next = (Math.floor(clock.now().getTime() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS;
  await enqueue(db, clock, { job: billingRenewalSweepJob, payload: {}, runAt: new Date(next), uniqueKey: `${BILLING_RENEWAL_SWEEP}:${next / 1000}` });
}

/** The periodic sweep: queues its successor first (a sweep that fails still has one), then sweeps. */
export const billingRenewalSweepJob = defineJob(BILLING_RENEWAL_SWEEP, z.object({}), async (_payload, deps: AppDeps) => {
  await scheduleRenewalSweep(deps.db, deps.clock);
  await sweepRenewals(deps);
});

/** Day 14 past due: the subscription ends (unless the period was paid meanwhile). */
export const billingEndJob = defineJob(BILLING_END, teamAt, async ({ teamId, at }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, teamId, true);
    if (sub && sub.status === 'past_due' && new Date(sub.current_period_end).getTime() === Date.parse(at)) await endSubscription(deps, tx, sub, 'unpaid');
  });
});

/** A trial's end (or any change of limits a clock brings): calendars beyond the limit paused, the rest open. */
export const billingLimitsJob = defineJob(BILLING_LIMITS, z.object({ teamId: idField }), async ({ teamId }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    await tx.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [teamId]);
    await applyPlanLimits(tx, teamId, deps.clock.now());
  });
});

/** Seven days before an annual renewal: what it will cost, on which card. */
export const billingRenewalNoticeJob = defineJob(BILLING_RENEWAL_NOTICE, teamAt, async ({ teamId, at }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, teamId, true);
    if (!sub || sub.status !== 'active' || sub.cancel_at_period_end || new Date(sub.current_period_end).getTime() !== Date.parse(at)) return;
    const quote = renewalQuote(await listPlans(tx), sub);
    const card = await defaultCard(tx, teamId);
    for (const o of await ownersOf(tx, teamId)) {
      await enqueueMail(
        tx,
        deps.clock,
        renewalComingMail(o.email, o.locale, o.full_name, { planCode: quote.planCode, period: quote.period, total: quote.total, at: new Date(at), cardLastFour: card?.last_four ?? null, link: billingLink(deps, o, teamId) }),
      );
    }
  });
});

/** Thirty days before a card expires, when it is still on file and a subscription renews on the team's cards. */
export const billingCardExpiryJob = defineJob(BILLING_CARD_EXPIRY, z.object({ teamId: idField, paymentMethodId: idField }), async ({ teamId, paymentMethodId }, deps: AppDeps) => {
  await deps.db.transaction(async (tx) => {
    const card = await paymentMethodRow(tx, teamId, paymentMethodId);
    const sub = await subscriptionRow(tx, teamId);
    const renews = sub && (((sub.status === 'active' || sub.status === 'trialing') && !sub.cancel_at_period_end) || sub.status === 'past_due');
    if (!card || !renews) return;
    for (const o of await ownersOf(tx, teamId)) {
      await enqueueMail(
        tx,
        deps.clock,
        cardExpiringMail(o.email, o.locale, o.full_name, { brand: card.brand, lastFour: card.last_four, expMonth: card.exp_month, expYear: card.exp_year, link: billingLink(deps, o, teamId, '/paymentmethods/add') }),
      );
    }
  });
});
