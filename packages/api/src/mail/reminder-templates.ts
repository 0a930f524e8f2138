import { formatDateTime, formatHijriDay, formatUnit, localDateOf, utcOffset, zoneCity, zoneName, type Locale } from '@waqt/contracts';
import {
  bookingCopy,
  bookingDetails,
  formatInstant,
  formatWhen,
  renderBookingMail,
  namedFor,
  type BookingMailBooking,
  type BookingMailRecipient,
} from './booking-templates.ts';
import type { OutgoingMail } from './mailer.ts';

/**
 * The reminder before a booking (issue 24; docs/reminders.md): the mail, the SMS text and the WhatsApp
 * template's parameters, in the booker's language and zone. Pure: the reminder job (modules/reminders)
 * reads the booking and the links, these only write.
 */

// ——— Dates and times ———


/** Intl's narrow and thin spaces as plain ones: "12:00 PM" stays in the GSM alphabet and reads the same. */
const plainSpaces = (s: string) => s.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** The time of day, "12:00 PM" / "12:00 م". */
const timeOf = (locale: Locale, timeZone: string, at: Date) => plainSpaces(formatDateTime(at, locale, timeZone, { hour: 'numeric', minute: '2-digit' }));

/** Whole days from the day `now` falls on to the day `at` falls on, both in the zone (0: today, 1: tomorrow). */
function daysBetween(timeZone: string, now: Date, at: Date): number {
  const day = (d: Date) => Date.parse(`${localDateOf(d, timeZone)}T00:00:00Z`);
  return Math.round((day(at) - day(now)) / 86_400_000);
}

// ——— The mail ———

/**
 * The reminder's own words; labels, action names and the layout are the booking mails' (one word per
 * thing). `{holes}`: recipient, title, calendar, team, time, day, minutes, changeUntil. Arabic addresses the
 * booker as "you" and keeps the team's and calendar's names out of gendered verbs.
 */
const en = {
  subject: {
    soon: 'Reminder: {title} with {calendar} in {minutes}, at {time}',
    today: 'Reminder: {title} with {calendar} today at {time}',
    tomorrow: 'Reminder: {title} with {calendar} tomorrow at {time}',
    later: 'Reminder: {title} with {calendar} on {day} at {time}',
  },
  lead: {
    soon: 'Your booking with {calendar} starts in {minutes}, at {time}.',
    today: 'This is a reminder of your booking with {calendar} today at {time}.',
    tomorrow: 'This is a reminder of your booking with {calendar} tomorrow at {time}.',
    later: 'This is a reminder of your booking with {calendar} on {day} at {time}.',
  },
  ask: { change: 'Will you be there? Let {calendar} know with one click, or reschedule or cancel if your plans have changed.', only: 'Will you be there? Let {calendar} know with one click.' },
  attend: 'I’ll be there',
  changeUntil: 'You can reschedule or cancel until {changeUntil}.',
  changesClosed: 'Online changes closed on {changeUntil}. To reschedule or cancel now, please contact {calendar}.',
};
type ReminderCopy = typeof en;

const ar: ReminderCopy = {
  subject: {
    soon: 'تذكير: {title} لدى {calendar} بعد {minutes}، الساعة {time}',
    today: 'تذكير: {title} لدى {calendar} اليوم الساعة {time}',
    tomorrow: 'تذكير: {title} لدى {calendar} غدًا الساعة {time}',
    later: 'تذكير: {title} لدى {calendar} يوم {day} الساعة {time}',
  },
  lead: {
    soon: 'يبدأ موعدك لدى {calendar} بعد {minutes}، الساعة {time}.',
    today: 'نذكّرك بحجزك لدى {calendar} اليوم الساعة {time}.',
    tomorrow: 'نذكّرك بحجزك لدى {calendar} غدًا الساعة {time}.',
    later: 'نذكّرك بحجزك لدى {calendar} يوم {day} الساعة {time}.',
  },
  ask: { change: 'هل ستحضر؟ أكّد حضورك بنقرة واحدة، أو غيّر الموعد أو ألغِ الحجز إن تغيّرت خططك.', only: 'هل ستحضر؟ أكّد حضورك بنقرة واحدة.' },
  attend: 'سأحضر',
  changeUntil: 'يمكنك تغيير الموعد أو إلغاء الحجز حتى {changeUntil}.',
  changesClosed: 'لم يعد تغيير الموعد أو إلغاء الحجز عبر الإنترنت متاحًا منذ {changeUntil}. لتغييره أو إلغائه الآن، يُرجى التواصل مع {calendar}.',
};

