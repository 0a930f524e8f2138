import { z } from 'zod';
import {
  bookerCutoffInput,
  changeRoleInput,
  createInviteInput,
  createTeamInput,
  inviteIdInput,
  inviteSchema,
  inviteTokenInput,
  invitePreviewSchema,
  memberIdInput,
  memberSchema,
  okSchema,
  paymentExpirationInput,
  publicTeamInput,
  publicTeamSchema,
  PHONE_ISSUE,
  setContactPhoneInput,
  slugSchema,
  teamSchema,
  teamSummarySchema,
  updateTeamInput,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { authed, publicProcedure } from '../../trpc/procedures.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { createTeam, isSlugFree, listMyTeams, publicTeamBySlug, setBookerCutoff, setContactPhone, setPaymentExpiration, toTeamView, updateTeam } from './teams.service.ts';
import { contactPhoneE164 } from './contact-phone.ts';
import { AppError } from '../../errors.ts';
import { changeRole, isActiveMember, listMembers, removeMember } from './members.service.ts';
import { acceptInvite, cancelInvite, createInvite, listInvites, previewInvite, resendInvite } from './invites.service.ts';

const ok = { ok: true as const };

export const teamsRouter = router({
  /** A team's public page header (route /{slug}). */
  publicBySlug: publicProcedure
    .input(publicTeamInput)
    .output(publicTeamSchema)
    .query(({ ctx, input }) => publicTeamBySlug(ctx.db, input.slug)),

  /** The caller's teams, personal team first. */
  list: authed.output(z.array(teamSummarySchema)).query(({ ctx }) => listMyTeams(ctx.db, ctx.user.id)),

  byId: teamMember.output(teamSchema).query(({ ctx }) => toTeamView(ctx.team, ctx.membership.role)),

  create: authed
    .input(createTeamInput)
    .output(teamSchema)
    .mutation(({ ctx, input }) => createTeam(ctx.db, ctx.clock, ctx.user.id, { name: input.name, slug: input.slug, country: input.country, currency: input.currency }, ctx.config.teamsPerUserMax)),

  slugAvailable: authed
    .input(z.object({ slug: slugSchema, teamId: z.uuid().optional() }))
    .output(z.object({ available: z.boolean() }))
    .query(async ({ ctx, input }) => {
      // "Your own team's link counts as free" only for a team the caller belongs to: for anyone else
      // the answer is plain taken/free, so no one learns which link belongs to which team id.
      const own = input.teamId && (await isActiveMember(ctx.db, input.teamId, ctx.user.id)) ? input.teamId : undefined;
      return { available: await isSlugFree(ctx.db, input.slug, own) };
    }),

  update: teamOwner.input(updateTeamInput).output(teamSchema).mutation(({ ctx, input }) => updateTeam(ctx.db, ctx.team, input)),

  setPaymentExpiration: teamOwner
    .input(paymentExpirationInput)
    .output(teamSchema)
    .mutation(({ ctx, input }) => setPaymentExpiration(ctx.db, ctx.team, input.minutes)),

  /** How close to the start a booker may still cancel or reschedule (0 = until it starts). */
  setBookerCutoff: teamOwner
    .input(bookerCutoffInput)
    .output(teamSchema)
    .mutation(({ ctx, input }) => setBookerCutoff(ctx.db, ctx.team, input.minutes)),

  /**
   * The number bookers may call (issue 36), typed as it is dialled in the team's country; blank clears it.
   * INVALID_REQUEST with `phone_invalid` on `phone` when it is no real number.
   */
  setContactPhone: teamOwner
    .input(setContactPhoneInput)
    .output(teamSchema)
    .mutation(({ ctx, input }) => {
      const e164 = input.phone === null ? null : contactPhoneE164(input.phone, ctx.team.country);
      if (input.phone !== null && e164 === null) throw new AppError('INVALID_REQUEST', undefined, { fields: [{ path: 'phone', issue: PHONE_ISSUE }] });
      return setContactPhone(ctx.db, ctx.team, e164);
    }),
});

export const membersRouter = router({
  list: teamMember
    .input(z.object({ status: z.enum(['active', 'deleted']).default('active') }))
    .output(z.array(memberSchema))
    .query(({ ctx, input }) => listMembers(ctx.db, ctx.team.id, input.status)),

  changeRole: teamOwner.input(changeRoleInput).output(okSchema).mutation(async ({ ctx, input }) => {
    await changeRole(ctx.db, ctx.team, input.memberId, input.role);
    return ok;
  }),

  remove: teamOwner.input(memberIdInput).output(okSchema).mutation(async ({ ctx, input }) => {
    await removeMember(ctx.db, ctx.clock, ctx.team, input.memberId);
    return ok;
  }),
});

export const invitesRouter = router({
  list: teamOwner
    .input(z.object({ status: z.enum(['pending', 'cancelled']).default('pending') }))
    .output(z.array(inviteSchema))
    .query(({ ctx, input }) => listInvites(ctx, ctx.team.id, input.status)),

  /** INVITE_CALENDAR_NOT_FOUND when a chosen calendar is not the team's (deleted while the dialog was open). */
  create: teamOwner.input(createInviteInput).output(inviteSchema).mutation(async ({ ctx, input }) => {
    const { invite } = await createInvite(ctx, ctx.team, ctx.user, { email: input.email, role: input.role, locale: input.locale, calendarIds: input.calendarIds });
    return invite;
  }),

  /** Mails a pending or expired invite again, valid anew; INVITE_RESEND_LIMITED within a minute or past the day's resends. */
  resend: teamOwner.input(inviteIdInput).output(inviteSchema).mutation(({ ctx, input }) => resendInvite(ctx, ctx.team, ctx.user, input.inviteId)),

  cancel: teamOwner.input(inviteIdInput).output(okSchema).mutation(async ({ ctx, input }) => {
    await cancelInvite(ctx.db, ctx.clock, ctx.team.id, input.inviteId);
    return ok;
  }),

  /** Public: what the invite page shows (team name, role, address, expiry); INVITE_EXPIRED or INVITE_INVALID when unusable. */
  preview: publicProcedure.input(inviteTokenInput).output(invitePreviewSchema).query(({ ctx, input }) => previewInvite(ctx.db, ctx.clock, input.token)),

  accept: authed
    .input(inviteTokenInput)
    .output(z.object({ teamId: z.uuid() }))
    .mutation(({ ctx, input }) => acceptInvite(ctx.db, ctx.clock, input.token, ctx.user.id)),
});
