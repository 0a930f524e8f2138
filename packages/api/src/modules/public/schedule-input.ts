import type { DataSource } from 'typeorm';
import type { DateOverride, ScheduleInput, TimeRange, Weekday } from '../../scheduling/index.ts';

/** A schedules row (migration 1763800000900) as the slot engine reads it. */
interface ScheduleRow {
  timezone: string;
  weekly: TimeRange[][];
  overrides: DateOverride[];
}

/** The engine's view of a schedule: weekly hours by weekday (0 = Sunday), overrides by date. */
export async function loadScheduleInput(db: DataSource, scheduleId: string): Promise<ScheduleInput> {
  const [row]: ScheduleRow[] = await db.query(`SELECT timezone, weekly, overrides FROM schedules WHERE id = $1`, [scheduleId]);
  // The FK (ON DELETE RESTRICT) keeps an event type's schedule; a missing one is a bug, not a 404.
  if (!row) throw new Error(`schedule ${scheduleId} of an event type is missing`);
  const weeklyHours: Partial<Record<Weekday, readonly TimeRange[]>> = {};
  row.weekly.forEach((ranges, day) => {
    if (ranges.length) weeklyHours[day as Weekday] = ranges;
  });
  return { timezone: row.timezone, weeklyHours, overrides: row.overrides };
}