const reminderCopy: Record<Locale, ReminderCopy> = { en, ar };

/** A reminder counts down ("in 15 minutes") when its rule is under an hour and at least this much is left; else it names the day. */
const COUNTDOWN_MIN_MINUTES = 3;
const COUNTDOWN_RULE_MAX_MINUTES = 60;

type When = 'soon' | 'today' | 'tomorrow' | 'later';

function whenOf(to: BookingMailRecipient, now: Date, start: Date, offsetMinutes: number): { when: When; vars: Record<string, string> } {
  const { locale, timezone } = to;
  const time = timeOf(locale, timezone, start);
  const minutesLeft = Math.round((start.getTime() - now.getTime()) / 60_000);
  const day = plainSpaces(formatDateTime(start, locale, timezone, locale === 'ar' ? { weekday: 'long', day: 'numeric', month: 'long' } : { weekday: 'short', day: 'numeric', month: 'short' }));
  const minutes = formatUnit(minutesLeft, 'minute', locale);
  const vars = { time, day, minutes };
  // Arabic's "بعد" takes its noun in the genitive, which Intl's dual ("دقيقتان") is not: below 3 minutes the day is named.
  if (offsetMinutes < COUNTDOWN_RULE_MAX_MINUTES && minutesLeft >= COUNTDOWN_MIN_MINUTES && minutesLeft < COUNTDOWN_RULE_MAX_MINUTES) return { when: 'soon', vars };
  const days = daysBetween(timezone, now, start);
  return { when: days <= 0 ? 'today' : days === 1 ? 'tomorrow' : 'later', vars };
}

export interface ReminderMailInput {
  booking: BookingMailBooking;
  to: BookingMailRecipient;
  /** The injected clock's now: "today", "tomorrow" and "in 15 minutes" are counted from it, in the recipient's zone. */
  now: Date;
  /** The rule's offset: a rule under an hour counts down ("in 15 minutes"), longer ones name the day. */
  offsetMinutes: number;
  urls: { attend: string; reschedule: string; cancel: string; manage: string };
  /** Whether the team's cut-off still lets the booker reschedule or cancel. */
  canChange: boolean;
  /** The cut-off: the latest the booker may change the booking. */
  changeUntil: Date;
}

/**
 * To the booker, before the booking: when (in their zone, the Hijri day beside it in Arabic), what, how
 * long, with whom, the price and their notes; "I'll be there" (the signed attend link), reschedule and
 * cancel while the team's cut-off allows (else whom to contact), and the manage link. No invite: nothing
 * changed in the calendar.
 */
export function bookingReminderMail(input: ReminderMailInput): OutgoingMail {
  const a = namedFor(input);
  const { booking: b, to } = a;
  const c = bookingCopy[to.locale];
  const r = reminderCopy[to.locale];
  const { when, vars } = whenOf(to, a.now, b.start, a.offsetMinutes);
  const details = bookingDetails(a, c, 'booker').map(([label, v]): [string, typeof v] =>
    label === c.label.when ? [label, { text: formatWhen(to.locale, to.timezone, b.start, b.end) }] : [label, v],
  );
  if (b.booker.notes) details.push([c.label.notes, { text: b.booker.notes, multiline: true }]);
  return renderBookingMail(to, {
    subject: r.subject[when],
    vars: {
      recipient: to.name,
      title: b.title,
      calendar: b.calendarName,
      team: b.teamName,
      ...vars,
      changeUntil: formatInstant(to.locale, to.timezone, a.changeUntil),
    },
    paragraphs: [c.greeting, r.lead[when], a.canChange ? r.ask.change : r.ask.only],
    details,
    actions: [
      [r.attend, a.urls.attend],
      ...(a.canChange
        ? ([
            [c.action.reschedule, a.urls.reschedule],
            [c.action.cancel, a.urls.cancel],
          ] as [string, string][])
        : []),
      [c.action.manage, a.urls.manage],
    ],
    notes: [a.canChange ? r.changeUntil : r.changesClosed],
  });
}

// ——— Phone messages ———

/**
 * U+2068 … U+2069 around a name or title with Latin letters or digits: inside Arabic it keeps its own
 * direction (docs/glossary.md). An Arabic name needs none, and an SMS spares the two characters.
 */
const isolate = (s: string) => (/[A-Za-z0-9]/.test(s) ? `\u2068${s}\u2069` : s);

