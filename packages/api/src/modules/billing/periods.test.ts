import { describe, expect, it } from 'vitest';
import { anchorDayOf, cardExpiresAt, periodDays, periodEnd } from './periods.ts';

// Riyadh is UTC+3 all year: 21:00Z on the 31st is already the 1st there.
describe('billing periods (Asia/Riyadh, anchored, clamped)', () => {
  it('a month from 31 January is the last day of February, then back to the 31st', () => {
    const start = new Date('2027-01-31T09:00:00Z');
    expect(anchorDayOf(start)).toBe(31);
    const feb = periodEnd(start, 'monthly');
    expect(feb.toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(periodEnd(feb, 'monthly', 31).toISOString()).toBe('2027-03-31T09:00:00.000Z');
    expect(periodEnd(new Date('2028-01-31T09:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it("counts the day in Riyadh, not in UTC", () => {
    const start = new Date('2027-01-31T22:00:00Z'); // 1 February 01:00 in Riyadh
    expect(anchorDayOf(start)).toBe(1);
    expect(periodEnd(start, 'monthly').toISOString()).toBe('2027-02-28T22:00:00.000Z'); // 1 March 01:00 Riyadh
  });

  it('a year is twelve calendar months (29 February → 28 February)', () => {
    expect(periodEnd(new Date('2028-02-29T06:00:00Z'), 'annual').toISOString()).toBe('2029-02-28T06:00:00.000Z');
    expect(periodEnd(new Date('2026-11-25T06:00:00Z'), 'annual').toISOString()).toBe('2027-11-25T06:00:00.000Z');
  });
});

describe('periodDays (Riyadh calendar days; today counts as left)', () => {
  it("BILLING.md's worked example: a 31-day period with 17 days left", () => {
    // 1 January 00:00 Riyadh → 1 February; today 15 January (noon Riyadh): 15…31 January = 17 days.
    expect(periodDays(new Date('2026-12-31T21:00:00Z'), new Date('2027-01-31T21:00:00Z'), new Date('2027-01-15T09:00:00Z'))).toEqual({ left: 17, total: 31 });
  });
  it('a Riyadh midnight that is still the previous day in UTC counts as the new day', () => {
    const start = new Date('2027-01-31T21:00:00Z'); // 1 February 00:00 in Riyadh
    const end = periodEnd(start, 'monthly'); // 1 March 00:00 Riyadh = 28 February 21:00Z
    expect(end.toISOString()).toBe('2027-02-28T21:00:00.000Z');
    // 14 February 21:30Z is 15 February 00:30 in Riyadh: 15…28 February = 14 of 28.
    expect(periodDays(start, end, new Date('2027-02-14T21:30:00Z'))).toEqual({ left: 14, total: 28 });
    expect(periodDays(start, end, new Date('2027-02-14T20:30:00Z'))).toEqual({ left: 15, total: 28 });
  });
  it('February of a leap year has 29 days; 31 January → 29 February', () => {
    const start = new Date('2028-01-31T09:00:00Z');
    const end = periodEnd(start, 'monthly');
    expect(periodDays(start, end, start)).toEqual({ left: 29, total: 29 });
    expect(periodDays(end, periodEnd(end, 'monthly', 31), end)).toEqual({ left: 31, total: 31 }); // 29 Feb → 31 Mar
  });
  it('an annual period counts 365 or 366 days', () => {
    const start = new Date('2027-03-01T09:00:00Z');
    expect(periodDays(start, periodEnd(start, 'annual'), start).total).toBe(366); // across 29 Feb 2028
    expect(periodDays(new Date('2026-03-01T09:00:00Z'), new Date('2027-03-01T09:00:00Z'), new Date('2027-02-28T09:00:00Z'))).toEqual({ left: 1, total: 365 });
  });
  it('is never below 0 or above the period', () => {
    const start = new Date('2027-01-01T09:00:00Z');
    const end = periodEnd(start, 'monthly');
    expect(periodDays(start, end, new Date('2027-03-01T00:00:00Z')).left).toBe(0);
    expect(periodDays(start, end, new Date('2026-12-01T00:00:00Z')).left).toBe(31);
  });
});

describe('cardExpiresAt', () => {
  it('is the first instant of the month after the expiry month, in Riyadh', () => {
    expect(cardExpiresAt(2, 2027).toISOString()).toBe('2027-02-28T21:00:00.000Z');
    expect(cardExpiresAt(12, 2027).toISOString()).toBe('2027-12-31T21:00:00.000Z');
  });
});

describe('periodDays on the period’s last day', () => {
  it('counts one day left until the end instant, none after it', () => {
    const start = new Date('2027-01-01T06:00:00Z'); // 09:00 Riyadh
    const end = periodEnd(start, 'monthly'); // 1 February 09:00 Riyadh
    expect(periodDays(start, end, new Date('2027-01-31T22:00:00Z'))).toEqual({ left: 1, total: 31 }); // 1 Feb 01:00 Riyadh
    expect(periodDays(start, end, new Date('2027-02-01T06:00:00Z')).left).toBe(0);
  });
});
