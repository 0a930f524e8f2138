import { z } from 'zod';
import {
  messagingChannelInput,
  messagingChannelSchema,
  messagingLimitsSchema,
  okSchema,
  PHONE_MESSAGES_PER_NUMBER_DAILY,
  publicOptOutInput,
  publicOptOutOutput,
  saveMessagingChannelInput,
  saveMessagingLimitsInput,
  type MessagingLimitsView,
} from '@waqt/contracts';
import type { Context } from '../../trpc/context.ts';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { teamOwner } from '../../trpc/team-procedures.ts';
import { removeChannel, saveChannel, toChannelView } from './channels.service.ts';
import { channelRows } from './messaging.queries.ts';
import { optOutByLink } from './opt-out.service.ts';
import { messagingLimitsOf, saveMessagingLimits } from './limits.service.ts';
import { nextUtcMidnight, phoneMessagesToday } from './phone-limits.ts';

/** The limits in force and today's counts (the counts are the reminders' sender's: phone-limits.ts). */
async function limitsView(ctx: Pick<Context, 'db' | 'clock'>, teamId: string): Promise<MessagingLimitsView> {
  const now = ctx.clock.now();
  const limits = await messagingLimitsOf(ctx.db, teamId);
  return { ...limits, perNumberDaily: PHONE_MESSAGES_PER_NUMBER_DAILY, sentToday: await phoneMessagesToday(ctx.db, teamId, now), resetsAt: nextUtcMidnight(now).toISOString() };
}

/**
 * The team's phone channels (team settings; owners only — assistants get PERMISSION_DISABLED, another
 * team's id NOT_FOUND) and the public opt-out link of a phone message. Secrets go in and never come out.
 */
export const messagingRouter = router({
  channels: teamOwner.output(z.array(messagingChannelSchema)).query(async ({ ctx }) => (await channelRows(ctx.db, ctx.team.id)).map((r) => toChannelView(ctx.config, r))),

  /** MESSAGING_NOT_AVAILABLE for a personal team; MESSAGING_CHANNEL_CONFIG (with the missing fields) when a first save lacks a secret. */
  saveChannel: teamOwner
    .input(saveMessagingChannelInput)
    .output(messagingChannelSchema)
    .mutation(({ ctx, input }) => saveChannel(ctx, ctx.team, { settings: input.settings, enabled: input.enabled })),

  /** NOT_FOUND when the team has no such channel. */
  removeChannel: teamOwner
    .input(messagingChannelInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await removeChannel(ctx, ctx.team.id, input.channel);
      return { ok: true as const };
    }),

  /** The limits against toll fraud: allowed countries and daily limits (the defaults until saved), with today's counts. */
  limits: teamOwner
    .output(messagingLimitsSchema)
    .query(({ ctx }) => limitsView(ctx, ctx.team.id)),

  /** MESSAGING_NOT_AVAILABLE for a personal team. */
  saveLimits: teamOwner
    .input(saveMessagingLimitsInput)
    .output(messagingLimitsSchema)
    .mutation(async ({ ctx, input }) => {
      await saveMessagingLimits(ctx.db, ctx.clock, ctx.team, input);
      return limitsView(ctx, ctx.team.id);
    }),

  /** The phone message's opt-out link (`/{lang}/stop?m&t`): BOOKING_TOKEN_INVALID for a wrong token; RATE_LIMITED per client IP. */
  optOut: publicProcedure
    .input(publicOptOutInput)
    .output(publicOptOutOutput)
    .mutation(({ ctx, input }) => optOutByLink(ctx, input)),
});
