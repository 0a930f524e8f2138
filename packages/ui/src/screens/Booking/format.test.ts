import { describe, expect, it } from 'vitest';
import { addMonths, formatDay, formatDuration, formatHijri, formatPrice, formatTime, localDateOf, monthRange, zoneLabel } from './format.ts';

/** Intl separates some parts with no-break or narrow spaces; compare words, not space characters. */
const plain = (s: string) => s.replace(/\s+/g, ' ');

describe('booking formats', () => {
  it('a month spans its first to its last day (leap years included)', () => {
    expect(monthRange('2026-03')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
  it('an instant falls on the visitor’s own date', () => {
    // 22:30 UTC on 3 March is already 4 March in Riyadh, still 3 March in New York.
    expect(localDateOf('2026-03-03T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-04');
    expect(localDateOf('2026-03-03T22:30:00Z', 'America/New_York')).toBe('2026-03-03');
  });
  it('times follow the locale: 12-hour in en-US, Arabic digits in ar-SA', () => {
    expect(plain(formatTime('2026-03-04T07:00:00Z', 'en', 'Asia/Riyadh'))).toBe('10:00 AM');
    expect(formatTime('2026-03-04T07:00:00Z', 'ar', 'Asia/Riyadh')).toMatch(/^١٠:٠٠/);
  });
  it('dates are Gregorian in both locales, and the Hijri date is Umm al-Qura', () => {
    expect(formatDay('2026-03-04', 'en')).toBe('Wednesday, March 4');
    expect(formatDay('2026-03-04', 'ar')).toContain('مارس');
    // 4 March 2026 is 15 Ramadan 1447 in the Umm al-Qura calendar.
    expect(formatHijri('2026-03-04')).toContain('رمضان');
    expect(formatHijri('2026-03-04')).toContain('١٤٤٧');
    expect(formatHijri('2026-03-04', 'day')).toBe('١٥');
  });
  it('durations and prices', () => {
    expect(formatDuration(30, 'en')).toBe('30 minutes');
    expect(formatDuration(60, 'en')).toBe('1 hour');
    expect(formatDuration(90, 'en')).toBe('90 minutes');
    expect(formatPrice(0, 'en', 'Free')).toBe('Free');
    expect(plain(formatPrice(15_050, 'en', 'Free'))).toBe('SAR 150.50');
  });
  it('names a zone with its offset', () => {
    expect(zoneLabel('Asia/Riyadh', 'en-US', new Date('2026-03-01T00:00:00Z'))).toBe('Asia/Riyadh (GMT+3)');
  });
});
