import type { EntityManager } from 'typeorm';
import {
  VAT_BASIS_POINTS,
  halalas,
  quoteChange,
  quoteSubscription,
  type ApplyChangeInput,
  type ChangePreview,
  type ChangeQuote,
  type ChangeResult,
  type ChangeSubscriptionInput,
  type Plan,
  type SubscriptionShape,
  type SubscriptionView,
} from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import type { AppDeps } from '../../trpc/context.ts';
import type { User } from '../auth/auth.queries.ts';
import { calendarsUsed, clientRecordId, defaultCard, hasPendingRecord, lockTeam, subscriptionRow, type BillingTeam, type SubscriptionRow } from './billing.queries.ts';
import { insertRecord, recordOrRefusal, settleRecord } from './charges.ts';
import { listPlans, planOf } from './entitlements.ts';
import { anchorDayOf, periodDays, periodEnd } from './periods.ts';
import { applyCarriedChange, cancelAtPeriodEnd, changeTrialPlan, dropScheduledChange, endSubscription, reenable, scheduleChange } from './subscription-lifecycle.ts';
import { subscriptionView } from './subscriptions.ts';

/**
 * Changing a live subscription (BILLING.md §4): upgrades and more calendars are charged now by the
 * prorated difference (applied when paid; under 1 SAR applied at once and carried to the renewal),
 * monthly → annual starts a new annual period with a credit line, anything cheaper is scheduled for the
 * period's end. Never below the calendars in use. Cancel at the period's end, re-enable before it.
 */

/** The subscription a change applies to: active, or cancelled with time left (changing it re-enables it when charged). */
async function liveSubscription(db: Db, teamId: string, now: Date, lock = false): Promise<SubscriptionRow> {
  const sub = await subscriptionRow(db, teamId, lock);
  if (!sub || sub.status === 'ended' || (sub.status === 'cancelled' && new Date(sub.current_period_end) <= now)) throw new AppError('SUBSCRIPTION_REQUIRED');
  // Past due: the open renewal is paid first (the billing page says how).
  if (sub.status === 'past_due') throw new AppError('BILLING_SOFT_BLOCKED');
  return sub;
}

interface Priced {
  sub: SubscriptionRow;
  plans: Plan[];
  target: SubscriptionShape;
  quote: ChangeQuote;
  preview: ChangePreview;
}

/** Prices a change at `now` and applies the in-use rule (CALENDARS_BELOW_USED with the numbers). */
async function price(db: Db, teamId: string, input: ChangeSubscriptionInput, now: Date, lock = false): Promise<Priced> {
  const sub = await liveSubscription(db, teamId, now, lock);
  const plans = await listPlans(db);
  const target: SubscriptionShape = { planCode: input.planCode, period: input.period, extraCalendars: input.extraCalendars };
  const used = await calendarsUsed(db, teamId);
  const limit = planOf(plans, target.planCode).includedCalendars + target.extraCalendars;
  if (limit < used) throw new AppError('CALENDARS_BELOW_USED', undefined, { needs: { limit, used } });
  const current: SubscriptionShape = { planCode: sub.plan_code, period: sub.period, extraCalendars: sub.extra_calendars };
  const quote = sub.status === 'trialing' ? trialChange(current, target) : quoteChange(plans, current, target, periodDays(new Date(sub.current_period_start), new Date(sub.current_period_end), now));
  const preview: ChangePreview = {
    timing: quote.timing,
    carried: quote.carried,
    lines: quote.lines,
    subtotal: quote.subtotal,
    vat: quote.vat,
    total: quote.total,
    effectiveAt: (quote.timing === 'period_end' || quote.timing === 'trial_end' ? new Date(sub.current_period_end) : now).toISOString(),
    nextPeriodTotal: quoteSubscription(planOf(plans, target.planCode), target.period, target.extraCalendars).total,
    calendarLimitAfter: limit,
    calendarsUsed: used,
  };
  return { sub, plans, target, quote, preview };
}

/**
 * In the trial nothing has been paid, so nothing is prorated or credited: the change is to the plan that
 * starts (and is first charged) when the trial ends (issue 36 item 6).
 */
function trialChange(current: SubscriptionShape, target: SubscriptionShape): ChangeQuote {
  const same = current.planCode === target.planCode && current.period === target.period && current.extraCalendars === target.extraCalendars;
  return { timing: same ? 'none' : 'trial_end', carried: false, lines: [], subtotal: halalas(0), vat: halalas(0), total: halalas(0), vatBasisPoints: VAT_BASIS_POINTS };
}

export async function previewChange(deps: AppDeps, team: BillingTeam, input: ChangeSubscriptionInput): Promise<ChangePreview> {
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
  return (await price(deps.db, team.id, input, deps.clock.now())).preview;
}

/**
 * Applies a change: one record per (team, requestKey) — a repeat answers the same charge. The total
 * must be the one the owner was shown (`expectedTotal`), else BILLING_QUOTE_CHANGED and nothing happens.
 */
