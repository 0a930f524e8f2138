import { describe, expect, it } from 'vitest';
import { cardBrandOf, cheapestPlanWith, DUNNING_RETRY_DAYS, END_AFTER_DAYS, endsUnpaidAt, nextDunningRetry, planShortfalls, prorate, quoteChange, quoteSubscription, SOFT_BLOCK_AFTER_DAYS, softBlockAt, trialEndFrom, type Plan, type SubscriptionShape } from './billing.ts';
import { BOOKING_STATUSES, isLiveStatus } from './constants.ts';

const team: Plan = {
  code: 'team', nameEn: 'Team', nameAr: 'الفريق', monthlyHalalas: 9_900, annualHalalas: 99_000, includedCalendars: 2,
  extraCalendarMonthlyHalalas: 3_900, extraCalendarAnnualHalalas: 39_000, features: ['event_types', 'members', 'payments'],
};
const business: Plan = {
  code: 'business', nameEn: 'Business', nameAr: 'الأعمال', monthlyHalalas: 19_900, annualHalalas: 199_000, includedCalendars: 5,
  extraCalendarMonthlyHalalas: 2_900, extraCalendarAnnualHalalas: 29_000, features: ['event_types', 'members', 'payments', 'card_payments', 'customers_export'],
};

describe('quoteSubscription', () => {
  it('prices a monthly plan with VAT 15 %', () => {
    expect(quoteSubscription(team, 'monthly', 0)).toMatchObject({ subtotal: 9_900, vat: 1_485, total: 11_385, lines: [{ kind: 'plan', quantity: 1, amountHalalas: 9_900 }] });
  });
  it('adds a line for extra calendars at the period price', () => {
    const q = quoteSubscription(business, 'annual', 2);
    expect(q.lines).toEqual([
      { kind: 'plan', quantity: 1, unitHalalas: 199_000, amountHalalas: 199_000 },
      { kind: 'extra_calendars', quantity: 2, unitHalalas: 29_000, amountHalalas: 58_000 },
    ]);
    expect([q.subtotal, q.vat, q.total]).toEqual([257_000, 38_550, 295_550]);
  });
  it('rounds VAT half up to the halala', () => {
    // 19,900 + 2,900 = 22,800 → VAT 3,420 exactly; 3,900 → 585; one odd case: 9,900 + 3,900 = 13,800 → 2,070.
    expect(quoteSubscription(business, 'monthly', 1).vat).toBe(3_420);
    expect(quoteSubscription({ ...team, monthlyHalalas: 3 }, 'monthly', 0).vat).toBe(0); // 0.45 → 0
    expect(quoteSubscription({ ...team, monthlyHalalas: 10 }, 'monthly', 0).vat).toBe(2); // 1.5 → 2
  });
});

describe('cardBrandOf', () => {
  it('recognises mada before Visa or Mastercard (co-badged BINs), and Visa and Mastercard otherwise', () => {
    expect(cardBrandOf('4201 3201 1111 1010')).toBe('mada');
    expect(cardBrandOf('5297 4100 0000 0000')).toBe('mada'); // 529741
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5421080101000000')).toBe('mastercard');
    expect(cardBrandOf('2221000000000009')).toBe('mastercard');
    expect(cardBrandOf('340000000900000')).toBeNull();
  });
});

it('cheapestPlanWith names the cheapest plan that has a feature', () => {
  expect(cheapestPlanWith([business, team], 'members')).toBe('team');
  expect(cheapestPlanWith([business, team], 'card_payments')).toBe('business');
});

it('a trial lasts 14 days to the instant', () => {
  expect(trialEndFrom(new Date('2026-11-25T10:00:00Z')).toISOString()).toBe('2026-12-09T10:00:00.000Z');
});

describe('prorate', () => {
  it('rounds half up to the halala', () => {
    expect(prorate(19_900, { left: 17, total: 31 })).toBe(10_913); // 10,912.9…
    expect(prorate(9_900, { left: 17, total: 31 })).toBe(5_429); // 5,429.03…
    expect(prorate(100, { left: 1, total: 8 })).toBe(13); // 12.5 → 13
    expect(prorate(100, { left: 3, total: 8 })).toBe(38); // 37.5 → 38
    expect(prorate(9_900, { left: 31, total: 31 })).toBe(9_900);
    expect(prorate(9_900, { left: 0, total: 31 })).toBe(0);
  });
  it('refuses days outside the period', () => {
    expect(() => prorate(100, { left: 32, total: 31 })).toThrow(RangeError);
    expect(() => prorate(100, { left: 1, total: 0 })).toThrow(RangeError);
  });
});

