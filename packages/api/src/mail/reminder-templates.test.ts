import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@waqt/contracts';
import { formatHijri, localDateOf } from '../../../ui/src/format/index.ts';
import { formatWhen, type BookingMailBooking, type BookingMailRecipient } from './booking-templates.ts';
import { smtpMessage, type OutgoingMail } from './mailer.ts';
import {
  WHATSAPP_REMINDER_TEMPLATE,
  bookingReminderMail,
  reminderSmsText,
  reminderWhatsAppTemplate,
  type ReminderMailInput,
} from './reminder-templates.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

const booking: BookingMailBooking = {
  id: '7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab',
  title: 'Dental check-up',
  titleAr: null,
  titleEn: null,
  // 12:00–12:30 in Riyadh on Sunday 22 November 2026 (12 Jumada al-Akhirah 1448).
  start: new Date('2026-11-22T09:00:00Z'),
  end: new Date('2026-11-22T09:30:00Z'),
  durationMinutes: 30,
  booker: { name: 'Ali Hassan', email: 'ali@example.com', phone: '+966501234567', notes: 'First visit,\nplease call before' },
  calendarName: 'Dr. Sara Khan',
  calendarNameAr: null,
  calendarNameEn: null,
  teamName: 'Smile Clinic',
  calendarTimezone: 'Asia/Riyadh',
  organizerEmail: 'sara@clinic.test',
  sequence: 2,
  createdAt: new Date('2026-11-20T08:00:00Z'),
  price: { halalas: 15_000, currency: 'SAR', paymentRequired: false },
};
/** The same booking as an Arabic-speaking team names it. */
const arBooking: BookingMailBooking = {
  ...booking,
  title: 'فحص الأسنان',
  calendarName: 'د. سارة خان',
  teamName: 'عيادة الابتسامة',
  booker: { ...booking.booker, name: 'علي حسن', notes: 'الزيارة الأولى' },
};

const id = booking.id;
const token = 'A'.repeat(43);
/** Links in the shapes the reminder job builds (a uuid and a 43-character token each). */
const urls = (l: Locale) => ({
  attend: `https://waqt.sa/${l}/book/attend/${id}?t=${token}`,
  manage: `https://waqt.sa/${l}/book/confirmed/${id}?token=${token}`,
  cancel: `https://waqt.sa/${l}/book/confirmed/${id}?token=${token}&action=cancel`,
  reschedule: `https://waqt.sa/${l}/smile/check-up?reschedule=${id}&token=${token}`,
});
const optOut = (l: Locale) => `https://waqt.sa/${l}/stop?m=${id}&t=${token}`;
/** Short links (26 characters) as a link shortener would give them. */
const short = { manage: 'https://waqt.sa/m/Xk3T9aQ2', optOut: 'https://waqt.sa/s/Pq8Zr4Lm' };

const to = (locale: Locale, timezone = 'Asia/Riyadh'): BookingMailRecipient => ({ email: 'ali@example.com', name: locale === 'ar' ? 'علي حسن' : 'Ali Hassan', locale, timezone });
const bookingFor = (l: Locale) => (l === 'ar' ? arBooking : booking);

/** The 24-hour reminder: sent at 12:00 on Saturday in Riyadh; the cut-off (2 h) still open. */
function reminder(locale: Locale, over: Partial<ReminderMailInput> = {}): OutgoingMail {
  return bookingReminderMail({
    booking: bookingFor(locale),
    to: to(locale),
    now: new Date('2026-11-21T09:00:00Z'),
    offsetMinutes: 1440,
    urls: urls(locale),
    canChange: true,
    changeUntil: new Date('2026-11-22T07:00:00Z'),
    ...over,
  });
}
const closed = { canChange: false, changeUntil: new Date('2026-11-21T09:00:00Z') };

