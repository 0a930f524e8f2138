import { routes, type BillingPeriod, type PlanCode, type SubscriptionShape } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { affected, many } from '../../db/sql.ts';
import type { AppDeps } from '../../trpc/context.ts';
import type { RecordRow, SubscriptionRow } from './billing.queries.ts';
import { subscriptionEndedMail } from './billing-mails.ts';
import { applyPlanLimits } from './entitlements.ts';
import { mailOwners } from './owner-mails.ts';
import { anchorDayOf } from './periods.ts';

/**
 * A subscription's lifecycle: the only code that writes `subscriptions` — its status above all
 * (subscription-lifecycle.test.ts scans the sources for any other writer of it). One row per team:
 *
 *   none | any ── startTrial ──▶ trialing        (subscribed within the team's trial: nothing charged yet)
 *   none | any ── activate ────▶ active          (a record paid: a first subscription, a change, a renewal)
 *   active | trialing ── markPastDue ──▶ past_due (a renewal, or the first charge at the trial's end, declined)
 *   active ── cancel ──▶ cancelled                (the plan stays until the period's end)
 *   cancelled ── reenable ──▶ active
 *   trialing | active | past_due | cancelled ── end ──▶ ended
 *
 * and, the status unchanged: a change of plan in the trial, a change applied now (under 1 SAR, carried
 * to the renewal), a change scheduled for the period's end or dropped. Start and activate are upserts
 * (the caller decided, under the team's lock, that no live subscription stands in the way); every other
 * transition is one UPDATE guarded in SQL by the statuses it starts from and answers whether it applied.
 * Callers hold the subscription's row lock when they decide from the row, and pass their transaction.
 *
 * What a team may use follows in the same transaction: every transition that changes it re-applies the
 * plan limits (calendars beyond the limit paused, the rest reopened). Mails and jobs stay with the
 * callers, but for the end's: there is one way to end a subscription, and it tells the owners.
 */

/** Subscribed within the trial (subscriptions.ts `subscribe`): `trialing` from now to the trial's end, anchored on its day. */
export async function startTrial(
  tx: Db,
  now: Date,
  r: { teamId: string; planCode: PlanCode; period: BillingPeriod; extraCalendars: number; cardId: string; trialEndsAt: Date; requestKey: string },
): Promise<void> {
  await many(
    tx,
    `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, cancel_at_period_end, payment_method_id, trial_request_key, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'trialing', $5, $6, $7, false, $8, $9, $6, $6)
     ON CONFLICT ON CONSTRAINT subscriptions_team_key DO UPDATE SET plan_code = EXCLUDED.plan_code, period = EXCLUDED.period, extra_calendars = EXCLUDED.extra_calendars,
       status = 'trialing', anchor_day = EXCLUDED.anchor_day, current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = false, payment_method_id = EXCLUDED.payment_method_id, trial_request_key = EXCLUDED.trial_request_key, updated_at = EXCLUDED.updated_at,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, past_due_since = NULL, carried_halalas = 0`,
    [r.teamId, r.planCode, r.period, r.extraCalendars, anchorDayOf(r.trialEndsAt), now, r.trialEndsAt, r.cardId, r.requestKey],
  );
  await applyPlanLimits(tx, r.teamId, now);
}

/**
 * A paid record's plan and period become the subscription's: a first subscription (or one after the
 * end), a change (its period unchanged, or a new annual one), a renewal (the next period). Paying lifts
 * any cancellation, scheduled change (a renewal applied it already) and the past-due state; a renewal has
 * billed what was carried (a change keeps it for the renewal).
 */
export async function activate(tx: Db, record: RecordRow, now: Date): Promise<void> {
  await many(
    tx,
    `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, cancel_at_period_end, payment_method_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, 'active', $5, $6, $7, false, $8, $9, $9)
     ON CONFLICT ON CONSTRAINT subscriptions_team_key DO UPDATE SET plan_code = EXCLUDED.plan_code, period = EXCLUDED.period, extra_calendars = EXCLUDED.extra_calendars,
       status = 'active', anchor_day = EXCLUDED.anchor_day, current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = false, payment_method_id = EXCLUDED.payment_method_id, updated_at = EXCLUDED.updated_at,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, past_due_since = NULL,
       carried_halalas = CASE WHEN $10 = 'change' THEN subscriptions.carried_halalas ELSE 0 END`,
    [record.team_id, record.plan_code, record.period, record.extra_calendars, record.anchor_day, record.period_start, record.period_end, record.payment_method_id, now, record.kind],
  );
  await applyPlanLimits(tx, record.team_id, now);
}

/** active | trialing → past_due since `since` (the renewal's due time). The plan stays while dunning lasts. */
export async function markPastDue(tx: Db, subscriptionId: string, since: Date, now: Date): Promise<boolean> {
  const n = await affected(tx, `UPDATE subscriptions SET status = 'past_due', past_due_since = $2, updated_at = $3 WHERE id = $1 AND status IN ('active', 'trialing')`, [subscriptionId, since, now]);
  return n === 1;
}

