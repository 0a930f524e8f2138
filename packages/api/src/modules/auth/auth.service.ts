import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_AFTER_FAILURES, OTP_RESEND_MS, PASSWORD_RESET_VALID_MS, isLocale, routes, type CurrentUser, type Locale } from '@waqt/contracts';
import { insertResetToken, insertUser, resetTokenByHash, revokeSessionsOfUser, updateUser, useResetToken, userByEmail, userById, voidResetTokensOfUser, type CodePurpose, type User } from './auth.queries.ts';
import type { Clock } from '../../clock.ts';
import { mapDbError } from '../../db/errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { AppError } from '../../errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { Context } from '../../trpc/context.ts';
import { SESSION_COOKIE } from '../../trpc/context.ts';
import { codeMail, resetMail, signupAttemptMail } from '../../mail/templates.ts';
import { toCurrentUser } from './current-user.ts';
import { checkCode, consumeCode, issueCode, markCodeUsed } from './codes.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { attemptLimits, clearLoginFailures, limitAttempts, loginFailures, recordLoginFailure, type AuthAction } from './rate-limit.ts';
import { createSession, hashToken, newToken } from './session.service.ts';

/** The language for mail to someone: theirs when known, else the page's cookie, else English. */
function mailLocale(ctx: Context, user?: User | null): Locale {
  if (user) return user.locale;
  return isLocale(ctx.cookieLocale) ? ctx.cookieLocale : 'en';
}

export function limit(ctx: Context, action: AuthAction, email?: string) {
  return limitAttempts(ctx.db, ctx.clock, attemptLimits(action, ctx.config.authAttemptsPerWindow, { email, ip: ctx.ip }));
}

/** Starts a session for the user and sets the HttpOnly cookie; the address's wrong passwords are forgotten. */
export async function signIn(ctx: Context, user: User): Promise<CurrentUser> {
  const { token, maxAgeMs } = await createSession(ctx.db, ctx.clock, user.id);
  await clearLoginFailures(ctx.db, user.email);
  ctx.setCookie(SESSION_COOKIE, token, { maxAgeMs });
  return toCurrentUser(user);
}

/**
 * The sign-up proof: an HttpOnly cookie given to the browser that set an unverified account's password
 * (by registering, or by signing in with it before verifying). Entering the account's first code in
 * that browser keeps the password; a first code entered anywhere else drops it (account
 * pre-hijacking: someone registered the address with their own password — docs/decisions.md).
 */
export const SIGNUP_COOKIE = 'waqt_signup';
const SIGNUP_PROOF_MS = 24 * 60 * 60_000;

/** HMAC of the account and its current password hash: a new password, or another account, voids it. */
function signupProof(secret: string, user: Pick<User, 'id' | 'passwordHash'>): string {
  return createHmac('sha256', secret).update(`signup\n${user.id}\n${user.passwordHash ?? ''}`).digest('base64url');
}

function holdsSignupProof(ctx: Context, user: User): boolean {
  const sent = ctx.cookie(SIGNUP_COOKIE);
  if (!sent || !user.passwordHash) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(signupProof(ctx.config.authSecret, user));
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Creates an account, nothing else: the team comes from what the person chooses in the setup (their
 * personal team for "just me", a business team otherwise — onboarding.service.ts), so choosing a
 * business team leaves no empty personal team behind (issue 36).
 */
export async function createAccount(
  db: Db,
  clock: Clock,
  input: { email: string; fullName: string; passwordHash: string | null; locale: Locale; timezone: string; businessUse: boolean; emailVerifiedAt: Date | null },
): Promise<User> {
  try {
    return await insertUser(db, { ...input, createdAt: clock.now() });
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

/**
 * Sign-up: the account is usable once the emailed code is entered (verify_email). An address that
 * already has an account gets the same answer (and the same cookie, cost and resend time) — the
 * account is mailed "someone tried to sign up with your address" instead, and nothing changes.
 */
export async function register(
  ctx: Context,
  input: { fullName: string; email: string; password: string; businessUse: boolean; locale: Locale; timezone: string },
): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'register', input.email);
  const passwordHash = await hashPassword(input.password);
  const existing = await userByEmail(ctx.db, input.email);
  let outcome: { created: User | null; resendAt: Date };
  try {
    // The account, its code and the code's mail commit together: a mail server that is down delays
    // the mail (the queue retries) instead of failing a sign-up that was already saved.
    outcome = existing
      ? { created: null, resendAt: await signupAttempt(ctx, existing) }
      : await withTx(ctx.db, async (tx) => {
          const user = await createAccount(tx, ctx.clock, {
            email: input.email,
            fullName: input.fullName,
            passwordHash,
            locale: input.locale,
            timezone: input.timezone,
            businessUse: input.businessUse,
            emailVerifiedAt: null,
          });
          return { created: user, resendAt: await sendCode(ctx, tx, user.email, 'verify_email', user, user.locale) };
        });
  } catch (err) {
    // Registered by a racing request a moment ago: an existing account like any other.
    if (!(err instanceof AppError && err.code === 'EMAIL_TAKEN')) throw err;
    outcome = { created: null, resendAt: await signupAttempt(ctx, (await userByEmail(ctx.db, input.email))!) };
  }
  const { created, resendAt } = outcome;
  // Every answer sets the cookie; only a new account's value proves anything.
  const proof = created ? signupProof(ctx.config.authSecret, created) : randomBytes(32).toString('base64url');
  ctx.setCookie(SIGNUP_COOKIE, proof, { maxAgeMs: SIGNUP_PROOF_MS });
  return { ok: true, resendAt: resendAt.toISOString() };
}

/** Someone signed up with an existing account's address: tell the account, answer like a sign-up. */
async function signupAttempt(ctx: Context, user: User): Promise<Date> {
  const link = `${ctx.config.appOrigin}${routes.resetRequest(user.locale)}`;
  await enqueueMail(ctx.db, ctx.clock, signupAttemptMail(user.email, user.locale, user.fullName, link));
  return new Date(ctx.clock.now().getTime() + OTP_RESEND_MS);
}

/**
 * Email + password. Unknown email and wrong password get the same INVALID_CREDENTIALS (and the same
 * cost), and count as a failure for the address. From LOGIN_CODE_AFTER_FAILURES failures on, the
 * address answers LOGIN_CODE_REQUIRED — right password or not, known address or not — unless a sign-in
 * code mailed to it comes along (checked before the password, so a wrong code tells nothing about
 * the password). A right password on an unverified account sends a fresh code (when allowed), gives
 * this browser the sign-up proof and answers EMAIL_NOT_VERIFIED.
 */
export async function loginPassword(ctx: Context, input: { email: string; password: string; code?: string | undefined }): Promise<CurrentUser> {
  await limit(ctx, 'login', input.email);
  const user = await userByEmail(ctx.db, input.email);
  let code: { id: string } | null = null;
  if ((await loginFailures(ctx.db, ctx.clock, input.email)) >= LOGIN_CODE_AFTER_FAILURES) {
    if (!input.code) {
      await verifyPassword(user?.passwordHash ?? null, input.password);
      throw new AppError('LOGIN_CODE_REQUIRED');
    }
    code = await checkCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: input.email, purpose: 'login', code: input.code });
  }
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !ok) {
    await recordLoginFailure(ctx.db, ctx.clock, input.email);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.emailVerifiedAt) {
    ctx.setCookie(SIGNUP_COOKIE, signupProof(ctx.config.authSecret, user), { maxAgeMs: SIGNUP_PROOF_MS });
    try {
      await withTx(ctx.db, (tx) => sendCode(ctx, tx, user.email, 'verify_email', user, user.locale));
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'OTP_RESEND_TOO_SOON')) throw err;
    }
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
  if (code) await markCodeUsed(ctx.db, ctx.clock, code.id);
  return signIn(ctx, user);
}

