import { publicSlotsInput, publicSlotsOutput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { publicSlots } from './public.service.ts';

/** What visitors reach without signing in. */
export const publicRouter = router({
  /** Bookable starts of `/{calendarSlug}/{eventTypeSlug}` over the visitor's dates (≤ 62 days). NOT_FOUND / EVENT_TYPE_UNAVAILABLE. */
  slots: publicProcedure
    .input(publicSlotsInput)
    .output(publicSlotsOutput)
    .query(({ ctx, input }) => publicSlots(ctx.db, input, ctx.clock.now())),
});
