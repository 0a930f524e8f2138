// Instants (ISO strings or Dates) shown in an IANA zone, on the Gregorian calendar in both languages.
import { formatDateTime, formatDayWithHijri as dayWithHijri, type Locale } from '@waqt/contracts';
import { gregorianTag } from './date.ts';

const clock: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A time of day, "10:30 AM" / "10:30 ص", in the zone and the locale's hour cycle. */
export function formatTime(instant: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { ...clock, timeZone }).format(new Date(instant));
}

/** Two times of one day, "10:30 – 11:00 AM" (across noon "11:30 AM – 12:30 PM"), as Intl writes a range. */
export function formatTimeRange(start: string | Date, end: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { ...clock, timeZone }).formatRange(new Date(start), new Date(end));
}

/** A span with its date, "Mar 2, 2026, 10:00 – 10:30 AM" (Intl writes a shared date once), for lists of bookings. */
export function formatDateTimeRange(start: string | Date, end: string | Date, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).formatRange(new Date(start), new Date(end));
}

export { formatDateTime } from '@waqt/contracts';

/** An instant as a full date and time in a zone: "Wednesday, March 4, 2026 at 10:00 AM". */
export function formatWhen(instant: string | Date, locale: Locale, timeZone: string): string {
  return formatDateTime(instant, locale, timeZone, { dateStyle: 'full', timeStyle: 'short' });
}

/**
 * The day an instant falls on in a zone, as a long date — "March 24, 2027" — with, on Arabic pages, the
 * Umm al-Qura date beside it: "24 مارس 2027 (16 رمضان 1448 هـ)" (a day someone plans around: a trial's end, a first charge).
 */
export function formatDayWithHijri(instant: string | Date, locale: Locale, timeZone: string): string {
  return dayWithHijri(new Date(instant), locale, timeZone); // contracts: the billing mails write their dates with it
}