/** Intl puts narrow and thin spaces around times; tests compare words, not space widths. */
const flat = (s: string) => s.replace(/\s+/g, ' ');
const HIJRI = '12 جمادى الآخرة 1448 هـ';
const holes = /NaN|undefined|null|\{\w*\}|\{\{|\}\}|\[object/;
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('the reminder mail', () => {
  it('in English: the subject says tomorrow at what time; the body the time in the booker’s zone, named, and no Hijri date', () => {
    const m = reminder('en');
    expect(m.to).toBe('ali@example.com');
    expect(m.locale).toBe('en');
    expect(flat(m.subject)).toBe('Reminder: Dental check-up with Dr. Sara Khan tomorrow at 12:00 PM');
    const text = flat(m.text);
    expect(text).toContain('Hello Ali Hassan,');
    expect(text).toContain('This is a reminder of your booking with Dr. Sara Khan tomorrow at 12:00 PM.');
    expect(m.text.split('\n').map(flat)).toContain('When: Sunday, November 22, 2026, 12:00 – 12:30 PM, Riyadh time (UTC+3)');
    expect(text).toContain('Duration: 30 minutes');
    expect(text).toContain('Price: SAR 150.00 incl. VAT · pay on arrival');
    expect(text).toContain('With: Dr. Sara Khan · Smile Clinic');
    expect(m.text).toContain('Notes: First visit,\nplease call before');
    expect(m.text + m.html).not.toMatch(/[\u0600-\u06FF]/);
    expect(m.icalEvent).toBeUndefined();
  });

  it('in Arabic: the Hijri date beside the Gregorian one, Latin digits, the zone in Arabic, right to left', () => {
    const m = reminder('ar');
    expect(m.locale).toBe('ar');
    expect(flat(m.subject)).toBe('تذكير: فحص الأسنان لدى د. سارة خان غدًا الساعة 12:00 م');
    expect(m.text).toContain('مرحبًا علي حسن،');
    expect(m.text).toContain('نذكّرك بحجزك لدى د. سارة خان غدًا الساعة 12:00 م.');
    const lines = m.text.split('\n').map(flat);
    expect(lines).toContain(`الموعد: الأحد، 22 نوفمبر 2026 (${HIJRI})، 12:00–12:30 م، توقيت الرياض (UTC+3)`);
    expect(lines).toContain('نوع الموعد: فحص الأسنان');
    expect(m.html).toContain(HIJRI);
    expect(m.text).toContain('المدة: 30 دقيقة');
    expect(m.text).toMatch(/السعر: .*150\.00.*ر\.س\..* شامل ضريبة القيمة المضافة · الدفع عند الحضور/);
    expect(m.text).toContain('لدى: د. سارة خان · عيادة الابتسامة');
    expect(m.text).toContain('الملاحظات: الزيارة الأولى');
    expect(m.subject + m.text + m.html).not.toMatch(ARABIC_INDIC);
    const html = smtpMessage('Waqt <no-reply@waqt.test>', m).html as string;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(smtpMessage('Waqt <no-reply@waqt.test>', reminder('en')).html).toContain('<html lang="en" dir="ltr">');
  });

  it('the Hijri day is the booker’s: 00:30 on Sunday in Riyadh is still Saturday (and 11 Jumada al-Akhirah) in New York', () => {
    const start = new Date('2026-11-21T21:30:00Z');
    const end = new Date('2026-11-21T22:00:00Z');
    expect(flat(formatWhen('ar', 'Asia/Riyadh', start, end))).toBe(`الأحد، 22 نوفمبر 2026 (${HIJRI})، 12:30–1:00 ص، توقيت الرياض (UTC+3)`);
    expect(flat(formatWhen('ar', 'America/New_York', start, end))).toBe('السبت، 21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)، 4:30–5:00 م، توقيت نيويورك (UTC-5)');
    // Across midnight: both days as Intl writes the range, the Hijri day of the start after it.
    const late = formatWhen('ar', 'Asia/Riyadh', new Date('2026-11-21T20:30:00Z'), new Date('2026-11-21T21:30:00Z'));
    expect(late).toContain('21 نوفمبر');
    expect(late).toContain('22 نوفمبر');
    expect(late).toMatch(/\(11 جمادى الآخرة 1448 هـ\)$/);
    expect(flat(formatWhen('en', 'Asia/Riyadh', booking.start, booking.end))).toBe('Sunday, November 22, 2026, 12:00 – 12:30 PM, Riyadh time (UTC+3)');
    // The Hijri day the booking pages write beside the date (ui formatHijri), for any zone.
    for (const zone of ['Asia/Riyadh', 'America/New_York', 'Pacific/Kiritimati'])
      expect(formatWhen('ar', zone, start, end)).toContain(`(${formatHijri(localDateOf(start.toISOString(), zone))})`);
  });

  it('says today, tomorrow or the day, counted in the booker’s zone, and counts down for a rule under an hour', () => {
    const at = (now: string, offsetMinutes: number, locale: Locale = 'en', timezone?: string) =>
      flat(bookingReminderMail({ booking: bookingFor(locale), to: to(locale, timezone), now: new Date(now), offsetMinutes, urls: urls(locale), canChange: true, changeUntil: booking.start }).subject);
    expect(at('2026-11-22T05:00:00Z', 120)).toBe('Reminder: Dental check-up with Dr. Sara Khan today at 12:00 PM');
    expect(at('2026-11-22T05:00:00Z', 120, 'ar')).toBe('تذكير: فحص الأسنان لدى د. سارة خان اليوم الساعة 12:00 م');
    expect(at('2026-11-19T09:00:00Z', 4320)).toBe('Reminder: Dental check-up with Dr. Sara Khan on Sun, Nov 22 at 12:00 PM');
    expect(at('2026-11-19T09:00:00Z', 4320, 'ar')).toBe('تذكير: فحص الأسنان لدى د. سارة خان يوم الأحد، 22 نوفمبر الساعة 12:00 م');
    // Days turn at the booker's midnight: at 22:00 UTC on Saturday it is already Sunday in Riyadh (the booking
    // is today) and still Saturday in New York (the booking, at 04:00 there, is tomorrow); a day earlier, tomorrow and the day.
    expect(at('2026-11-21T22:00:00Z', 720)).toContain('today at 12:00 PM');
    expect(at('2026-11-21T22:00:00Z', 720, 'en', 'America/New_York')).toContain('tomorrow at 4:00 AM');
    expect(at('2026-11-20T22:00:00Z', 2880)).toContain('tomorrow at 12:00 PM');
    expect(at('2026-11-20T22:00:00Z', 2880, 'en', 'America/New_York')).toContain('on Sun, Nov 22 at 4:00 AM');
    // A 15-minute rule counts down, from the clock (a late retry says what is left).
    expect(at('2026-11-22T08:45:00Z', 15)).toBe('Reminder: Dental check-up with Dr. Sara Khan in 15 minutes, at 12:00 PM');
    expect(at('2026-11-22T08:50:00Z', 15, 'ar')).toBe('تذكير: فحص الأسنان لدى د. سارة خان بعد 10 دقائق، الساعة 12:00 م');
    expect(at('2026-11-22T08:58:00Z', 15)).toContain('today at 12:00 PM');
    // A 2-hour rule names the day even when its job ran late.
    expect(at('2026-11-22T08:30:00Z', 120)).toContain('today at 12:00 PM');
    const soon = bookingReminderMail({ booking, to: to('en'), now: new Date('2026-11-22T08:45:00Z'), offsetMinutes: 15, urls: urls('en'), canChange: false, changeUntil: new Date('2026-11-22T07:00:00Z') });
    expect(flat(soon.text)).toContain('Your booking with Dr. Sara Khan starts in 15 minutes, at 12:00 PM.');
  });

  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: "I’ll be there", reschedule, cancel and manage while changes are open; without reschedule and cancel after the cut-off`, () => {
      const u = urls(locale);
      const open = reminder(locale);
      for (const link of [u.attend, u.reschedule, u.cancel, u.manage]) {
        expect(open.text).toContain(link);
        expect(open.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
      }
      // "I'll be there" is the button (first), then the others in order.
      const order = [u.attend, u.reschedule, u.cancel, u.manage].map((l) => open.text.indexOf(l));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(open.html.indexOf(u.attend)).toBeLessThan(open.html.indexOf(u.reschedule.replaceAll('&', '&amp;')));
      expect(open.html).toMatch(new RegExp(`<a href="${u.attend.replace(/[?]/g, '\\?')}" style="background:#0f766e`));

      const shut = reminder(locale, closed);
      expect(shut.text).toContain(u.attend);
      expect(shut.text).toContain(u.manage);
      expect(shut.text + shut.html).not.toContain(u.reschedule);
      expect(shut.text + shut.html).not.toContain('action=cancel');
      if (locale === 'en') {
        expect(flat(open.text)).toContain('I’ll be there: ');
        expect(flat(open.text)).toContain('You can reschedule or cancel until Sunday, November 22, 2026 at 10:00 AM, Riyadh time (UTC+3).');
        expect(flat(shut.text)).toContain('Online changes closed on Saturday, November 21, 2026 at 12:00 PM, Riyadh time (UTC+3). To reschedule or cancel now, please contact Dr. Sara Khan.');
        expect(shut.text).not.toMatch(/^Reschedule:|^Cancel booking:/m);
      } else {
        expect(open.text).toContain(`سأحضر: ${u.attend}`);
        expect(flat(open.text)).toContain('يمكنك تغيير الموعد أو إلغاء الحجز حتى الأحد، 22 نوفمبر 2026 في 10:00 ص، توقيت الرياض (UTC+3).');
        expect(flat(shut.text)).toContain('لم يعد تغيير الموعد أو إلغاء الحجز عبر الإنترنت متاحًا منذ السبت، 21 نوفمبر 2026 في 12:00 م، توقيت الرياض (UTC+3). لتغييره أو إلغائه الآن، يُرجى التواصل مع د. سارة خان.');
        expect(shut.text).not.toMatch(/^تغيير الموعد:|^إلغاء الحجز:/m);
      }
    });
  }

  it('leaves no hole, in either language, open or closed, free or paid, with or without notes', () => {
    const free: BookingMailBooking = { ...booking, price: undefined, booker: { name: 'Ali Hassan', email: 'ali@example.com' } };
    for (const locale of ['en', 'ar'] as const) {
      for (const b of [bookingFor(locale), free]) {
        for (const over of [{}, closed, { now: new Date('2026-11-22T08:45:00Z'), offsetMinutes: 15 }, { now: new Date('2026-11-16T09:00:00Z'), offsetMinutes: 10_080 }]) {
          const m = reminder(locale, { booking: b, ...over });
          for (const part of [m.subject, m.text, m.html]) {
            expect(part).not.toMatch(holes);
            expect(part).not.toMatch(ARABIC_INDIC);
          }
        }
      }
      const noPrice = reminder(locale, { booking: free });
      expect(noPrice.text).not.toMatch(/Price|السعر/);
      expect(noPrice.text).not.toMatch(/Notes|الملاحظات/);
    }
  });

  it('escapes what people typed; names and titles isolated in HTML', () => {
    const m = reminder('ar', { booking: { ...booking, title: '<script>x</script>', booker: { ...booking.booker, notes: '<b>hi</b> & bye' } } });
    expect(m.html).not.toMatch(/<script|<b>/);
    expect(m.html).toContain('<bdi>&lt;script&gt;x&lt;/script&gt;</bdi>');
    expect(m.html).toContain('&lt;b&gt;hi&lt;/b&gt; &amp; bye');
    expect(m.html).toContain('<bdi>Dr. Sara Khan</bdi>');
  });

  it('keeps to the glossary: no avoided word in its Arabic', () => {
    const glossary = readFileSync(path.join(root, 'docs/glossary.md'), 'utf8');
    const avoided = [...glossary.slice(glossary.indexOf('## Words to avoid')).matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
    expect(avoided.length).toBeGreaterThan(10);
    const source = readFileSync(path.join(import.meta.dirname, 'reminder-templates.ts'), 'utf8');
    const arabic = [reminder('ar'), reminder('ar', closed)].map((m) => m.subject + m.text).join('\n') + source;
    expect(avoided.filter((w) => arabic.includes(w))).toEqual([]);
    expect(source).not.toMatch(ARABIC_INDIC);
  });
});

