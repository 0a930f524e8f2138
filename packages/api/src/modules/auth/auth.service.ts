import { randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { PASSWORD_RESET_VALID_MS, isLocale, isReservedSlug, slugFromName, type CurrentUser, type Locale } from '@waqt/contracts';
import { PasswordResetToken, Session, TeamMember, User, type CodePurpose } from '../../db/entities/index.ts';
import type { Clock } from '../../clock.ts';
import { constraintOf, mapDbError } from '../../db/errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { codeMail, resetMail } from '../../mail/templates.ts';
import { toCurrentUser } from '../account/account.mapper.ts';
import { consumeCode, issueCode } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { attemptLimits, limitAttempts, type AuthAction } from './rate-limit.ts';
import { createSession, hashToken, newToken } from './session.service.ts';

/** The language for mail to someone: theirs when known, else the page's cookie, else English. */
function mailLocale(ctx: Context, user?: User | null): Locale {
  if (user) return user.locale;
  return isLocale(ctx.cookieLocale) ? ctx.cookieLocale : 'en';
}

export function limit(ctx: Context, action: AuthAction, email?: string) {
  return limitAttempts(ctx.db, ctx.clock, attemptLimits(action, ctx.config.authAttemptsPerWindow, { email, ip: ctx.ip }));
}

/** Starts a session for the user and sets the HttpOnly cookie. */
export async function signIn(ctx: Context, user: User): Promise<CurrentUser> {
  const { token, maxAgeMs } = await createSession(ctx.db, ctx.clock, user.id);
  ctx.setCookie(SESSION_COOKIE, token, { maxAgeMs });
  return toCurrentUser(user);
}

/**
 * Inserts the personal team under a free link: the name in Latin letters when it has some, else
 * "team"; taken → the same with a random suffix. ON CONFLICT DO NOTHING makes "check, then insert"
 * one step, so sign-ups racing for one name never fail (they used to surface as EMAIL_TAKEN).
 */
async function insertPersonalTeam(tx: EntityManager, fullName: string, now: Date): Promise<string> {
  const base = slugFromName(fullName, 40) || 'team';
  for (let attempt = 0; attempt < 10; attempt++) {
    const slug = attempt === 0 && !isReservedSlug(base) ? base : `${base}-${randomBytes(3).toString('hex')}`;
    // A calendar may hold the link (one public namespace): the claim trigger then refuses it, so the
    // insert runs in a savepoint and a refusal just means "try another".
    const rows = await withTx(tx, (sp) =>
      sp.query<{ id: string }[]>(`INSERT INTO teams (name, slug, is_personal, created_at) VALUES ($1, $2, true, $3) ON CONFLICT (slug) DO NOTHING RETURNING id`, [fullName, slug, now]),
    ).catch((err: unknown) => {
      if (constraintOf(err) === 'public_links_team_taken') return null;
      throw err;
    });
    if (rows?.[0]) return rows[0].id;
  }
  throw new Error('no free personal team link after 10 tries');
}

/** Creates a user and their free personal team in one transaction (a savepoint inside `db`'s). */
export async function createUserWithPersonalTeam(
  db: Db,
  clock: Clock,
  input: { email: string; fullName: string; passwordHash: string | null; locale: Locale; timezone: string; businessUse: boolean; emailVerifiedAt: Date | null },
): Promise<User> {
  try {
    return await withTx(db, async (tx) => {
      const now = clock.now();
      const user = await tx.getRepository(User).save(tx.getRepository(User).create({ ...input, createdAt: now }));
      const teamId = await insertPersonalTeam(tx, input.fullName, now);
      await tx.getRepository(TeamMember).insert({ teamId, userId: user.id, role: 'owner', createdAt: now, deletedAt: null });
      return user;
    });
  } catch (err) {
    throw mapDbError(err);
  }
}

/** Issues a code and, for an existing account, queues its mail in the same transaction. */
async function sendCode(ctx: Context, tx: Db, to: string, purpose: CodePurpose, user: User | null, locale: Locale) {
  const { code, resendAt } = await issueCode(tx, ctx.clock, ctx.config.authSecret, { email: to, purpose, userId: user?.id ?? null });
  if (user) await enqueueMail(tx, ctx.clock, codeMail(to, locale, purpose, code, user.fullName));
  return resendAt;
}

/** Sign-up: the account is usable once the emailed code is entered (verify_email). */
export async function register(
  ctx: Context,
  input: { fullName: string; email: string; password: string; businessUse: boolean; locale: Locale; timezone: string },
): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'register', input.email);
  if (await ctx.db.getRepository(User).existsBy({ email: input.email })) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(input.password);
  // The account, its code and the code's mail commit together: a mail server that is down delays
  // the mail (the queue retries) instead of failing a sign-up that was already saved.
  const resendAt = await withTx(ctx.db, async (tx) => {
    const user = await createUserWithPersonalTeam(tx, ctx.clock, {
      email: input.email,
      fullName: input.fullName,
      passwordHash,
      locale: input.locale,
      timezone: input.timezone,
      businessUse: input.businessUse,
      emailVerifiedAt: null,
    });
    return sendCode(ctx, tx, user.email, 'verify_email', user, user.locale);
  });
  return { ok: true, resendAt: resendAt.toISOString() };
}

