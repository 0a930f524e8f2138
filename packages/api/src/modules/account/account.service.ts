import { IsNull, Not } from 'typeorm';
import type { CurrentUser, Locale } from '@waqt/contracts';
import { Session, User } from '../../db/entities/index.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { codeMail } from '../../mail/templates.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { limit } from '../auth/auth.service.ts';
import { consumeCode, issueCode } from '../auth/codes.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { toCurrentUser } from './account.mapper.ts';

/** Account details: name, time zone, language. */
export async function updateAccount(ctx: Context, user: User, input: { fullName: string; timezone: string; locale: Locale }): Promise<CurrentUser> {
  await ctx.db.getRepository(User).update({ id: user.id }, input);
  return toCurrentUser({ ...user, ...input });
}

/** Starts an email change: a code goes to the new address; nothing changes until it is entered. */
export async function changeEmail(ctx: Context, user: User, input: { newEmail: string }): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'email_change', user.email);
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) throw new AppError('EMAIL_TAKEN');
  if (await ctx.db.getRepository(User).existsBy({ email: input.newEmail })) throw new AppError('EMAIL_TAKEN');
  const resendAt = await withTx(ctx.db, async (tx) => {
    const { code, resendAt } = await issueCode(tx, ctx.clock, ctx.config.authSecret, { email: input.newEmail, purpose: 'change_email', userId: user.id });
    await enqueueMail(tx, ctx.clock, codeMail(input.newEmail, user.locale, 'change_email', code, user.fullName));
    return resendAt;
  });
  return { ok: true, resendAt: resendAt.toISOString() };
}

/** Confirms an email change with the code sent to the new address. */
export async function confirmEmailChange(ctx: Context, user: User, input: { code: string }): Promise<CurrentUser> {
  await limit(ctx, 'otp_verify', user.email);
  const pending = await ctx.db.query<{ email: string }[]>(
    `SELECT email FROM one_time_codes WHERE user_id = $1 AND purpose = 'change_email' ORDER BY created_at DESC, consumed_at ASC NULLS FIRST LIMIT 1`,
    [user.id],
  );
  const newEmail = pending[0]?.email;
  if (!newEmail) throw new AppError('INVALID_OTP');
  await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: newEmail, purpose: 'change_email', code: input.code, userId: user.id });
  try {
    await ctx.db.getRepository(User).update({ id: user.id }, { email: newEmail, emailVerifiedAt: ctx.clock.now() });
  } catch (err) {
    // Another account took the address after the code was sent: users_email_key → EMAIL_TAKEN.
    throw mapDbError(err);
  }
  return toCurrentUser({ ...user, email: newEmail, emailVerifiedAt: ctx.clock.now() });
}

/** Needs the current password; signs out every other session of the account. */
export async function changePassword(ctx: Context, user: User, sessionId: string, input: { currentPassword: string; newPassword: string }): Promise<{ ok: true }> {
  await limit(ctx, 'login', user.email);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('WRONG_PASSWORD');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.getRepository(User).update({ id: user.id }, { passwordHash });
    await tx.getRepository(Session).update({ userId: user.id, revokedAt: IsNull(), id: Not(sessionId) }, { revokedAt: ctx.clock.now() });
  });
  return { ok: true };
}
