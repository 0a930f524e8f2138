import { formatDateTime, formatDateTimeSpan, formatHijriDay, formatMoney, localDateOf, localized, priceDisplayOf, zoneName, type ContactPhone, type Locale, type Place } from '@waqt/contracts';
import { bookingIcs, bookingUid, type IcsMethod } from './ics.ts';
import type { MailIcalEvent, OutgoingMail } from './mailer.ts';
import { lifetime } from './templates.ts';

/** A booking as its mails need it: plain data, read by the booking service in its transaction. */
export interface BookingMailBooking {
  id: string;
  /** The event type's title (the default one; `titleAr`/`titleEn` in each language when given). */
  title: string;
  titleAr: string | null;
  titleEn: string | null;
  start: Date;
  end: Date;
  durationMinutes: number;
  booker: { name: string; email: string; phone?: string | null; notes?: string | null };
  /** The calendar booked: the booker's organizer (its name in each language when given, as for the title). */
  calendarName: string;
  calendarNameAr: string | null;
  calendarNameEn: string | null;
  teamName: string;
  /** The calendar's zone: the invite's X-WR-TIMEZONE hint (its times are UTC). */
  calendarTimezone: string;
  /** ORGANIZER of the invite (named after the calendar): an address replies may reach, e.g. the owner's. */
  organizerEmail: string;
  /** The booking's SEQUENCE, already bumped for the change this mail tells about (see `bookingIcs`). */
  sequence: number;
  createdAt: Date;
  /** The booking's VAT-inclusive price and whether its event type asks for it when booking (contracts pricingOf); none or 0: free, no row. */
  price?: { halalas: number; currency: string; paymentRequired: boolean } | undefined;
  /** Where it happens (issue 36): its event type's place, else its calendar's; none: no row, no LOCATION. */
  place?: Place | null | undefined;
  /** The team's contact phone, in the booker's mails. */
  contactPhone?: ContactPhone | null | undefined;
}

/** Who a mail goes to: times are shown in their zone, words in their language. */
export interface BookingMailRecipient {
  email: string;
  name: string;
  locale: Locale;
  /** IANA zone. */
  timezone: string;
}

interface MailBase {
  booking: BookingMailBooking;
  to: BookingMailRecipient;
  /** The injected clock's now: the invite's DTSTAMP. */
  now: Date;
}
export interface BookerUrls {
  manage: string;
  cancel: string;
  reschedule: string;
}
export interface TeamUrls {
  /** The booking in the dashboard. */
  dashboard: string;
}
export type Audience = { audience: 'booker'; urls: BookerUrls } | { audience: 'team'; urls: TeamUrls };

/**
 * The words of the booking mails. `{holes}` are filled per mail (see `fill`): recipient, title,
 * calendar, team, booker, date (the start, short), expires, canceller. Arabic avoids gendered verbs
 * where a name of either gender fills the sentence (passive "تم …").
 */
