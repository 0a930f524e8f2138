import { describe, expect, it } from 'vitest';
import { cardBrandOf, cheapestPlanWith, quoteSubscription, trialEndFrom, type Plan } from './billing.ts';

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
