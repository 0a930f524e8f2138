import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeSpan, formatDayWithHijri, formatDuration, formatHijriDay, formatLongDay, formatMoney, formatUnit, localDateOf } from './format.ts';

// The pages (ui/format) and the mails both write with these: the strings are the ones their own tests pin.
describe('shared formatters', () => {
  const lateEvening = new Date('2026-03-15T22:30:00Z'); // March 16 in Riyadh
  it('write a day in a zone, with the Hijri day beside it in Arabic (Latin digits)', () => {
    expect(formatLongDay(lateEvening, 'en', 'Asia/Riyadh')).toBe('March 16, 2026');
    expect(formatDayWithHijri(lateEvening, 'en', 'Asia/Riyadh')).toBe('March 16, 2026');
    expect(formatDayWithHijri(lateEvening, 'ar', 'Asia/Riyadh')).toBe('16 مارس 2026 (27 رمضان 1447 هـ)');
    expect(formatHijriDay(lateEvening, 'UTC')).toBe('26 رمضان 1447 هـ');
  });
  it('write money from halalas and durations from minutes', () => {
    expect(formatMoney(6307, 'en')).toBe('SAR\u00a063.07');
    expect(formatMoney(6307, 'ar')).toBe('\u200f63.07\u00a0ر.س.\u200f');
    expect(formatDuration(90, 'en')).toBe('1 hour, 30 minutes');
    expect(formatDuration(2, 'ar')).toBe('دقيقتان');
  });
  it('write instants on the Gregorian calendar in the zone given, and the plain day they fall on', () => {
    expect(localDateOf(lateEvening, 'Asia/Riyadh')).toBe('2026-03-16');
    expect(localDateOf('2026-03-15T22:30:00Z', 'UTC')).toBe('2026-03-15');
    expect(formatDateTime(lateEvening, 'ar', 'Asia/Riyadh', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('16 مارس 2026');
    // ICU's spaces around a time differ between versions (narrow no-break or plain): compared as spaces.
    const spaced = (s: string) => s.replace(/\s/g, ' ');
    expect(spaced(formatDateTime(lateEvening, 'en', 'Asia/Riyadh', { hour: 'numeric', minute: '2-digit' }))).toBe('1:30 AM');
    const end = new Date('2026-03-15T23:00:00Z');
    expect(spaced(formatDateTimeSpan(lateEvening, end, 'en', 'Asia/Riyadh', { hour: 'numeric', minute: '2-digit' }))).toBe('1:30 – 2:00 AM');
  });
  it('write a count with its unit in words', () => {
    expect(formatUnit(10, 'minute', 'en')).toBe('10 minutes');
    expect(formatUnit(7, 'day', 'en')).toBe('7 days');
    expect(formatUnit(1, 'hour', 'ar')).toBe('ساعة');
  });
});
