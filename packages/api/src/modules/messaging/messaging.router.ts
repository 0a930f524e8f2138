import { z } from 'zod';
import { messagingChannelInput, messagingChannelSchema, okSchema, publicOptOutInput, publicOptOutOutput, saveMessagingChannelInput } from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { teamOwner } from '../../trpc/team-procedures.ts';
import { channelRows, removeChannel, saveChannel, toChannelView } from './channels.service.ts';
import { optOutByLink } from './opt-out.service.ts';

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

  /** The phone message's opt-out link (`/{lang}/stop?m&t`): BOOKING_TOKEN_INVALID for a wrong token; RATE_LIMITED per client IP. */
  optOut: publicProcedure
    .input(publicOptOutInput)
    .output(publicOptOutOutput)
    .mutation(({ ctx, input }) => optOutByLink(ctx, input)),
});
