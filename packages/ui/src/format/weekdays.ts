import { CalendarDate, getDayOfWeek } from '@internationalized/date';

/** A known Sunday, to ask the locale where its week starts and what its days are called. */
const SUNDAY = new CalendarDate(2026, 3, 1);

/** The weekday (0 = Sunday) the locale's week starts on: Sunday in en-US and ar-SA, Saturday in ar-EG, Monday in en-GB. */
export const firstDayOfWeek = (localeTag: string): number => (7 - getDayOfWeek(SUNDAY, localeTag)) % 7;

/** The seven weekdays (0 = Sunday) in the locale's order: Sunday first in en-US, Saturday first in ar-SA. */
export function weekOrder(localeTag: string): number[] {
  const first = firstDayOfWeek(localeTag);
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** A weekday's name in the locale (0 = Sunday). */
export function weekdayName(localeTag: string, day: number, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(localeTag, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 1 + day)));
}
