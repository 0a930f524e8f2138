import { parseTime, Time } from '@internationalized/date';
import { z } from 'zod';
import { scheduleFieldsSchema, type DateOverride, type TimeRange } from '@waqt/contracts';

/** What the editor edits: the schedule's fields (weekly[0] is Sunday) and whether it is the default. */
export const scheduleFormSchema = scheduleFieldsSchema.extend({ isDefault: z.boolean() });
export type ScheduleValues = z.output<typeof scheduleFormSchema>;
export type { TimeRange, DateOverride };

// The week's order and the days' names are the format module's (one home for the locale's calendar rules).
export { weekOrder, weekdayName } from '../../format/weekdays.ts';

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
