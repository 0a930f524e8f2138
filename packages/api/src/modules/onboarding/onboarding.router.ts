import { z } from 'zod';
import { onboardingCalendarInput, onboardingHoursInput, onboardingSlugInput, onboardingStatusSchema } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { authed } from '../../trpc/procedures.ts';
import { isSetupSlugFree, onboardingStatus, saveSetupCalendar, saveSetupHours } from './onboarding.service.ts';

/**
 * The guided setup after sign-up: where the caller is, one save per screen, and the live link check of
 * its first screen. Every procedure works on the caller's own setup (its calendar is read from their
 * row, never from the input), so there is no team or calendar id to get wrong or to forge.
 */
export const onboardingRouter = router({
  status: authed.output(onboardingStatusSchema).query(({ ctx }) => onboardingStatus(ctx.db, ctx.user.id, ctx.clock.now())),

  /** Screen 1: the team and the calendar (again: renamed). CALENDAR_SLUG_TAKEN, TEAM_LIMIT_REACHED. */
  saveCalendar: authed
    .input(onboardingCalendarInput)
    .output(onboardingStatusSchema)
    .mutation(({ ctx, input }) => saveSetupCalendar(ctx.db, ctx.clock, ctx.user.id, input, ctx.config.teamsPerUserMax)),

  /** Screen 2: hours, country and the first event type; finishes the setup. PAYMENTS_NOT_AVAILABLE for a price the team cannot take. */
  saveHours: authed
    .input(onboardingHoursInput)
    .output(onboardingStatusSchema)
    .mutation(({ ctx, input }) => saveSetupHours(ctx.db, ctx.clock, ctx.user.id, input)),

  /** Live feedback for the link field of screen 1. */
  slugAvailable: authed
    .input(onboardingSlugInput)
    .output(z.object({ available: z.boolean() }))
    .query(async ({ ctx, input }) => ({ available: await isSetupSlugFree(ctx.db, ctx.user.id, input.slug, input.use) })),
});
