// The mails and the pages write numbers, amounts, dates and zones alike: one digit style per language
// (LOCALE_TAGS: Latin digits in Arabic too), one name per zone. The UI's formatters are imported as
// they are, so a change to either side that parts them fails here.
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatHijri, formatMoney, formatNumber, localDateOf, zoneLabel } from '../../../ui/src/format/index.ts';
import { LOCALE_TAGS, type Locale } from '@waqt/contracts';
import { formatBillingDate } from '../modules/billing/billing-mails.ts';
import { formatSar } from '../modules/billing/receipt-mail.ts';
import { bookingConfirmedMail, formatInstant, formatWhen } from './booking-templates.ts';
import { lifetime } from './templates.ts';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;
const start = new Date('2026-11-22T09:00:00Z');
const end = new Date('2026-11-22T09:30:00Z');

describe('the mails and the pages agree on digits', () => {
  it('amounts: the receipt’s SAR is the pages’ formatMoney, Latin digits in Arabic', () => {
    for (const locale of ['en', 'ar'] as Locale[])
      for (const halalas of [0, 100, 11_385, 123_456_78]) expect(formatSar(locale, halalas)).toBe(formatMoney(halalas, locale));
    expect(formatSar('ar', 11_385)).toContain('113.85');
    expect(formatNumber(1_234, 'ar')).toBe('1,234');
  });

  it('lengths of time: a mail’s "10 minutes" is the pages’ duration', () => {
    for (const minutes of [10, 15, 30, 45]) expect(lifetime('ar', minutes * 60_000)).toBe(formatDuration(minutes, 'ar'));
    expect(lifetime('ar', 10 * 60_000)).toBe('10 دقائق');
  });

  it('billing dates: the Gregorian day and the Hijri day, as the pages write them', () => {
    const at = new Date('2026-03-15T21:30:00Z');
    const day = formatDateTime(at, 'ar', 'Asia/Riyadh', { dateStyle: 'long' });
    expect(formatBillingDate('ar', at)).toBe(`${day} (${formatHijri(localDateOf(at.toISOString(), 'Asia/Riyadh'))})`);
    expect(formatBillingDate('ar', at)).toBe('16 مارس 2026 (27 رمضان 1447 هـ)');
  });

  it('booking times: the same digits, and the zone named as the booking page names it', () => {
    for (const locale of ['en', 'ar'] as Locale[])
      for (const zone of ['Asia/Riyadh', 'America/New_York', 'Asia/Kolkata']) {
        expect(formatWhen(locale, zone, start, end).endsWith(zoneLabel(zone, LOCALE_TAGS[locale], start))).toBe(true);
        expect(formatInstant(locale, zone, start).endsWith(zoneLabel(zone, LOCALE_TAGS[locale], start))).toBe(true);
      }
    expect(formatWhen('ar', 'Asia/Riyadh', start, end)).toContain(formatDateTime(start, 'ar', 'Asia/Riyadh', { hour: 'numeric', minute: '2-digit' }).replace(/\s*[صم]$/, ''));
  });

  it('no Arabic mail writes an Arabic-Indic digit', () => {
    const booking = {
      id: '0b5f2c1e-9a7d-4c3b-8e6f-1a2b3c4d5e6f',
      title: 'فحص الأسنان',
      titleAr: null,
      titleEn: null,
      start,
      end,
      durationMinutes: 30,
      booker: { name: 'علي حسن', email: 'ali@example.com' },
      calendarName: 'د. سارة',
      calendarNameAr: null,
      calendarNameEn: null,
      teamName: 'عيادة الابتسامة',
      calendarTimezone: 'Asia/Riyadh',
      organizerEmail: 'owner@example.com',
      sequence: 1,
      createdAt: start,
    };
    const to = { email: 'ali@example.com', name: 'علي', locale: 'ar' as const, timezone: 'Asia/Riyadh' };
    const mail = bookingConfirmedMail({ booking, to, now: start, urls: { manage: 'https://w/m', cancel: 'https://w/c', reschedule: 'https://w/r' } });
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(ARABIC_INDIC);
    expect(mail.text).toContain('المدة: 30 دقيقة');
  });
});
