import type { Place } from '@waqt/contracts';
import { affected, many, one } from '../../db/sql.ts';
import type { Db } from '../../db/tx.ts';
import { placeColumns, placeColumnsOf, type PlaceColumns } from './places.ts';

/**
 * The calendars module's SQL (docs/decisions.md, "One data-access style"): calendars, their assignees
 * (`calendar_members`) and their place, typed. Who sees which calendar is in the WHERE clause, so nothing
 * invisible is ever loaded.
 */

export interface CalendarRow extends Partial<PlaceColumns> {
  id: string;
  team_id: string;
  name: string;
  name_ar: string | null;
  name_en: string | null;
  slug: string;
  timezone: string;
  created_at: Date;
  member_ids?: string[];
}

/** Active assignees only; ordered by when they joined the team. */
const MEMBER_IDS = `ARRAY(
  SELECT cm.member_id::text FROM calendar_members cm
  JOIN team_members tm ON tm.id = cm.member_id AND tm.deleted_at IS NULL
  WHERE cm.calendar_id = c.id ORDER BY tm.created_at, tm.id) AS member_ids`;

/**
 * The calendars of a team the viewer may see (an owner: all, with their assignees; an assistant: those
 * assigned to them), optionally only one, by name.
 */
export function visibleCalendarRows(db: Db, teamId: string, viewer: { memberId: string; role: 'owner' | 'assistant' }, calendarId?: string): Promise<CalendarRow[]> {
  const params: unknown[] = [teamId];
  let sql = `SELECT c.id, c.team_id, c.name, c.name_ar, c.name_en, c.slug, c.timezone, c.created_at${viewer.role === 'owner' ? `, ${MEMBER_IDS}` : ''}
    , ${placeColumns('c.')}
    FROM calendars c WHERE c.team_id = $1`;
  if (viewer.role !== 'owner') {
    params.push(viewer.memberId);
    sql += ` AND EXISTS (SELECT 1 FROM calendar_members cm
      JOIN team_members tm ON tm.id = cm.member_id AND tm.deleted_at IS NULL
      WHERE cm.calendar_id = c.id AND cm.member_id = $${params.length})`;
  }
  if (calendarId) {
    params.push(calendarId);
    sql += ` AND c.id = $${params.length}`;
  }
  sql += ` ORDER BY c.name, c.id`;
  return many<CalendarRow>(db, sql, params);
}

export async function insertCalendarRow(
  tx: Db,
  teamId: string,
  input: { name: string; slug: string; timezone: string; nameAr: string | null; nameEn: string | null; now: Date },
): Promise<CalendarRow> {
  const row = await one<CalendarRow>(
    tx,
    `INSERT INTO calendars (team_id, name, slug, timezone, created_at, name_ar, name_en) VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id, team_id, name, name_ar, name_en, slug, timezone, created_at`,
    [teamId, input.name, input.slug, input.timezone, input.now, input.nameAr, input.nameEn],
  );
  return row!;
}

/** The team's calendar's time zone, its row locked (FOR UPDATE); undefined when there is no such calendar. */
export const lockCalendarZone = (tx: Db, teamId: string, calendarId: string) =>
  one<{ timezone: string }>(tx, `SELECT timezone FROM calendars WHERE id = $1 AND team_id = $2 FOR UPDATE`, [calendarId, teamId]);

/** Renames a calendar, its link and zone; the names in other languages are set only when `setNames` (null clears). */
export async function updateCalendarRow(
  tx: Db,
  teamId: string,
  input: { calendarId: string; name: string; slug: string; timezone: string; nameAr: string | null; nameEn: string | null; setNames: boolean },
): Promise<void> {
  await tx.query(
    `UPDATE calendars SET name = $3, slug = $4, timezone = $5, name_ar = CASE WHEN $8::boolean THEN $6 ELSE name_ar END, name_en = CASE WHEN $8 THEN $7 ELSE name_en END
     WHERE id = $1 AND team_id = $2`,
    [input.calendarId, teamId, input.name, input.slug, input.timezone, input.nameAr, input.nameEn, input.setNames],
  );
}

/** Sets a calendar's or an event type's place (null: none — for an event type, its calendar's); false when no such row. */
export async function writePlace(db: Db, table: 'calendars' | 'event_types', id: string, place: Place | null): Promise<boolean> {
  const c = placeColumnsOf(place);
  // `table` is one of two literals, never input.
  const count = await affected(db, `UPDATE ${table} SET place_kind = $2, place_address = $3, place_map_url = $4, place_meeting_url = $5 WHERE id = $1`, [
    id,
    c.place_kind,
    c.place_address,
    c.place_map_url,
    c.place_meeting_url,
  ]);
  return count > 0;
}

/** Deletes a team's calendar; how many rows went (0: no such calendar). */
export const deleteCalendarRow = (db: Db, teamId: string, calendarId: string) => affected(db, `DELETE FROM calendars WHERE id = $1 AND team_id = $2`, [calendarId, teamId]);

/** Who holds a link of the public namespace: the calendar and its team (both null for a team's link); undefined when free. */
export const publicLinkCalendar = (db: Db, slug: string) =>
  one<{ calendar_id: string | null; team_id: string | null }>(db, `SELECT l.calendar_id, c.team_id FROM public_links l LEFT JOIN calendars c ON c.id = l.calendar_id WHERE l.slug = $1`, [slug]);

/** Locks a team's calendar row (FOR NO KEY UPDATE, or FOR SHARE); false when the team has no such calendar. */
export async function lockTeamCalendar(tx: Db, teamId: string, calendarId: string, mode: 'FOR NO KEY UPDATE' | 'FOR SHARE'): Promise<boolean> {
  return (await many(tx, `SELECT id FROM calendars WHERE id = $1 AND team_id = $2 ${mode}`, [calendarId, teamId])).length > 0;
}

/** How many of `memberIds` are active members of the team, locked FOR SHARE (a concurrent removal waits). */
export async function shareActiveMembers(tx: Db, teamId: string, memberIds: readonly string[]): Promise<number> {
  return (await many(tx, `SELECT id FROM team_members WHERE team_id = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[]) FOR SHARE`, [teamId, memberIds])).length;
}

/** Replaces a calendar's assignees with `memberIds`. */
export async function replaceCalendarMembers(tx: Db, calendarId: string, memberIds: readonly string[], now: Date): Promise<void> {
  await tx.query(`DELETE FROM calendar_members WHERE calendar_id = $1`, [calendarId]);
  if (memberIds.length) await tx.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) SELECT $1, unnest($2::uuid[]), $3`, [calendarId, memberIds, now]);
}

export async function assignCalendarMember(tx: Db, calendarId: string, memberId: string, now: Date): Promise<void> {
  await tx.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (calendar_id, member_id) DO NOTHING`, [calendarId, memberId, now]);
}

export async function unassignCalendarMember(tx: Db, calendarId: string, memberId: string): Promise<void> {
  await tx.query(`DELETE FROM calendar_members WHERE calendar_id = $1 AND member_id = $2`, [calendarId, memberId]);
}