const en = {
  greeting: 'Hello {recipient},',
  invite: 'The calendar invite is attached.',
  cancelNote: 'The attached calendar update removes the event from your calendar.',
  label: {
    what: 'What',
    when: 'When',
    previous: 'Was',
    duration: 'Duration',
    with: 'With',
    calendar: 'Calendar',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    notes: 'Notes',
    reason: 'Reason',
    price: 'Price',
    where: 'Where',
    map: 'Map',
    meeting: 'Meeting link',
    contact: 'Questions? Call',
  },
  price: { prepaid: '{amount} incl. VAT', on_arrival: '{amount} incl. VAT · pay on arrival' },
  place: {
    online: 'Online meeting',
    phone: { booker: 'Phone call: {calendar} will call you at {phone}', bookerNoNumber: 'Phone call: {calendar} will call you', team: 'Phone call: call {booker} at {phone}', teamNoNumber: 'Phone call: no number was given' },
    /** The invite's LOCATION of a phone call: short, the number to call or be called at. */
    phoneLocation: 'Phone call',
  },
  action: {
    manage: 'Manage booking',
    reschedule: 'Reschedule',
    cancel: 'Cancel booking',
    pay: 'Pay now',
    dashboard: 'Open the booking in Waqt',
    bookAgain: 'Book again',
  },
  confirmed: { subject: 'Booking confirmed: {title} on {date}', lead: 'Your booking with {calendar} is confirmed.' },
  pending: {
    subject: 'Complete your payment to confirm {title}',
    lead: 'Your time with {calendar} is held for you until {expires}. Complete the payment to confirm the booking; if it is not paid by then, the time is released.',
    inviteLater: 'You will receive the calendar invite once the booking is confirmed.',
  },
  teamNew: {
    subject: 'New booking: {title} with {booker} on {date}',
    subjectPending: 'New booking awaiting payment: {title} with {booker} on {date}',
    lead: 'There is a new booking on the calendar {calendar}.',
    pending: 'It awaits payment until {expires} and is confirmed once paid.',
  },
  rescheduled: {
    booker: { subject: 'Booking rescheduled: {title} now on {date}', lead: 'Your booking with {calendar} has moved to a new time.' },
    team: { subject: 'Booking rescheduled: {title} with {booker} now on {date}', lead: 'A booking on the calendar {calendar} has moved to a new time.' },
  },
  cancelled: {
    booker: { subject: 'Booking cancelled: {title} on {date}', lead: 'Your booking with {calendar} has been cancelled.' },
    team: { subject: 'Booking cancelled: {title} with {booker} on {date}', lead: 'A booking on the calendar {calendar} has been cancelled.' },
    byYou: 'You cancelled it.',
    byBooker: 'It was cancelled by the person who booked it, {booker}.',
    byTeam: 'It was cancelled by {canceller}.',
  },
  expired: {
    subject: 'Booking expired: {title} on {date}',
    lead: 'Your booking with {calendar} has expired: the payment was not completed by {expires}, so the time has been released. You are welcome to book again.',
  },
};
type BookingCopy = typeof en;

const ar: BookingCopy = {
  greeting: 'مرحبًا {recipient}،',
  invite: 'دعوة التقويم مرفقة بهذه الرسالة.',
  cancelNote: 'التحديث المرفق يزيل الموعد من تقويمك.',
  label: {
    what: 'نوع الموعد',
    when: 'الموعد',
    previous: 'الموعد السابق',
    duration: 'المدة',
    with: 'لدى',
    calendar: 'التقويم',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الجوال',
    notes: 'الملاحظات',
    reason: 'السبب',
    price: 'السعر',
    where: 'المكان',
    map: 'الخريطة',
    meeting: 'رابط الاجتماع',
    contact: 'للاستفسار اتصل على',
  },
  price: { prepaid: '{amount} شامل ضريبة القيمة المضافة', on_arrival: '{amount} شامل ضريبة القيمة المضافة · الدفع عند الحضور' },
  place: {
    online: 'اجتماع عبر الإنترنت',
    phone: { booker: 'مكالمة هاتفية: سيتصل بك {calendar} على الرقم {phone}', bookerNoNumber: 'مكالمة هاتفية: سيتصل بك {calendar}', team: 'مكالمة هاتفية: اتصل بـ{booker} على الرقم {phone}', teamNoNumber: 'مكالمة هاتفية: لم يُذكر رقم' },
    phoneLocation: 'مكالمة هاتفية',
  },
  action: {
    manage: 'إدارة الحجز',
    reschedule: 'تغيير الموعد',
    cancel: 'إلغاء الحجز',
    pay: 'ادفع الآن',
    dashboard: 'عرض الحجز في وقت',
    bookAgain: 'احجز من جديد',
  },
  confirmed: { subject: 'تم تأكيد حجزك: {title} في {date}', lead: 'تم تأكيد حجزك لدى {calendar}.' },
  pending: {
    subject: 'أكمل الدفع لتأكيد حجزك: {title}',
    lead: 'الموعد محجوز لك لدى {calendar} حتى {expires}. أكمل الدفع لتأكيد الحجز؛ وإن لم يكتمل الدفع قبل ذلك فسيُتاح الموعد لغيرك.',
    inviteLater: 'ستصلك دعوة التقويم بعد تأكيد الحجز.',
  },
  teamNew: {
    subject: 'حجز جديد: {title} مع {booker} في {date}',
    subjectPending: 'حجز جديد بانتظار الدفع: {title} مع {booker} في {date}',
    lead: 'وصل حجز جديد في التقويم {calendar}.',
    pending: 'الحجز بانتظار الدفع حتى {expires}، ويُؤكَّد بعد إتمام الدفع.',
  },
  rescheduled: {
    booker: { subject: 'تم تغيير موعد حجزك: {title} إلى {date}', lead: 'تم نقل حجزك لدى {calendar} إلى موعد جديد.' },
    team: { subject: 'تم تغيير موعد حجز: {title} مع {booker} إلى {date}', lead: 'تم نقل حجز في التقويم {calendar} إلى موعد جديد.' },
  },
  cancelled: {
    booker: { subject: 'تم إلغاء حجزك: {title} في {date}', lead: 'تم إلغاء حجزك لدى {calendar}.' },
    team: { subject: 'تم إلغاء حجز: {title} مع {booker} في {date}', lead: 'تم إلغاء حجز في التقويم {calendar}.' },
    byYou: 'ألغيت الحجز بنفسك.',
    byBooker: 'تم الإلغاء بواسطة صاحب الحجز: {booker}.',
    byTeam: 'تم الإلغاء بواسطة {canceller}.',
  },
  expired: {
    subject: 'انتهت صلاحية حجزك: {title} في {date}',
    lead: 'انتهت صلاحية حجزك لدى {calendar}: لم يكتمل الدفع قبل {expires}، لذلك أصبح الموعد متاحًا لغيرك. يمكنك الحجز من جديد.',
  },
};

