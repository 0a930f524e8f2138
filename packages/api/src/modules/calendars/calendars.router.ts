import { z } from 'zod';
import {
  calendarSchema,
  calendarSlugAvailableInput,
  createCalendarInput,
  setCalendarMemberAssignedInput,
  setCalendarMembersInput,
  setCalendarPlaceInput,
  updateCalendarInput,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { calendarMember, calendarOwner } from '../../trpc/calendar-procedures.ts';
import { createCalendar, deleteCalendar, isCalendarSlugFree, listCalendars, setCalendarMemberAssigned, setCalendarMembers, setCalendarPlace, updateCalendar, viewerOf } from './calendars.service.ts';

/**
 * Calendars of a team. Team-wide procedures are scoped by `teamId` through `teamMember`/`teamOwner`
 * (another team's id → NOT_FOUND); procedures on one calendar go through `calendarMember`/
 * `calendarOwner`, which load it from that team and apply the assistants' assignment rule.
 */
export const calendarsRouter = router({
  /** Owners: every calendar with its assignees. Assistants: only those assigned to them. By name. */
  list: teamMember.output(z.array(calendarSchema)).query(({ ctx }) => listCalendars(ctx.db, ctx.team.id, viewerOf(ctx.membership))),

  /** NOT_FOUND for another team's calendar and, for an assistant, for one not assigned to them. */
  byId: calendarMember.output(calendarSchema).query(({ ctx }) => ctx.calendar),

  /**
   * CALENDAR_LIMIT_REACHED at the team's limit; CALENDAR_SLUG_TAKEN when a team or calendar anywhere has
   * the link. The calendar starts with a default schedule: its team's country's working week.
   */
  create: teamOwner
    .input(createCalendarInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => createCalendar(ctx.db, ctx.team, { name: input.name, nameAr: input.nameAr, nameEn: input.nameEn, slug: input.slug, timezone: input.timezone, now: ctx.clock.now() })),

  update: calendarOwner
    .input(updateCalendarInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => updateCalendar(ctx.db, ctx.team, ctx.viewer, { ...input, now: ctx.clock.now() })),

  /** Where its bookings happen (issue 36): in person, a phone call or online; null for none. Owners only. */
  setPlace: calendarOwner
    .input(setCalendarPlaceInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => setCalendarPlace(ctx.db, ctx.team.id, ctx.viewer, ctx.calendar.id, input.place)),

  /** Owners only: the calendar and its schedules, assignments and link go at once. */
  delete: calendarOwner.output(z.object({ deleted: z.literal(true) })).mutation(async ({ ctx }) => {
    await deleteCalendar(ctx.db, ctx.team.id, ctx.calendar.id);
    return { deleted: true as const };
  }),

  /** Live feedback for the calendar form's link field. */
  slugAvailable: teamMember
    .input(calendarSlugAvailableInput)
    .output(z.object({ available: z.boolean() }))
    .query(async ({ ctx, input }) => ({ available: await isCalendarSlugFree(ctx.db, ctx.team.id, input.slug, input.calendarId) })),

  /** Replaces the assignees (team_members ids of this team, active only). */
  setMembers: calendarOwner
    .input(setCalendarMembersInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) => setCalendarMembers(ctx.db, ctx.team, ctx.viewer, input.calendarId, input.memberIds, ctx.clock.now())),

  /** Assigns or unassigns one member (a team_members id) to this calendar; idempotent. */
  setMemberAssigned: calendarOwner
    .input(setCalendarMemberAssignedInput)
    .output(calendarSchema)
    .mutation(({ ctx, input }) =>
      setCalendarMemberAssigned(ctx.db, ctx.team, ctx.viewer, { calendarId: input.calendarId, memberId: input.memberId, assigned: input.assigned, now: ctx.clock.now() }),
    ),
});
