import { z } from 'zod';
import { createEventTypeInput, eventTypeIdInput, eventTypeSchema, setEventTypeEnabledInput, updateEventTypeInput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { calendarMember, calendarOwner } from '../../trpc/calendar-procedures.ts';
import { createEventType, deleteEventType, eventTypeById, listEventTypes, setEventTypeEnabled, updateEventType } from './event-types.service.ts';

/**
 * Event types of one calendar. Reading follows the calendar's visibility (assistants: assigned
 * calendars only); changing them is for owners, as everything else about a calendar is (SPEC §6:
 * "owners manage … calendars"; docs/decisions.md).
 */
export const eventTypesRouter = router({
  /** By title. */
  list: calendarMember.output(z.array(eventTypeSchema)).query(({ ctx }) => listEventTypes(ctx.db, ctx.calendar.id)),

  byId: calendarMember
    .input(eventTypeIdInput)
    .output(eventTypeSchema)
    .query(({ ctx, input }) => eventTypeById(ctx.db, ctx.calendar.id, input.eventTypeId)),

  /** Personal team: EVENT_TYPE_LIMIT_REACHED after one, PAYMENTS_NOT_AVAILABLE for any payment. EVENT_TYPE_SLUG_TAKEN in this calendar. */
  create: calendarOwner
    .input(createEventTypeInput)
    .output(eventTypeSchema)
    .mutation(({ ctx, input }) => {
      const { teamId: _t, calendarId: _c, ...values } = input;
      return createEventType(ctx.db, ctx.team, ctx.calendar.id, values, ctx.clock.now());
    }),

  update: calendarOwner
    .input(updateEventTypeInput)
    .output(eventTypeSchema)
    .mutation(({ ctx, input }) => {
      const { teamId: _t, calendarId: _c, eventTypeId, ...values } = input;
      return updateEventType(ctx.db, ctx.team, ctx.calendar.id, eventTypeId, values, ctx.clock.now());
    }),

  setEnabled: calendarOwner
    .input(setEventTypeEnabledInput)
    .output(eventTypeSchema)
    .mutation(({ ctx, input }) => setEventTypeEnabled(ctx.db, ctx.calendar.id, input.eventTypeId, input.enabled)),

  /** EVENT_TYPE_HAS_BOOKINGS while bookings refer to it. */
  delete: calendarOwner
    .input(eventTypeIdInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteEventType(ctx.db, ctx.calendar.id, input.eventTypeId);
      return { ok: true as const };
    }),
});
