import ICAL from 'ical.js';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@waqt/contracts';
import {
  bookingCancelledMail,
  bookingConfirmedMail,
  bookingExpiredMail,
  bookingNotifyTeamMail,
  bookingPendingMail,
  bookingRescheduledMail,
  formatWhen,
  type BookingMailBooking,
  type BookingMailRecipient,
} from './booking-templates.ts';
import { smtpMessage, type OutgoingMail } from './mailer.ts';

const booking: BookingMailBooking = {
  id: '7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab',
  title: 'Dental check-up',
  titleAr: null,
  titleEn: null,
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
};
const now = new Date('2026-11-20T08:00:00Z');
const expiresAt = new Date('2026-11-20T08:15:00Z');
const bookerUrls = { manage: 'https://waqt.test/en/book/confirmed/7d1f?token=t', cancel: 'https://waqt.test/en/book/confirmed/7d1f?token=t&action=cancel', reschedule: 'https://waqt.test/en/book/reschedule/7d1f?token=t' };
const dashboard = 'https://waqt.test/en/teams/t1/bookings/7d1f';
const booker = (locale: Locale): BookingMailRecipient => ({ email: 'ali@example.com', name: 'Ali Hassan', locale, timezone: 'Asia/Riyadh' });
const member = (locale: Locale): BookingMailRecipient => ({ email: 'omar@clinic.test', name: 'Omar Nasser', locale, timezone: 'America/New_York' });
const previous = { start: new Date('2026-11-21T09:00:00Z'), end: new Date('2026-11-21T09:30:00Z') };

/** Every booking mail, for one language. */
function allMails(locale: Locale, b: BookingMailBooking = booking): Record<string, OutgoingMail> {
  return {
    confirmed: bookingConfirmedMail({ booking: b, to: booker(locale), now, urls: bookerUrls }),
    pending: bookingPendingMail({ booking: b, to: booker(locale), expiresAt, urls: { pay: 'https://waqt.test/pay/7d1f', manage: bookerUrls.manage } }),
    team: bookingNotifyTeamMail({ booking: b, to: member(locale), now, urls: { dashboard } }),
    teamPending: bookingNotifyTeamMail({ booking: b, to: member(locale), now, urls: { dashboard }, expiresAt }),
    rescheduled: bookingRescheduledMail({ booking: b, to: booker(locale), now, audience: 'booker', urls: bookerUrls, previous }),
    rescheduledTeam: bookingRescheduledMail({ booking: b, to: member(locale), now, audience: 'team', urls: { dashboard }, previous }),
    cancelled: bookingCancelledMail({ booking: b, to: booker(locale), now, audience: 'booker', urls: { book: 'https://waqt.test/clinic' }, cancelledBy: 'team', cancelledByName: 'Omar Nasser', reason: 'The doctor is ill; sorry' }),
    cancelledTeam: bookingCancelledMail({ booking: b, to: member(locale), now, audience: 'team', urls: { dashboard }, cancelledBy: 'booker', reason: 'Travelling' }),
    expired: bookingExpiredMail({ booking: b, to: booker(locale), now, expiresAt, urls: { book: 'https://waqt.test/clinic' } }),
  };
}

/** Intl puts narrow and thin spaces around times; tests compare words, not space widths. */
const flat = (s: string) => s.replace(/\s+/g, ' ');

function invite(mail: OutgoingMail) {
  expect(mail.icalEvent).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(mail.icalEvent!.content));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), uid: event.getFirstPropertyValue('uid'), sequence: event.getFirstPropertyValue('sequence'), status: event.getFirstPropertyValue('status') };
}

