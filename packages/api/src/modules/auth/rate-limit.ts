import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';

export const AUTH_WINDOW_MS = 15 * 60_000;

export type AuthAction = 'login' | 'otp_request' | 'otp_verify' | 'reset_request' | 'reset_submit' | 'register' | 'email_change';

/**
 * Sliding-window attempt limit kept in PostgreSQL (so it holds across API processes): each call
 * records one attempt per key and refuses with RATE_LIMITED once a key has `max` attempts in the
 * last 15 minutes. Keys are per action and per email and per client IP.
 */
export async function limitAttempts(
  db: DataSource,
  clock: Clock,
  max: number,
  action: AuthAction,
  subjects: { email?: string | undefined; ip?: string | undefined },
): Promise<void> {
  const now = clock.now();
  const since = new Date(now.getTime() - AUTH_WINDOW_MS);
  const keys = [
    subjects.email ? `${action}:email:${subjects.email.toLowerCase()}` : null,
    subjects.ip ? `${action}:ip:${subjects.ip}` : null,
  ].filter((k): k is string => k !== null);
  if (keys.length === 0) return;
  const rows: { key: string; n: string }[] = await db.query(
    `SELECT key, count(*) AS n FROM auth_attempts WHERE key = ANY($1) AND at > $2 GROUP BY key`,
    [keys, since],
  );
  if (rows.some((r) => Number(r.n) >= max)) throw new AppError('RATE_LIMITED');
  await db.query(`INSERT INTO auth_attempts (key, at) SELECT unnest($1::text[]), $2`, [keys, now]);
  // Old attempts are useless: trim them now and then (about 1 call in 50).
  if (Math.random() < 0.02) await db.query(`DELETE FROM auth_attempts WHERE at < $1`, [new Date(now.getTime() - 24 * 60 * 60_000)]);
}