/** A value as one line: WhatsApp refuses parameters with new lines, tabs or runs of spaces; an SMS line stays one line. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** After a time in an SMS: "Riyadh time" / "بتوقيت الرياض", short; a zone without a city by its offset ("UTC-5"). */
function shortZone(locale: Locale, timeZone: string, at: Date): string {
  const city = zoneCity(timeZone, locale);
  if (!city) return utcOffset(timeZone, at) || timeZone;
  return locale === 'ar' ? `بتوقيت ${city}` : `${city} time`;
}

export interface PhoneReminderInput {
  booking: BookingMailBooking;
  to: BookingMailRecipient;
  urls: { manage: string; optOut: string };
}

/**
 * The SMS: one line of what and when, then the manage and opt-out links, each on its own line (in Arabic a
 * link after Arabic words keeps its place). English stays in the GSM-7 alphabet, so with short links it
 * fits one part of 160; Arabic (UCS-2) two parts of 67. The links take most of it (`smsLength` in
 * reminder-templates.test.ts, docs/reminders.md).
 */
export function reminderSmsText(input: PhoneReminderInput): string {
  const { booking: b, to, urls } = namedFor(input);
  const { locale, timezone } = to;
  const zone = shortZone(locale, timezone, b.start);
  const time = timeOf(locale, timezone, b.start);
  const title = oneLine(b.title);
  const calendar = oneLine(b.calendarName);
  if (locale === 'ar') {
    // "الأحد 22 نوفمبر 12:00 م": the day's parts without Intl's comma and "في", which an SMS pays for.
    const part = (opts: Intl.DateTimeFormatOptions) => formatDateTime(b.start, locale, timezone, opts);
    const day = [part({ weekday: 'long' }), part({ day: 'numeric' }), part({ month: 'long' })].join(' ');
    // The booking's link bare on its own line (the line above says what it is): two parts of 67 with short links.
    return `تذكير: ${isolate(title)} لدى ${isolate(calendar)}، ${day} ${time} ${zone}\n${urls.manage}\nإيقاف: ${urls.optOut}`;
  }
  const day = plainSpaces(formatDateTime(b.start, locale, timezone, { weekday: 'short', day: 'numeric', month: 'short' }));
  return `Reminder: ${title} with ${calendar}, ${day}, ${time} ${zone}\nManage: ${urls.manage}\nStop: ${urls.optOut}`;
}

/**
 * The reminder template a team registers with Meta (category UTILITY), per language: the body with its
 * {{1}}…{{5}} placeholders and the footer. docs/reminders.md repeats them word for word (a test checks).
 */
export const WHATSAPP_REMINDER_TEMPLATE: Record<Locale, { body: string; footer: string }> = {
  en: {
    body: 'Hello {{1}}, this is a reminder of your booking: {{2}} with {{3}} on {{4}}.\n\nTo reschedule or cancel, open your booking: {{5}}\n\nSee you soon.',
    footer: 'Reply STOP to stop reminders',
  },
  ar: {
    body: 'مرحبًا {{1}}، نذكّرك بحجزك: {{2}} لدى {{3}} يوم {{4}}.\n\nلتغيير الموعد أو إلغاء الحجز، افتح حجزك: {{5}}\n\nنتطلع إلى لقائك.',
    footer: 'أرسل STOP لإيقاف التذكيرات',
  },
};

/**
 * The WhatsApp reminder: the template's body parameters in order — 1 the booker's name, 2 the title,
 * 3 the calendar, 4 the date and time with the zone (the Hijri day beside it in Arabic), 5 the manage link —
 * and `text`, the message as WhatsApp shows it (our copy of the template filled in: the dev phone inbox,
 * the docs). Every parameter is one line (Meta refuses new lines, tabs and runs of spaces).
 */
export function reminderWhatsAppTemplate(input: PhoneReminderInput): { params: string[]; text: string } {
  const { booking: b, to, urls } = namedFor(input);
  const { locale, timezone } = to;
  const name = (s: string) => (locale === 'ar' ? isolate(oneLine(s)) : oneLine(s));
  const time = timeOf(locale, timezone, b.start);
  const day = formatDateTime(b.start, locale, timezone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const zone = zoneName(timezone, locale, b.start);
  const when = locale === 'ar' ? `${day} (${formatHijriDay(b.start, timezone)}) الساعة ${time}، ${zone}` : `${day} at ${time}, ${zone}`;
  const params = [name(b.booker.name), name(b.title), name(b.calendarName), oneLine(when), urls.manage];
  const t = WHATSAPP_REMINDER_TEMPLATE[locale];
  const body = t.body.replace(/\{\{(\d)\}\}/g, (_, i: string) => params[Number(i) - 1]!);
  return { params, text: `${body}\n\n${t.footer}` };
}