/**
 * Email + password. Unknown email and wrong password get the same INVALID_CREDENTIALS (and the same
 * cost). A right password on an unverified account sends a fresh code (when allowed) and answers
 * EMAIL_NOT_VERIFIED.
 */
export async function loginPassword(ctx: Context, input: { email: string; password: string }): Promise<CurrentUser> {
  await limit(ctx, 'login', input.email);
  const user = await ctx.db.getRepository(User).findOneBy({ email: input.email });
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) throw new AppError('INVALID_CREDENTIALS');
  if (!user.emailVerifiedAt) {
    try {
      await withTx(ctx.db, (tx) => sendCode(ctx, tx, user.email, 'verify_email', user, user.locale));
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'OTP_RESEND_TOO_SOON')) throw err;
    }
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  return signIn(ctx, user);
}

/**
 * Sends a code. The answer is the same whether or not the address has an account: for an unknown
 * address a code row is still recorded (so the resend limit behaves the same) but nothing is sent.
 */
export async function requestOtp(ctx: Context, input: { email: string; purpose: 'login' | 'verify_email' }): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'otp_request', input.email);
  const user = await ctx.db.getRepository(User).findOneBy({ email: input.email });
  const resendAt = await withTx(ctx.db, (tx) => sendCode(ctx, tx, input.email, input.purpose, user, mailLocale(ctx, user)));
  return { ok: true, resendAt: resendAt.toISOString() };
}

/** Checks a code and signs in. Receiving the code proves the address, so the email becomes verified. */
export async function verifyOtp(ctx: Context, input: { email: string; code: string; purpose: 'login' | 'verify_email' }): Promise<CurrentUser> {
  await limit(ctx, 'otp_verify', input.email);
  const row = await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: input.email, purpose: input.purpose, code: input.code });
  if (!row.userId) throw new AppError('INVALID_OTP');
  const user = await ctx.db.getRepository(User).findOneBy({ id: row.userId });
  if (!user) throw new AppError('INVALID_OTP');
  if (!user.emailVerifiedAt) {
    user.emailVerifiedAt = ctx.clock.now();
    await ctx.db.getRepository(User).update({ id: user.id }, { emailVerifiedAt: user.emailVerifiedAt });
  }
  return signIn(ctx, user);
}

/** Mails a single-use reset link valid one hour; the same answer whether or not the account exists. */
export async function resetRequest(ctx: Context, input: { email: string }): Promise<{ ok: true }> {
  await limit(ctx, 'reset_request', input.email);
  const user = await ctx.db.getRepository(User).findOneBy({ email: input.email });
  if (user) {
    const token = newToken();
    const now = ctx.clock.now();
    const link = `${ctx.config.appOrigin}/${user.locale}/auth/password/resetsubmit?token=${encodeURIComponent(token)}`;
    await withTx(ctx.db, async (tx) => {
      await tx.getRepository(PasswordResetToken).insert({
        userId: user.id,
        tokenHash: hashToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MS),
        usedAt: null,
      });
      await enqueueMail(tx, ctx.clock, resetMail(user.email, user.locale, user.fullName, link));
    });
  }
  return { ok: true };
}

/**
 * Sets a new password from a reset link: the token is used once; every session of the account is
 * revoked (a stolen session dies with the old password) and this browser is signed in afresh.
 */
export async function resetSubmit(ctx: Context, input: { token: string; password: string }): Promise<CurrentUser> {
  await limit(ctx, 'reset_submit');
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const row = await tx.getRepository(PasswordResetToken).findOneBy({ tokenHash: hashToken(input.token) });
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('RESET_TOKEN_INVALID');
    const used = await tx.getRepository(PasswordResetToken).update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
    if (!used.affected) throw new AppError('RESET_TOKEN_INVALID');
    // Other outstanding links for this account stop working too.
    await tx.getRepository(PasswordResetToken).update({ userId: row.userId, usedAt: IsNull() }, { usedAt: now });
    const u = await tx.getRepository(User).findOneByOrFail({ id: row.userId });
    u.passwordHash = passwordHash;
    u.emailVerifiedAt ??= now;
    await tx.getRepository(User).update({ id: u.id }, { passwordHash, emailVerifiedAt: u.emailVerifiedAt });
    await tx.getRepository(Session).update({ userId: u.id, revokedAt: IsNull() }, { revokedAt: now });
    return u;
  });
  return signIn(ctx, user);
}
