import { describe, expect, it } from 'vitest';
import type { Entitlements, Plan } from '@waqt/contracts';
import { calendarNeeds, featureNeeds } from './planGate.ts';

const plan = (code: Plan['code'], monthlyHalalas: number, includedCalendars: number, features: Plan['features']): Plan => ({
  code,
  nameEn: code,
  nameAr: code,
  monthlyHalalas,
  annualHalalas: monthlyHalalas * 10,
  includedCalendars,
  extraCalendarMonthlyHalalas: 0,
  extraCalendarAnnualHalalas: 0,
  features,
});
// Out of price order on purpose: the cheapest plan is found by price.
const plans = [
  plan('business', 19_900, 5, ['event_types', 'members', 'payments', 'card_payments', 'customers_export']),
  plan('personal', 0, 1, []),
  plan('team', 9_900, 2, ['event_types', 'members', 'payments']),
];
const ent = (e: Partial<Entitlements>): Entitlements => ({ planCode: 'team', state: 'active', trialEndsAt: null, calendarLimit: 2, calendarsUsed: 1, features: ['event_types', 'members', 'payments'], pastDueSince: null, softBlocked: false, ...e });

describe('featureNeeds', () => {
  it('is nothing when the plan has the feature', () => {
    expect(featureNeeds(ent({}), plans, 'members')).toBeUndefined();
  });

  it('names the cheapest plan that has the feature', () => {
    expect(featureNeeds(ent({}), plans, 'customers_export')).toEqual({ feature: 'customers_export', plan: 'business' });
    expect(featureNeeds(ent({ planCode: 'personal', state: 'ended', features: [] }), plans, 'members')).toEqual({ feature: 'members', plan: 'team' });
  });

  it('offers the personal team no plan (it cannot subscribe)', () => {
    expect(featureNeeds(ent({ planCode: 'personal', state: 'personal', features: [] }), plans, 'payments')).toEqual({ feature: 'payments' });
  });
});

describe('calendarNeeds', () => {
  it('is nothing while there is room', () => {
    expect(calendarNeeds(ent({ calendarLimit: 2, calendarsUsed: 1 }), plans)).toBeUndefined();
  });

  it('offers the cheapest plan with more calendars', () => {
    expect(calendarNeeds(ent({ calendarLimit: 2, calendarsUsed: 2 }), plans)).toEqual({ limit: 2, used: 2, plan: 'business' });
    expect(calendarNeeds(ent({ planCode: 'personal', state: 'ended', calendarLimit: 1, calendarsUsed: 3 }), plans)).toEqual({ limit: 1, used: 3, plan: 'team' });
  });

  it('offers the team its own plan when no plan includes more (extra calendars)', () => {
    expect(calendarNeeds(ent({ planCode: 'business', calendarLimit: 8, calendarsUsed: 8 }), plans)).toEqual({ limit: 8, used: 8, plan: 'business' });
  });

  it('tells the personal team its limit without a plan', () => {
    expect(calendarNeeds(ent({ planCode: 'personal', state: 'personal', calendarLimit: 1, calendarsUsed: 1 }), plans)).toEqual({ limit: 1, used: 1 });
  });
});
