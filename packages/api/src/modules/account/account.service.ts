import { EMAIL_CHANGE_UNDO_VALID_MS, routes, type CurrentUser, type Locale } from '@waqt/contracts';
import {
  insertEmailChangeUndoToken,
  pendingEmailChange,
  revokeSessionsOfUser,
  updateUser,
  useEmailChangeUndoToken,
  userByEmail,
  voidCodesOfUser,
  voidEmailChangeUndoTokensSince,
  voidResetTokensOfUser,
  type User,
} from '../auth/auth.queries.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { codeMail, emailChangedMail } from '../../mail/templates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { limit } from '../auth/auth.service.ts';
import { hashToken, newToken } from '../auth/session.service.ts';
import { consumeCode, issueCode } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { toCurrentUser } from '../auth/current-user.ts';

/** Account details: name, time zone, language. */
export async function updateAccount(ctx: Context, user: User, input: { fullName: string; timezone: string; locale: Locale }): Promise<CurrentUser> {
  await updateUser(ctx.db, user.id, input);
  return toCurrentUser({ ...user, ...input });
}

/**
 * For an account without a password (Google, codes only): a code to its current address, which
 * `changeEmail` then needs instead of the password.
 */
export async function requestEmailChangeCode(ctx: Context, user: User): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'email_change', user.email);
  const resendAt = await withTx(ctx.db, async (tx) => {
    const { code, resendAt } = await issueCode(tx, ctx.clock, ctx.config.authSecret, { email: user.email, purpose: 'confirm_identity', userId: user.id });
    await enqueueMail(tx, ctx.clock, codeMail(user.email, user.locale, 'confirm_identity', code, user.fullName));
    return resendAt;
  });
  return { ok: true, resendAt: resendAt.toISOString() };
}

/**
 * Starts an email change: a code goes to the new address; nothing changes until it is entered. A
 * session alone is not enough to move the account: the current password (WRONG_PASSWORD), or for an
 * account without one the code sent to the current address (INVALID_OTP / OTP_EXPIRED).
 */
export async function changeEmail(ctx: Context, user: User, input: { newEmail: string; currentPassword?: string | undefined; currentCode?: string | undefined }): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'email_change', user.email);
  if (user.passwordHash) {
    if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('WRONG_PASSWORD');
  } else {
    if (!input.currentCode) throw new AppError('INVALID_OTP');
    await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: user.email, purpose: 'confirm_identity', code: input.currentCode, userId: user.id });
  }
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) throw new AppError('EMAIL_TAKEN');
  if (await userByEmail(ctx.db, input.newEmail)) throw new AppError('EMAIL_TAKEN');
  const resendAt = await withTx(ctx.db, async (tx) => {
    const { code, resendAt } = await issueCode(tx, ctx.clock, ctx.config.authSecret, { email: input.newEmail, purpose: 'change_email', userId: user.id });
    await enqueueMail(tx, ctx.clock, codeMail(input.newEmail, user.locale, 'change_email', code, user.fullName));
    return resendAt;
  });
  return { ok: true, resendAt: resendAt.toISOString() };
}

/**
 * Confirms an email change with the code sent to the new address. Every other session ends, and the
 * old address is told, with a link that undoes the change for EMAIL_CHANGE_UNDO_VALID_MS.
 */
export async function confirmEmailChange(ctx: Context, user: User, sessionId: string, input: { code: string }): Promise<CurrentUser> {
  await limit(ctx, 'otp_verify', user.email);
  const newEmail = await pendingEmailChange(ctx.db, user.id);
  if (!newEmail) throw new AppError('INVALID_OTP');
  await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: newEmail, purpose: 'change_email', code: input.code, userId: user.id });
  const now = ctx.clock.now();
  const token = newToken();
  const undoLink = `${ctx.config.appOrigin}${routes.emailUndo(user.locale, token)}`;
  try {
    await withTx(ctx.db, async (tx) => {
      await updateUser(tx, user.id, { email: newEmail, emailVerifiedAt: now });
      await revokeSessionsOfUser(tx, user.id, now, sessionId);
      await insertEmailChangeUndoToken(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        oldEmail: user.email,
        newEmail,
        now,
        expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_VALID_MS),
      });
      await enqueueMail(tx, ctx.clock, emailChangedMail(user.email, user.locale, user.fullName, newEmail, undoLink));
    });
  } catch (err) {
    // Another account took the address after the code was sent: users_email_key → EMAIL_TAKEN.
    throw mapDbError(err);
  }
  return toCurrentUser({ ...user, email: newEmail, emailVerifiedAt: now });
}

/**
 * The old address undoes an email change (the link mailed by `confirmEmailChange`): the address comes
 * back, the password is dropped (whoever moved the account knew it), every session ends, and reset
 * links and email-change codes issued meanwhile stop working — the owner then sets a password by reset.
 * The link is single-use; using it voids the links of later changes (an intruder who moved the
 * account on again cannot undo the owner's undo), not those of earlier ones.
 */
export async function undoEmailChange(ctx: Context, input: { token: string }): Promise<{ ok: true; email: string }> {
  await limit(ctx, 'reset_submit');
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await useEmailChangeUndoToken(tx, hashToken(input.token), now);
      if (!row) throw new AppError('EMAIL_CHANGE_UNDO_INVALID');
      await voidEmailChangeUndoTokensSince(tx, row.userId, row.createdAt, now);
      await updateUser(tx, row.userId, { email: row.oldEmail, emailVerifiedAt: now, passwordHash: null });
      await revokeSessionsOfUser(tx, row.userId, now);
      await voidResetTokensOfUser(tx, row.userId, now);
      await voidCodesOfUser(tx, row.userId, now);
      return { ok: true as const, email: row.oldEmail };
    });
  } catch (err) {
    // The old address has an account of its own by now: EMAIL_TAKEN (nothing changed).
    throw err instanceof AppError ? err : mapDbError(err);
  }
}

/** Needs the current password; signs out every other session of the account. */
export async function changePassword(ctx: Context, user: User, sessionId: string, input: { currentPassword: string; newPassword: string }): Promise<{ ok: true }> {
  await limit(ctx, 'login', user.email);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await revokeSessionsOfUser(tx, user.id, ctx.clock.now(), sessionId);
  });
  return { ok: true };
}