describe('quoteChange', () => {
  const plans = [team, business];
  const days = { left: 17, total: 31 };
  it("BILLING.md §4's worked example: Team → Business monthly, 17 of 31 days left = 6,307 halalas", () => {
    const q = quoteChange(plans, { planCode: 'team', period: 'monthly', extraCalendars: 0 }, { planCode: 'business', period: 'monthly', extraCalendars: 0 }, days);
    expect(q.timing).toBe('now');
    expect(q.lines.map((l) => [l.kind, l.planCode, l.amountHalalas])).toEqual([['plan', 'business', 10_913], ['credit', 'team', -5_429]]);
    expect([q.subtotal, q.vat, q.total, q.carried]).toEqual([5_484, 823, 6_307, false]);
  });
  it('prices extra calendars added mid-period on the remaining days', () => {
    const q = quoteChange(plans, { planCode: 'business', period: 'monthly', extraCalendars: 1 }, { planCode: 'business', period: 'monthly', extraCalendars: 3 }, { left: 10, total: 30 });
    // 2 × 29.00 × 10/30 = 19.33 (1,933.33 → 1,933) + VAT 290 = 2,223.
    expect(q.lines).toEqual([{ kind: 'extra_calendars', quantity: 2, unitHalalas: 2_900, amountHalalas: 1_933, planCode: 'business', period: 'monthly', days: { left: 10, total: 30 } }]);
    expect([q.timing, q.subtotal, q.vat, q.total]).toEqual(['now', 1_933, 290, 2_223]);
  });
  it('credits the old plan’s extra calendars and charges the new plan’s on an upgrade with calendars', () => {
    const q = quoteChange(plans, { planCode: 'team', period: 'monthly', extraCalendars: 1 }, { planCode: 'business', period: 'monthly', extraCalendars: 1 }, days);
    expect(q.lines.map((l) => [l.kind, l.amountHalalas])).toEqual([['plan', 10_913], ['credit', -5_429], ['extra_calendars', 1_590], ['credit', -2_139]]);
    expect(q.subtotal).toBe(10_913 - 5_429 + 1_590 - 2_139);
  });
  it('carries a difference under 1 SAR (applied at once, charged with the next renewal)', () => {
    const q = quoteChange(plans, { planCode: 'business', period: 'monthly', extraCalendars: 0 }, { planCode: 'business', period: 'monthly', extraCalendars: 1 }, { left: 1, total: 31 });
    // 2,900 / 31 = 93.5 → 94 + VAT 14 = 108: charged. One day of 1 calendar at 39.00 on Team: 126 → charged; a cheaper line:
    expect(q.total).toBe(108);
    expect(q.carried).toBe(false);
    const tiny = quoteChange([team, { ...business, extraCalendarMonthlyHalalas: 1_000 }], { planCode: 'business', period: 'monthly', extraCalendars: 0 }, { planCode: 'business', period: 'monthly', extraCalendars: 1 }, { left: 1, total: 31 });
    expect([tiny.timing, tiny.subtotal, tiny.total, tiny.carried]).toEqual(['now', 32, 37, true]);
  });
  it('schedules a downgrade, fewer calendars and annual → monthly for the period’s end', () => {
    const at = (from: SubscriptionShape, to: SubscriptionShape) => quoteChange(plans, from, to, days);
    expect(at({ planCode: 'business', period: 'monthly', extraCalendars: 0 }, { planCode: 'team', period: 'monthly', extraCalendars: 0 })).toMatchObject({ timing: 'period_end', total: 0, lines: [] });
    expect(at({ planCode: 'team', period: 'monthly', extraCalendars: 2 }, { planCode: 'team', period: 'monthly', extraCalendars: 1 }).timing).toBe('period_end');
    // A lower plan waits even when more calendars make it dearer (Business → Team + 5 calendars = 294.00 > 199.00).
    expect(at({ planCode: 'business', period: 'monthly', extraCalendars: 0 }, { planCode: 'team', period: 'monthly', extraCalendars: 5 }).timing).toBe('period_end');
    expect(at({ planCode: 'business', period: 'annual', extraCalendars: 0 }, { planCode: 'business', period: 'monthly', extraCalendars: 0 }).timing).toBe('period_end');
    expect(at({ planCode: 'business', period: 'monthly', extraCalendars: 0 }, { planCode: 'team', period: 'annual', extraCalendars: 0 }).timing).toBe('period_end');
    expect(at({ planCode: 'team', period: 'monthly', extraCalendars: 0 }, { planCode: 'team', period: 'monthly', extraCalendars: 0 }).timing).toBe('none');
  });
  it('starts a new annual period with a credit line for the unused part of the month', () => {
    const q = quoteChange(plans, { planCode: 'team', period: 'monthly', extraCalendars: 0 }, { planCode: 'business', period: 'annual', extraCalendars: 1 }, days);
    expect(q.timing).toBe('new_period');
    expect(q.lines.map((l) => [l.kind, l.amountHalalas])).toEqual([['plan', 199_000], ['extra_calendars', 29_000], ['credit', -5_429]]);
    expect([q.subtotal, q.vat, q.total]).toEqual([222_571, 33_386, 255_957]);
  });
});

