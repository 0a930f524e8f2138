// Lengths of time: an event's duration, the minutes between two instants, a countdown.
import { LOCALE_TAGS, type Locale } from '@waqt/contracts';

const unit = (tag: string, name: 'hour' | 'minute', n: number) => new Intl.NumberFormat(tag, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);

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

/** Whole minutes between two instants (ISO strings). */
export const minutesBetween = (startsAt: string, endsAt: string) => Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);

/** A countdown, "14:05" or "1:02:09" past an hour, in the locale's digits (never below zero). */
export function formatCountdown(ms: number, locale: Locale): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = new Intl.NumberFormat(LOCALE_TAGS[locale], { minimumIntegerDigits: 2, useGrouping: false });
  const one = new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false });
  return h > 0 ? `${one.format(h)}:${two.format(m)}:${two.format(s)}` : `${two.format(m)}:${two.format(s)}`;
}
