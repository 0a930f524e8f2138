import type { DataSource, EntityManager } from 'typeorm';
import { isReservedSlug, type CalendarView, type HoursOnZoneChange, type Place } from '@waqt/contracts';
import type { Team, TeamMember } from '../teams/teams.queries.ts';
import { AppError } from '../../errors.ts';
import { mapDbError } from '../../db/errors.ts';
import { affected } from '../../db/sql.ts';
import { withTx } from '../../db/tx.ts';
import { createDefaultSchedule } from '../availability/availability.service.ts';
import { requireCalendarRoom } from '../billing/entitlements.ts';
import { placeColumns, placeOf, writePlace, type PlaceColumns } from './places.ts';

/*
 * Who sees what (SPEC §6): owners see and manage every calendar of their team; assistants see only
 * the calendars assigned to their membership, and never the assignment list itself.
 *
 * Removed members: members.remove soft-deletes the team_members row (deletedAt). Rather than also
 * deleting calendar_members rows there, every read joins team_members with `deleted_at IS NULL`,
 * so an assignment of a removed member stops counting whatever path removed them (today or later),
 * and nothing else has to remember to clean up. A removed member also fails `teamMember` with
 * NOT_FOUND before reaching this module. setMembers replaces the whole set, dropping stale rows.
 */

/** The caller's membership, as the services need it. */
export interface Viewer {
  memberId: string;
  role: 'owner' | 'assistant';
}
export const viewerOf = (m: TeamMember): Viewer => ({ memberId: m.id, role: m.role });

