import { z } from 'zod';
import { markTransferReceivedInput, okSchema, paymentProviderIdInput, paymentProviderSchema, refundBookingInput, savePaymentProviderInput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { teamOwner } from '../../trpc/team-procedures.ts';
import { markTransferReceived } from './settlement.service.ts';
import { refundByTeam } from './refunds.service.ts';
import { deleteProvider, saveProvider, toProviderView } from './providers.service.ts';
import { providersOf } from './payments.queries.ts';

/**
 * A team's payment providers (team settings; owners only — assistants get PERMISSION_DISABLED).
 * The secret key goes in and never comes out.
 */
export const paymentProvidersRouter = router({
  list: teamOwner.output(z.array(paymentProviderSchema)).query(async ({ ctx }) => (await providersOf(ctx.db, ctx.team.id)).map(toProviderView)),

  /** PAYMENTS_NOT_AVAILABLE for a personal team; PAYMENT_PROVIDER_CONFIG when the gateway refuses the keys. */
  save: teamOwner
    .input(savePaymentProviderInput)
    .output(paymentProviderSchema)
    .mutation(({ ctx, input }) => saveProvider(ctx, ctx.team, { providerId: input.providerId, provider: input.provider, isDefault: input.isDefault })),

  delete: teamOwner
    .input(paymentProviderIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await deleteProvider(ctx.db, ctx.team.id, input.providerId);
      return { ok: true as const };
    }),
});

/** A booking's money, under `bookings` (trpc/router.ts puts them with bookings.router.ts's procedures). */
export const bookingPaymentProcedures = {
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
};