describe('planShortfalls (issue 36 item 6)', () => {
  const none = { cardProvider: false, paymentProviders: 0, paidEventTypes: 0, assistants: 0, calendars: 1 };
  const personal: Plan = { ...team, code: 'personal', monthlyHalalas: 0, annualHalalas: 0, includedCalendars: 1, extraCalendarMonthlyHalalas: 0, extraCalendarAnnualHalalas: 0, features: [] };
  const plan = (code: 'personal' | 'team' | 'business') => ({ personal, team, business })[code];

  it('names what a plan would switch off of what the team uses, and the calendars beyond those it includes', () => {
    const usage = { cardProvider: true, paymentProviders: 2, paidEventTypes: 3, assistants: 2, calendars: 4 };
    expect(planShortfalls(plan('business'), usage)).toEqual([]);
    expect(planShortfalls(plan('team'), usage)).toEqual([
      { kind: 'card_payments', paidEventTypes: 3 },
      { kind: 'calendars', used: 4, included: 2 },
    ]);
    // Without payments at all, that is what is said (card payments go with them), and the members.
    expect(planShortfalls(plan('personal'), usage)).toEqual([
      { kind: 'payments', paymentProviders: 2, paidEventTypes: 3 },
      { kind: 'members', assistants: 2 },
      { kind: 'calendars', used: 4, included: 1 },
    ]);
  });

  it('is empty when nothing in use is left out: paid event types by bank transfer are in Team', () => {
    expect(planShortfalls(plan('team'), none)).toEqual([]);
    expect(planShortfalls(plan('team'), { ...none, paymentProviders: 1, paidEventTypes: 2, assistants: 3, calendars: 2 })).toEqual([]);
  });
});

describe('the dunning schedule', () => {
  const since = new Date('2026-03-01T21:00:00Z');
  const day = (n: number) => new Date(since.getTime() + n * 86_400_000);
  it('soft-blocks SOFT_BLOCK_AFTER_DAYS and ends END_AFTER_DAYS after the renewal failed', () => {
    expect(softBlockAt(since)).toEqual(day(SOFT_BLOCK_AFTER_DAYS));
    expect(endsUnpaidAt(since)).toEqual(day(END_AFTER_DAYS));
  });
  it('retries on each of DUNNING_RETRY_DAYS, then no more', () => {
    expect(nextDunningRetry(since, since)).toEqual(day(DUNNING_RETRY_DAYS[0]));
    expect(nextDunningRetry(since, day(1))).toEqual(day(3));
    expect(nextDunningRetry(since, day(DUNNING_RETRY_DAYS.at(-1)!))).toBeNull();
  });
});

describe('isLiveStatus', () => {
  it('is true for pending and confirmed bookings only', () => {
    expect(BOOKING_STATUSES.filter(isLiveStatus)).toEqual(['pending', 'confirmed']);
  });
});
