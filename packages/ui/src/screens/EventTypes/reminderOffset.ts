import type { TFunction } from 'i18next';
import type { Locale } from '@waqt/contracts';
import { formatNumber } from '../../format/index.ts';

/** The largest whole unit of an offset in minutes: 10080 → 1 week, 2880 → 2 days, 90 → 90 minutes. */
export function offsetParts(minutes: number): { unit: 'weeks' | 'days' | 'hours' | 'minutes'; n: number } {
  if (minutes > 0 && minutes % 10_080 === 0) return { unit: 'weeks', n: minutes / 10_080 };
  if (minutes > 0 && minutes % 1440 === 0) return { unit: 'days', n: minutes / 1440 };
  if (minutes > 0 && minutes % 60 === 0) return { unit: 'hours', n: minutes / 60 };
  return { unit: 'minutes', n: minutes };
}

/**
 * "15 minutes before", "1 day before" / «قبل 15 دقيقة»، «قبل يوم»: a reminder's offset in its largest whole
 * unit, with the language's plural forms (Arabic has six: eventTypes.reminders.before.*).
 */
export function reminderOffsetLabel(t: TFunction, minutes: number, locale: Locale): string {
  const { unit, n } = offsetParts(minutes);
  return t(`eventTypes.reminders.before.${unit}`, { count: n, n: formatNumber(n, locale) });
}