describe('booking mails', () => {
  it('say when in the recipient’s zone and language, the zone named by its city and UTC offset', () => {
    expect(flat(formatWhen('en', 'Asia/Riyadh', booking.start, booking.end))).toBe('Sunday, November 22, 2026, 12:00 – 12:30 PM, Riyadh time (UTC+3)');
    expect(flat(formatWhen('en', 'America/New_York', booking.start, booking.end))).toBe('Sunday, November 22, 2026, 4:00 – 4:30 AM, New York time (UTC-5)');
    const ar = formatWhen('ar', 'Asia/Riyadh', booking.start, booking.end);
    expect(ar).toContain('الأحد');
    expect(ar).toContain('نوفمبر');
    // Latin digits, as on the booking pages (LOCALE_TAGS), and never Intl's "التوقيت العربي الرسمي".
    expect(ar).toContain('12:00');
    expect(ar).not.toMatch(/[\u0660-\u0669]/);
    expect(ar).toMatch(/، توقيت الرياض \(UTC\+3\)$/);
  });

  it('confirm to the booker, with the links to manage and a REQUEST invite', () => {
    const en = bookingConfirmedMail({ booking, to: booker('en'), now, urls: bookerUrls });
    expect(en.to).toBe('ali@example.com');
    expect(en.locale).toBe('en');
    expect(flat(en.subject)).toBe('Booking confirmed: Dental check-up on Nov 22, 2026, 12:00 PM');
    expect(flat(en.text)).toContain('Your booking with Dr. Sara Khan is confirmed.');
    expect(flat(en.text)).toContain('When: Sunday, November 22, 2026, 12:00 – 12:30 PM, Riyadh time (UTC+3)');
    expect(en.text).toContain(`Reschedule: ${bookerUrls.reschedule}`);
    expect(en.text).toContain(`Cancel booking: ${bookerUrls.cancel}`);
    expect(en.html).toContain(`href="${bookerUrls.cancel.replace('&', '&amp;')}"`);
    expect(invite(en)).toEqual({ method: 'REQUEST', uid: `${booking.id}@waqt`, sequence: 2, status: 'CONFIRMED' });
    expect(en.icalEvent!.method).toBe('REQUEST');
    expect(en.icalEvent!.content).toContain(`\r\nURL;VALUE=URI:${bookerUrls.manage}\r\n`);

    const ar = bookingConfirmedMail({ booking, to: booker('ar'), now, urls: bookerUrls });
    expect(ar.locale).toBe('ar');
    expect(ar.subject).toMatch(/^تم تأكيد حجزك: Dental check-up في 22 نوفمبر 2026/);
    expect(ar.text).toContain('تم تأكيد حجزك لدى Dr. Sara Khan.');
    expect(ar.text).toContain(`إلغاء الحجز: ${bookerUrls.cancel}`);
  });

  it('hold a pending booking until it expires, with the pay link and no invite yet', () => {
    const en = bookingPendingMail({ booking, to: booker('en'), expiresAt, urls: { pay: 'https://waqt.test/pay/7d1f', manage: bookerUrls.manage } });
    expect(en.subject).toBe('Complete your payment to confirm Dental check-up');
    expect(flat(en.text)).toContain('held for you until Friday, November 20, 2026 at 11:15 AM, Riyadh time (UTC+3)');
    expect(en.text).toContain('Pay now: https://waqt.test/pay/7d1f');
    expect(en.icalEvent).toBeUndefined();
    const ar = bookingPendingMail({ booking, to: booker('ar'), expiresAt, urls: { pay: 'https://waqt.test/pay/7d1f', manage: bookerUrls.manage } });
    expect(ar.subject).toBe('أكمل الدفع لتأكيد حجزك: Dental check-up');
    expect(ar.text).toContain('ادفع الآن: https://waqt.test/pay/7d1f');
    expect(ar.text).toContain('11:15');
  });

  it('tell each team member about a new booking in their own zone, with the attendee’s details', () => {
    const en = bookingNotifyTeamMail({ booking, to: member('en'), now, urls: { dashboard } });
    expect(en.to).toBe('omar@clinic.test');
    expect(flat(en.subject)).toBe('New booking: Dental check-up with Ali Hassan on Nov 22, 2026, 4:00 AM');
    expect(flat(en.text)).toContain('When: Sunday, November 22, 2026, 4:00 – 4:30 AM, New York time (UTC-5)');
    for (const line of ['Name: Ali Hassan', 'Email: ali@example.com', 'Phone: +966501234567', 'Notes: First visit,\nplease call before', `Open the booking in Waqt: ${dashboard}`]) expect(en.text).toContain(line);
    expect(invite(en)).toMatchObject({ method: 'REQUEST', uid: `${booking.id}@waqt`, sequence: 2 });

    const pending = bookingNotifyTeamMail({ booking, to: member('en'), now, urls: { dashboard }, expiresAt });
    expect(pending.subject).toMatch(/^New booking awaiting payment: /);
    expect(pending.icalEvent).toBeUndefined();

    const ar = bookingNotifyTeamMail({ booking, to: member('ar'), now, urls: { dashboard } });
    expect(ar.subject).toMatch(/^حجز جديد: Dental check-up مع Ali Hassan في /);
    expect(ar.text).toContain('رقم الجوال: +966501234567');
    // Addresses and numbers stay left-to-right inside the Arabic layout.
    expect(ar.html).toContain('<span dir="ltr">ali@example.com</span>');
    expect(ar.html).toContain('<span dir="ltr">+966501234567</span>');
  });

  it('move a booking: the old and new time, the same UID with the booking’s bumped SEQUENCE', () => {
    const en = bookingRescheduledMail({ booking, to: booker('en'), now, audience: 'booker', urls: bookerUrls, previous });
    expect(flat(en.subject)).toBe('Booking rescheduled: Dental check-up now on Nov 22, 2026, 12:00 PM');
    expect(flat(en.text)).toContain('Was: Saturday, November 21, 2026, 12:00 – 12:30 PM, Riyadh time (UTC+3)');
    expect(invite(en)).toEqual({ method: 'REQUEST', uid: `${booking.id}@waqt`, sequence: 2, status: 'CONFIRMED' });
    const moved = bookingRescheduledMail({ booking: { ...booking, sequence: 3 }, to: member('en'), now, audience: 'team', urls: { dashboard }, previous });
    expect(moved.subject).toMatch(/^Booking rescheduled: Dental check-up with Ali Hassan now on /);
    expect(invite(moved).sequence).toBe(3);
    expect(bookingRescheduledMail({ booking, to: booker('ar'), now, audience: 'booker', urls: bookerUrls, previous }).text).toContain('الموعد السابق: ');
  });

  it('cancel for the booker and the team: who cancelled, the reason, and a CANCEL invite', () => {
    const cancelled = { ...booking, sequence: 3 };
    const forBooker = bookingCancelledMail({ booking: cancelled, to: booker('en'), now, audience: 'booker', urls: {}, cancelledBy: 'booker', reason: null });
    expect(flat(forBooker.subject)).toBe('Booking cancelled: Dental check-up on Nov 22, 2026, 12:00 PM');
    expect(forBooker.text).toContain('You cancelled it.');
    expect(forBooker.text).not.toContain('Reason');
    expect(invite(forBooker)).toEqual({ method: 'CANCEL', uid: `${booking.id}@waqt`, sequence: 3, status: 'CANCELLED' });

    const byTeam = bookingCancelledMail({ booking: cancelled, to: booker('en'), now, audience: 'booker', urls: { book: 'https://waqt.test/clinic' }, cancelledBy: 'team', cancelledByName: 'Omar Nasser', reason: 'The doctor is ill' });
    expect(byTeam.text).toContain('It was cancelled by Omar Nasser.');
    expect(byTeam.text).toContain('Reason: The doctor is ill');
    expect(byTeam.text).toContain('Book again: https://waqt.test/clinic');
    const teamNamed = bookingCancelledMail({ booking: cancelled, to: booker('en'), now, audience: 'booker', urls: {}, cancelledBy: 'team' });
    expect(teamNamed.text).toContain('It was cancelled by Smile Clinic.');

    const forTeam = bookingCancelledMail({ booking: cancelled, to: member('en'), now, audience: 'team', urls: { dashboard }, cancelledBy: 'booker', reason: 'Travelling' });
    expect(forTeam.subject).toMatch(/^Booking cancelled: Dental check-up with Ali Hassan on /);
    expect(forTeam.text).toContain('It was cancelled by the person who booked it, Ali Hassan.');
    expect(invite(forTeam)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED' });
    expect(forTeam.icalEvent!.content).toContain(`\r\nURL;VALUE=URI:${dashboard}\r\n`);
    expect(forBooker.icalEvent!.content).not.toContain('URL;');

    const ar = bookingCancelledMail({ booking: cancelled, to: member('ar'), now, audience: 'team', urls: { dashboard }, cancelledBy: 'booker', reason: 'Travelling' });
    expect(ar.subject).toMatch(/^تم إلغاء حجز: Dental check-up مع Ali Hassan في /);
    expect(ar.text).toContain('تم الإلغاء بواسطة صاحب الحجز: Ali Hassan.');
    expect(ar.text).toContain('السبب: Travelling');
  });

  it('in Arabic, every mail that says when also gives the Hijri day (confirmation, the team\'s notice, reschedule with the old time, cancellation) — issue 36', () => {
    // booking: Sunday 22 November 2026 12:00 Riyadh = 12 Jumada al-Akhirah 1448; previous: the day before.
    const hijri = '(12 جمادى الآخرة 1448 هـ)';
    const mails = {
      confirmed: bookingConfirmedMail({ booking, to: booker('ar'), now, urls: bookerUrls }),
      notice: bookingNotifyTeamMail({ booking, to: member('ar'), now, urls: { dashboard } }),
      rescheduled: bookingRescheduledMail({ booking, to: booker('ar'), now, audience: 'booker', urls: bookerUrls, previous }),
      cancelled: bookingCancelledMail({ booking, to: booker('ar'), now, audience: 'booker', urls: {}, cancelledBy: 'booker', reason: null }),
    };
    for (const [kind, m] of Object.entries(mails)) {
      // The member's zone is New York: 4:00 AM there, still the same Hijri day.
      const time = kind === 'notice' ? '4:00–4:30 ص، توقيت نيويورك (UTC-5)' : '12:00–12:30 م، توقيت الرياض (UTC+3)';
      expect(flat(m.text), kind).toContain(`الأحد، 22 نوفمبر 2026 ${hijri}، ${time}`);
      expect(m.html, kind).toContain('جمادى الآخرة 1448');
    }
    expect(flat(mails.rescheduled.text)).toContain('السبت، 21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)');
    // English keeps one calendar.
    expect(bookingConfirmedMail({ booking, to: booker('en'), now, urls: bookerUrls }).text).not.toContain('1448');
  });

  it('tell the booker an unpaid booking expired, with a CANCEL invite', () => {
    const en = bookingExpiredMail({ booking, to: booker('en'), now, expiresAt, urls: {} });
    expect(flat(en.subject)).toBe('Booking expired: Dental check-up on Nov 22, 2026, 12:00 PM');
    expect(flat(en.text)).toContain('the payment was not completed by Friday, November 20, 2026 at 11:15 AM, Riyadh time (UTC+3)');
    expect(invite(en)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: `${booking.id}@waqt` });
    expect(bookingExpiredMail({ booking, to: booker('ar'), now, expiresAt, urls: {} }).subject).toMatch(/^انتهت صلاحية حجزك: Dental check-up في /);
  });

  it('escape user text in HTML and isolate it', () => {
    const hostile: BookingMailBooking = {
      ...booking,
      title: 'Check-up <b>now</b>',
      booker: { ...booking.booker, name: '<script>alert(1)</script>', notes: '"quoted" & <i>notes</i>' },
      calendarName: 'Sara <img src=x onerror=alert(1)>',
    };
    for (const locale of ['en', 'ar'] as const) {
      for (const [kind, mail] of Object.entries(allMails(locale, hostile))) {
        expect(mail.html, kind).not.toMatch(/<script|<img|<b>|<i>/);
        expect(mail.html, kind).toMatch(/&lt;(script|img)/);
      }
      const team = bookingNotifyTeamMail({ booking: hostile, to: member(locale), now, urls: { dashboard } });
      expect(team.html).toContain('<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>');
      expect(team.html).toContain('&quot;quoted&quot; &amp; &lt;i&gt;notes&lt;/i&gt;');
      // Text parts are plain text: the name as typed.
      expect(team.text).toContain('<script>alert(1)</script>');
    }
  });

  it('in Arabic, have no English word except names, addresses and links', () => {
    const userText = [
      booking.title,
      booking.calendarName,
      booking.teamName,
      booking.booker.name,
      booking.booker.email,
      booking.booker.notes!,
      member('ar').name,
      'The doctor is ill; sorry',
      'Travelling',
    ].sort((a, b) => b.length - a.length);
    for (const [kind, mail] of Object.entries(allMails('ar'))) {
      // A zone's offset is written "(UTC+3)" in both languages (docs/glossary.md, "time zone").
      let words = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '').replace(/\(UTC(?:[+-]\d+(?::\d\d)?)?\)/g, '');
      for (const t of userText) words = words.replaceAll(t, '');
      expect(words, kind).not.toMatch(/[A-Za-z]/);
    }
  });

  it('send the invite over SMTP as a text/calendar alternative and an invite.ics file', async () => {
    const mail = bookingConfirmedMail({ booking, to: booker('en'), now, urls: bookerUrls });
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail(smtpMessage('Waqt <no-reply@waqt.test>', mail));
    const raw = (info.message as Buffer).toString('utf8');
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    expect(raw).toMatch(/Content-Type: application\/ics; name=invite\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
  });
});

