import type { Locale } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { affected, many, one } from '../../db/sql.ts';

/**
 * The accounts' tables (users, sessions, one-time codes, password-reset tokens, Google round trips):
 * every statement of the auth and account modules on them, typed. Rows come back in camelCase.
 */

export interface User {
  id: string;
  email: string;
  fullName: string;
  passwordHash: string | null;
  timezone: string;
  locale: Locale;
  businessUse: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

/** The columns of `users` as a `User`, for a SELECT (or RETURNING) over `alias`. */
const userColumns = (alias = 'users') =>
  `${alias}.id, ${alias}.email, ${alias}.full_name AS "fullName", ${alias}.password_hash AS "passwordHash", ${alias}.timezone, ${alias}.locale,
   ${alias}.business_use AS "businessUse", ${alias}.email_verified_at AS "emailVerifiedAt", ${alias}.created_at AS "createdAt"`;

export const userByEmail = (db: Db, email: string) => one<User>(db, `SELECT ${userColumns()} FROM users WHERE email = $1`, [email]);
export const userById = (db: Db, id: string) => one<User>(db, `SELECT ${userColumns()} FROM users WHERE id = $1`, [id]);

export async function insertUser(db: Db, u: Omit<User, 'id'>): Promise<User> {
  const row = await one<User>(
    db,
    `INSERT INTO users (email, full_name, password_hash, timezone, locale, business_use, email_verified_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${userColumns()}`,
    [u.email, u.fullName, u.passwordHash, u.timezone, u.locale, u.businessUse, u.emailVerifiedAt, u.createdAt],
  );
  return row!;
}

const USER_FIELDS = {
  email: 'email',
  fullName: 'full_name',
  passwordHash: 'password_hash',
  timezone: 'timezone',
  locale: 'locale',
  emailVerifiedAt: 'email_verified_at',
} as const satisfies Partial<Record<keyof User, string>>;

/** Sets the given fields of a user (the column names come from the fixed map above, never from input). */
export async function updateUser(db: Db, id: string, patch: Partial<Pick<User, keyof typeof USER_FIELDS>>): Promise<void> {
  const fields = (Object.keys(USER_FIELDS) as (keyof typeof USER_FIELDS)[]).filter((f) => patch[f] !== undefined);
  if (fields.length === 0) return;
  await db.query(`UPDATE users SET ${fields.map((f, i) => `${USER_FIELDS[f]} = $${i + 2}`).join(', ')} WHERE id = $1`, [id, ...fields.map((f) => patch[f])]);
}

// ——— Sessions ———

export async function insertSession(db: Db, s: { userId: string; tokenHash: Buffer; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(`INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)`, [s.userId, s.tokenHash, s.now, s.expiresAt]);
}

/** A session not revoked, with its user. */
export async function liveSessionByTokenHash(db: Db, tokenHash: Buffer): Promise<{ sessionId: string; expiresAt: Date; lastSeenAt: Date; user: User } | undefined> {
  const row = await one<User & { sessionId: string; sessionExpiresAt: Date; sessionLastSeenAt: Date }>(
    db,
    `SELECT s.id AS "sessionId", s.expires_at AS "sessionExpiresAt", s.last_seen_at AS "sessionLastSeenAt", ${userColumns('u')}
     FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = $1 AND s.revoked_at IS NULL`,
    [tokenHash],
  );
  if (!row) return undefined;
  const { sessionId, sessionExpiresAt, sessionLastSeenAt, ...user } = row;
  return { sessionId, expiresAt: sessionExpiresAt, lastSeenAt: sessionLastSeenAt, user };
}

export async function touchSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.query(`UPDATE sessions SET last_seen_at = $2 WHERE id = $1`, [sessionId, now]);
}

export async function revokeSessionByTokenHash(db: Db, tokenHash: Buffer, now: Date): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL`, [tokenHash, now]);
}

/** Ends every live session of a user, but `exceptSessionId` (the caller's own) when given. */
export async function revokeSessionsOfUser(db: Db, userId: string, now: Date, exceptSessionId?: string): Promise<void> {
  await db.query(`UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3)`, [userId, now, exceptSessionId ?? null]);
}

// ——— One-time codes ———

export type CodePurpose = 'login' | 'verify_email' | 'change_email' | 'booking' | 'confirm_identity';

/** A 6-digit code sent by mail; only its HMAC is stored. */
export interface OneTimeCode {
  id: string;
  email: string;
  purpose: CodePurpose;
  /** Null for an address with no account (sign-in codes are answered the same either way). */
  userId: string | null;
  codeHash: Buffer;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
}

const CODE_COLUMNS = `id, email, purpose, user_id AS "userId", code_hash AS "codeHash", attempts, created_at AS "createdAt", expires_at AS "expiresAt", consumed_at AS "consumedAt"`;
/** Which codes: of an address and purpose, and of one account when given. */
export interface CodeScope {
  email: string;
  purpose: CodePurpose;
  userId?: string | undefined;
}
const SCOPE = `email = $1 AND purpose = $2 AND ($3::uuid IS NULL OR user_id = $3)`;
const scopeParams = (s: CodeScope) => [s.email, s.purpose, s.userId ?? null];

/**
 * The latest code of a scope: newest first; among codes issued at the same instant (a new code voids
 * the older one in the same millisecond, and tests use a fixed clock) the one still open comes first.
 */
export const latestCode = (db: Db, scope: CodeScope) =>
  one<OneTimeCode>(db, `SELECT ${CODE_COLUMNS} FROM one_time_codes WHERE ${SCOPE} ORDER BY created_at DESC, consumed_at ASC NULLS FIRST LIMIT 1`, scopeParams(scope));

/** Voids the open codes of a scope. */
export async function voidOpenCodes(db: Db, scope: CodeScope, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_codes SET consumed_at = $4 WHERE ${SCOPE} AND consumed_at IS NULL`, [...scopeParams(scope), now]);
}

