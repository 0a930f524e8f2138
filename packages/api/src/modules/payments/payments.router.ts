import { z } from 'zod';
import { okSchema, paymentProviderIdInput, paymentProviderSchema, savePaymentProviderInput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { teamOwner } from '../../trpc/team-procedures.ts';
import { deleteProvider, providersOf, saveProvider, toProviderView } from './providers.service.ts';

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
