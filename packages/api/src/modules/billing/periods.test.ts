import { describe, expect, it } from 'vitest';
import { anchorDayOf, periodEnd } from './periods.ts';

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