interface CalendarRow extends Partial<PlaceColumns> {
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

/** The calendar's name in Arabic and in English (contracts languages.ts): null when not given. */
export interface CalendarNames {
  nameAr?: string | null | undefined;
  nameEn?: string | null | undefined;
}

function toView(row: CalendarRow, viewer: Pick<Viewer, 'role'>): CalendarView {
  return {
    id: row.id,
    teamId: row.team_id,
    name: row.name,
    nameAr: row.name_ar,
    nameEn: row.name_en,
    slug: row.slug,
    timezone: row.timezone,
    createdAt: new Date(row.created_at).toISOString(),
    memberIds: viewer.role === 'owner' ? (row.member_ids ?? []) : [],
    place: placeOf(row),
  };
}

/** Active assignees only; ordered by when they joined the team. */
const MEMBER_IDS = `ARRAY(
  SELECT cm.member_id::text FROM calendar_members cm
  JOIN team_members tm ON tm.id = cm.member_id AND tm.deleted_at IS NULL
  WHERE cm.calendar_id = c.id ORDER BY tm.created_at, tm.id) AS member_ids`;

/**
 * The calendars of a team the viewer may see, optionally only one. Team scoping and the
 * assistant's assignment check are in the WHERE clause, so nothing invisible is ever loaded.
 */
async function visibleCalendars(db: DataSource | EntityManager, teamId: string, viewer: Viewer, calendarId?: string): Promise<CalendarView[]> {
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
  const rows: CalendarRow[] = await db.query(sql, params);
  return rows.map((r) => toView(r, viewer));
}

export function listCalendars(db: DataSource, teamId: string, viewer: Viewer): Promise<CalendarView[]> {
  return visibleCalendars(db, teamId, viewer);
}

/** NOT_FOUND alike for another team's calendar, a missing one, and one not assigned to an assistant. */
export async function calendarById(db: DataSource | EntityManager, teamId: string, calendarId: string, viewer: Viewer): Promise<CalendarView> {
  const [found] = await visibleCalendars(db, teamId, viewer, calendarId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/**
 * Creates a calendar within the team's limit (its plan's, billing/entitlements.ts). The team row is locked first (FOR NO KEY UPDATE:
 * serialises creates of one team like FOR UPDATE, without blocking inserts elsewhere that merely
 * reference the team), so concurrent creates count one after another and cannot pass the limit.
 */
export async function createCalendar(
  db: DataSource | EntityManager,
  team: Team,
  input: { name: string; slug: string; timezone: string; now: Date } & CalendarNames,
): Promise<CalendarView> {
  try {
    return await db.transaction(async (tx) => {
      await tx.query(`SELECT id FROM teams WHERE id = $1 FOR NO KEY UPDATE`, [team.id]);
      await requireCalendarRoom(tx, team, input.now);
      const [row] = await tx.query<CalendarRow[]>(
        `INSERT INTO calendars (team_id, name, slug, timezone, created_at, name_ar, name_en) VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING id, team_id, name, name_ar, name_en, slug, timezone, created_at`,
        [team.id, input.name, input.slug, input.timezone, input.now, input.nameAr ?? null, input.nameEn ?? null],
      );
      // Its default schedule in the same transaction: a calendar never exists without one.
      await createDefaultSchedule(tx, row!, team.country.trim(), input.now);
      return toView({ ...row!, member_ids: [] }, { role: 'owner' }); // only owners create
    });
  } catch (err) {
    // public_links_calendar_taken → CALENDAR_SLUG_TAKEN (src/db/errors.ts).
    throw mapDbError(err);
  }
}

export async function updateCalendar(
  db: DataSource | EntityManager,
  team: Team,
  viewer: Viewer,
  input: { calendarId: string; name: string; slug: string; timezone: string; hours?: HoursOnZoneChange | undefined; now: Date } & CalendarNames,
): Promise<CalendarView> {
  try {
    await withTx(db, async (tx) => {
      const [before] = await tx.query<{ timezone: string }[]>(`SELECT timezone FROM calendars WHERE id = $1 AND team_id = $2 FOR UPDATE`, [input.calendarId, team.id]);
      if (!before) throw new AppError('NOT_FOUND');
      // The names in other languages are replaced as given (null clears); a caller that gives none (onboarding's calendar step) keeps them.
      const names = input.nameAr !== undefined || input.nameEn !== undefined;
      await tx.query(
        `UPDATE calendars SET name = $3, slug = $4, timezone = $5, name_ar = CASE WHEN $8::boolean THEN $6 ELSE name_ar END, name_en = CASE WHEN $8 THEN $7 ELSE name_en END
         WHERE id = $1 AND team_id = $2`,
        [input.calendarId, team.id, input.name, input.slug, input.timezone, input.nameAr ?? null, input.nameEn ?? null, names],
      );
      // Keep the clock times: the schedules that were in the calendar's zone move with it (a schedule
      // set to a zone of its own stays there). Keep the instants: they all stay where they were.
      if (before.timezone !== input.timezone && (input.hours ?? 'clock') === 'clock') {
        await tx.query(`UPDATE schedules SET timezone = $3, updated_at = $4 WHERE calendar_id = $1 AND timezone = $2`, [input.calendarId, before.timezone, input.timezone, input.now]);
      }
    });
  } catch (err) {
    // public_links_calendar_taken → CALENDAR_SLUG_TAKEN (src/db/errors.ts).
    throw mapDbError(err);
  }
  return calendarById(db, team.id, input.calendarId, viewer);
}

/** Where the calendar's bookings happen (its event types' unless one has its own); null: no place given. */
export async function setCalendarPlace(db: DataSource | EntityManager, teamId: string, viewer: Viewer, calendarId: string, place: Place | null): Promise<CalendarView> {
  // The router's calendarOwner has loaded the calendar from this team.
  if (!(await writePlace(db, 'calendars', calendarId, place))) throw new AppError('NOT_FOUND');
  return calendarById(db, teamId, calendarId, viewer);
}

/**
 * Deletes a calendar of the team with what hangs off it (schedules, assignments, its public link;
 * event types and bookings through their own foreign keys). NOT_FOUND for another team's calendar.
 */
export async function deleteCalendar(db: DataSource, teamId: string, calendarId: string): Promise<void> {
  try {
    if (!(await affected(db, `DELETE FROM calendars WHERE id = $1 AND team_id = $2`, [calendarId, teamId]))) throw new AppError('NOT_FOUND');
  } catch (err) {
    throw mapDbError(err);
  }
}

/**
 * Whether a link is free in the public namespace (team and calendar links of the whole product); a
 * calendar's own link counts as free when editing it. Taken or free only: whose it is never leaves.
 */
export async function isCalendarSlugFree(db: DataSource, teamId: string, slug: string, exceptCalendarId?: string): Promise<boolean> {
  if (isReservedSlug(slug)) return false;
  const rows: { calendar_id: string | null; team_id: string | null }[] = await db.query(
    `SELECT l.calendar_id, c.team_id FROM public_links l LEFT JOIN calendars c ON c.id = l.calendar_id WHERE l.slug = $1`,
    [slug],
  );
  // "Its own link" only for a calendar of the caller's team: no one learns another team's links by id.
  return !rows[0] || (exceptCalendarId !== undefined && rows[0].calendar_id === exceptCalendarId && rows[0].team_id === teamId);
}

/**
 * Replaces a calendar's assignees in one transaction. Every id must be an active membership of this
 * team, else NOT_FOUND and nothing changes. The members are locked FOR SHARE so a concurrent
 * members.remove (which locks them FOR UPDATE) waits until the new set is committed.
 */
export async function setCalendarMembers(db: DataSource, team: Team, viewer: Viewer, calendarId: string, memberIds: string[], now: Date): Promise<CalendarView> {
  const ids = [...new Set(memberIds)];
  await db.transaction(async (tx) => {
    const cal: unknown[] = await tx.query(`SELECT id FROM calendars WHERE id = $1 AND team_id = $2 FOR NO KEY UPDATE`, [calendarId, team.id]);
    if (!cal.length) throw new AppError('NOT_FOUND');
    if (ids.length) {
      const found: unknown[] = await tx.query(
        `SELECT id FROM team_members WHERE team_id = $1 AND deleted_at IS NULL AND id = ANY($2::uuid[]) FOR SHARE`,
        [team.id, ids],
      );
      if (found.length !== ids.length) throw new AppError('NOT_FOUND');
    }
    await tx.query(`DELETE FROM calendar_members WHERE calendar_id = $1`, [calendarId]);
    if (ids.length) await tx.query(`INSERT INTO calendar_members (calendar_id, member_id, created_at) SELECT $1, unnest($2::uuid[]), $3`, [calendarId, ids, now]);
  });
  return calendarById(db, team.id, calendarId, viewer);
}

/**
 * Assigns or unassigns one member to one calendar: one row inserted (ON CONFLICT DO NOTHING) or
 * deleted, so the call is idempotent and concurrent changes to other calendars or other members
 * never overwrite each other (unlike replacing whole sets computed from a cached screen).
 * The member must be an active membership of this team, else NOT_FOUND and nothing changes. The
 * calendar is locked FOR SHARE (waits for a concurrent setMembers, which replaces the set under
 * FOR NO KEY UPDATE) and the member FOR SHARE (a concurrent members.remove waits).
 */
export async function setCalendarMemberAssigned(
  db: DataSource,
  team: Team,
  viewer: Viewer,
  input: { calendarId: string; memberId: string; assigned: boolean; now: Date },
): Promise<CalendarView> {
  await db.transaction(async (tx) => {
    const cal: unknown[] = await tx.query(`SELECT id FROM calendars WHERE id = $1 AND team_id = $2 FOR SHARE`, [input.calendarId, team.id]);
    if (!cal.length) throw new AppError('NOT_FOUND');
    const member: unknown[] = await tx.query(
      `SELECT id FROM team_members WHERE id = $1 AND team_id = $2 AND deleted_at IS NULL FOR SHARE`,
      [input.memberId, team.id],
    );
    if (!member.length) throw new AppError('NOT_FOUND');
    if (input.assigned) {
      await tx.query(
        `INSERT INTO calendar_members (calendar_id, member_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (calendar_id, member_id) DO NOTHING`,
        [input.calendarId, input.memberId, input.now],
      );
    } else {
      await tx.query(`DELETE FROM calendar_members WHERE calendar_id = $1 AND member_id = $2`, [input.calendarId, input.memberId]);
    }
  });
  return calendarById(db, team.id, input.calendarId, viewer);
}
