import type { DataSource } from 'typeorm';
import { isReservedSlug, type CalendarView, type HoursOnZoneChange, type Place } from '@waqt/contracts';
import { lockTeamRow, type Team, type TeamMember } from '../teams/teams.queries.ts';
import { AppError } from '../../errors.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { createDefaultSchedule } from '../availability/availability.service.ts';
import { moveSchedulesToZone } from '../availability/availability.queries.ts';
import { requireCalendarRoom } from '../billing/entitlements.ts';
import { placeOf } from './places.ts';
import {
  assignCalendarMember,
  deleteCalendarRow,
  insertCalendarRow,
  lockCalendarZone,
  lockTeamCalendar,
  publicLinkCalendar,
  replaceCalendarMembers,
  shareActiveMembers,
  unassignCalendarMember,
  updateCalendarRow,
  visibleCalendarRows,
  writePlace,
  type CalendarRow,
} from './calendars.queries.ts';

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

/**
 * The calendars of a team the viewer may see, optionally only one. Team scoping and the
 * assistant's assignment check are in the WHERE clause, so nothing invisible is ever loaded.
 */
async function visibleCalendars(db: Db, teamId: string, viewer: Viewer, calendarId?: string): Promise<CalendarView[]> {
  const rows = await visibleCalendarRows(db, teamId, viewer, calendarId);
  return rows.map((r) => toView(r, viewer));
}

export function listCalendars(db: DataSource, teamId: string, viewer: Viewer): Promise<CalendarView[]> {
  return visibleCalendars(db, teamId, viewer);
}

/** NOT_FOUND alike for another team's calendar, a missing one, and one not assigned to an assistant. */
export async function calendarById(db: Db, teamId: string, calendarId: string, viewer: Viewer): Promise<CalendarView> {
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
  db: Db,
  team: Team,
  input: { name: string; slug: string; timezone: string; now: Date } & CalendarNames,
): Promise<CalendarView> {
  try {
    return await db.transaction(async (tx) => {
      await lockTeamRow(tx, team.id);
      await requireCalendarRoom(tx, team, input.now);
      const row = await insertCalendarRow(tx, team.id, { name: input.name, slug: input.slug, timezone: input.timezone, nameAr: input.nameAr ?? null, nameEn: input.nameEn ?? null, now: input.now });
      // Its default schedule in the same transaction: a calendar never exists without one.
      await createDefaultSchedule(tx, row, team.country.trim(), input.now);
      return toView({ ...row, member_ids: [] }, { role: 'owner' }); // only owners create
    });
  } catch (err) {
    // public_links_calendar_taken → CALENDAR_SLUG_TAKEN (src/db/errors.ts).
    throw mapDbError(err);
  }
}

export async function updateCalendar(
  db: Db,
  team: Team,
  viewer: Viewer,
  input: { calendarId: string; name: string; slug: string; timezone: string; hours?: HoursOnZoneChange | undefined; now: Date } & CalendarNames,
): Promise<CalendarView> {
  try {
    await withTx(db, async (tx) => {
      const before = await lockCalendarZone(tx, team.id, input.calendarId);
      if (!before) throw new AppError('NOT_FOUND');
      // The names in other languages are replaced as given (null clears); a caller that gives none (onboarding's calendar step) keeps them.
      const names = input.nameAr !== undefined || input.nameEn !== undefined;
      await updateCalendarRow(tx, team.id, {
        calendarId: input.calendarId,
        name: input.name,
        slug: input.slug,
        timezone: input.timezone,
        nameAr: input.nameAr ?? null,
        nameEn: input.nameEn ?? null,
        setNames: names,
      });
      // Keep the clock times: the schedules that were in the calendar's zone move with it (a schedule
      // set to a zone of its own stays there). Keep the instants: they all stay where they were.
      if (before.timezone !== input.timezone && (input.hours ?? 'clock') === 'clock') {
        await moveSchedulesToZone(tx, input.calendarId, before.timezone, input.timezone, input.now);
      }
    });
  } catch (err) {
    // public_links_calendar_taken → CALENDAR_SLUG_TAKEN (src/db/errors.ts).
    throw mapDbError(err);
  }
  return calendarById(db, team.id, input.calendarId, viewer);
}

/** Where the calendar's bookings happen (its event types' unless one has its own); null: no place given. */
export async function setCalendarPlace(db: Db, teamId: string, viewer: Viewer, calendarId: string, place: Place | null): Promise<CalendarView> {
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
    if (!(await deleteCalendarRow(db, teamId, calendarId))) throw new AppError('NOT_FOUND');
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
  const holder = await publicLinkCalendar(db, slug);
  // "Its own link" only for a calendar of the caller's team: no one learns another team's links by id.
  return !holder || (exceptCalendarId !== undefined && holder.calendar_id === exceptCalendarId && holder.team_id === teamId);
}

/**
 * Replaces a calendar's assignees in one transaction. Every id must be an active membership of this
 * team, else NOT_FOUND and nothing changes. The members are locked FOR SHARE so a concurrent
 * members.remove (which locks them FOR UPDATE) waits until the new set is committed.
 */
export async function setCalendarMembers(db: DataSource, team: Team, viewer: Viewer, calendarId: string, memberIds: string[], now: Date): Promise<CalendarView> {
  const ids = [...new Set(memberIds)];
  await db.transaction(async (tx) => {
    if (!(await lockTeamCalendar(tx, team.id, calendarId, 'FOR NO KEY UPDATE'))) throw new AppError('NOT_FOUND');
    if (ids.length && (await shareActiveMembers(tx, team.id, ids)) !== ids.length) throw new AppError('NOT_FOUND');
    await replaceCalendarMembers(tx, calendarId, ids, now);
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
    if (!(await lockTeamCalendar(tx, team.id, input.calendarId, 'FOR SHARE'))) throw new AppError('NOT_FOUND');
    if ((await shareActiveMembers(tx, team.id, [input.memberId])) === 0) throw new AppError('NOT_FOUND');
    if (input.assigned) await assignCalendarMember(tx, input.calendarId, input.memberId, input.now);
    else await unassignCalendarMember(tx, input.calendarId, input.memberId);
  });
  return calendarById(db, team.id, input.calendarId, viewer);
}