/**
 * Sends a code. The answer is the same whether or not the address has an account: for an unknown
 * address a code row is still recorded (so the resend limit behaves the same) but nothing is sent.
 */
export async function requestOtp(ctx: Context, input: { email: string; purpose: 'login' | 'verify_email' }): Promise<{ ok: true; resendAt: string }> {
  await limit(ctx, 'otp_request', input.email);
  const user = (await userByEmail(ctx.db, input.email)) ?? null;
  const resendAt = await withTx(ctx.db, (tx) => sendCode(ctx, tx, input.email, input.purpose, user, mailLocale(ctx, user)));
  return { ok: true, resendAt: resendAt.toISOString() };
}

/**
 * Checks a code and signs in. Receiving the code proves the address, so the email becomes verified.
 * The first proof decides the password set before it: kept only in the browser holding the sign-up
 * proof (the one that set it); anywhere else it may be a stranger's, so it is dropped (the owner sets
 * one by reset) and every other session of the account ends — as for a first Google sign-in.
 */
export async function verifyOtp(ctx: Context, input: { email: string; code: string; purpose: 'login' | 'verify_email' }): Promise<CurrentUser> {
  await limit(ctx, 'otp_verify', input.email);
  const row = await consumeCode(ctx.db, ctx.clock, ctx.config.authSecret, { email: input.email, purpose: input.purpose, code: input.code });
  if (!row.userId) throw new AppError('INVALID_OTP');
  const user = await userById(ctx.db, row.userId);
  if (!user) throw new AppError('INVALID_OTP');
  if (!user.emailVerifiedAt) {
    const now = ctx.clock.now();
    user.emailVerifiedAt = now;
    if (!holdsSignupProof(ctx, user)) user.passwordHash = null;
    await withTx(ctx.db, async (tx) => {
      await updateUser(tx, user.id, { emailVerifiedAt: now, passwordHash: user.passwordHash });
      await revokeSessionsOfUser(tx, user.id, now);
    });
    ctx.clearCookie(SIGNUP_COOKIE);
  }
  return signIn(ctx, user);
}

/** Mails a single-use reset link valid one hour; the same answer whether or not the account exists. */
export async function resetRequest(ctx: Context, input: { email: string }): Promise<{ ok: true }> {
  await limit(ctx, 'reset_request', input.email);
  const user = await userByEmail(ctx.db, input.email);
  if (user) {
    const token = newToken();
    const now = ctx.clock.now();
    const link = `${ctx.config.appOrigin}${routes.resetSubmit(user.locale, token)}`;
    await withTx(ctx.db, async (tx) => {
      await insertResetToken(tx, { userId: user.id, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + PASSWORD_RESET_VALID_MS) });
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
    const row = await resetTokenByHash(tx, hashToken(input.token));
    if (!row || row.usedAt || row.expiresAt <= now) throw new AppError('RESET_TOKEN_INVALID');
    if (!(await useResetToken(tx, row.id, now))) throw new AppError('RESET_TOKEN_INVALID');
    // Other outstanding links for this account stop working too.
    await voidResetTokensOfUser(tx, row.userId, now);
    const u = (await userById(tx, row.userId))!;
    u.passwordHash = passwordHash;
    u.emailVerifiedAt ??= now;
    await updateUser(tx, u.id, { passwordHash, emailVerifiedAt: u.emailVerifiedAt });
    await revokeSessionsOfUser(tx, u.id, now);
    return u;
  });
  return signIn(ctx, user);
}
