import { z } from 'zod';
import {
  calendarIdInput,
  calendarSchema,
  calendarSlugAvailableInput,
  createCalendarInput,
  setCalendarMembersInput,
  updateCalendarInput,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { calendarById, createCalendar, isCalendarSlugFree, listCalendars, setCalendarMembers, updateCalendar, viewerOf } from './calendars.service.ts';

/**
 * Calendars of a team. Every procedure is scoped by `teamId` through `teamMember`/`teamOwner`
 * (another team's id → NOT_FOUND) and every calendar lookup also matches that team.
 */
export const calendarsRouter = router({
  /** Owners: every calendar with its assignees. Assistants: only those assigned to them. By name. */
  list: teamMember.output(z.array(calendarSchema)).query(({ ctx }) => listCalendars(ctx.db, ctx.team.id, viewerOf(ctx.membership))),

  /** NOT_FOUND for another team's calendar and, for an assistant, for one not assigned to them. */
  byId: teamMember
    .input(calendarIdInput)
    .output(calendarSchema)
    .query(({ ctx, input }) => calendarById(ctx.db, ctx.team.id, input.calendarId, viewerOf(ctx.membership))),

  /** CALENDAR_LIMIT_REACHED at the team's limit; CALENDAR_SLUG_TAKEN when the link is used in the team. */
  create: teamOwner
    .input(createCalendarInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => createCalendar(ctx.db, ctx.team, { name: input.name, slug: input.slug, timezone: input.timezone })),

  update: teamOwner
    .input(updateCalendarInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => updateCalendar(ctx.db, ctx.team, viewerOf(ctx.membership), input)),

  /** Live feedback for the calendar form's link field. */
  slugAvailable: teamMember
    .input(calendarSlugAvailableInput)
    .output(z.object({ available: z.boolean() }))
    .query(async ({ ctx, input }) => ({ available: await isCalendarSlugFree(ctx.db, ctx.team.id, input.slug, input.calendarId) })),

  /** Replaces the assignees (team_members ids of this team, active only). */
  setMembers: teamOwner
    .input(setCalendarMembersInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => setCalendarMembers(ctx.db, ctx.team, viewerOf(ctx.membership), input.calendarId, input.memberIds)),
});
