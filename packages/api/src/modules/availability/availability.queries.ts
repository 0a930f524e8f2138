import type { DateOverride, WeeklyHours } from '@waqt/contracts';
import { many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';

/** The `schedules` table (and the calendar row that serialises default changes): every statement of the availability module, typed. */

export interface ScheduleRow {
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

/** What a schedule's row is written from (already normalised). */
export interface ScheduleValues {
  name: string;
  timezone: string;
  weekly: WeeklyHours;
  overrides: DateOverride[];
}

/** Locks the calendar row (FOR NO KEY UPDATE) until the transaction ends; false when there is none. */
export async function lockCalendarRow(db: Db, calendarId: string): Promise<boolean> {
  return (await many<{ id: string }>(db, `SELECT id FROM calendars WHERE id = $1 FOR NO KEY UPDATE`, [calendarId])).length > 0;
}

/** Moves the calendar's schedules that were in its old zone to its new one (clock times kept). */
export async function moveSchedulesToZone(tx: Db, calendarId: string, from: string, to: string, now: Date): Promise<void> {
  await tx.query(`UPDATE schedules SET timezone = $3, updated_at = $4 WHERE calendar_id = $1 AND timezone = $2`, [calendarId, from, to, now]);
}

export async function insertScheduleRow(db: Db, calendarId: string, f: ScheduleValues, isDefault: boolean, now: Date): Promise<ScheduleRow> {
  const row = await one<ScheduleRow>(
    db,
    `INSERT INTO schedules (calendar_id, name, timezone, weekly, overrides, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $7) RETURNING ${COLUMNS}`,
    [calendarId, f.name, f.timezone, JSON.stringify(f.weekly), JSON.stringify(f.overrides), isDefault, now],
  );
  return row!;
}

/** Schedules of a calendar: the default first, then by name. */
export const scheduleRowsOfCalendar = (db: Db, calendarId: string) =>
  many<ScheduleRow>(db, `SELECT ${COLUMNS} FROM schedules WHERE calendar_id = $1 ORDER BY is_default DESC, name, id`, [calendarId]);

export const scheduleRowById = (db: Db, calendarId: string, scheduleId: string) =>
  one<ScheduleRow>(db, `SELECT ${COLUMNS} FROM schedules WHERE id = $1 AND calendar_id = $2`, [scheduleId, calendarId]);

export const defaultScheduleId = (db: Db, calendarId: string) =>
  one<{ id: string }>(db, `SELECT id FROM schedules WHERE calendar_id = $1 AND is_default`, [calendarId]);

export const scheduleIsDefault = (db: Db, calendarId: string, scheduleId: string) =>
  one<{ is_default: boolean }>(db, `SELECT is_default FROM schedules WHERE id = $1 AND calendar_id = $2`, [scheduleId, calendarId]);

/** Replaces a schedule's fields; its row, or undefined when the calendar has no such schedule. */
export const updateScheduleRow = (db: Db, calendarId: string, scheduleId: string, f: ScheduleValues, now: Date) =>
  one<ScheduleRow>(
    db,
    `UPDATE schedules SET name = $3, timezone = $4, weekly = $5::jsonb, overrides = $6::jsonb, updated_at = $7
     WHERE id = $1 AND calendar_id = $2 RETURNING ${COLUMNS}`,
    [scheduleId, calendarId, f.name, f.timezone, JSON.stringify(f.weekly), JSON.stringify(f.overrides), now],
  );

export async function unsetDefaultSchedule(db: Db, scheduleId: string, now: Date): Promise<void> {
  await db.query(`UPDATE schedules SET is_default = false, updated_at = $2 WHERE id = $1`, [scheduleId, now]);
}

/** The calendar's default (if any) stops being it. */
export async function unsetDefaultOfCalendar(db: Db, calendarId: string, now: Date): Promise<void> {
  await db.query(`UPDATE schedules SET is_default = false, updated_at = $2 WHERE calendar_id = $1 AND is_default`, [calendarId, now]);
}

export async function setScheduleDefault(db: Db, scheduleId: string, now: Date): Promise<void> {
  await db.query(`UPDATE schedules SET is_default = true, updated_at = $2 WHERE id = $1`, [scheduleId, now]);
}

export async function deleteScheduleRow(db: Db, scheduleId: string): Promise<void> {
  await db.query(`DELETE FROM schedules WHERE id = $1`, [scheduleId]);
}
