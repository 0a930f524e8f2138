import type { EntityManager } from 'typeorm';
import { defaultWeeklyHours, type DateOverride, type ScheduleView, type WeeklyHours } from '@waqt/contracts';
import { withTx, type Db } from '../../db/tx.ts';
import { DELETE_IN_USE_CODES, mapDbError } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';

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

interface ScheduleRow {
  id: string;
  calendar_id: string;
  name: string;
  timezone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
  is_default: boolean;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, calendar_id, name, timezone, weekly, overrides, is_default, created_at, updated_at`;

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
  const rows: unknown[] = await tx.query(`SELECT id FROM calendars WHERE id = $1 FOR NO KEY UPDATE`, [calendarId]);
  if (!rows.length) throw new AppError('NOT_FOUND');
}

async function insertSchedule(tx: EntityManager, calendarId: string, fields: ScheduleFields, isDefault: boolean, now: Date): Promise<ScheduleView> {
  const f = normalised(fields);
  const [row] = await tx.query<ScheduleRow[]>(
    `INSERT INTO schedules (calendar_id, name, timezone, weekly, overrides, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $7) RETURNING ${COLUMNS}`,
    [calendarId, f.name, f.timezone, JSON.stringify(f.weekly), JSON.stringify(f.overrides), isDefault, now],
  );
  return toView(row!);
}

/** Schedules of a calendar: the default first, then by name. */
export async function listSchedules(db: Db, calendarId: string): Promise<ScheduleView[]> {
  const rows = await db.query<ScheduleRow[]>(`SELECT ${COLUMNS} FROM schedules WHERE calendar_id = $1 ORDER BY is_default DESC, name, id`, [calendarId]);
  return rows.map(toView);
}

export async function scheduleById(db: Db, calendarId: string, scheduleId: string): Promise<ScheduleView> {
  const [row] = await db.query<ScheduleRow[]>(`SELECT ${COLUMNS} FROM schedules WHERE id = $1 AND calendar_id = $2`, [scheduleId, calendarId]);
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
    const [current] = await tx.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 AND is_default`, [calendarId]);
    // A calendar without a default (it cannot happen through this module, but data outlives code) gets this one.
    const isDefault = input.isDefault || !current;
    if (isDefault && current) await tx.query(`UPDATE schedules SET is_default = false, updated_at = $2 WHERE id = $1`, [current.id, now]);
    return insertSchedule(tx, calendarId, input, isDefault, now);
  });
}

/** Replaces a schedule's fields; which one is the default is untouched. */
export async function updateSchedule(db: Db, calendarId: string, scheduleId: string, fields: ScheduleFields, now: Date): Promise<ScheduleView> {
  const f = normalised(fields);
  const [rows] = await db.query<[ScheduleRow[], number]>(
    `UPDATE schedules SET name = $3, timezone = $4, weekly = $5::jsonb, overrides = $6::jsonb, updated_at = $7
     WHERE id = $1 AND calendar_id = $2 RETURNING ${COLUMNS}`,
    [scheduleId, calendarId, f.name, f.timezone, JSON.stringify(f.weekly), JSON.stringify(f.overrides), now],
  );
  const row = rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  return toView(row);
}

/** Makes one schedule the calendar's default and the previous one not, atomically. */
export function setDefaultSchedule(db: Db, calendarId: string, scheduleId: string, now: Date): Promise<ScheduleView> {
  return withTx(db, async (tx) => {
    await lockCalendar(tx, calendarId);
    const [target] = await tx.query<{ is_default: boolean }[]>(`SELECT is_default FROM schedules WHERE id = $1 AND calendar_id = $2`, [scheduleId, calendarId]);
    if (!target) throw new AppError('NOT_FOUND');
    if (!target.is_default) {
      // Two statements, old one off first: the partial unique index is checked row by row.
      await tx.query(`UPDATE schedules SET is_default = false, updated_at = $2 WHERE calendar_id = $1 AND is_default`, [calendarId, now]);
      await tx.query(`UPDATE schedules SET is_default = true, updated_at = $2 WHERE id = $1`, [scheduleId, now]);
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
      const [target] = await tx.query<{ is_default: boolean }[]>(`SELECT is_default FROM schedules WHERE id = $1 AND calendar_id = $2`, [scheduleId, calendarId]);
      if (!target) throw new AppError('NOT_FOUND');
      if (target.is_default) throw new AppError('DEFAULT_SCHEDULE_UNDELETABLE');
      await tx.query(`DELETE FROM schedules WHERE id = $1`, [scheduleId]);
    });
  } catch (err) {
    throw mapDbError(err, DELETE_IN_USE_CODES);
  }
}
