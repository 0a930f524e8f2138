import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '@waqt/contracts';
import { formatDateTime, formatDateTimeRange, formatDayWithHijri, formatTime, formatTimeRange, formatWhen } from './time.ts';
import { zoneLabel, zoneOffset } from './zone.ts';

// Intl separates a time from its day period by a narrow no-break space (U+202F) and a range's ends by
// thin spaces (U+2009) around an en dash; Arabic ranges of one period close up around the dash.
describe('times in a zone', () => {
  it('a time in the zone, 12-hour in en-US and Latin digits with ص/م in Arabic', () => {
    expect(formatTime('2026-03-04T07:00:00Z', 'en', 'Asia/Riyadh')).toMatch(/^10:00\sAM$/);
    expect(formatTime('2026-03-04T07:00:00Z', 'ar', 'Asia/Riyadh')).toBe('10:00 ص');
    expect(formatTime('2026-03-04T07:00:00Z', 'en', 'UTC')).toMatch(/^7:00\sAM$/);
  });

  it('a range within one half of the day writes the period once', () => {
    expect(formatTimeRange('2026-03-04T07:30:00Z', '2026-03-04T08:00:00Z', 'en', 'Asia/Riyadh')).toBe('10:30\u2009\u2013\u200911:00\u202fAM');
    expect(formatTimeRange('2026-03-04T07:30:00Z', '2026-03-04T08:00:00Z', 'ar', 'Asia/Riyadh')).toBe('10:30\u201311:00 ص');
  });

  it('a range crossing noon writes both periods', () => {
    expect(formatTimeRange('2026-03-04T08:30:00Z', '2026-03-04T09:30:00Z', 'en', 'Asia/Riyadh')).toBe('11:30\u202fAM\u2009\u2013\u200912:30\u202fPM');
    expect(formatTimeRange('2026-03-04T08:30:00Z', '2026-03-04T09:30:00Z', 'ar', 'Asia/Riyadh')).toBe('11:30 ص\u2009\u2013\u200912:30 م');
  });

  it('a span with its date writes the shared date once', () => {
    expect(formatDateTimeRange('2026-03-02T07:00:00Z', '2026-03-02T07:30:00Z', 'en', 'Asia/Riyadh')).toBe('Mar 2, 2026, 10:00\u2009\u2013\u200910:30\u202fAM');
    expect(formatDateTimeRange('2026-03-02T07:00:00Z', '2026-03-02T07:30:00Z', 'ar', 'Asia/Riyadh')).toBe('02\u200f/03\u200f/2026، 10:00\u201310:30 ص');
  });

  it('an instant near midnight is on different days in Riyadh and UTC', () => {
    expect(formatDateTime('2026-03-03T22:30:00Z', 'en', 'Asia/Riyadh')).toMatch(/^Mar 4, 2026, 1:30\sAM$/);
    expect(formatDateTime('2026-03-03T22:30:00Z', 'en', 'UTC')).toMatch(/^Mar 3, 2026, 10:30\sPM$/);
    expect(formatDateTime('2026-03-03T22:30:00Z', 'ar', 'Asia/Riyadh')).toBe('04\u200f/03\u200f/2026، 1:30 ص');
    expect(formatDateTime('2026-03-03T22:30:00Z', 'ar', 'UTC')).toBe('03\u200f/03\u200f/2026، 10:30 م');
    expect(formatDateTime('2026-03-03T22:30:00Z', 'en', 'Asia/Riyadh', { dateStyle: 'long' })).toBe('March 4, 2026');
  });

  it('a full date and time, Gregorian in Arabic too', () => {
    expect(formatWhen('2026-03-04T07:00:00Z', 'en', 'Asia/Riyadh')).toMatch(/^Wednesday, March 4, 2026 at 10:00\sAM$/);
    expect(formatWhen('2026-03-04T07:00:00Z', 'ar', 'Asia/Riyadh')).toBe('الأربعاء، 4 مارس 2026 في 10:00 ص');
  });
});

describe('zones', () => {
  it('names a zone by its city in the page’s language and its offset from UTC, as the mails do', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(zoneLabel('Asia/Riyadh', LOCALE_TAGS.en, at)).toBe('Riyadh time (UTC+3)');
    expect(zoneLabel('Asia/Riyadh', LOCALE_TAGS.ar, at)).toBe('توقيت الرياض (UTC+3)');
    expect(zoneLabel('America/New_York', LOCALE_TAGS.en, at)).toBe('New York time (UTC-5)');
    expect(zoneLabel('America/New_York', LOCALE_TAGS.ar, new Date('2026-07-01T00:00:00Z'))).toBe('توقيت نيويورك (UTC-4)');
    expect(zoneLabel('Not/A_Zone', LOCALE_TAGS.en, at)).toBe('Not/A Zone');
  });

  it('the time-zone list’s offset, in the locale’s words and Latin digits', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    expect(zoneOffset('Asia/Riyadh', LOCALE_TAGS.en, at)).toBe('GMT+3');
    expect(zoneOffset('Asia/Riyadh', LOCALE_TAGS.ar, at)).toBe('غرينتش+3');
  });
});

describe('a day someone plans around', () => {
  it('is a long date, with the Umm al-Qura date beside it in Arabic, on the day of the zone', () => {
    // 21:00 UTC on 9 March is already the 10th in Riyadh.
    expect(formatDayWithHijri('2026-03-09T21:00:00Z', 'en', 'Asia/Riyadh')).toBe('March 10, 2026');
    expect(formatDayWithHijri('2026-03-09T21:00:00Z', 'ar', 'Asia/Riyadh')).toBe('10 مارس 2026 (21 رمضان 1447 هـ)');
    expect(formatDayWithHijri('2026-03-09T21:00:00Z', 'ar', 'UTC')).toBe('9 مارس 2026 (20 رمضان 1447 هـ)');
  });
});
