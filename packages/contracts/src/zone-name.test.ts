import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS, localeTag } from './constants.ts';
import { utcOffset, zoneCity, zoneName } from './zone-name.ts';

const winter = new Date('2026-03-01T00:00:00Z');
const summer = new Date('2026-07-01T00:00:00Z');

describe('locale tags', () => {
  it('Arabic formats with Latin digits, the one digit style of pages and mails', () => {
    expect(LOCALE_TAGS).toEqual({ en: 'en-US', ar: 'ar-SA-u-nu-latn' });
    expect(new Intl.NumberFormat(LOCALE_TAGS.ar).format(1_234.5)).toBe('1,234.5');
    expect(new Intl.NumberFormat(LOCALE_TAGS.ar).resolvedOptions().numberingSystem).toBe('latn');
  });

  it('pins a calendar without a second -u- extension (a RangeError in Intl)', () => {
    expect(localeTag('ar', 'gregory')).toBe('ar-SA-u-ca-gregory-nu-latn');
    expect(localeTag('en', 'gregory')).toBe('en-US-u-ca-gregory');
    expect(localeTag('ar')).toBe(LOCALE_TAGS.ar);
    const hijri = new Intl.DateTimeFormat(localeTag('ar', 'islamic-umalqura'), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(hijri.format(new Date('2026-03-04T00:00:00Z'))).toBe('15 رمضان 1447 هـ');
  });
});

describe('zone names', () => {
  it('the offset from UTC, language-neutral, daylight saving included', () => {
    expect(utcOffset('Asia/Riyadh', winter)).toBe('UTC+3');
    expect(utcOffset('America/New_York', winter)).toBe('UTC-5');
    expect(utcOffset('America/New_York', summer)).toBe('UTC-4');
    expect(utcOffset('Asia/Kolkata', winter)).toBe('UTC+5:30');
    expect(utcOffset('Europe/London', winter)).toBe('UTC');
    expect(utcOffset('Not/A_Zone', winter)).toBe('');
  });

  it('the city in the reader’s language, not Intl’s long name', () => {
    expect(zoneName('Asia/Riyadh', 'en', winter)).toBe('Riyadh time (UTC+3)');
    expect(zoneName('Asia/Riyadh', 'ar', winter)).toBe('توقيت الرياض (UTC+3)');
    expect(zoneName('Europe/London', 'ar', summer)).toBe('توقيت لندن (UTC+1)');
    expect(zoneName('America/Argentina/Buenos_Aires', 'en', winter)).toBe('Buenos Aires time (UTC-3)');
    expect(zoneName('Asia/Riyadh', 'ar', winter)).not.toContain('العربي الرسمي');
  });

  it('a zone without an Arabic name of ours takes ICU’s Arabic place, else the Latin city', () => {
    // Not in the table: ICU names the place in Arabic (the city, or the country of a one-zone country).
    expect(zoneCity('America/Indiana/Knox', 'ar')).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(zoneCity('Africa/Accra', 'ar')).toMatch(/^[\u0600-\u06FF ]+$/);
  });

  it('an offset zone is its offset; an unknown zone its IANA name', () => {
    expect(zoneName('UTC', 'ar', winter)).toBe('UTC');
    expect(zoneName('Etc/GMT+5', 'en', winter)).toBe('UTC-5');
    expect(zoneName('Not/A_Zone', 'en', winter)).toBe('Not/A Zone');
  });
});
