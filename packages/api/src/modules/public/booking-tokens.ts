import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The booker's key to cancel or reschedule: an HMAC of the booking id and its sequence under the
 * server secret. Nothing is stored; a reschedule bumps the sequence, so every older link stops
 * working, and a forged token cannot be made without the secret.
 */
export function manageToken(secret: string, bookingId: string, sequence: number): string {
  return createHmac('sha256', secret).update(`booking-manage\n${bookingId}\n${sequence}`).digest('base64url');
}

export function isManageToken(secret: string, bookingId: string, sequence: number, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(manageToken(secret, bookingId, sequence));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