/** GSM 03.38's basic alphabet; the extension table's characters count twice. */
const GSM_BASIC = new Set("@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà");
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

/**
 * How an SMS travels: GSM-7 when every character is in its alphabet (160 per part, 153 each when split),
 * else UCS-2 (70, 67 when split; an Arabic text always). `units` counts septets or UTF-16 units.
 */
function smsLength(text: string): { encoding: 'gsm7' | 'ucs2'; units: number; parts: number } {
  const chars = [...text];
  if (chars.every((ch) => GSM_BASIC.has(ch) || GSM_EXTENDED.has(ch))) {
    const units = chars.reduce((n, ch) => n + (GSM_EXTENDED.has(ch) ? 2 : 1), 0);
    return { encoding: 'gsm7', units, parts: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = text.length;
  return { encoding: 'ucs2', units, parts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

describe('the reminder mail: where, and how to reach us (issue 36)', () => {
  it('says where (the address and its map link) and the team’s contact phone; the SMS leaves them to the booking’s page', () => {
    const placed: BookingMailBooking = {
      ...booking,
      place: { kind: 'in_person', address: 'Olaya Medical Center\nKing Fahd Road', mapUrl: 'https://maps.example.com/?q=olaya' },
      contactPhone: { e164: '+966112345678', display: '011 234 5678' },
    };
    const mail = reminder('en', { booking: placed });
    expect(mail.text).toContain('Where: Olaya Medical Center\nKing Fahd Road');
    expect(mail.text).toContain('Map: https://maps.example.com/?q=olaya');
    expect(mail.text).toContain('Questions? Call: 011 234 5678');
    expect(mail.html).toContain('href="tel:+966112345678"');
    expect(reminderSmsText({ booking: placed, to: to('en'), urls: { ...short } })).toBe(reminderSmsText({ booking, to: to('en'), urls: { ...short } }));
  });
});

describe('the SMS', () => {
  it('counts GSM-7 septets and UCS-2 units, and the parts they travel in', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, parts: 1 });
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, parts: 2 });
    expect(smsLength('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, parts: 2 });
    expect(smsLength('€[]')).toEqual({ encoding: 'gsm7', units: 6, parts: 1 });
    expect(smsLength('12:00\u202fPM')).toMatchObject({ encoding: 'ucs2' });
    expect(smsLength('م'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, parts: 1 });
    expect(smsLength('م'.repeat(71))).toEqual({ encoding: 'ucs2', units: 71, parts: 2 });
    expect(smsLength('م'.repeat(134))).toEqual({ encoding: 'ucs2', units: 134, parts: 2 });
    expect(smsLength('😀')).toEqual({ encoding: 'ucs2', units: 2, parts: 1 });
  });

  it('in English: what, with whom, when in the booker’s zone, the links; GSM-7, one part with short links', () => {
    const text = reminderSmsText({ booking, to: to('en'), urls: short });
    expect(text).toBe(`Reminder: Dental check-up with Dr. Sara Khan, Sun, Nov 22, 12:00 PM Riyadh time\nManage: ${short.manage}\nStop: ${short.optOut}`);
    expect(smsLength(text)).toEqual({ encoding: 'gsm7', units: 147, parts: 1 });
    // With the full signed links (a uuid and a token each) it takes three parts.
    const long = reminderSmsText({ booking, to: to('en'), urls: { manage: urls('en').manage, optOut: optOut('en') } });
    expect(long).toContain(urls('en').manage);
    expect(long).toContain(optOut('en'));
    expect(smsLength(long)).toMatchObject({ encoding: 'gsm7', parts: 3 });
    expect(reminderSmsText({ booking, to: to('en', 'America/New_York'), urls: short })).toContain('Sun, Nov 22, 4:00 AM New York time');
    expect(reminderSmsText({ booking, to: to('en', 'Etc/GMT+5'), urls: short })).toContain('4:00 AM UTC-5');
  });

  it('in Arabic: two parts of 67 with short links, Latin names isolated, Latin digits', () => {
    const text = reminderSmsText({ booking: arBooking, to: to('ar'), urls: short });
    expect(text).toBe(`تذكير: فحص الأسنان لدى د. سارة خان، الأحد 22 نوفمبر 12:00 م بتوقيت الرياض\n${short.manage}\nإيقاف: ${short.optOut}`);
    expect(smsLength(text)).toEqual({ encoding: 'ucs2', units: 134, parts: 2 });
    expect(text).not.toMatch(ARABIC_INDIC);
    const latin = reminderSmsText({ booking, to: to('ar'), urls: short });
    expect(latin).toContain('تذكير: \u2068Dental check-up\u2069 لدى \u2068Dr. Sara Khan\u2069، ');
    const long = reminderSmsText({ booking: arBooking, to: to('ar'), urls: { manage: urls('ar').manage, optOut: optOut('ar') } });
    expect(smsLength(long)).toMatchObject({ encoding: 'ucs2', parts: 5 });
  });

  it('keeps each line one line whatever the names hold', () => {
    const text = reminderSmsText({ booking: { ...booking, title: 'Check\n  up', calendarName: 'Dr.\tSara' }, to: to('en'), urls: short });
    expect(text.split('\n')).toHaveLength(3);
    expect(text).toContain('Reminder: Check up with Dr. Sara, ');
  });
});

describe('the WhatsApp template', () => {
  it('gives the body parameters in order: name, title, calendar, date and time with the zone, manage link', () => {
    const en = reminderWhatsAppTemplate({ booking, to: to('en'), urls: { manage: urls('en').manage, optOut: optOut('en') } });
    expect(en.params).toEqual(['Ali Hassan', 'Dental check-up', 'Dr. Sara Khan', 'Sunday, November 22, 2026 at 12:00 PM, Riyadh time (UTC+3)', urls('en').manage]);
    expect(flat(en.text)).toBe(
      flat(
        `Hello Ali Hassan, this is a reminder of your booking: Dental check-up with Dr. Sara Khan on Sunday, November 22, 2026 at 12:00 PM, Riyadh time (UTC+3).\n\nTo reschedule or cancel, open your booking: ${urls('en').manage}\n\nSee you soon.\n\nReply STOP to stop reminders`,
      ),
    );
    const ar = reminderWhatsAppTemplate({ booking: arBooking, to: to('ar'), urls: { manage: urls('ar').manage, optOut: optOut('ar') } });
    expect(ar.params.map(flat)).toEqual(['علي حسن', 'فحص الأسنان', 'د. سارة خان', `الأحد، 22 نوفمبر 2026 (${HIJRI}) الساعة 12:00 م، توقيت الرياض (UTC+3)`, urls('ar').manage]);
    expect(ar.text).toContain('مرحبًا علي حسن، نذكّرك بحجزك: فحص الأسنان لدى د. سارة خان يوم الأحد، 22 نوفمبر 2026');
    expect(ar.text.endsWith('أرسل STOP لإيقاف التذكيرات')).toBe(true);
    expect(ar.params.join(' ')).not.toMatch(ARABIC_INDIC);
    // Latin names inside Arabic are isolated.
    const latin = reminderWhatsAppTemplate({ booking, to: to('ar'), urls: short });
    expect(latin.params.slice(0, 3)).toEqual(['\u2068Ali Hassan\u2069', '\u2068Dental check-up\u2069', '\u2068Dr. Sara Khan\u2069']);
  });

  it('fills every placeholder; no parameter is empty or has a new line, a tab or a run of spaces (Meta refuses them)', () => {
    const odd: BookingMailBooking = { ...booking, title: 'Check\n\tup     now', booker: { ...booking.booker, name: '  Ali\nHassan ' } };
    for (const locale of ['en', 'ar'] as const) {
      for (const b of [bookingFor(locale), odd]) {
        const w = reminderWhatsAppTemplate({ booking: b, to: to(locale), urls: short });
        expect(w.params).toHaveLength(5);
        for (const p of w.params) {
          expect(p.trim()).not.toBe('');
          expect(p).not.toMatch(/[\n\t]| {4}/);
        }
        expect(w.text).not.toMatch(holes);
      }
    }
    expect(reminderWhatsAppTemplate({ booking: odd, to: to('en'), urls: short }).params.slice(0, 2)).toEqual(['Ali Hassan', 'Check up now']);
  });

  it('the templates start and end with words (Meta refuses a variable there), and fit its limits', () => {
    for (const t of Object.values(WHATSAPP_REMINDER_TEMPLATE)) {
      expect(t.body).not.toMatch(/^\{\{|\}\}$/);
      expect([...t.body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).toEqual(['1', '2', '3', '4', '5']);
      expect(t.body.length).toBeLessThanOrEqual(1024);
      expect(t.footer.length).toBeLessThanOrEqual(60);
    }
  });

  it('docs/reminders.md shows the templates to register word for word', () => {
    const docs = readFileSync(path.join(root, 'docs/reminders.md'), 'utf8');
    for (const t of Object.values(WHATSAPP_REMINDER_TEMPLATE)) {
      expect(docs).toContain(t.body);
      expect(docs).toContain(t.footer);
    }
  });
});

describe("names in the reader's language (issue 36, item 3)", () => {
  /** The clinic named its event type and calendar in Arabic too; the defaults stay English. */
  const both: BookingMailBooking = { ...booking, titleAr: 'فحص الأسنان', calendarNameAr: 'د. سارة خان' };

  it('an Arabic booker reads the Arabic names in the reminder mail, the SMS and the WhatsApp message; an English one the default', () => {
    const ar = reminder('ar', { booking: both });
    expect(ar.subject).toContain('فحص الأسنان');
    expect(ar.text).toContain('د. سارة خان');
    expect(ar.text).not.toMatch(/Dental check-up|Dr\. Sara Khan/);
    expect(reminderSmsText({ booking: both, to: to('ar'), urls: short })).toBe(reminderSmsText({ booking: arBooking, to: to('ar'), urls: short }));
    expect(reminderWhatsAppTemplate({ booking: both, to: to('ar'), urls: short }).params.slice(1, 3)).toEqual(['فحص الأسنان', 'د. سارة خان']);
    const en = reminder('en', { booking: both });
    expect(en.subject).toContain('Dental check-up');
    expect(en.text).toContain('Dr. Sara Khan');
    expect(reminderWhatsAppTemplate({ booking: both, to: to('en'), urls: short }).params.slice(1, 3)).toEqual(['Dental check-up', 'Dr. Sara Khan']);
    // An English name given: English readers get it.
    expect(reminderSmsText({ booking: { ...both, titleEn: 'Check-up' }, to: to('en'), urls: short })).toContain('Reminder: Check-up with Dr. Sara Khan, ');
  });
});
