import { describe, expect, it } from 'vitest';
import { formatDayWithHijri, formatDuration, formatHijriDay, formatLongDay, formatMoney } from './format.ts';

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
});
