import type { EntityManager } from 'typeorm';
import { defaultWeeklyHours, type DateOverride, type ScheduleView, type WeeklyHours } from '@waqt/contracts';
import { withTx, type Db } from '../../db/tx.ts';
import { DELETE_IN_USE_CODES, mapDbError } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import {
  defaultScheduleId,
  deleteScheduleRow,
  insertScheduleRow,
  lockCalendarRow,
  scheduleIsDefault,
  scheduleRowById,
  scheduleRowsOfCalendar,
  setScheduleDefault,
  unsetDefaultOfCalendar,
  unsetDefaultSchedule,
  updateScheduleRow,
  type ScheduleRow,
} from './availability.queries.ts';

/*
 * Availability schedules of one calendar. Callers have already passed `calendarMember` (the
 * calendar belongs to the team and, for an assistant, is assigned to them), so every query here is
 * scoped by calendar id alone, and a schedule of another calendar is NOT_FOUND like a missing one.
 *
 * One default per calendar: a partial unique index allows at most one; every change of which
 * schedule is the default (create as default, setDefault, delete) first locks the calendar row
 * (FOR NO KEY UPDATE), so such changes of one calendar run one after another and always leave
 * exactly one.
 */

/** The fields the editor sends. */
export interface ScheduleFields {
  name: string;
  timezone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
}

function toView(row: ScheduleRow): ScheduleView {
  return {
    id: row.id,
    calendarId: row.calendar_id,
    name: row.name,
    timezone: row.timezone,
    weekly: row.weekly,
    overrides: row.overrides,
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Overrides are kept in date order, each day's ranges by start, so reads are stable. */
function normalised(fields: ScheduleFields): ScheduleFields {
  const byStart = (a: { start: string }, b: { start: string }) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);
  return {
    ...fields,
    weekly: fields.weekly.map((day) => [...day].sort(byStart)),
    overrides: [...fields.overrides].sort((a, b) => (a.date < b.date ? -1 : 1)).map((o) => ({ date: o.date, ranges: [...o.ranges].sort(byStart) })),
  };
}

async function lockCalendar(tx: EntityManager, calendarId: string): Promise<void> {
  if (!(await lockCalendarRow(tx, calendarId))) throw new AppError('NOT_FOUND');
}

async function insertSchedule(tx: EntityManager, calendarId: string, fields: ScheduleFields, isDefault: boolean, now: Date): Promise<ScheduleView> {
  return toView(await insertScheduleRow(tx, calendarId, normalised(fields), isDefault, now));
}

/** Schedules of a calendar: the default first, then by name. */
export async function listSchedules(db: Db, calendarId: string): Promise<ScheduleView[]> {
  return (await scheduleRowsOfCalendar(db, calendarId)).map(toView);
}

export async function scheduleById(db: Db, calendarId: string, scheduleId: string): Promise<ScheduleView> {
  const row = await scheduleRowById(db, calendarId, scheduleId);
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/**
 * The default schedule a new calendar starts with: its team's country's working week (Saudi Arabia
 * Sunday–Thursday, elsewhere Monday–Friday), 09:00–17:00 in the calendar's time zone. Written
 * through the calendar's own transaction, so a calendar never exists without it.
 */
export function createDefaultSchedule(tx: EntityManager, calendar: { id: string; timezone: string }, country: string, now: Date): Promise<ScheduleView> {
  return insertSchedule(tx, calendar.id, { name: 'Working hours', timezone: calendar.timezone, weekly: defaultWeeklyHours(country), overrides: [] }, true, now);
}

export function createSchedule(db: Db, calendarId: string, input: ScheduleFields & { isDefault: boolean }, now: Date): Promise<ScheduleView> {
  return withTx(db, async (tx) => {
    await lockCalendar(tx, calendarId);
    const current = await defaultScheduleId(tx, calendarId);
    // A calendar without a default (it cannot happen through this module, but data outlives code) gets this one.
    const isDefault = input.isDefault || !current;
    if (isDefault && current) await unsetDefaultSchedule(tx, current.id, now);
    return insertSchedule(tx, calendarId, input, isDefault, now);
  });
}

/** Replaces a schedule's fields; which one is the default is untouched. */
export async function updateSchedule(db: Db, calendarId: string, scheduleId: string, fields: ScheduleFields, now: Date): Promise<ScheduleView> {
  const row = await updateScheduleRow(db, calendarId, scheduleId, normalised(fields), now);
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/** Makes one schedule the calendar's default and the previous one not, atomically. */
export function setDefaultSchedule(db: Db, calendarId: string, scheduleId: string, now: Date): Promise<ScheduleView> {
  return withTx(db, async (tx) => {
    await lockCalendar(tx, calendarId);
    const target = await scheduleIsDefault(tx, calendarId, scheduleId);
    if (!target) throw new AppError('NOT_FOUND');
    if (!target.is_default) {
      // Two statements, old one off first: the partial unique index is checked row by row.
      await unsetDefaultOfCalendar(tx, calendarId, now);
      await setScheduleDefault(tx, scheduleId, now);
    }
    return scheduleById(tx, calendarId, scheduleId);
  });
}

/**
 * Deletes a schedule. The default is refused (DEFAULT_SCHEDULE_UNDELETABLE: make another the
 * default first); one an event type uses is refused by the database (event_types_schedule_id_fkey →
 * SCHEDULE_IN_USE, src/db/errors.ts).
 */
export async function deleteSchedule(db: Db, calendarId: string, scheduleId: string): Promise<void> {
  try {
    await withTx(db, async (tx) => {
      await lockCalendar(tx, calendarId);
      const target = await scheduleIsDefault(tx, calendarId, scheduleId);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.is_default) throw new AppError('DEFAULT_SCHEDULE_UNDELETABLE');
      await deleteScheduleRow(tx, scheduleId);
    });
  } catch (err) {
    throw mapDbError(err, DELETE_IN_USE_CODES);
  }
}
