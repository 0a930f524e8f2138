import { many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';

/**
 * The guided setup's statements: its progress (two columns of the user's row, migration …2200-Onboarding)
 * and what its screens read of the calendar and event types, typed. Teams' rows come from teams.queries.ts.
 */

export interface UserProgress {
  fullName: string;
  timezone: string;
  businessUse: boolean;
  calendarId: string | null;
  completedAt: Date | null;
}

/** The user's setup progress; `lock` holds the user's row (FOR NO KEY UPDATE) so one user's setup calls run one at a time. */
export const progressOf = (db: Db, userId: string, lock = false) =>
  one<UserProgress>(
    db,
    `SELECT full_name AS "fullName", timezone, business_use AS "businessUse", onboarding_calendar_id AS "calendarId",
       onboarding_completed_at AS "completedAt" FROM users WHERE id = $1${lock ? ' FOR NO KEY UPDATE' : ''}`,
    [userId],
  );

export async function setOnboardingCalendar(db: Db, userId: string, calendarId: string): Promise<void> {
  await db.query(`UPDATE users SET onboarding_calendar_id = $2 WHERE id = $1`, [userId, calendarId]);
}

/** The setup is finished (the first time only: a second save keeps the first's time). */
export async function completeOnboarding(db: Db, userId: string, now: Date): Promise<void> {
  await db.query(`UPDATE users SET onboarding_completed_at = COALESCE(onboarding_completed_at, $2) WHERE id = $1`, [userId, now]);
}

export const setupCalendarRow = (db: Db, calendarId: string) =>
  one<{ id: string; teamId: string; name: string; slug: string; timezone: string }>(db, `SELECT id, team_id AS "teamId", name, slug, timezone FROM calendars WHERE id = $1`, [calendarId]);

/** Whether the user belongs to a team that has a calendar. */
export async function memberOfTeamWithCalendar(db: Db, userId: string): Promise<boolean> {
  const rows = await many<unknown>(
    db,
    `SELECT 1 FROM team_members m JOIN calendars c ON c.team_id = m.team_id WHERE m.user_id = $1 AND m.deleted_at IS NULL LIMIT 1`,
    [userId],
  );
  return rows.length > 0;
}

/** The calendar's first event type (the one the setup made or changes). */
export const firstEventTypeOf = (db: Db, calendarId: string) =>
  one<{ id: string; title: string; slug: string; durationMinutes: number; priceHalalas: number }>(
    db,
    `SELECT id, title, slug, duration_minutes AS "durationMinutes", price_halalas AS "priceHalalas" FROM event_types
     WHERE calendar_id = $1 ORDER BY created_at, id LIMIT 1`,
    [calendarId],
  );
