import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { insertOptOut, optOutExists } from './messaging.queries.ts';

/**
 * Numbers a team never messages again (issue 24): the opt-out link a phone message carries
 * (`/{lang}/stop?m=<message id>&t=<token>`, messaging.optOut) or a STOP reply on WhatsApp. Kept per
 * team: opting out of one clinic's reminders says nothing about another's.
 */

export type OptOutSource = 'link' | 'reply';

/** E.164 as the table keeps it. */
export const E164 = /^\+[1-9]\d{6,14}$/;

export async function isOptedOut(db: Db, teamId: string, phone: string): Promise<boolean> {
  return optOutExists(db, teamId, phone);
}

/** Records the opt-out (again is a no-op: the first one's source and time stay). */
export async function optOut(db: Db, clock: Clock, teamId: string, phone: string, source: OptOutSource): Promise<void> {
  if (!E164.test(phone)) throw new Error(`optOut: not an E.164 number: ${phone}`);
  await insertOptOut(db, teamId, phone, source, clock.now());
}

/**
 * The opt-out link's token: an HMAC of the message id under the server secret (like the booking's
 * manage token), 43 characters of base64url. Nothing is stored; it cannot be made without the secret.
 */
export function optOutToken(secret: string, messageId: string): string {
  return createHmac('sha256', secret).update(`message-opt-out\n${messageId}`).digest('base64url');
}

export function isOptOutToken(secret: string, messageId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(optOutToken(secret, messageId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether a reply asks to stop: STOP (any case, also UNSUBSCRIBE), or إيقاف / الغاء in Arabic — with or
 * without hamza, diacritics or tatweel, and with punctuation or spaces around.
 */
export function isStopReply(text: string): boolean {
  const t = text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '') // harakat, superscript alef, tatweel
    .replace(/[أإآ]/g, 'ا')
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .toUpperCase();
  return t === 'STOP' || t === 'UNSUBSCRIBE' || t === 'ايقاف' || t === 'الغاء';
}
