import { cheapestPlanWith, type Entitlements, type Plan, type PlanFeature, type PlanNeeds } from '@waqt/contracts';

/*
 * What a team's plan lacks, known before an action is tried (billing.entitlements with billing.plans),
 * in the shape a refused call carries in `error.data.appError.needs` — so a screen shows the same upgrade
 * prompt before the action as after a refusal. The API stays the judge: these only spare a form that
 * would fail. Like the API, the personal team is never offered a plan (it cannot subscribe).
 */

/** The feature is missing from the team's plan: the feature and the cheapest plan that has it; undefined when the plan has it. */
export function featureNeeds(entitlements: Entitlements, plans: readonly Plan[], feature: PlanFeature): PlanNeeds | undefined {
  if (entitlements.features.includes(feature)) return undefined;
  const plan = entitlements.state === 'personal' ? undefined : cheapestPlanWith(plans, feature);
  return { feature, ...(plan ? { plan } : {}) };
}

/**
 * At the calendar limit: the limit, the calendars used and the plan to offer — the cheapest paid plan
 * with more calendars included, else the team's own (extra calendars), as the API's
 * `requireCalendarRoom` chooses; undefined while there is room.
 */
export function calendarNeeds(entitlements: Entitlements, plans: readonly Plan[]): PlanNeeds | undefined {
  const { calendarLimit: limit, calendarsUsed: used, planCode, state } = entitlements;
  if (used < limit) return undefined;
  if (state === 'personal') return { limit, used };
  const bigger = plans
    .filter((p) => p.code !== 'personal')
    .sort((a, b) => a.monthlyHalalas - b.monthlyHalalas)
    .find((p) => p.includedCalendars > limit);
  return { limit, used, plan: bigger?.code ?? (planCode === 'personal' ? 'team' : planCode) };
}
