import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';
import { countAttempts, countAttemptsByKey, countAttemptsInWindows, deleteAttemptsBefore, deleteAttemptsOfKey, insertAttempts, lockAttemptKey } from './auth.queries.ts';

export const AUTH_WINDOW_MS = 15 * 60_000;

export type AuthAction = 'login' | 'otp_request' | 'otp_verify' | 'reset_request' | 'reset_submit' | 'register' | 'email_change' | 'booking_code' | 'booking_verify';

/** One counter: a key (e.g. `login:ip:10.0.0.1`) and how many attempts it allows per window. */
export interface AttemptLimit {
  key: string;
  max: number;
  /**
   * `limitAttempts` only: the sliding window (15 minutes unless given; at most 24 hours, since older
   * attempts are trimmed). One key may carry several limits: once a minute and five a day.
   */
  windowMs?: number;
}

const ATTEMPTS_KEPT_MS = 24 * 60 * 60_000;

/**
 * How password sign-in is limited, so a stranger cannot lock an owner out (docs/decisions.md):
 * - per email and client IP: `max` — the tight limit a guesser from one place meets;
 * - per client IP across emails: `max` — one place spraying many accounts;
 * - per email from anywhere: `max × LOGIN_EMAIL_FACTOR` — a looser cap for guessing from many IPs.
 * A stranger's wrong passwords block only their own IP for that email (until the looser per-email cap,
 * which takes many addresses); the one-time-code sign-in has its own limits and stays open.
 */
export const LOGIN_EMAIL_FACTOR = 5;

/**
 * Wrong passwords per address are counted apart from attempts (key `login_fail:email:<email>`, from
 * any IP, over the last 24 h — as long as attempts are kept): at LOGIN_CODE_AFTER_FAILURES (contracts)
 * password sign-in for the address needs a mailed code too, until a sign-in succeeds (which clears
 * the count). Guessing from many IPs then meets the owner's mailbox, not a lockout.
 */
const LOGIN_FAILURE_WINDOW_MS = 24 * 60 * 60_000;
const failureKey = (email: string) => `login_fail:email:${email.toLowerCase()}`;

/** Wrong passwords for the address in the failure window. */
export async function loginFailures(db: DataSource, clock: Clock, email: string): Promise<number> {
  const since = new Date(clock.now().getTime() - LOGIN_FAILURE_WINDOW_MS);
  return countAttempts(db, failureKey(email), since);
}

export async function recordLoginFailure(db: DataSource, clock: Clock, email: string): Promise<void> {
  await insertAttempts(db, [failureKey(email)], clock.now());
}

/** A successful sign-in (any way) forgets the address's wrong passwords. */
export async function clearLoginFailures(db: DataSource, email: string): Promise<void> {
  await deleteAttemptsOfKey(db, failureKey(email));
}

/**
 * Failures counted apart from attempts, in the same table and window as `limitAttempts` (a webhook's bad
 * signature: modules/messaging/webhooks.ts): `failuresReached` says whether any key already has its `max`
 * in the last 15 minutes — asked before the work a failure would cost — and `recordFailures` adds one to
 * each key once the work has failed. A check, not a reservation: requests already past the check when the
 * limit is reached still finish, so at most the requests in flight go over it.
 */
export async function failuresReached(db: DataSource, clock: Clock, limits: AttemptLimit[]): Promise<boolean> {
  if (limits.length === 0) return false;
  const since = new Date(clock.now().getTime() - AUTH_WINDOW_MS);
  const rows = await countAttemptsByKey(db, limits.map((l) => l.key), since);
  const counts = new Map(rows.map((r) => [r.key, Number(r.n)]));
  return limits.some((l) => (counts.get(l.key) ?? 0) >= l.max);
}

export async function recordFailures(db: DataSource, clock: Clock, limits: AttemptLimit[]): Promise<void> {
  if (limits.length === 0) return;
  await insertAttempts(db, [...new Set(limits.map((l) => l.key))], clock.now());
}

export function attemptLimits(action: AuthAction, max: number, subjects: { email?: string | undefined; ip?: string | undefined }): AttemptLimit[] {
  const email = subjects.email?.toLowerCase();
  const { ip } = subjects;
  const out: AttemptLimit[] = [];
  if (action === 'login') {
    if (email && ip) out.push({ key: `login:email_ip:${email}|${ip}`, max });
    if (email) out.push({ key: `login:email:${email}`, max: max * LOGIN_EMAIL_FACTOR });
  } else if (email) {
    out.push({ key: `${action}:email:${email}`, max });
  }
  if (ip) out.push({ key: `${action}:ip:${ip}`, max });
  return out;
}

/**
 * Sliding-window attempt limit kept in PostgreSQL (so it holds across API processes): records one
 * attempt per key and refuses with RATE_LIMITED (recording nothing) once any limit has its `max`
 * attempts in its window (`windowMs`, 15 minutes by default).
 *
 * Atomic: the keys are locked with transaction-scoped advisory locks (in a fixed order, so two calls
 * sharing keys cannot deadlock) before counting, and the count and the insert commit under them.
 * Counting runs in its own statement after the locks, so under READ COMMITTED it sees every attempt
 * a previous holder committed — concurrent calls cannot all read "9" and all pass.
 */
export async function limitAttempts(db: DataSource, clock: Clock, limits: AttemptLimit[]): Promise<void> {
  if (limits.length === 0) return;
  const now = clock.now();
  const windows = limits.map((l) => Math.min(l.windowMs ?? AUTH_WINDOW_MS, ATTEMPTS_KEPT_MS));
  const keys = [...new Set(limits.map((l) => l.key))].sort();
  await db.transaction(async (tx) => {
    for (const key of keys) await lockAttemptKey(tx, key);
    // One count per limit, each over its own window.
    const counts = await countAttemptsInWindows(tx, limits.map((l) => l.key), windows.map((w) => new Date(now.getTime() - w)));
    if (limits.some((l, i) => (counts[i] ?? 0) >= l.max)) throw new AppError('RATE_LIMITED');
    await insertAttempts(tx, keys, now);
  });
  // Old attempts are useless: trim them now and then (about 1 call in 50).
  if (Math.random() < 0.02) await deleteAttemptsBefore(db, new Date(now.getTime() - ATTEMPTS_KEPT_MS));
}
