import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/tx.ts';
import { insertSession, liveSessionByTokenHash, revokeSessionByTokenHash, touchSession } from './auth.queries.ts';
import type { Clock } from '../../clock.ts';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** Opaque 256-bit token, base64url: what goes in the cookie. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(db: Db, clock: Clock, userId: string) {
  const token = newToken();
  const now = clock.now();
  await insertSession(db, { userId, tokenHash: hashToken(token), now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) });
  return { token, maxAgeMs: SESSION_TTL_MS };
}

/** The user behind a session token, or null when the token is unknown, revoked or expired. */
export async function userForToken(db: Db, clock: Clock, token: string | undefined) {
  if (!token || token.length > 200) return null;
  const session = await liveSessionByTokenHash(db, hashToken(token));
  const now = clock.now();
  if (!session || session.expiresAt <= now) return null;
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await touchSession(db, session.sessionId, now);
  return { user: session.user, sessionId: session.sessionId };
}

export async function revokeSession(db: Db, clock: Clock, token: string | undefined) {
  if (!token) return;
  await revokeSessionByTokenHash(db, hashToken(token), clock.now());
}