const bookingCopy: Record<Locale, BookingCopy> = { en, ar };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

// Gregorian spelled out: ICU has preferred the Umm al-Qura calendar for ar-SA in some versions, and a
// booking's date must match the one on the booking page and in the calendar app. Digits are the
// locale's (LOCALE_TAGS: Latin in Arabic too), as on the pages.
const dateTimeParts = { year: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const longParts = { ...dateTimeParts, weekday: 'long', month: 'long', day: 'numeric' } as const;

/** The zone after a time: ", Riyadh time (UTC+3)" / "، توقيت الرياض (UTC+3)", as the booking pages name it. */
const withZone = (locale: Locale, timeZone: string, at: Date, time: string) => `${time}${locale === 'ar' ? '، ' : ', '}${zoneName(timeZone, locale, at)}`;


/**
 * When a booking is, in the recipient's words and zone, for every mail that says it (confirmation,
 * reschedule, cancellation, the team's notice, the reminder): "Sunday, November 22, 2026, 12:00 – 12:30 PM,
 * Riyadh time (UTC+3)"; in Arabic the Hijri day beside the Gregorian one, as the booking pages show it:
 * "الأحد، 22 نوفمبر 2026 (12 جمادى الآخرة 1448 هـ)، 12:00–12:30 م، توقيت الرياض (UTC+3)".
 */
export function formatWhen(locale: Locale, timeZone: string, start: Date, end: Date): string {
  const range = withZone(locale, timeZone, start, formatDateTimeSpan(start, end, locale, timeZone, longParts));
  if (locale !== 'ar') return range;
  const hijri = formatHijriDay(start, timeZone);
  // A booking across midnight keeps Intl's range with both days; the Hijri day is its first.
  if (localDateOf(start, timeZone) !== localDateOf(new Date(end.getTime() - 1), timeZone)) return `${range} (${hijri})`;
  const day = formatDateTime(start, locale, timeZone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const time = formatDateTimeSpan(start, end, locale, timeZone, { hour: 'numeric', minute: '2-digit' });
  return `${day} (${hijri})، ${time}، ${zoneName(timeZone, locale, start)}`;
}

/** One instant with its zone: a deadline ("Friday, November 20, 2026 at 11:15 AM, Riyadh time (UTC+3)"). */
export function formatInstant(locale: Locale, timeZone: string, at: Date): string {
  return withZone(locale, timeZone, at, formatDateTime(at, locale, timeZone, longParts));
}


/** Short, for subjects: "Nov 22, 2026, 12:00 PM". */
const formatShort = (locale: Locale, timeZone: string, at: Date) => formatDateTime(at, locale, timeZone, { ...dateTimeParts, month: 'short', day: 'numeric' });

/**
 * The mail's booking with its title and calendar named in the recipient's language (contracts `localized`:
 * that language's text when given, else the default): the booker reads them in the language they booked in,
 * each member of the team in their own. Every mail below starts with it.
 */
export function namedFor<A extends { booking: BookingMailBooking; to: BookingMailRecipient }>(a: A): A {
  const { booking: b, to } = a;
  return { ...a, booking: { ...b, title: localized(b, 'title', to.locale), calendarName: localized(b, 'calendarName', to.locale) } };
}

/** Copy with `{name}` holes: text as is; in HTML the copy is escaped and each value isolated (`<bdi>`). */
function fill(template: string, vars: Record<string, string>, html: boolean): string {
  return template
    .split(/(\{\w+\})/)
    .map((part) => {
      const hole = /^\{(\w+)\}$/.exec(part)?.[1];
      if (hole === undefined) return html ? escape(part) : part;
      const value = vars[hole];
      if (value === undefined) throw new Error(`mail copy names {${hole}}, which no value fills`);
      return html ? `<bdi>${escape(value)}</bdi>` : value;
    })
    .join('');
}

/** A detail's value; `href` makes it a link (a map, a meeting, a `tel:` number) in the HTML part. */
type Value = { text: string; ltr?: boolean; multiline?: boolean; href?: string };
/** A mail's content, rendered once as text and once as HTML. */
interface Parts {
  subject: string;
  vars: Record<string, string>;
  paragraphs: string[];
  details: [label: string, value: Value][];
  actions: [label: string, href: string][];
  notes: string[];
}

function valueHtml(v: Value): string {
  const style = v.multiline ? ' style="white-space:pre-line"' : '';
  if (v.href) return `<a href="${escape(v.href)}"${v.ltr ? ' dir="ltr"' : ''}>${escape(v.text)}</a>`;
  return v.ltr ? `<span dir="ltr"${style}>${escape(v.text)}</span>` : `<bdi${style}>${escape(v.text)}</bdi>`;
}

const detailsText = (p: Parts) => p.details.map(([label, v]) => `${label}: ${v.text}`);
const actionsText = (p: Parts) => p.actions.map(([label, href]) => `${label}: ${href}`);

function render(to: BookingMailRecipient, p: Parts, icalEvent?: MailIcalEvent): OutgoingMail {
  const text = [
    ...p.paragraphs.map((t) => fill(t, p.vars, false)),
    '',
    ...detailsText(p),
    ...(p.actions.length ? ['', ...actionsText(p)] : []),
    ...(p.notes.length ? ['', ...p.notes.map((t) => fill(t, p.vars, false))] : []),
  ].join('\n');
  const rows = p.details
    .map(([label, v]) => `<tr><th scope="row" style="text-align:start;vertical-align:top;padding:4px 8px;color:#555;font-weight:600">${escape(label)}</th><td style="padding:4px 8px">${valueHtml(v)}</td></tr>`)
    .join('');
  const [primary, ...others] = p.actions;
  const html = [
    ...p.paragraphs.map((t) => `<p>${fill(t, p.vars, true)}</p>`),
    `<table role="presentation" style="border-collapse:collapse;margin:16px 0">${rows}</table>`,
    primary
      ? `<p style="margin:20px 0"><a href="${escape(primary[1])}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escape(primary[0])}</a></p><p style="font-size:12px;color:#555;direction:ltr;unicode-bidi:isolate">${escape(primary[1])}</p>`
      : '',
    ...others.map(([label, href]) => `<p><a href="${escape(href)}">${escape(label)}</a></p>`),
    ...p.notes.map((t) => `<p style="color:#555">${fill(t, p.vars, true)}</p>`),
  ].join('');
  return { to: to.email, subject: fill(p.subject, p.vars, false), text, html, locale: to.locale, ...(icalEvent ? { icalEvent } : {}) };
}

/** The values every booking mail's copy may name. */
function varsOf(a: Pick<MailBase, 'booking' | 'to'>): Record<string, string> {
  const { booking: b, to } = a;
  return {
    recipient: to.name,
    title: b.title,
    calendar: b.calendarName,
    team: b.teamName,
    booker: b.booker.name,
    date: formatShort(to.locale, to.timezone, b.start),
  };
}

/**
 * Where, as detail rows (issue 36): the address and its map link, the meeting link, or who calls whom. A phone
 * call is the team calling the booker at the number given when booking (docs/decisions.md).
 */
function placeRows(b: BookingMailBooking, c: BookingCopy, audience: 'booker' | 'team'): Parts['details'] {
  const place = b.place;
  if (!place) return [];
  switch (place.kind) {
    case 'in_person':
      return [[c.label.where, { text: place.address, multiline: true }], ...(place.mapUrl ? [[c.label.map, { text: place.mapUrl, ltr: true, href: place.mapUrl }] as [string, Value]] : [])];
    case 'online':
      return [
        [c.label.where, { text: c.place.online }],
        [c.label.meeting, { text: place.meetingUrl, ltr: true, href: place.meetingUrl }],
      ];
    case 'phone': {
      const phone = b.booker.phone;
      const words = audience === 'booker' ? (phone ? c.place.phone.booker : c.place.phone.bookerNoNumber) : phone ? c.place.phone.team : c.place.phone.teamNoNumber;
      // The number inside the sentence keeps its order in Arabic (U+2066 … U+2069).
      return [[c.label.where, { text: words.replace('{calendar}', b.calendarName).replace('{booker}', b.booker.name).replace('{phone}', phone ? `\u2066${phone}\u2069` : '') }]];
    }
  }
}

/** The team's contact phone, for the booker: shown as it is dialled, a `tel:` link in HTML. */
const contactRows = (b: BookingMailBooking, c: BookingCopy): Parts['details'] =>
  b.contactPhone ? [[c.label.contact, { text: b.contactPhone.display, ltr: true, href: `tel:${b.contactPhone.e164}` }]] : [];

/**
 * What / when / with, where (`place`: not for a booking that will not happen), then (for the team) who booked,
 * or (for the booker) the team's contact phone.
 */
function bookingDetails(a: Pick<MailBase, 'booking' | 'to'>, c: BookingCopy, audience: 'booker' | 'team', { place = true }: { place?: boolean } = {}): Parts['details'] {
  const { booking: b, to } = a;
  const rows: Parts['details'] = [
    [c.label.what, { text: b.title }],
    [c.label.when, { text: formatWhen(to.locale, to.timezone, b.start, b.end) }],
    [c.label.duration, { text: lifetime(to.locale, b.durationMinutes * 60_000) }],
  ];
  // The price as every page shows it (issue 23): the VAT-inclusive amount, and "pay on arrival" when it is paid there.
  const shown = b.price ? priceDisplayOf({ paymentRequired: b.price.paymentRequired, priceHalalas: b.price.halalas }) : { kind: 'free' as const };
  if (b.price && shown.kind !== 'free') {
    const amount = formatMoney(shown.amountHalalas, to.locale, b.price.currency);
    rows.push([c.label.price, { text: c.price[shown.kind].replace('{amount}', amount) }]);
  }
  if (audience === 'booker') {
    rows.push([c.label.with, { text: b.calendarName === b.teamName ? b.calendarName : `${b.calendarName} · ${b.teamName}` }]);
    if (place) rows.push(...placeRows(b, c, audience));
    rows.push(...contactRows(b, c));
    return rows;
  }
  rows.push([c.label.calendar, { text: b.calendarName }]);
  if (place) rows.push(...placeRows(b, c, audience));
  rows.push([c.label.name, { text: b.booker.name }], [c.label.email, { text: b.booker.email, ltr: true }]);
  if (b.booker.phone) rows.push([c.label.phone, { text: b.booker.phone, ltr: true }]);
  if (b.booker.notes) rows.push([c.label.notes, { text: b.booker.notes, multiline: true }]);
  return rows;
}

/**
 * The invite's LOCATION (issue 36): the address on one line, the meeting link, or the number a phone call
 * goes to; none without a place. The booking's page is the invite's URL and is in its DESCRIPTION.
 */
export function icsLocation(b: BookingMailBooking, locale: Locale): string | undefined {
  const c = bookingCopy[locale];
  switch (b.place?.kind) {
    case 'in_person':
      // One line, its lines joined by the comma of the address's own script (an English address in an Arabic invite keeps ", ").
      return b.place.address
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join(/[\u0600-\u06FF]/.test(b.place.address) ? '، ' : ', ');
    case 'online':
      return b.place.meetingUrl;
    case 'phone':
      return b.booker.phone ? `${c.place.phoneLocation}: ${b.booker.phone}` : c.place.phoneLocation;
    default:
      return undefined;
  }
}

/**
 * The DESCRIPTION of the confirmation page's calendar file (METHOD:PUBLISH), in the booking's language: what,
 * where and how to reach the team, then the booking's page.
 */
export function publishedIcsDescription(b: BookingMailBooking, locale: Locale, manageUrl: string): string {
  const c = bookingCopy[locale];
  const details: Parts['details'] = [[c.label.what, { text: localized(b, 'title', locale) }], ...placeRows(b, c, 'booker'), ...contactRows(b, c)];
  return [...details.map(([label, v]) => `${label}: ${v.text}`), '', `${c.action.manage}: ${manageUrl}`].join('\n');
}

/**
 * The invite: one UID per booking (`{id}@waqt`) for the booker and every team member, the booking's
 * SEQUENCE, the calendar as ORGANIZER and the booker as ATTENDEE. Its description repeats the mail's
 * details and links, in the recipient's language.
 */
function invite(a: MailBase, method: Exclude<IcsMethod, 'PUBLISH'>, audience: 'booker' | 'team', p: Parts, url?: string): MailIcalEvent {
  const b = a.booking;
  const content = bookingIcs({
    method,
    uid: bookingUid(b.id),
    sequence: b.sequence,
    start: b.start,
    end: b.end,
    organizerTimezone: b.calendarTimezone,
    summary: `${b.title} · ${audience === 'booker' ? b.calendarName : b.booker.name}`,
    description: [...detailsText(p), '', ...actionsText(p)].join('\n'),
    url,
    location: method === 'CANCEL' ? undefined : icsLocation(b, a.to.locale),
    organizer: { name: b.calendarName, email: b.organizerEmail },
    attendee: { name: b.booker.name, email: b.booker.email },
    stamp: a.now,
    createdAt: b.createdAt,
  });
  return { method, content };
}

function actionsFor(c: BookingCopy, audience: Audience): Parts['actions'] {
  return audience.audience === 'booker'
    ? [
        [c.action.manage, audience.urls.manage],
        [c.action.reschedule, audience.urls.reschedule],
        [c.action.cancel, audience.urls.cancel],
      ]
    : [[c.action.dashboard, audience.urls.dashboard]];
}

/** To the booker: the booking is confirmed (booked without payment, or paid). Invite: REQUEST. */
export function bookingConfirmedMail(a: MailBase & { urls: BookerUrls }): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  const p: Parts = {
    subject: c.confirmed.subject,
    vars: varsOf(a),
    paragraphs: [c.greeting, c.confirmed.lead],
    details: bookingDetails(a, c, 'booker'),
    actions: actionsFor(c, { audience: 'booker', urls: a.urls }),
    notes: [c.invite],
  };
  return render(a.to, p, invite(a, 'REQUEST', 'booker', p, a.urls.manage));
}

/**
 * To the booker: the time is held until `expiresAt`, awaiting payment. No invite yet: the booking
 * may still expire, and an event in the calendar would read as confirmed. The REQUEST goes out with
 * `bookingConfirmedMail` once paid (same UID).
 */
export function bookingPendingMail(a: Omit<MailBase, 'now'> & { expiresAt: Date; urls: { pay: string; manage: string } }): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  return render(a.to, {
    subject: c.pending.subject,
    vars: { ...varsOf(a), expires: formatInstant(a.to.locale, a.to.timezone, a.expiresAt) },
    paragraphs: [c.greeting, c.pending.lead],
    details: bookingDetails(a, c, 'booker'),
    actions: [
      [c.action.pay, a.urls.pay],
      [c.action.manage, a.urls.manage],
    ],
    notes: [c.pending.inviteLater],
  });
}

