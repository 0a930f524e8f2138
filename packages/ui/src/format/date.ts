// Dates. Plain dates ('YYYY-MM-DD') are days in someone's zone (the visitor's, as public.slots groups
// them); instants are ISO strings, read in an IANA zone. Dates are Gregorian in both languages; Arabic
// pages show the Umm al-Qura (Hijri) date beside the Gregorian one, on purpose (`formatHijri`).
import { endOfMonth, parseDate } from '@internationalized/date';
import { formatHijriDay, localeTag, type Locale } from '@waqt/contracts';

/**
 * The locale's tag with the Gregorian calendar pinned. ar-SA's default calendar has been Umm al-Qura
 * in some ICU versions and Gregorian in others; bookings are made on Gregorian dates, and the Hijri
 * date is shown beside them on purpose (`formatHijri`), never by accident.
 */
export const gregorianTag = (locale: Locale) => localeTag(locale, 'gregory');
/** Umm al-Qura, the Saudi civil Hijri calendar, in Arabic (with Arabic's Latin digits, like every other date). */
const HIJRI_TAG = localeTag('ar', 'islamic-umalqura');

/** A plain date as the UTC midnight instant, so formatting it in UTC never shifts the day. */
const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A plain date, "Wednesday, March 4" / "الأربعاء، 4 مارس" (with the year when `withYear`). */
export function formatDay(date: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(utcDate(date));
}

/** The Umm al-Qura date of a plain date, "15 رمضان 1447 هـ" (`day` alone: the day of the Hijri month). */
export function formatHijri(date: string, part: 'full' | 'day' = 'full'): string {
  if (part === 'full') return formatHijriDay(utcDate(date), 'UTC');
  return new Intl.DateTimeFormat(HIJRI_TAG, { day: 'numeric', timeZone: 'UTC' }).format(utcDate(date));
}

/** The Hijri months a Gregorian month ('YYYY-MM') spans, "رمضان – شوال 1447 هـ". */
export function formatHijriMonths(month: string): string {
  const { from, to } = monthRange(month);
  return new Intl.DateTimeFormat(HIJRI_TAG, { month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(utcDate(from), utcDate(to));
}

/** A month ('YYYY-MM'): "March 2026" / "مارس 2026". */
export function formatMonth(month: string, locale: Locale): string {
  return new Intl.DateTimeFormat(gregorianTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(`${month}-01`));
}

export { localDateOf } from '@waqt/contracts';

/** The month ('YYYY-MM') a plain date falls in. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first and last plain dates of a month: one public.slots call covers one visible month. */
export function monthRange(month: string): { from: string; to: string } {
  const first = parseDate(`${month}-01`);
  return { from: first.toString(), to: endOfMonth(first).toString() };
}

/** The month after (`+1`) or before (`-1`) a month. */
export function addMonths(month: string, n: number): string {
  return monthOf(parseDate(`${month}-01`).add({ months: n }).toString());
}
