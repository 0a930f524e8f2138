import { z } from 'zod';
import { CARD_EXPIRY_NOTICE_DAYS, DUNNING_RETRY_DAYS, RENEWAL_NOTICE_DAYS, endsUnpaidAt, type BillingPeriod } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { idField, instantField } from '../../jobs/define.ts';
import { enqueue } from '../../jobs/queue.ts';
import { cardExpiresAt } from './periods.ts';

/**
 * Billing's jobs as the code that queues them sees them: each kind's name and payload schema, and when
 * it is queued. The handlers are bound to these kinds (`defineJob(kind.kind, kind.payload, …)`) where
 * their work lives — charges.ts (reconcile), renewals.ts (renew, end, limits, the sweep, the notices) —
 * so queueing a job never imports the code it runs: settling a charge queues the next renewal, and the
 * renewal settles a charge, without an import cycle.
 */

/**
 * Attempts of the jobs that settle money (reconcile, renew): with the queue's backoff (capped at an
 * hour) about eight days of a gateway outage before one is left dead — a pending record blocks the
 * team's next charge, so it must not give up after hours.
 */
const BILLING_JOB_ATTEMPTS = 200;
/** A record still pending this long after its charge began is settled from the gateway by a job. */
const RECONCILE_AFTER_MS = 2 * 60 * 1000;
/** How often the sweep looks for subscriptions past their period's end whose renewal job was lost. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;
const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

export const BILLING_RENEW = 'billing-renew';
const teamAt = z.object({ teamId: idField, at: instantField });

/** Each kind's name and payload schema. */
export const BILLING_JOBS = {
  /** A record left pending (the process stopped mid-charge), settled from the gateway. */
  reconcile: { kind: 'billing-reconcile', payload: z.object({ teamId: idField, recordId: idField }) },
  /** The renewal of the period ending `at` (attempt 0), or a retry of its charge while past due (1–4). */
  renew: { kind: BILLING_RENEW, payload: teamAt.extend({ attempt: z.int().min(0) }) },
  /** Day 14 past due: the end. */
  end: { kind: 'billing-end', payload: teamAt },
  /** A trial's end: calendars beyond the limit paused. */
  limits: { kind: 'billing-limits', payload: z.object({ teamId: idField }) },
  renewalNotice: { kind: 'billing-renewal-notice', payload: teamAt },
  cardExpiry: { kind: 'billing-card-expiry', payload: z.object({ teamId: idField, paymentMethodId: idField }) },
  renewalSweep: { kind: 'billing-renewal-sweep', payload: z.object({}) },
} as const;

/** A pending record's safety net: settled from the gateway shortly after its charge began, should no one else settle it. */
export async function queueReconcile(tx: Db, clock: Clock, teamId: string, recordId: string, chargeBegan: Date): Promise<void> {
  await enqueue(tx, clock, {
    job: BILLING_JOBS.reconcile,
    payload: { teamId, recordId },
    runAt: new Date(chargeBegan.getTime() + RECONCILE_AFTER_MS),
    uniqueKey: `billing-reconcile:${recordId}`,
    maxAttempts: BILLING_JOB_ATTEMPTS,
  });
}

/** Queues the renewal of the period ending `at` (attempt 0) for then: the job's id, or null when it is already queued, running or dead. */
export function queueRenewal(tx: Db, clock: Clock, teamId: string, at: Date): Promise<string | null> {
  return enqueue(tx, clock, {
    job: BILLING_JOBS.renew,
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
export function scheduleFirstCharge(tx: Db, clock: Clock, teamId: string, trialEndsAt: Date): Promise<string | null> {
  return queueRenewal(tx, clock, teamId, trialEndsAt);
}

/** A paid period (in its transaction): its renewal queued for its end, and an annual one's notice 7 days before. */
export async function queueNextPeriod(tx: Db, clock: Clock, paid: { team_id: string; period: BillingPeriod; period_end: Date }): Promise<void> {
  const now = clock.now();
  const at = new Date(paid.period_end);
  await queueRenewal(tx, clock, paid.team_id, at);
  if (paid.period === 'annual') {
    const noticeAt = new Date(at.getTime() - RENEWAL_NOTICE_DAYS * DAY_MS);
    if (noticeAt > now) {
      await enqueue(tx, clock, { job: BILLING_JOBS.renewalNotice, payload: { teamId: paid.team_id, at: at.toISOString() }, runAt: noticeAt, uniqueKey: `billing-renewal-notice:${paid.team_id}:${epoch(at)}` });
    }
  }
}

/** Past due since `since`: every retry (+1, +3, +5, +7 days) and the end queued at once; each job checks the period is still unpaid. */
export async function queueDunning(tx: Db, clock: Clock, teamId: string, since: Date): Promise<void> {
  for (const [i, days] of DUNNING_RETRY_DAYS.entries()) {
    await enqueue(tx, clock, {
      job: BILLING_JOBS.renew,
      payload: { teamId, at: since.toISOString(), attempt: i + 1 },
      runAt: new Date(since.getTime() + days * DAY_MS),
      uniqueKey: `billing-renew:${teamId}:${epoch(since)}:${i + 1}`,
      maxAttempts: BILLING_JOB_ATTEMPTS,
    });
  }
  await enqueue(tx, clock, { job: BILLING_JOBS.end, payload: { teamId, at: since.toISOString() }, runAt: endsUnpaidAt(since), uniqueKey: `billing-end:${teamId}:${epoch(since)}` });
}

/** When a new team's trial ends, its calendars beyond the Personal limit stop taking new bookings (a job at that instant). */
export async function scheduleTrialEnd(tx: Db, clock: Clock, teamId: string, trialEndsAt: Date): Promise<void> {
  await enqueue(tx, clock, { job: BILLING_JOBS.limits, payload: { teamId }, runAt: trialEndsAt, uniqueKey: `billing-limits:${teamId}:${epoch(trialEndsAt)}` });
}

/** Queues the "card expiring" mail 30 days before a new card stops working (at once when that is sooner). */
export async function scheduleCardExpiryNotice(tx: Db, clock: Clock, teamId: string, paymentMethodId: string, expMonth: number, expYear: number): Promise<void> {
  const expires = cardExpiresAt(expMonth, expYear);
  const now = clock.now();
  if (expires <= now) return;
  const runAt = new Date(Math.max(now.getTime(), expires.getTime() - CARD_EXPIRY_NOTICE_DAYS * DAY_MS));
  await enqueue(tx, clock, { job: BILLING_JOBS.cardExpiry, payload: { teamId, paymentMethodId }, runAt, uniqueKey: `billing-card-expiry:${paymentMethodId}` });
}

/** Queues the next sweep at the next whole SWEEP_EVERY_MS (one job per slot, whoever asks: every process at start, each sweep). */
export async function scheduleRenewalSweep(db: Db, clock: Clock): Promise<void> {
  const next = (Math.floor(clock.now().getTime() / SWEEP_EVERY_MS) + 1) * SWEEP_EVERY_MS;
  const kind = BILLING_JOBS.renewalSweep.kind;
  await enqueue(db, clock, { job: BILLING_JOBS.renewalSweep, payload: {}, runAt: new Date(next), uniqueKey: `${kind}:${next / 1000}` });
}
