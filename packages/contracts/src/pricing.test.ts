import { describe, expect, it } from 'vitest';
import { createEventTypeInput, eventTypeRuleIssues, fieldsOfPricing, PRICINGS, priceDisplayOf, pricingOf } from './index.ts';

const ids = {
  teamId: '7b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  calendarId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  scheduleId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
};
const base = { ...ids, title: 'Consultation', slug: 'consult', durationMinutes: 30 };

describe('one price model', () => {
  it('reads the choice from the stored fields', () => {
    expect(pricingOf({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 })).toBe('free');
    expect(pricingOf({ paymentEnabled: true, paymentRequired: true, priceHalalas: 15_000 })).toBe('prepaid');
    // The issue's case: payments on, "required" off, a price — listed as Free before; it is paid on arrival.
    expect(pricingOf({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000 })).toBe('on_arrival');
  });

  it('a public view without paymentEnabled reads the same (price 0 when payments are off)', () => {
    expect(pricingOf({ paymentRequired: false, priceHalalas: 0 })).toBe('free');
    expect(pricingOf({ paymentRequired: true, priceHalalas: 15_000 })).toBe('prepaid');
    expect(pricingOf({ paymentRequired: false, priceHalalas: 15_000 })).toBe('on_arrival');
  });

  it('nothing to pay is free, whatever the switches say', () => {
    expect(pricingOf({ paymentEnabled: true, paymentRequired: true, priceHalalas: 0 })).toBe('free');
    expect(pricingOf({ paymentEnabled: false, paymentRequired: false, priceHalalas: 15_000 })).toBe('free');
  });

  it('each choice maps to fields that read back as the same choice and pass the rules', () => {
    for (const choice of PRICINGS) {
      const fields = fieldsOfPricing(choice, 15_000);
      expect(pricingOf(fields)).toBe(choice);
      expect(eventTypeRuleIssues({ ...fields, activeFrom: null, activeTo: null })).toEqual([]);
      expect(createEventTypeInput.safeParse({ ...base, ...fields }).success).toBe(true);
    }
    expect(fieldsOfPricing('free', 15_000)).toEqual({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 });
    expect(fieldsOfPricing('prepaid', 15_000)).toEqual({ paymentEnabled: true, paymentRequired: true, priceHalalas: 15_000 });
    expect(fieldsOfPricing('on_arrival', 15_000)).toEqual({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000 });
  });

  it('a paid choice without a takeable price is refused by the rules (no "paid" event for nothing)', () => {
    expect(eventTypeRuleIssues({ ...fieldsOfPricing('prepaid', 0), activeFrom: null, activeTo: null })).toEqual([{ path: 'priceHalalas', issue: 'price_too_low' }]);
    expect(eventTypeRuleIssues({ ...fieldsOfPricing('on_arrival', 99), activeFrom: null, activeTo: null })).toEqual([{ path: 'priceHalalas', issue: 'price_too_low' }]);
    // A free event type with a price, or required without payments, cannot be stored.
    expect(eventTypeRuleIssues({ paymentEnabled: false, paymentRequired: false, priceHalalas: 15_000, activeFrom: null, activeTo: null })).toEqual([{ path: 'priceHalalas', issue: 'price_without_payment' }]);
    expect(eventTypeRuleIssues({ paymentEnabled: false, paymentRequired: true, priceHalalas: 0, activeFrom: null, activeTo: null })).toEqual([{ path: 'paymentRequired', issue: 'payment_required_not_enabled' }]);
  });

  it('one display shape: free, or the VAT-inclusive amount and how it is paid', () => {
    expect(priceDisplayOf({ paymentEnabled: false, paymentRequired: false, priceHalalas: 0 })).toEqual({ kind: 'free' });
    expect(priceDisplayOf({ paymentRequired: true, priceHalalas: 15_000 })).toEqual({ kind: 'prepaid', amountHalalas: 15_000, vatIncluded: true });
    expect(priceDisplayOf({ paymentEnabled: true, paymentRequired: false, priceHalalas: 15_000 })).toEqual({ kind: 'on_arrival', amountHalalas: 15_000, vatIncluded: true });
  });
});
