// Lengths of time: an event's duration, the minutes between two instants, a countdown.
import { LOCALE_TAGS, type Locale } from '@waqt/contracts';

/** A duration in whole minutes in the locale's words: "1 hour, 30 minutes" / "ساعة و30 دقيقة" (contracts, shared with the mails). */
export { formatDuration } from '@waqt/contracts';

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
