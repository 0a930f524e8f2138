import {
  changeEmailInput,
  changePasswordInput,
  confirmEmailChangeInput,
  currentUserSchema,
  okSchema,
  otpSentSchema,
  undoEmailChangeInput,
  undoEmailChangeOutput,
  updateAccountInput,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { authed, publicProcedure } from '../../trpc/procedures.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { revokeSession } from '../auth/session.service.ts';
import { changeEmail, changePassword, confirmEmailChange, requestEmailChangeCode, undoEmailChange, updateAccount } from './account.service.ts';
import { toCurrentUser } from '../auth/current-user.ts';

export const accountRouter = router({
  /** The signed-in user, or UNAUTHORIZED. */
  me: authed.output(currentUserSchema).query(({ ctx }) => toCurrentUser(ctx.user)),

  /** Revokes this browser's session and clears its cookie. Safe to call when signed out. */
  logout: publicProcedure.output(okSchema).mutation(async ({ ctx }) => {
    await revokeSession(ctx.db, ctx.clock, ctx.sessionToken);
    ctx.clearCookie(SESSION_COOKIE);
    return { ok: true as const };
  }),

  /** Name, time zone and language (the language of every mail to this user). */
  update: authed.input(updateAccountInput).output(currentUserSchema).mutation(({ ctx, input }) => updateAccount(ctx, ctx.user, input)),
  /** For an account without a password: a code to the current address, to confirm an email change. */
  requestEmailChangeCode: authed.output(otpSentSchema).mutation(({ ctx }) => requestEmailChangeCode(ctx, ctx.user)),
  /** Needs the current password (or the current address's code); sends a code to the new address. */
  changeEmail: authed.input(changeEmailInput).output(otpSentSchema).mutation(({ ctx, input }) => changeEmail(ctx, ctx.user, input)),
  /** Switches to the new address once its code is entered. */
  confirmEmailChange: authed
    .input(confirmEmailChangeInput)
    .output(currentUserSchema)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx, ctx.user, ctx.sessionId, input)),
  /** From the link mailed to the old address: restores it and signs every session out. */
  undoEmailChange: publicProcedure.input(undoEmailChangeInput).output(undoEmailChangeOutput).mutation(({ ctx, input }) => undoEmailChange(ctx, input)),
  /** Needs the current password; other sessions are signed out. */
  changePassword: authed.input(changePasswordInput).output(okSchema).mutation(({ ctx, input }) => changePassword(ctx, ctx.user, ctx.sessionId, input)),
});
