import { CalendarDate, getDayOfWeek, parseTime, Time } from '@internationalized/date';
import { z } from 'zod';
import { scheduleFieldsSchema, type DateOverride, type TimeRange } from '@waqt/contracts';

/** What the editor edits: the schedule's fields (weekly[0] is Sunday) and whether it is the default. */
export const scheduleFormSchema = scheduleFieldsSchema.extend({ isDefault: z.boolean() });
export type ScheduleValues = z.output<typeof scheduleFormSchema>;
export type { TimeRange, DateOverride };

/** A known Sunday, to ask the locale where its week starts and what its days are called. */
const SUNDAY = new CalendarDate(2026, 3, 1);

/** The weekday (0 = Sunday) the locale's week starts on: Sunday in en-US, Saturday in ar-SA. */
export function firstDayOfWeek(localeTag: string): number {
  return (7 - getDayOfWeek(SUNDAY, localeTag)) % 7;
}

/** The seven weekdays (0 = Sunday) in the locale's order. */
export function weekOrder(localeTag: string): number[] {
  const first = firstDayOfWeek(localeTag);
  return Array.from({ length: 7 }, (_, i) => (first + i) % 7);
}

/** A weekday's name in the locale (0 = Sunday). */
export function weekdayName(localeTag: string, day: number): string {
  return new Intl.DateTimeFormat(localeTag, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 2, 1 + day)));
}

export const toTime = (hhmm: string): Time | null => {
  try {
    return parseTime(hhmm);
  } catch {
    return null;
  }
};
export const fromTime = (t: Time): string => `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

/** The range a new row starts with: after the day's last range, or office hours. */
export function nextRange(ranges: readonly TimeRange[]): TimeRange {
  const last = ranges.at(-1);
  if (!last) return { start: '09:00', end: '17:00' };
  const [h] = last.end.split(':').map(Number);
  const start = Math.min(h! + 1, 23);
  return { start: `${String(start).padStart(2, '0')}:00`, end: `${String(Math.min(start + 1, 23)).padStart(2, '0')}:${start + 1 > 23 ? '59' : '00'}` };
}

/** Every day gets a copy of `day`'s ranges. */
export function copyToAll(weekly: readonly TimeRange[][], day: number): TimeRange[][] {
  return weekly.map(() => weekly[day]!.map((r) => ({ ...r })));
}

export const emptyWeek = (): TimeRange[][] => Array.from({ length: 7 }, () => []);
