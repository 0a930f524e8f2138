import { TRIAL_PLAN_CODE, cheapestPlanWith, endsUnpaidAt, softBlockAt, type BillingState, type Entitlements, type Plan, type PlanCode, type PlanFeature, type SubscriptionStatus } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/tx.ts';
import { billingTeam, pauseCalendarsBeyond, planRows, scheduledCalendarLimit, subscriptionStateOf, type BillingTeam, type PlanRow } from './billing.queries.ts';

/**
 * The one place a team's entitlements come from (BILLING.md §7): its subscription, its trial, or the
 * Personal plan. Every limit and feature check in the API goes through here; nothing is ever deleted
 * by a limit — a team over its limit simply cannot add more.
 */


const toPlan = (r: PlanRow): Plan => ({
  code: r.code,
  nameEn: r.name_en,
  nameAr: r.name_ar,
  monthlyHalalas: r.monthly_halalas,
  annualHalalas: r.annual_halalas,
  includedCalendars: r.included_calendars,
  extraCalendarMonthlyHalalas: r.extra_calendar_monthly_halalas,
  extraCalendarAnnualHalalas: r.extra_calendar_annual_halalas,
  features: r.features,
});

/** The catalogue, in price order (personal first). */
export async function listPlans(db: Db): Promise<Plan[]> {
  return (await planRows(db)).map(toPlan);
}

export function planOf(plans: readonly Plan[], code: PlanCode): Plan {
  const plan = plans.find((p) => p.code === code);
  if (!plan) throw new Error(`plan ${code} is not in the catalogue`);
  return plan;
}

/** What `entitlementsFrom` reads of a subscription. */
interface SubscriptionState {
  planCode: PlanCode;
  extraCalendars: number;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  pastDueSince: Date | null;
}

/**
 * Pure: the entitlements of a team at `now`.
 * - the personal team: the Personal plan, always;
 * - a subscription that is active — until END_AFTER_DAYS after its period's end, the dunning schedule a
 *   late renewal would have had (issue 35: a renewal that never ran never keeps the plan) —, or past due
 *   for less than END_AFTER_DAYS (soft-blocked after SOFT_BLOCK_AFTER_DAYS), or cancelled with time left
 *   in its period: its plan, with its extra calendars (the clock decides, so a late job never gives or
 *   takes a day, and a lost one never gives a period that was not paid);
 * - a subscription made during the trial (`trialing`, nothing paid yet): until its period — the rest of
 *   the trial — ends, the trial (the Business plan's features) with the calendar limit of the plan that
 *   will start, as a scheduled reduction holds it (issue 36 item 6: nothing added now is paused when the
 *   first charge comes); after it, like an active subscription whose renewal is late: its plan, until
 *   END_AFTER_DAYS past the trial's end;
 * - otherwise, within the trial: the Business plan (its included calendars);
 * - otherwise (`ended`): the Personal plan's limits.
 */
function entitlementsFrom(input: {
  team: { isPersonal: boolean; trialEndsAt: Date | null };
  subscription: SubscriptionState | null;
  plans: readonly Plan[];
  now: Date;
  calendarsUsed: number;
}): Entitlements {
  const { team, subscription: sub, plans, now, calendarsUsed } = input;
  const make = (code: PlanCode, state: BillingState, extra = 0, trialEndsAt: Date | null = null, pastDueSince: Date | null = null): Entitlements => {
    const plan = planOf(plans, code);
    return {
      planCode: code,
      state,
      trialEndsAt: trialEndsAt ? trialEndsAt.toISOString() : null,
      calendarLimit: plan.includedCalendars + extra,
      calendarsUsed,
      features: [...plan.features],
      pastDueSince: pastDueSince ? pastDueSince.toISOString() : null,
      softBlocked: pastDueSince !== null && softBlockAt(pastDueSince) <= now,
    };
  };
  if (team.isPersonal) return make('personal', 'personal');
  if (sub && sub.status === 'trialing') {
    if (sub.currentPeriodEnd > now) {
      const chosen = planOf(plans, sub.planCode);
      return { ...make(TRIAL_PLAN_CODE, 'trial', 0, sub.currentPeriodEnd), calendarLimit: chosen.includedCalendars + sub.extraCalendars };
    }
    if (endsUnpaidAt(sub.currentPeriodEnd) > now) return make(sub.planCode, 'active', sub.extraCalendars);
  }
  // Its status says active, but a period past its end was not renewed: as long as dunning would have lasted, then no more.
  if (sub && sub.status === 'active' && endsUnpaidAt(sub.currentPeriodEnd) > now) return make(sub.planCode, 'active', sub.extraCalendars);
  if (sub && sub.status === 'past_due' && sub.pastDueSince && endsUnpaidAt(sub.pastDueSince) > now) {
    return make(sub.planCode, 'past_due', sub.extraCalendars, null, sub.pastDueSince);
  }
  if (sub && sub.status === 'cancelled' && sub.currentPeriodEnd > now) return make(sub.planCode, 'cancelled', sub.extraCalendars);
  if (team.trialEndsAt && team.trialEndsAt > now) return make(TRIAL_PLAN_CODE, 'trial', 0, team.trialEndsAt);
  return make('personal', 'ended');
}