export async function applyChange(deps: AppDeps, team: BillingTeam, user: User, input: ApplyChangeInput): Promise<ChangeResult> {
  const { db, clock } = deps;
  if (team.isPersonal) throw new AppError('PERSONAL_TEAM');
  const outcome = await db.transaction(async (tx): Promise<ChangeResult> => {
    await lockTeam(tx, team.id);
    const same = await clientRecordId(tx, team.id, input.requestKey);
    if (same) return { timing: 'now', orderId: same };
    // A charge under way (a renewal, another change) settles first: its activation would undo this change.
    await refuseWhilePending(tx, team.id);
    const now = clock.now();
    const { sub, target, quote } = await price(tx, team.id, input, now, true);
    if (sub.status === 'trialing') {
      // Nothing to charge: the plan that starts when the trial ends is the new one (the same request
      // repeated finds it already so, and answers the same). The calendar limit follows it now.
      if (input.expectedTotal !== 0) throw new AppError('BILLING_QUOTE_CHANGED');
      await changeTrialPlan(tx, sub, target, now);
      return { timing: 'trial_end', orderId: null };
    }
    if (quote.timing === 'none') {
      // Back to the current plan: a scheduled change is dropped; otherwise there is nothing to do.
      if (sub.scheduled_plan_code === null) throw new AppError('SUBSCRIPTION_UNCHANGED');
      await scheduleChange(tx, sub.id, null, now);
      return { timing: 'none', orderId: null };
    }
    if (quote.timing === 'period_end') {
      await scheduleChange(tx, sub.id, target, now);
      return { timing: 'period_end', orderId: null };
    }
    if (quote.total !== input.expectedTotal) throw new AppError('BILLING_QUOTE_CHANGED');
    if (quote.timing === 'now' && (quote.carried || quote.total === 0)) {
      // Under 1 SAR: applied at once, the amount billed with the next renewal (a line on its invoice).
      await applyCarriedChange(tx, sub, target, quote.subtotal, now);
      return { timing: 'now', orderId: null };
    }
    const card = await defaultCard(tx, team.id);
    if (!card) throw new AppError('PAYMENT_METHOD_REQUIRED');
    const newPeriod = quote.timing === 'new_period';
    const orderId = await insertRecord(tx, clock, {
      teamId: team.id,
      kind: 'change',
      origin: 'client',
      requestKey: input.requestKey,
      planCode: target.planCode,
      period: target.period,
      extraCalendars: target.extraCalendars,
      quote,
      card,
      periodStart: newPeriod ? now : new Date(sub.current_period_start),
      periodEnd: newPeriod ? periodEnd(now, target.period) : new Date(sub.current_period_end),
      anchorDay: newPeriod ? anchorDayOf(now) : sub.anchor_day,
      createdBy: user.id,
    });
    return { timing: quote.timing, orderId };
  });
  if (!outcome.orderId) return outcome;
  const record = recordOrRefusal(await settleRecord(deps, team.id, outcome.orderId, 'charge'));
  return { timing: outcome.timing, orderId: record.orderId };
}

/** BILLING_IN_PROGRESS while one of the team's charges is pending (its activation rewrites the subscription). */
async function refuseWhilePending(tx: EntityManager, teamId: string): Promise<void> {
  if (await hasPendingRecord(tx, teamId)) throw new AppError('BILLING_IN_PROGRESS');
}

async function viewOrThrow(deps: AppDeps, teamId: string): Promise<SubscriptionView> {
  const view = await subscriptionView(deps.db, teamId, deps.clock.now());
  if (!view) throw new AppError('SUBSCRIPTION_REQUIRED');
  return view;
}

/** "Keep my current plan": drops the change scheduled for the period's end. */
export async function cancelScheduledChange(deps: AppDeps, team: BillingTeam): Promise<SubscriptionView> {
  await dropScheduledChange(deps.db, team.id, deps.clock.now());
  return viewOrThrow(deps, team.id);
}

/**
 * Cancels at the period's end: the plan stays until then and nothing more is charged. A past-due
 * subscription (its period already over) ends now. A subscription still in the trial (nothing paid)
 * ends now too, and is never charged: the team keeps the rest of its trial, and may subscribe again.
 * Cancelling twice changes nothing.
 */
export async function cancelSubscription(deps: AppDeps, team: BillingTeam): Promise<SubscriptionView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, team.id, true);
    if (!sub || sub.status === 'ended') throw new AppError('SUBSCRIPTION_REQUIRED');
    await refuseWhilePending(tx, team.id);
    // In the trial, its renewal job (the first charge) finds the subscription ended at the trial's end
    // and charges nothing. Past due, its period is already over.
    if (sub.status === 'trialing') await endSubscription(deps, tx, sub, 'cancelled_in_trial');
    else if (sub.status === 'active') await cancelAtPeriodEnd(tx, sub.id, now);
    else if (sub.status === 'past_due') await endSubscription(deps, tx, sub, 'cancelled');
  });
  return viewOrThrow(deps, team.id);
}

/** "Subscription re-enabled": a cancelled subscription renews again, until its period's end only (SUBSCRIPTION_ENDED after). */
export async function reenableSubscription(deps: AppDeps, team: BillingTeam): Promise<SubscriptionView> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sub = await subscriptionRow(tx, team.id, true);
    if (!sub) throw new AppError('SUBSCRIPTION_REQUIRED');
    if (sub.status === 'ended' || (sub.status === 'cancelled' && new Date(sub.current_period_end) <= now)) throw new AppError('SUBSCRIPTION_ENDED');
    if (sub.status === 'cancelled') await reenable(tx, sub.id, now);
  });
  return viewOrThrow(deps, team.id);
}
