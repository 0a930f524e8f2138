import type { DataSource, EntityManager } from 'typeorm';
import { cheapestPlanWith, type BillingState, type Entitlements, type Plan, type PlanCode, type PlanFeature } from '@waqt/contracts';
import { AppError } from '../../errors.ts';

/**
 * The one place a team's entitlements come from (BILLING.md §7): its subscription, its trial, or the
 * Personal plan. Every limit and feature check in the API goes through here; nothing is ever deleted
 * by a limit — a team over its limit simply cannot add more.
 */

type Db = DataSource | EntityManager;

interface PlanRow {
  code: PlanCode;
  name_en: string;
  name_ar: string;
  monthly_halalas: number;
  annual_halalas: number;
  included_calendars: number;
  extra_calendar_monthly_halalas: number;
  extra_calendar_annual_halalas: number;
  features: PlanFeature[];
}

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
  const rows: PlanRow[] = await db.query(`SELECT * FROM plans ORDER BY sort, code`);
  return rows.map(toPlan);
}

export function planOf(plans: readonly Plan[], code: PlanCode): Plan {
  const plan = plans.find((p) => p.code === code);
  if (!plan) throw new Error(`plan ${code} is not in the catalogue`);
  return plan;
}

/** What `entitlementsFrom` reads of a subscription. */
export interface SubscriptionState {
  planCode: PlanCode;
  extraCalendars: number;
  status: 'active' | 'past_due' | 'cancelled' | 'ended';
  currentPeriodEnd: Date;
}

/**
 * Pure: the entitlements of a team at `now`.
 * - the personal team: the Personal plan, always;
 * - a subscription that is active or past due, or cancelled with time left in its period: its plan,
 *   with its extra calendars;
 * - otherwise, within the trial: the Business plan (its included calendars);
 * - otherwise (`ended`): the Personal plan's limits.
 */
export function entitlementsFrom(input: {
  team: { isPersonal: boolean; trialEndsAt: Date | null };
  subscription: SubscriptionState | null;
  plans: readonly Plan[];
  now: Date;
  calendarsUsed: number;
}): Entitlements {
  const { team, subscription: sub, plans, now, calendarsUsed } = input;
  const make = (code: PlanCode, state: BillingState, extra = 0, trialEndsAt: Date | null = null): Entitlements => {
    const plan = planOf(plans, code);
    return {
      planCode: code,
      state,
      trialEndsAt: trialEndsAt ? trialEndsAt.toISOString() : null,
      calendarLimit: plan.includedCalendars + extra,
      calendarsUsed,
      features: [...plan.features],
    };
  };
  if (team.isPersonal) return make('personal', 'personal');
  if (sub && (sub.status === 'active' || sub.status === 'past_due')) return make(sub.planCode, sub.status, sub.extraCalendars);
  if (sub && sub.status === 'cancelled' && sub.currentPeriodEnd > now) return make(sub.planCode, 'cancelled', sub.extraCalendars);
  if (team.trialEndsAt && team.trialEndsAt > now) return make('business', 'trial', 0, team.trialEndsAt);
  return make('personal', 'ended');
}

/** A team's entitlements now, read in `db` (inside a transaction when a check guards a write). */
export async function entitlementsOf(db: Db, team: { id: string; isPersonal: boolean; trialEndsAt: Date | null }, now: Date): Promise<Entitlements> {
  const [plans, subs, used] = await Promise.all([
    listPlans(db),
    db.query<{ plan_code: PlanCode; extra_calendars: number; status: SubscriptionState['status']; current_period_end: Date }[]>(
      `SELECT plan_code, extra_calendars, status, current_period_end FROM subscriptions WHERE team_id = $1`,
      [team.id],
    ),
    db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM calendars WHERE team_id = $1`, [team.id]),
  ]);
  const s = subs[0];
  return entitlementsFrom({
    team,
    subscription: s ? { planCode: s.plan_code, extraCalendars: s.extra_calendars, status: s.status, currentPeriodEnd: new Date(s.current_period_end) } : null,
    plans,
    now,
    calendarsUsed: used[0]!.n,
  });
}

/**
 * Refuses with FEATURE_BLOCKED (carrying the feature and the cheapest plan that has it) when the team's
 * plan lacks `feature`. `code` lets older callers keep their established code (e.g. PAYMENTS_NOT_AVAILABLE).
 */
export async function requireFeature(
  db: Db,
  team: { id: string; isPersonal: boolean; trialEndsAt: Date | null },
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

/** Refuses with CALENDAR_LIMIT_REACHED (limit, used, and a plan with more calendars) at the calendar limit. */
export async function requireCalendarRoom(db: Db, team: { id: string; isPersonal: boolean; trialEndsAt: Date | null }, now: Date): Promise<void> {
  const ent = await entitlementsOf(db, team, now);
  if (ent.calendarsUsed >= ent.calendarLimit) {
    const plans = await listPlans(db);
    const bigger = plans.filter((p) => p.code !== 'personal').sort((a, b) => a.monthlyHalalas - b.monthlyHalalas).find((p) => p.includedCalendars > ent.calendarLimit);
    // The personal team cannot subscribe: it is told its limit, not offered a plan.
    const plan = team.isPersonal ? undefined : (bigger?.code ?? (ent.planCode === 'personal' ? 'team' : ent.planCode));
    throw new AppError('CALENDAR_LIMIT_REACHED', undefined, { needs: { limit: ent.calendarLimit, used: ent.calendarsUsed, ...(plan ? { plan } : {}) } });
  }
}
