// Dates, times and money of the public booking pages, all through Intl (no date library on the
// public chunk). Plain dates ('YYYY-MM-DD') are the visitor's local dates, as public.slots groups them;
// instants are ISO strings shown in an IANA zone.
import { DEFAULT_TIMEZONE, isKnownTimeZone, LOCALE_TAGS, type Locale } from '@waqt/contracts';
import { formatMoney } from '../../i18n/format.ts';

/**
 * The locale's tag with the Gregorian calendar pinned. ar-SA's default calendar has been Umm al-Qura
 * in some ICU versions and Gregorian in others; bookings are made on Gregorian dates, and the Hijri
 * date is shown beside them on purpose (`formatHijri`), never by accident.
 */
export const gregorianTag = (locale: Locale) => `${LOCALE_TAGS[locale]}-u-ca-gregory`;
/** Umm al-Qura, the Saudi civil Hijri calendar, in Arabic. */
export const HIJRI_TAG = 'ar-SA-u-ca-islamic-umalqura';

/** A plain date as the UTC midnight instant, so formatting it in UTC never shifts the day. */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** "30 minutes", "1 hour", "90 minutes" / "٣٠ دقيقة", by Intl's unit formatting. */
export function formatDuration(minutes: number, locale: Locale): string {
  const hours = minutes >= 60 && minutes % 60 === 0;
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'unit', unit: hours ? 'hour' : 'minute', unitDisplay: 'long' }).format(hours ? minutes / 60 : minutes);
}

/** A price in integer halalas, in SAR; `free` (already translated) when nothing is charged. */
export const formatPrice = (halalas: number, locale: Locale, free: string) => (halalas > 0 ? formatMoney(halalas, locale) : free);

/** A start time, "10:30 AM" (en-US) / "١٠:٣٠ ص" (ar-SA), in the visitor's zone and the locale's hour cycle. */
export function formatTime(instant: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}

/** "10:30 – 11:00 AM": a start and an end, as Intl writes a range in the locale. */
export function formatTimeRange(start: string, end: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { hour: 'numeric', minute: '2-digit', timeZone }).formatRange(new Date(start), new Date(end));
}

/** A plain date, "Wednesday, March 4" (with the year when `withYear`). */
export function formatDay(date: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(utcDate(date));
}

/** The Umm al-Qura date of a plain date, "١٥ رمضان ١٤٤٧ هـ" (`day` alone: the day of the Hijri month). */
export function formatHijri(date: string, part: 'full' | 'day' = 'full'): string {
  const opts: Intl.DateTimeFormatOptions = part === 'day' ? { day: 'numeric' } : { day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(HIJRI_TAG, { ...opts, timeZone: 'UTC' }).format(utcDate(date));
}

/** The Hijri months a Gregorian month spans, "رمضان – شوال ١٤٤٧ هـ". */
export function formatHijriMonths(month: string): string {
  const { from, to } = monthRange(month);
  return new Intl.DateTimeFormat(HIJRI_TAG, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(utcDate(from), utcDate(to));
}

/** "March 2026" / "مارس ٢٠٢٦". */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(`${month}-01`));
}

/** An instant as a full date and time in a zone: "Wednesday, March 4, 2026 at 10:00 AM". */
export function formatWhen(instant: string, locale: Locale, timeZone: string): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(instant));
}

/** The visitor's local date ('YYYY-MM-DD') of an instant in a zone. */
export function localDateOf(instant: string | number, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD; the parts are read by name so the order never matters.
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** The month ('YYYY-MM') a plain date falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first and last plain dates of a month: one public.slots call covers one visible month. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month after (`+1`) or before (`-1`) a month. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The visitor's zone as the browser reports it; the product's home zone when it says nothing usable. */
export function detectTimeZone(): string {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && isKnownTimeZone(tz) ? tz : DEFAULT_TIMEZONE;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}

/** "Asia/Riyadh (GMT+3)": a zone's name and its offset at `at`, in the locale's words. */
export function zoneLabel(timeZone: string, tag: string, at: Date = new Date()): string {
  let offset = '';
  try {
    offset = new Intl.DateTimeFormat(tag, { timeZone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    /* a zone this runtime does not know: its name alone */
  }
  const name = timeZone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}
