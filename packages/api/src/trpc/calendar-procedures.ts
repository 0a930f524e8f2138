import { calendarIdInput } from '@waqt/contracts';
import { calendarById, viewerOf } from '../modules/calendars/calendars.service.ts';
import { teamMember, teamOwner } from './team-procedures.ts';

/**
 * "Assistants reach only the calendars assigned to them" (SPEC §6), in one place for every module
 * that works on one calendar (availability, event types, bookings …). Both builders take
 * `{ teamId, calendarId }` in the input (more fields may be added with `.input(…)`), and put the
 * calendar, as the caller may see it, in `ctx.calendar` and the caller's `viewer` in `ctx.viewer`.
 *
 * - `calendarMember`: owners reach every calendar of the team; assistants only those assigned to
 *   their active membership. Anything else — another team's calendar, a missing one, an unassigned
 *   one — is NOT_FOUND alike, so a caller learns nothing about calendars they may not see.
 * - `calendarOwner`: owners only (an assistant gets PERMISSION_DISABLED before any calendar is
 *   looked up, whatever the id), and the calendar must belong to the team.
 */
export const calendarMember = teamMember.input(calendarIdInput).use(async ({ ctx, input, next }) => {
  const viewer = viewerOf(ctx.membership);
  const calendar = await calendarById(ctx.db, ctx.team.id, input.calendarId, viewer);
  return next({ ctx: { ...ctx, viewer, calendar } });
});

export const calendarOwner = teamOwner.input(calendarIdInput).use(async ({ ctx, input, next }) => {
  const viewer = viewerOf(ctx.membership);
  const calendar = await calendarById(ctx.db, ctx.team.id, input.calendarId, viewer);
  return next({ ctx: { ...ctx, viewer, calendar } });
});
