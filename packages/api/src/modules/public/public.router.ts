import {
  attachPaymentInput,
  okSchema,
  payOnArrivalInput,
  publicPaymentInput,
  publicPaymentSchema,
  verifyPaymentInput,
  verifyPaymentOutput,
  publicBookOutput,
  publicBookingInput,
  publicBookingSchema,
  publicCancelInput,
  publicPageInput,
  publicPageOutput,
  publicRequestCodeInput,
  publicRequestCodeOutput,
  publicRescheduleInput,
  publicResendLinkInput,
  publicSlotsInput,
  publicSlotsOutput,
  publicConfirmAttendanceInput,
  publicConfirmAttendanceOutput,
  publicAttendanceSchema,
} from '@waqt/contracts';
import type { z } from 'zod';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { publicPage, publicSlots } from './public.service.ts';
import { attachPayment, payOnArrival, publicPayment, verifyPaymentPublic } from '../payments/pay-page.service.ts';
import { attendance, bookInputChecked, bookPublic, cancelByBooker, confirmAttendance, publicBooking, requestBookerCode, rescheduleByBooker, resendLatestLink } from './booking-flow.service.ts';

/**
 * `schema` as an output parser that checks each frozen object once: `public.slots` serves the same
 * kept answer, frozen when made, to many requests (slots-cache.ts), and re-checking its (up to ~1,000)
 * strings per request was a fifth of the route's allocations (≈ 40 of 180 KB). An object that is
 * not frozen is checked every time.
 */
function checkedOnce<S extends z.ZodType<object>>(schema: S): (value: unknown) => z.output<S> {
  const checked = new WeakMap<object, z.output<S>>();
  return (value) => {
    const known = typeof value === 'object' && value !== null ? checked.get(value) : undefined;
    if (known) return known;
    const parsed = schema.parse(value);
    if (typeof value === 'object' && value !== null && Object.isFrozen(value)) checked.set(value, parsed);
    return parsed;
  };
}

/** What visitors reach without signing in. */
export const publicRouter = router({
  /** `/{slug}`: a calendar's page (enabled event types) or a team's (its calendars). NOT_FOUND otherwise. */
  page: publicProcedure
    .input(publicPageInput)
    .output(publicPageOutput)
    .query(({ ctx, input }) => publicPage(ctx.db, input.slug, ctx.clock.now())),

  /** Bookable starts of `/{calendarSlug}/{eventTypeSlug}` over the visitor's dates (≤ 62 days). NOT_FOUND / EVENT_TYPE_UNAVAILABLE. */
  slots: publicProcedure
    .input(publicSlotsInput)
    .output(checkedOnce(publicSlotsOutput))
    .query(({ ctx, input }) => publicSlots(ctx.db, input, ctx.clock.now())),

  /** Booker verification: mails a code (OTP_RESEND_TOO_SOON within 60 s; rate-limited per address and IP). */
  requestCode: publicProcedure
    .input(publicRequestCodeInput)
    .output(publicRequestCodeOutput)
    .mutation(({ ctx, input }) => requestBookerCode(ctx, input)),

  /**
   * Books a start offered by `slots`. SLOT_UNAVAILABLE when it is not offered (re-checked with the
   * engine), SLOT_TAKEN when another booking won the time, BOOKER_CODE_REQUIRED / INVALID_OTP /
   * OTP_EXPIRED for verification.
   */
  book: publicProcedure
    .input(bookInputChecked)
    .output(publicBookOutput)
    .mutation(({ ctx, input }) => bookPublic(ctx, input)),

  /** The confirmation page's view. BOOKING_NOT_FOUND. */
  booking: publicProcedure
    .input(publicBookingInput)
    .output(publicBookingSchema)
    .query(({ ctx, input }) => publicBooking(ctx, input)),

  /** BOOKING_TOKEN_INVALID, BOOKING_CHANGE_CLOSED, BOOKING_NOT_CHANGEABLE. */
  cancel: publicProcedure
    .input(publicCancelInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await cancelByBooker(ctx, input);
      return { ok: true as const };
    }),

  /** Moves the booking to another offered start of its event type; answers the new token. */
  reschedule: publicProcedure
    .input(publicRescheduleInput)
    .output(publicBookOutput)
    .mutation(({ ctx, input }) => rescheduleByBooker(ctx, input)),

  /** Mails the booking's current link to the booker (from an older mail's page). Answers alike; RATE_LIMITED. */
  resendLink: publicProcedure
    .input(publicResendLinkInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await resendLatestLink(ctx, input);
      return { ok: true as const };
    }),

  /**
   * The attend link's page: the booking (what, when, with whom) and whether the booker already said they will
   * come. Reads only — opening the link (a mail scanner, a preview) confirms nothing. ATTEND_LINK_INVALID as below.
   */
  attendance: publicProcedure
    .input(publicConfirmAttendanceInput)
    .output(publicAttendanceSchema)
    .query(({ ctx, input }) => attendance(ctx, input)),

  /** A reminder's "I'll be there", pressed on the attend page. ATTEND_LINK_INVALID for a wrong token, a moved, ended or no longer confirmed booking. */
  confirmAttendance: publicProcedure
    .input(publicConfirmAttendanceInput)
    .output(publicConfirmAttendanceOutput)
    .mutation(({ ctx, input }) => confirmAttendance(ctx, input)),

  /** The pay page: price (VAT inside), expiry and the team's methods. BOOKING_NOT_FOUND, BOOKING_TOKEN_INVALID. */
  payment: publicProcedure
    .input(publicPaymentInput)
    .output(publicPaymentSchema)
    .query(({ ctx, input }) => publicPayment(ctx, input.bookingId, input.token)),

  /** The card form created a payment: recorded for reconciliation. PAYMENT_VERIFICATION_FAILED when it is not this booking's. */
  attachPayment: publicProcedure
    .input(attachPaymentInput)
    .output(okSchema)
    .mutation(({ ctx, input }) => attachPayment(ctx, input.bookingId, input.paymentId, input.token)),

  /**
   * Back from the gateway (`?id&status&message`): the server asks the gateway and settles. Idempotent. No
   * token (the gateway's callback URL carries none): it changes only what the gateway's answer decides.
   */
  verifyPayment: publicProcedure
    .input(verifyPaymentInput)
    .output(verifyPaymentOutput)
    .mutation(({ ctx, input }) => verifyPaymentPublic(ctx, input.bookingId, input.paymentId)),

  /** BOOKING_TOKEN_INVALID; PAYMENT_PROVIDER_UNSUPPORTED when the team does not offer it; PAYMENT_EXPIRED after the hold. */
  payOnArrival: publicProcedure
    .input(payOnArrivalInput)
    .output(verifyPaymentOutput)
    .mutation(({ ctx, input }) => payOnArrival(ctx, input.bookingId, input.token)),
});
