import {
  markTransferReceivedInput,
  refundBookingInput,
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
import { router } from '../../trpc/trpc.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { markTransferReceived } from '../payments/settlement.service.ts';
import { refundByTeam } from '../payments/refunds.service.ts';
import { attendanceStats, bookingDetail, cancelByTeam, listBookings, markAttendance, upcomingCount } from './team-bookings.service.ts';

/**
 * A team's bookings. Owners see every calendar's; assistants only those of calendars assigned to
 * them (the same rule as calendars.list). Another team's booking id answers BOOKING_NOT_FOUND.
 */
export const bookingsRouter = router({
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

  /** Owners: refund a card payment, fully (cancels the booking) or in part. */
  refund: teamOwner
    .input(refundBookingInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await refundByTeam(ctx, ctx.team.id, input.bookingId, input.amountHalalas, ctx.user.fullName);
      return { ok: true as const };
    }),

  /** Owners: the bank transfer arrived; the pending booking is paid and confirmed. */
  markTransferReceived: teamOwner
    .input(markTransferReceivedInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await markTransferReceived(ctx, ctx.team.id, input.bookingId);
      return { ok: true as const };
    }),
});
