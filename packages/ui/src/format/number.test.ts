import { describe, expect, it } from 'vitest';
import { formatList, formatNumber, formatPercent, formatTimeLeft } from './number.ts';

describe('numbers, shares, lists and time left in the locale', () => {
  it('write counts and percentages with Latin digits in both languages', () => {
    expect(formatNumber(1234, 'ar')).toBe('1,234');
    expect(formatPercent(0.125, 'en')).toBe('13%');
    expect(formatPercent(0.12, 'ar')).toMatch(/^12\s?٪/);
  });
  it('list names each isolated, joined by the locale', () => {
    expect(formatList(['Dr Sara', 'X-ray room'], 'en')).toBe('\u2068Dr Sara\u2069 and \u2068X-ray room\u2069');
    expect(formatList(['د. سارة', 'Dr Omar'], 'ar')).toBe('\u2068د. سارة\u2069 و\u2068Dr Omar\u2069');
  });
  it('say the time left in the largest unit that reads well', () => {
    expect(formatTimeLeft(30_000, 'en')).toBe('in 1 minute');
    expect(formatTimeLeft(5 * 3_600_000, 'en')).toBe('in 5 hours');
    expect(formatTimeLeft(6 * 24 * 3_600_000, 'en')).toBe('in 6 days');
  });
});