describe('booking mails: the price (issue 23, one price model)', () => {
  const priced = (paymentRequired: boolean, halalas = 15_000): BookingMailBooking => ({ ...booking, price: { halalas, currency: 'SAR', paymentRequired } });
  const money = (locale: Locale) => flat(new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', { style: 'currency', currency: 'SAR' }).format(150));
  it('show the VAT-inclusive price as the public page does, and "pay on arrival" when it is paid there', () => {
    const paid = allMails('en', priced(true));
    expect(flat(paid.confirmed!.text)).toContain(`Price: ${money('en')} incl. VAT`);
    expect(flat(paid.confirmed!.text)).not.toContain('pay on arrival');
    expect(flat(paid.team!.text)).toContain(`Price: ${money('en')} incl. VAT`);
    const onArrival = allMails('en', priced(false));
    expect(flat(onArrival.confirmed!.text)).toContain(`Price: ${money('en')} incl. VAT · pay on arrival`);
    expect(flat(allMails('ar', priced(false)).confirmed!.text)).toContain(`السعر: ${money('ar')} شامل ضريبة القيمة المضافة · الدفع عند الحضور`);
  });
  it('a free booking has no price row', () => {
    expect(allMails('en', priced(false, 0)).confirmed!.text).not.toContain('Price:');
    expect(allMails('en').confirmed!.text).not.toContain('Price:');
  });
});

describe('booking mails: where, and how to reach us (issue 36)', () => {
  const placed: BookingMailBooking = {
    ...booking,
    place: { kind: 'in_person', address: 'Olaya Medical Center\nKing Fahd Road, Riyadh', mapUrl: 'https://maps.example.com/?q=olaya&z=18' },
    contactPhone: { e164: '+966112345678', display: '011 234 5678' },
  };

  it('the place is in every mail of a visit that will happen (confirmation, pending, team, reschedule, reminder); not in cancellation or expiry; the contact phone in every booker’s mail', () => {
    const mails = allMails('en', placed);
    const withPlace = ['confirmed', 'pending', 'team', 'teamPending', 'rescheduled', 'rescheduledTeam'];
    for (const [kind, mail] of Object.entries(mails)) {
      const has = withPlace.includes(kind);
      expect(mail.text.includes('Where: Olaya Medical Center\nKing Fahd Road, Riyadh'), kind).toBe(has);
      expect(mail.text.includes('Map: https://maps.example.com/?q=olaya&z=18'), kind).toBe(has);
      expect(mail.text.includes('Questions? Call: 011 234 5678'), kind).toBe(!kind.includes('team') && !kind.endsWith('Team'));
    }
    // HTML: the map a plain link (no embedded map), the number a tel: link, both left to right.
    expect(mails.confirmed!.html).toContain('<a href="https://maps.example.com/?q=olaya&amp;z=18" dir="ltr">https://maps.example.com/?q=olaya&amp;z=18</a>');
    expect(mails.confirmed!.html).toContain('<a href="tel:+966112345678" dir="ltr">011 234 5678</a>');
    expect(mails.confirmed!.html).toContain('<bdi style="white-space:pre-line">Olaya Medical Center\nKing Fahd Road, Riyadh</bdi>');
    // Invites: LOCATION the address on one line; a CANCEL none.
    const location = (m: OutgoingMail) => new ICAL.Component(ICAL.parse(m.icalEvent!.content)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('location');
    expect(location(mails.confirmed!)).toBe('Olaya Medical Center, King Fahd Road, Riyadh');
    expect(location(mails.team!)).toBe('Olaya Medical Center, King Fahd Road, Riyadh');
    expect(location(mails.cancelled!)).toBeNull();
    // The comma is the address's own: an English address in an Arabic invite keeps ", ", an Arabic one "، ".
    expect(location(bookingConfirmedMail({ booking: placed, to: booker('ar'), now, urls: bookerUrls }))).toBe('Olaya Medical Center, King Fahd Road, Riyadh');
    const arabic: BookingMailBooking = { ...placed, place: { kind: 'in_person', address: 'مجمع العليا الطبي\nطريق الملك فهد', mapUrl: null } };
    expect(location(bookingConfirmedMail({ booking: arabic, to: booker('en'), now, urls: bookerUrls }))).toBe('مجمع العليا الطبي، طريق الملك فهد');
  });

  it('an online meeting: its link in the mail (a link in HTML) and as the invite’s LOCATION; in Arabic only the link is Latin', () => {
    const online: BookingMailBooking = { ...placed, place: { kind: 'online', meetingUrl: 'https://meet.example.com/abc' } };
    const en = bookingConfirmedMail({ booking: online, to: booker('en'), now, urls: bookerUrls });
    expect(en.text).toContain('Where: Online meeting\nMeeting link: https://meet.example.com/abc');
    expect(en.html).toContain('<a href="https://meet.example.com/abc" dir="ltr">');
    const ar = bookingConfirmedMail({ booking: online, to: booker('ar'), now, urls: bookerUrls });
    expect(ar.text).toContain('المكان: اجتماع عبر الإنترنت\nرابط الاجتماع: https://meet.example.com/abc');
    expect(ar.text).toContain('للاستفسار اتصل على: 011 234 5678');
  });
});