/**
 * A team's entitlements now, read in `db` (inside a transaction when a check guards a write): the plan
 * catalogue, then the team's subscription (one at most) with its calendar count in one row — two queries,
 * one after the other, as a transaction's single connection needs.
 */
export async function entitlementsOf(db: Db, team: BillingTeam, now: Date): Promise<Entitlements> {
  const plans = await listPlans(db);
  const s = await subscriptionStateOf(db, team.id);
  return entitlementsFrom({
    team,
    subscription: s?.plan_code
      ? { planCode: s.plan_code, extraCalendars: s.extra_calendars, status: s.status, currentPeriodEnd: new Date(s.current_period_end), pastDueSince: s.past_due_since ? new Date(s.past_due_since) : null }
      : null,
    plans,
    now,
    calendarsUsed: s!.calendars_used,
  });
}

/**
 * Pauses, for new bookings, the team's calendars beyond its calendar limit now (the oldest stay open),
 * and reopens the rest; nothing is deleted and existing bookings stand. Each change bumps the
 * calendar's slot version (its trigger), so public answers kept by any process are dropped. Run in the
 * transaction of whatever changed the limit (a subscription's transitions, a trial's end).
 */
export async function applyPlanLimits(tx: Db, teamId: string, now: Date): Promise<void> {
  const team = await billingTeam(tx, teamId);
  if (!team) return;
  const ent = await entitlementsOf(tx, team, now);
  await pauseCalendarsBeyond(tx, teamId, ent.calendarLimit, now);
}

/**
 * Refuses with FEATURE_BLOCKED (carrying the feature and the cheapest plan that has it) when the team's
 * plan lacks `feature`. `code` lets older callers keep their established code (e.g. PAYMENTS_NOT_AVAILABLE).
 */
export async function requireFeature(
  db: Db,
  team: BillingTeam,
  feature: PlanFeature,
  now: Date,
  code: 'FEATURE_BLOCKED' | 'PAYMENTS_NOT_AVAILABLE' | 'EVENT_TYPE_LIMIT_REACHED' = 'FEATURE_BLOCKED',
): Promise<Entitlements> {
  const ent = await entitlementsOf(db, team, now);
  if (!ent.features.includes(feature)) {
    const plan = cheapestPlanWith(await listPlans(db), feature);
    throw new AppError(code, undefined, { needs: { feature, ...(plan ? { plan } : {}) } });
  }
  return ent;
}

/** Refuses with BILLING_SOFT_BLOCKED when the team's renewal is past due for SOFT_BLOCK_AFTER_DAYS (new calendars, event types, members). */
async function requireNotSoftBlocked(db: Db, team: BillingTeam, now: Date): Promise<Entitlements> {
  const ent = await entitlementsOf(db, team, now);
  if (ent.softBlocked) throw new AppError('BILLING_SOFT_BLOCKED');
  return ent;
}

/**
 * Refuses with CALENDAR_LIMIT_REACHED (limit, used, and a plan with more calendars) at the calendar limit —
 * the lower of today's and the one a scheduled change brings at the period's end, so a scheduled
 * downgrade never finds more calendars than it allows — and with BILLING_SOFT_BLOCKED when soft-blocked.
 */
export async function requireCalendarRoom(db: Db, team: BillingTeam, now: Date): Promise<void> {
  const ent = await requireNotSoftBlocked(db, team, now);
  const scheduled = await scheduledCalendarLimit(db, team.id);
  if (scheduled && scheduled.limit < ent.calendarLimit) ent.calendarLimit = scheduled.limit;
  if (ent.calendarsUsed >= ent.calendarLimit) {
    const plans = await listPlans(db);
    const bigger = plans.filter((p) => p.code !== 'personal').sort((a, b) => a.monthlyHalalas - b.monthlyHalalas).find((p) => p.includedCalendars > ent.calendarLimit);
    // The personal team cannot subscribe: it is told its limit, not offered a plan.
    const plan = team.isPersonal ? undefined : (bigger?.code ?? (ent.planCode === 'personal' ? 'team' : ent.planCode));
    throw new AppError('CALENDAR_LIMIT_REACHED', undefined, { needs: { limit: ent.calendarLimit, used: ent.calendarsUsed, ...(plan ? { plan } : {}) } });
  }
}
