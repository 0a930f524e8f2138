import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/tx.ts';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_RESEND_MS, OTP_VALID_MS } from '@waqt/contracts';
import { consumeOpenCode, countWrongTry, insertCode, latestCode, setCodeHash, voidOpenCodes, type CodePurpose, type OneTimeCode } from './auth.queries.ts';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../errors.ts';

/** HMAC of the code bound to its row, address and purpose: a leaked table reveals no codes. */
function codeHash(secret: string, id: string, email: string, purpose: CodePurpose, code: string): Buffer {
  return createHmac('sha256', secret).update(`${id}\n${email.toLowerCase()}\n${purpose}\n${code}`).digest();
}

function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Issues a fresh code for (email, purpose): refuses with OTP_RESEND_TOO_SOON within 60 s of the last
 * one, and voids every older unused code. Returns the code (to mail) and when a resend is allowed.
 */
export async function issueCode(
  db: Db,
  clock: Clock,
  secret: string,
  args: { email: string; purpose: CodePurpose; userId: string | null },
): Promise<{ code: string; resendAt: Date }> {
  const now = clock.now();
  // An email-change code belongs to the account asking for it: two accounts asking to move to the
  // same address must not void or delay each other's codes (the first to confirm wins the address).
  const scope =
    args.purpose === 'change_email' && args.userId ? { email: args.email, purpose: args.purpose, userId: args.userId } : { email: args.email, purpose: args.purpose };
  const last = await latestCode(db, scope);
  // The resend delay guards a mailbox. A row recorded while the address had no account mailed
  // nothing, so it does not hold back the first code of an account created since (e.g. someone asked
  // for a code, then registered at once). Answers for unknown addresses stay identical to known ones.
  const mailedBefore = last !== undefined && (last.userId !== null || args.userId === null);
  if (last && mailedBefore && now.getTime() - last.createdAt.getTime() < OTP_RESEND_MS) throw new AppError('OTP_RESEND_TOO_SOON');
  await voidOpenCodes(db, scope, now);
  const id = await insertCode(db, { email: args.email, purpose: args.purpose, userId: args.userId, now, expiresAt: new Date(now.getTime() + OTP_VALID_MS) });
  const code = newCode();
  await setCodeHash(db, id, codeHash(secret, id, args.email, args.purpose, code));
  return { code, resendAt: new Date(now.getTime() + OTP_RESEND_MS) };
}

/**
 * Checks a code against the latest one for (email, purpose) without consuming it.
 * Wrong → INVALID_OTP (and one of the 5 tries is used — committed on `db` at once; the 5th wrong try
 * voids the code); expired, used up or voided → OTP_EXPIRED; no code at all → INVALID_OTP.
 */
export async function checkCode(
  db: Db,
  clock: Clock,
  secret: string,
  args: { email: string; purpose: CodePurpose; code: string; userId?: string },
): Promise<OneTimeCode> {
  const now = clock.now();
  const row = await latestCode(db, { email: args.email, purpose: args.purpose, userId: args.userId });
  if (!row) throw new AppError('INVALID_OTP');
  if (row.consumedAt || row.expiresAt <= now || row.attempts >= OTP_MAX_TRIES) throw new AppError('OTP_EXPIRED');
  const expected = codeHash(secret, row.id, args.email, args.purpose, args.code);
  if (!timingSafeEqual(expected, row.codeHash)) {
    // Count the try atomically; the last allowed wrong try voids the code.
    await countWrongTry(db, row.id, OTP_MAX_TRIES, now);
    throw new AppError('INVALID_OTP');
  }
  return row;
}

/** Consumes a checked code exactly once, even with two correct submissions racing (else OTP_EXPIRED). */
export async function markCodeUsed(db: Db, clock: Clock, id: string): Promise<void> {
  if (!(await consumeOpenCode(db, id, clock.now()))) throw new AppError('OTP_EXPIRED');
}

/** `checkCode`, then consumes the code. */
export async function consumeCode(
  db: Db,
  clock: Clock,
  secret: string,
  args: { email: string; purpose: CodePurpose; code: string; userId?: string },
): Promise<OneTimeCode> {
  const row = await checkCode(db, clock, secret, args);
  await markCodeUsed(db, clock, row.id);
  return row;
}