/**
 * To each member of the calendar (and the team owner): a new booking, in the member's zone and
 * language. A confirmed booking comes with the invite (REQUEST); one awaiting payment
 * (`expiresAt` given) without, as for the booker.
 */
export function bookingNotifyTeamMail(a: MailBase & { urls: TeamUrls; expiresAt?: Date | null }): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  const pending = a.expiresAt ? { expires: formatInstant(a.to.locale, a.to.timezone, a.expiresAt) } : null;
  const p: Parts = {
    subject: pending ? c.teamNew.subjectPending : c.teamNew.subject,
    vars: { ...varsOf(a), ...pending },
    paragraphs: [c.greeting, c.teamNew.lead, ...(pending ? [c.teamNew.pending] : [])],
    details: bookingDetails(a, c, 'team'),
    actions: actionsFor(c, { audience: 'team', urls: a.urls }),
    notes: pending ? [] : [c.invite],
  };
  return render(a.to, p, pending ? undefined : invite(a, 'REQUEST', 'team', p, a.urls.dashboard));
}

/** The booking moved (`previous` is where it was). Invite: REQUEST, same UID, the bumped SEQUENCE. */
export function bookingRescheduledMail(a: MailBase & Audience & { previous: { start: Date; end: Date } }): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  const copy = a.audience === 'booker' ? c.rescheduled.booker : c.rescheduled.team;
  const details = bookingDetails(a, c, a.audience);
  details.splice(2, 0, [c.label.previous, { text: formatWhen(a.to.locale, a.to.timezone, a.previous.start, a.previous.end) }]);
  const p: Parts = {
    subject: copy.subject,
    vars: varsOf(a),
    paragraphs: [c.greeting, copy.lead],
    details,
    actions: actionsFor(c, a),
    notes: [c.invite],
  };
  return render(a.to, p, invite(a, 'REQUEST', a.audience, p, a.audience === 'booker' ? a.urls.manage : a.urls.dashboard));
}