/** active → cancelled at the period's end: the plan stays until then and nothing more is charged. */
export async function cancelAtPeriodEnd(tx: Db, subscriptionId: string, now: Date): Promise<boolean> {
  const n = await affected(tx, `UPDATE subscriptions SET status = 'cancelled', cancel_at_period_end = true, updated_at = $2 WHERE id = $1 AND status = 'active'`, [subscriptionId, now]);
  return n === 1;
}

/** cancelled → active: renews again (the caller refuses once the period is over). */
export async function reenable(tx: Db, subscriptionId: string, now: Date): Promise<boolean> {
  const n = await affected(tx, `UPDATE subscriptions SET status = 'active', cancel_at_period_end = false, updated_at = $2 WHERE id = $1 AND status = 'cancelled'`, [subscriptionId, now]);
  return n === 1;
}

/**
 * Why a subscription ends: `cancelled` (at its period's end, or by the owner while past due),
 * `unpaid` (END_AFTER_DAYS past due), `cancelled_in_trial` (nothing was paid: no mail — the team keeps
 * the rest of its trial and may subscribe again).
 */
export type EndReason = 'cancelled' | 'unpaid' | 'cancelled_in_trial';

/**
 * Ends a subscription, whatever it was: `ended`, with nothing left pending on it — no past-due date, no
 * cancellation flag, no scheduled change (an ended subscription has no period for one to start at).
 * The Personal limits apply at once; the owners are told, but for a trial's cancellation. The trial's
 * request key stays (a late repeat of the request that made it answers it, ended).
 */
export async function endSubscription(deps: Pick<AppDeps, 'clock' | 'config'>, tx: Db, sub: SubscriptionRow, reason: EndReason): Promise<boolean> {
  const now = deps.clock.now();
  const n = await affected(
    tx,
    `UPDATE subscriptions SET status = 'ended', past_due_since = NULL, cancel_at_period_end = false,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, updated_at = $2 WHERE id = $1 AND status <> 'ended'`,
    [sub.id, now],
  );
  if (n !== 1) return false;
  await applyPlanLimits(tx, sub.team_id, now);
  if (reason !== 'cancelled_in_trial') {
    await mailOwners(deps, tx, sub.team_id, (o, link) => subscriptionEndedMail(o.email, o.locale, o.full_name, { planCode: sub.plan_code, reason, link: link((l, teamId) => routes.billing(l, teamId, 'subscription/add')) }));
  }
  return true;
}

// ——— Changes that keep the status ———

/** In the trial nothing is paid: the plan that starts (and is first charged) at the trial's end becomes `target`; the calendar limit follows now. */
export async function changeTrialPlan(tx: Db, sub: SubscriptionRow, target: SubscriptionShape, now: Date): Promise<void> {
  await affected(tx, `UPDATE subscriptions SET plan_code = $2, period = $3, extra_calendars = $4, updated_at = $5 WHERE id = $1 AND status = 'trialing'`, [
    sub.id, target.planCode, target.period, target.extraCalendars, now,
  ]);
  await applyPlanLimits(tx, sub.team_id, now);
}

/** A change worth under 1 SAR, applied at once: its amount is carried and billed with the next renewal (a line on its invoice). */
export async function applyCarriedChange(tx: Db, sub: SubscriptionRow, target: SubscriptionShape, carriedHalalas: number, now: Date): Promise<void> {
  await affected(
    tx,
    `UPDATE subscriptions SET plan_code = $2, extra_calendars = $3, carried_halalas = carried_halalas + $4,
       scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, updated_at = $5 WHERE id = $1`,
    [sub.id, target.planCode, target.extraCalendars, carriedHalalas, now],
  );
  await applyPlanLimits(tx, sub.team_id, now);
}

/** The change that the renewal at the period's end applies (`null`: none). */
export async function scheduleChange(tx: Db, subscriptionId: string, shape: SubscriptionShape | null, now: Date): Promise<void> {
  await affected(tx, `UPDATE subscriptions SET scheduled_plan_code = $2, scheduled_period = $3, scheduled_extra_calendars = $4, updated_at = $5 WHERE id = $1`, [
    subscriptionId, shape?.planCode ?? null, shape?.period ?? null, shape?.extraCalendars ?? null, now,
  ]);
}

/** "Keep my current plan": the team's scheduled change, if any, is dropped. */
export async function dropScheduledChange(tx: Db, teamId: string, now: Date): Promise<void> {
  await affected(
    tx,
    `UPDATE subscriptions SET scheduled_plan_code = NULL, scheduled_period = NULL, scheduled_extra_calendars = NULL, updated_at = $2 WHERE team_id = $1 AND scheduled_plan_code IS NOT NULL`,
    [teamId, now],
  );
}
