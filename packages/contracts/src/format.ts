// Pure formatters the pages (ui/format) and the mails share, so a mail's Arabic reads exactly like the
// page's: money, durations, the day with its Hijri date. Latin digits in Arabic too (LOCALE_TAGS). No zod
// here: the public pages use it (see languages.ts). The zone's name is zone-name.ts.
import { CURRENCY, LOCALE_TAGS, localeTag, type Locale } from './constants.ts';

/** Integer halalas as the locale writes the currency: "SAR 150.00" / "‏150.00 ر.س.‏" (Latin digits in Arabic too). */
export function formatMoney(amount: number, locale: Locale, currency: string = CURRENCY): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(amount / 100);
}

const unit = (tag: string, name: 'hour' | 'minute' | 'day', n: number) => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);

/**
 * A duration in whole minutes, in hours and minutes, with the locale's words and plurals: "15 minutes",
 * "1 hour", "1 hour, 30 minutes" / "15 دقيقة", "ساعة", "ساعة و30 دقيقة", "دقيقتان", "3 دقائق".
 * (Intl.DurationFormat writes the same; NumberFormat units joined by a unit list work in older engines.)
 */
export function formatDuration(minutes: number, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  const total = Math.max(0, Math.round(minutes));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts = [...(h > 0 ? [unit(tag, 'hour', h)] : []), ...(m > 0 || h === 0 ? [unit(tag, 'minute', m)] : [])];
  return new Intl.ListFormat(tag, { type: 'unit', style: 'long' }).format(parts);
}

/**
 * The Umm al-Qura (Hijri) date an instant falls on in a zone, in Arabic with Latin digits: "27 رمضان 1447 هـ".
 * Arabic pages and mails write it beside the Gregorian date, on purpose.
 */
export const formatHijriDay = (at: Date, timeZone: string): string =>
  new Intl.DateTimeFormat(localeTag('ar', 'islamic-umalqura'), { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(at);

/**
 * The day an instant falls on in a zone, as a long Gregorian date: "March 24, 2027" / "24 مارس 2027". The
 * calendar is pinned: ar-SA's default has been Umm al-Qura in some ICU versions and Gregorian in others.
 */
export const formatLongDay = (at: Date, locale: Locale, timeZone: string): string =>
  new Intl.DateTimeFormat(localeTag(locale, 'gregory'), { dateStyle: 'long', timeZone }).format(at);

/**
 * The day an instant falls on in a zone, as a long Gregorian date — "March 24, 2027" — with, in Arabic,
 * the Umm al-Qura date beside it: "24 مارس 2027 (16 رمضان 1448 هـ)" (a day someone plans around: a
 * trial's end, a first charge, a renewal).
 */
export function formatDayWithHijri(at: Date, locale: Locale, timeZone: string): string {
  const day = formatLongDay(at, locale, timeZone);
  return locale === 'ar' ? `${day} (${formatHijriDay(at, timeZone)})` : day;
}

/**
 * An instant in a zone on the Gregorian calendar, with the parts `opts` choose (the zone is always the one
 * given): "Mar 2, 2026, 10:00 AM" by default. The pages' lists and the mails' dates both come from here.
 */
export function formatDateTime(
  instant: Date | string,
  locale: Locale,
  timeZone: string,
  opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
): string {
  return new Intl.DateTimeFormat(localeTag(locale, 'gregory'), { ...opts, timeZone }).format(new Date(instant));
}

/** Two instants in a zone as Intl writes a range (a shared day written once): "10:30 – 11:00 AM" with a clock's parts. */
export function formatDateTimeSpan(start: Date | string, end: Date | string, locale: Locale, timeZone: string, opts: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(localeTag(locale, 'gregory'), { ...opts, timeZone }).formatRange(new Date(start), new Date(end));
}

/** A count with its unit in words: "10 minutes", "ساعة", "7 days" (Latin digits in Arabic too). */
export function formatUnit(value: number, unitName: 'minute' | 'hour' | 'day', locale: Locale): string {
  return unit(LOCALE_TAGS[locale], unitName, value);
}

/** The plain date ('YYYY-MM-DD') an instant falls on in a zone: 22:30 UTC on 3 March is 4 March in Riyadh. */
export function localDateOf(instant: Date | string | number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { calendar: 'gregory', timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}