/** A new open code with a placeholder hash (the real one is bound to the row's id: `setCodeHash`). */
export async function insertCode(db: Db, c: { email: string; purpose: CodePurpose; userId: string | null; now: Date; expiresAt: Date }): Promise<string> {
  const row = await one<{ id: string }>(
    db,
    `INSERT INTO one_time_codes (email, purpose, user_id, code_hash, attempts, created_at, expires_at) VALUES ($1, $2, $3, $4, 0, $5, $6) RETURNING id`,
    [c.email, c.purpose, c.userId, Buffer.alloc(32), c.now, c.expiresAt],
  );
  return row!.id;
}

export async function setCodeHash(db: Db, id: string, codeHash: Buffer): Promise<void> {
  await db.query(`UPDATE one_time_codes SET code_hash = $2 WHERE id = $1`, [id, codeHash]);
}

/** Counts a wrong try atomically; the last allowed one voids the code. */
export async function countWrongTry(db: Db, id: string, maxTries: number, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_codes SET attempts = attempts + 1, consumed_at = CASE WHEN attempts + 1 >= $2 THEN $3 ELSE consumed_at END WHERE id = $1`, [id, maxTries, now]);
}

/** Uses an open code; false when it was used (or voided) already. */
export async function consumeOpenCode(db: Db, id: string, now: Date): Promise<boolean> {
  return (await affected(db, `UPDATE one_time_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL`, [id, now])) === 1;
}

/** The address of the account's latest email-change code. */
export async function pendingEmailChange(db: Db, userId: string): Promise<string | undefined> {
  const row = await one<{ email: string }>(
    db,
    `SELECT email FROM one_time_codes WHERE user_id = $1 AND purpose = 'change_email' ORDER BY created_at DESC, consumed_at ASC NULLS FIRST LIMIT 1`,
    [userId],
  );
  return row?.email;
}

/** Voids every open code of an account. */
export async function voidCodesOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.query(`UPDATE one_time_codes SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL`, [userId, now]);
}

// ——— Password-reset tokens ———

export async function insertResetToken(db: Db, t: { userId: string; tokenHash: Buffer; now: Date; expiresAt: Date }): Promise<void> {
  await db.query(`INSERT INTO password_reset_tokens (user_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)`, [t.userId, t.tokenHash, t.now, t.expiresAt]);
}

export const resetTokenByHash = (db: Db, tokenHash: Buffer) =>
  one<{ id: string; userId: string; expiresAt: Date; usedAt: Date | null }>(
    db,
    `SELECT id, user_id AS "userId", expires_at AS "expiresAt", used_at AS "usedAt" FROM password_reset_tokens WHERE token_hash = $1`,
    [tokenHash],
  );

/** Uses a reset token once; false when it was used already. */
export async function useResetToken(db: Db, id: string, now: Date): Promise<boolean> {
  return (await affected(db, `UPDATE password_reset_tokens SET used_at = $2 WHERE id = $1 AND used_at IS NULL`, [id, now])) === 1;
}

/** Every outstanding reset link of an account stops working. */
export async function voidResetTokensOfUser(db: Db, userId: string, now: Date): Promise<void> {
  await db.query(`UPDATE password_reset_tokens SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL`, [userId, now]);
}

// ——— Google round trips ———

export async function deleteExpiredOAuthStates(db: Db, now: Date): Promise<void> {
  await db.query(`DELETE FROM oauth_states WHERE expires_at < $1`, [now]);
}

export async function insertOAuthState(
  db: Db,
  s: { stateHash: Buffer; codeVerifier: string; nonce: string; locale: Locale; nextPath: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_states (state_hash, code_verifier, nonce, locale, next_path, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [s.stateHash, s.codeVerifier, s.nonce, s.locale, s.nextPath, s.now, s.expiresAt],
  );
}

/** Takes a round trip's row (deleted: single use, whatever happens next). */
export const takeOAuthState = (db: Db, stateHash: Buffer) =>
  one<{ code_verifier: string; nonce: string; locale: string; next_path: string | null; expires_at: Date }>(
    db,
    `DELETE FROM oauth_states WHERE state_hash = $1 RETURNING code_verifier, nonce, locale, next_path, expires_at`,
    [stateHash],
  );

// ——— Email-change undo tokens ———

export async function insertEmailChangeUndoToken(
  db: Db,
  t: { userId: string; tokenHash: Buffer; oldEmail: string; newEmail: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO email_change_undo_tokens (user_id, token_hash, old_email, new_email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [t.userId, t.tokenHash, t.oldEmail, t.newEmail, t.now, t.expiresAt],
  );
}

/** Uses an open, unexpired undo token once: its row, or undefined (unknown, used or expired). */
export const useEmailChangeUndoToken = (db: Db, tokenHash: Buffer, now: Date) =>
  one<{ id: string; userId: string; oldEmail: string; createdAt: Date }>(
    db,
    `UPDATE email_change_undo_tokens SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING id, user_id AS "userId", old_email AS "oldEmail", created_at AS "createdAt"`,
    [tokenHash, now],
  );

/** Voids the account's open undo tokens issued since `since` (the one used and any later change's). */
export async function voidEmailChangeUndoTokensSince(db: Db, userId: string, since: Date, now: Date): Promise<void> {
  await db.query(`UPDATE email_change_undo_tokens SET used_at = $3 WHERE user_id = $1 AND created_at >= $2 AND used_at IS NULL`, [userId, since, now]);
}

// ——— Attempts (rate-limit.ts) ———

/** Rows of `key` after `since`. */
export async function countAttempts(db: Db, key: string, since: Date): Promise<number> {
  const row = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM auth_attempts WHERE key = $1 AND at > $2`, [key, since]);
  return Number(row?.n ?? 0);
}