export type CancelledAudience = { audience: 'booker'; urls: { book?: string } } | { audience: 'team'; urls: TeamUrls };

/**
 * The booking was cancelled, by the booker or by the team (`cancelledByName`: the member; the team's
 * name when absent), with the reason if one was given. Invite: CANCEL (STATUS:CANCELLED, same UID).
 */
export function bookingCancelledMail(
  a: MailBase & CancelledAudience & { cancelledBy: 'booker' | 'team'; cancelledByName?: string | null; reason?: string | null },
): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  const copy = a.audience === 'booker' ? c.cancelled.booker : c.cancelled.team;
  const who = a.cancelledBy === 'booker' ? (a.audience === 'booker' ? c.cancelled.byYou : c.cancelled.byBooker) : c.cancelled.byTeam;
  // No "where" for a visit that will not happen (the contact phone stays, for the booker's questions).
  const details = bookingDetails(a, c, a.audience, { place: false });
  if (a.reason) details.push([c.label.reason, { text: a.reason, multiline: true }]);
  const p: Parts = {
    subject: copy.subject,
    vars: { ...varsOf(a), canceller: a.cancelledByName || a.booking.teamName },
    paragraphs: [c.greeting, copy.lead, who],
    details,
    actions: a.audience === 'team' ? actionsFor(c, a) : a.urls.book ? [[c.action.bookAgain, a.urls.book]] : [],
    notes: [c.cancelNote],
  };
  return render(a.to, p, invite(a, 'CANCEL', a.audience, p, a.audience === 'team' ? a.urls.dashboard : undefined));
}

/** To the booker: the booking was not paid by `expiresAt` and its time was released. Invite: CANCEL. */
export function bookingExpiredMail(a: MailBase & { expiresAt: Date; urls: { book?: string } }): OutgoingMail {
  a = namedFor(a);
  const c = bookingCopy[a.to.locale];
  const p: Parts = {
    subject: c.expired.subject,
    vars: { ...varsOf(a), expires: formatInstant(a.to.locale, a.to.timezone, a.expiresAt) },
    paragraphs: [c.greeting, c.expired.lead],
    details: bookingDetails(a, c, 'booker', { place: false }),
    actions: a.urls.book ? [[c.action.bookAgain, a.urls.book]] : [],
    notes: [c.cancelNote],
  };
  return render(a.to, p, invite(a, 'CANCEL', 'booker', p));
}

// Shared with the reminder mail (reminder-templates.ts): the same words, detail rows and layout.
export { bookingCopy, bookingDetails, render as renderBookingMail };
