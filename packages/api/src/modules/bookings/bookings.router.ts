import {
  bookingDetailSchema,
  bookingIdInput,
  cancelBookingInput,
  listBookingsInput,
  listBookingsOutput,
  okSchema,
  upcomingCountOutput,
  markAttendanceInput,
  attendanceStatsInput,
  attendanceStatsSchema,
} from '@waqt/contracts';
import { teamMember } from '../../trpc/team-procedures.ts';
import { attendanceStats, bookingDetail, cancelByTeam, listBookings, markAttendance, upcomingCount } from './team-bookings.service.ts';

/**
 * A team's bookings. Owners see every calendar's; assistants only those of calendars assigned to
 * them (the same rule as calendars.list). Another team's booking id answers BOOKING_NOT_FOUND.
 * The `bookings` router is these with the payments module's (refund, markTransferReceived:
 * payments.router.ts `bookingPaymentProcedures`), put together in trpc/router.ts, so that bookings
 * never imports payments (which depends on bookings' lifecycle).
 */
export const bookingProcedures = {
  list: teamMember
    .input(listBookingsInput)
    .output(listBookingsOutput)
    .query(({ ctx, input }) => listBookings(ctx.db, ctx.membership, input, ctx.clock.now())),

  get: teamMember
    .input(bookingIdInput)
    .output(bookingDetailSchema)
    .query(({ ctx, input }) => bookingDetail(ctx.db, ctx.membership, input.bookingId)),

  /** Cancels a live booking with an optional reason and mails the booker. BOOKING_NOT_CHANGEABLE when not live. */
  cancel: teamMember
    .input(cancelBookingInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await cancelByTeam(ctx, ctx.membership, ctx.user.fullName, input.bookingId, input.reason ?? null);
      return { ok: true as const };
    }),

  /** Live bookings starting after now, on the calendars the caller sees. */
  upcomingCount: teamMember.output(upcomingCountOutput).query(({ ctx }) => upcomingCount(ctx.db, ctx.membership, ctx.clock.now())),

  /** Marks (or clears) whether the booker came; after the end, confirmed bookings only (BOOKING_NOT_ENDED, BOOKING_NOT_CHANGEABLE). */
  markAttendance: teamMember
    .input(markAttendanceInput)
    .output(bookingDetailSchema)
    .mutation(({ ctx, input }) => markAttendance(ctx, ctx.membership, input.bookingId, input.attendance)),

  /** This month's attended / no-show / to-mark counts and no-show rate (team home), in the viewer's zone. */
  attendanceStats: teamMember
    .input(attendanceStatsInput)
    .output(attendanceStatsSchema)
    .query(({ ctx, input }) => attendanceStats(ctx.db, ctx.membership, input.timezone, ctx.clock.now())),
};
