import { describe, expect, it } from 'vitest';
import { addMonths, formatDay, formatHijri, formatHijriMonths, formatMonth, localDateOf, monthOf, monthRange } from './date.ts';

describe('plain dates', () => {
  it('are Gregorian in both languages, with Latin digits in Arabic', () => {
    expect(formatDay('2026-03-04', 'en')).toBe('Wednesday, March 4');
    expect(formatDay('2026-03-04', 'en', true)).toBe('Wednesday, March 4, 2026');
    expect(formatDay('2026-03-04', 'ar', true)).toBe('الأربعاء، 4 مارس 2026');
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'ar')).toBe('مارس 2026');
  });

  it('have their Umm al-Qura (Hijri) date for Arabic pages', () => {
    // 4 March 2026 is 15 Ramadan 1447.
    expect(formatHijri('2026-03-04')).toBe('15 رمضان 1447 هـ');
    expect(formatHijri('2026-03-04', 'day')).toBe('15');
    expect(formatHijriMonths('2026-03')).toBe('رمضان \u2013 شوال 1447 هـ');
  });

  it('an instant falls on the date of the zone it is read in', () => {
    // 22:30 UTC on 3 March is already 4 March in Riyadh (UTC+3), still 3 March in UTC and New York.
    expect(localDateOf('2026-03-03T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-04');
    expect(localDateOf('2026-03-03T22:30:00Z', 'UTC')).toBe('2026-03-03');
    expect(localDateOf('2026-03-03T22:30:00Z', 'America/New_York')).toBe('2026-03-03');
    expect(localDateOf(Date.parse('2026-03-03T20:59:59Z'), 'Asia/Riyadh')).toBe('2026-03-03');
  });

  it('months span their first to last day and step across years', () => {
    expect(monthRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthOf('2026-03-04')).toBe('2026-03');
  });
});
