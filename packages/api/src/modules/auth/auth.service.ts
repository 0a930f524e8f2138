import { randomBytes } from 'node:crypto';
import { IsNull, Not, QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import { PASSWORD_RESET_VALID_MS, isLocale, type CurrentUser, type Locale } from '@waqt/contracts';
import { PasswordResetToken, Session, Team, TeamMember, User, type CodePurpose } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';
import type { Context } from '../../trpc/context.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { codeMail, resetMail } from '../../mail/templates.ts';
import { toCurrentUser } from '../account/account.mapper.ts';
import { consumeCode, issueCode } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { attemptLimits, limitAttempts, type AuthAction } from './rate-limit.ts';
import { createSession, hashToken, newToken } from './session.service.ts';

const isUniqueViolation = (err: unknown) => err instanceof QueryFailedError && (err.driverError as { code?: string })?.code === '23505';

/** The language for mail to someone: theirs when known, else the page's cookie, else English. */
function mailLocale(ctx: Context, user?: User | null): Locale {
  if (user) return user.locale;
  return isLocale(ctx.cookieLocale) ? ctx.cookieLocale : 'en';
}

function limit(ctx: Context, action: AuthAction, email?: string) {
  return limitAttempts(ctx.db, ctx.clock, attemptLimits(action, ctx.config.authAttemptsPerWindow, { email, ip: ctx.ip }));
}

/** Starts a session for the user and sets the HttpOnly cookie. */
export async function signIn(ctx: Context, user: User): Promise<CurrentUser> {
  const { token, maxAgeMs } = await createSession(ctx.db, ctx.clock, user.id);
  ctx.setCookie(SESSION_COOKIE, token, { maxAgeMs });
  return toCurrentUser(user);
}

/** A link for the personal team: the name in Latin letters when it has some, else "team"; unique. */
async function personalSlug(tx: EntityManager, fullName: string): Promise<string> {
  const base =
    fullName
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'team';
  const repo = tx.getRepository(Team);
  if (!(await repo.existsBy({ slug: base }))) return base;
  for (;;) {
    const candidate = `${base}-${randomBytes(3).toString('hex')}`;
    if (!(await repo.existsBy({ slug: candidate }))) return candidate;
  }
}

/** Creates a user and their free personal team in one transaction. */
export async function createUserWithPersonalTeam(
  db: DataSource,
  input: { email: string; fullName: string; passwordHash: string | null; locale: Locale; timezone: string; businessUse: boolean; emailVerifiedAt: Date | null },
): Promise<User> {
  try {
    return await db.transaction(async (tx) => {
      const user = await tx.getRepository(User).save(tx.getRepository(User).create(input));
      const team = await tx.getRepository(Team).save(
        tx.getRepository(Team).create({ name: input.fullName, slug: await personalSlug(tx, input.fullName), isPersonal: true }),
      );
      await tx.getRepository(TeamMember).insert({ teamId: team.id, userId: user.id, role: 'owner', deletedAt: null });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
}

async function sendCode(ctx: Context, to: string, purpose: CodePurpose, user: User | null, locale: Locale) {
  const { code, resendAt } = await issueCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: to, purpose, userId: user?.id ?? null });
  if (user) await ctx.mailer.send(codeMail(to, locale, purpose, code, user.fullName));
  return resendAt;
}

/** Sign-up: the account is usable once the emailed code is entered (verify_email). */
export async function register(
  ctx: Context,
  input: { fullName: string; email: string; password: string; businessUse: boolean; locale: Locale; timezone: string },
): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'register', input.email);
  if (await ctx.db.getRepository(User).existsBy({ email: input.email })) throw new AppError('EMAIL_TAKEN');
  const user = await createUserWithPersonalTeam(ctx.db, {
    email: input.email,
    fullName: input.fullName,
    passwordHash: await hashPassword(input.password),
    locale: input.locale,
    timezone: input.timezone,
    businessUse: input.businessUse,
    emailVerifiedAt: null,
  });
  const resendAt = await sendCode(ctx, user.email, 'verify_email', user, user.locale);
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
      await sendCode(ctx, user.email, 'verify_email', user, user.locale);
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
  const resendAt = await sendCode(ctx, input.email, input.purpose, user, mailLocale(ctx, user));
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
    await ctx.db.getRepository(PasswordResetToken).insert({
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MS),
      usedAt: null,
    });
    const link = `${ctx.config.appOrigin}/${user.locale}/auth/password/resetsubmit?token=${encodeURIComponent(token)}`;
    await ctx.mailer.send(resetMail(user.email, user.locale, user.fullName, link));
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

/** Account details: name, time zone, language. */
export async function updateAccount(ctx: Context, user: User, input: { fullName: string; timezone: string; locale: Locale }): Promise<CurrentUser> {
  await ctx.db.getRepository(User).update({ id: user.id }, input);
  return toCurrentUser({ ...user, ...input } as User);
}

/** Starts an email change: a code goes to the new address; nothing changes until it is entered. */
export async function changeEmail(ctx: Context, user: User, input: { newEmail: string }): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'email_change', user.email);
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) throw new AppError('EMAIL_TAKEN');
  if (await ctx.db.getRepository(User).existsBy({ email: input.newEmail })) throw new AppError('EMAIL_TAKEN');
  const { code, resendAt } = await issueCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: input.newEmail, purpose: 'change_email', userId: user.id });
  await ctx.mailer.send(codeMail(input.newEmail, user.locale, 'change_email', code, user.fullName));
  return { ok: true, resendAt: resendAt.toISOString() };
}

/** Confirms an email change with the code sent to the new address. */
export async function confirmEmailChange(ctx: Context, user: User, input: { code: string }): Promise<CurrentUser> {
  await limit(ctx, 'otp_verify', user.email);
  const pending = await ctx.db.query(
    `SELECT email FROM one_time_codes WHERE user_id = $1 AND purpose = 'change_email' ORDER BY created_at DESC, consumed_at ASC NULLS FIRST LIMIT 1`,
    [user.id],
  );
  const newEmail: string | undefined = pending[0]?.email;
  if (!newEmail) throw new AppError('INVALID_OTP');
  await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: newEmail, purpose: 'change_email', code: input.code, userId: user.id });
  try {
    await ctx.db.getRepository(User).update({ id: user.id }, { email: newEmail, emailVerifiedAt: ctx.clock.now() });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN');
    throw err;
  }
  return toCurrentUser({ ...user, email: newEmail, emailVerifiedAt: ctx.clock.now() } as User);
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
