import { z } from 'zod';
import { createScheduleInput, scheduleIdInput, scheduleSchema, updateScheduleInput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { calendarMember } from '../../trpc/calendar-procedures.ts';
import { createSchedule, deleteSchedule, listSchedules, scheduleById, setDefaultSchedule, updateSchedule } from './availability.service.ts';

/**
 * Availability schedules of one calendar. Every procedure goes through `calendarMember`: owners
 * reach any calendar of their team, assistants only the calendars assigned to them, and may edit
 * those calendars' hours too (docs/decisions.md: keeping the hours is the assistant's daily work;
 * deleting the calendar and its settings stay with owners). Anything else is NOT_FOUND.
 */
export const availabilityRouter = router({
  /** The default first, then by name. */
  list: calendarMember.output(z.array(scheduleSchema)).query(({ ctx }) => listSchedules(ctx.db, ctx.calendar.id)),

  byId: calendarMember
    .input(scheduleIdInput)
    .output(scheduleSchema)
    .query(({ ctx, input }) => scheduleById(ctx.db, ctx.calendar.id, input.scheduleId)),

  /** With `isDefault: true` it replaces the current default in the same transaction. */
  create: calendarMember
    .input(createScheduleInput)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) =>
      createSchedule(ctx.db, ctx.calendar.id, { name: input.name, timezone: input.timezone, weekly: input.weekly, overrides: input.overrides, isDefault: input.isDefault }, ctx.clock.now()),
    ),

  update: calendarMember
    .input(updateScheduleInput)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) =>
      updateSchedule(ctx.db, ctx.calendar.id, input.scheduleId, { name: input.name, timezone: input.timezone, weekly: input.weekly, overrides: input.overrides }, ctx.clock.now()),
    ),

  /** Atomic swap: the calendar always has exactly one default. */
  setDefault: calendarMember
    .input(scheduleIdInput)
    .output(scheduleSchema)
    .mutation(({ ctx, input }) => setDefaultSchedule(ctx.db, ctx.calendar.id, input.scheduleId, ctx.clock.now())),

  /** DEFAULT_SCHEDULE_UNDELETABLE for the default; SCHEDULE_IN_USE when an event type uses it. */
  delete: calendarMember
    .input(scheduleIdInput)
    .output(z.object({ deleted: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await deleteSchedule(ctx.db, ctx.calendar.id, input.scheduleId);
      return { deleted: true as const };
    }),
});