/** Rows per key of `keys` after `since` (a key with none is absent). */
export const countAttemptsByKey = (db: Db, keys: readonly string[], since: Date) =>
  many<{ key: string; n: number }>(db, `SELECT key, count(*)::int AS n FROM auth_attempts WHERE key = ANY($1) AND at > $2 GROUP BY key`, [keys, since]);

/** One count per (key, since) pair, in the order given. */
export async function countAttemptsInWindows(db: Db, keys: readonly string[], sinces: readonly Date[]): Promise<number[]> {
  const rows = await many<{ n: number }>(
    db,
    `SELECT (SELECT count(*)::int FROM auth_attempts a WHERE a.key = l.key AND a.at > l.since) AS n
       FROM unnest($1::text[], $2::timestamptz[]) WITH ORDINALITY AS l(key, since, i) ORDER BY l.i`,
    [keys, sinces],
  );
  return keys.map((_, i) => Number(rows[i]?.n ?? 0));
}

/** One attempt at `at` for each key. */
export async function insertAttempts(db: Db, keys: readonly string[], at: Date): Promise<void> {
  await db.query(`INSERT INTO auth_attempts (key, at) SELECT unnest($1::text[]), $2`, [keys, at]);
}

export async function deleteAttemptsOfKey(db: Db, key: string): Promise<void> {
  await db.query(`DELETE FROM auth_attempts WHERE key = $1`, [key]);
}

export async function deleteAttemptsBefore(db: Db, before: Date): Promise<void> {
  await db.query(`DELETE FROM auth_attempts WHERE at < $1`, [before]);
}

/** Holds the transaction-scoped advisory lock of an attempt key until the transaction ends. */
export async function lockAttemptKey(db: Db, key: string): Promise<void> {
  await db.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`auth_attempts:${key}`]);
}
