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


/**
 * Whether a token may *read* a booking (its personal data, its pay page, its .ics): the current token,
 * or — once the booking has ended (cancelled or expired, which bump the sequence once) — the token that
 * was current when it ended, so the page the booker has open, and the newest mail's link, still show
 * what became of it. A token a reschedule retired reads nothing. Changes need the current token (isManageToken).
 */
export function opensBooking(secret: string, booking: { id: string; sequence: number; status: string }, token: string | undefined): boolean {
  if (isManageToken(secret, booking.id, booking.sequence, token)) return true;
  const ended = booking.status === 'cancelled' || booking.status === 'expired';
  return ended && booking.sequence > 0 && isManageToken(secret, booking.id, booking.sequence - 1, token);
}

const DAY_MS = 86_400_000;

/**
 * When a booking's links stop acting (BOOKING_LINK_DAYS after its end, docs/decisions.md "A booking's
 * links end"): from then its manage token only reads — every change (cancel, reschedule, pay, "send me
 * the latest link") answers BOOKING_LINK_EXPIRED — and its reminders' short links are gone.
 */
export const linksEndAt = (endsAt: Date | string, days: number): Date => new Date(new Date(endsAt).getTime() + days * DAY_MS);

/** Whether a booking's links still change it at `now`. */
export const linksLive = (endsAt: Date | string, days: number, now: Date): boolean => now.getTime() < linksEndAt(endsAt, days).getTime();

/** How many earlier versions of a booking its old links are recognised for (a booking is rarely moved more often). */
const OLDER_LINKS = 50;

/**
 * Whether `token` is one this booking had before its current one (a reschedule — or the end — retired
 * it): an older mail's link. It opens nothing; the page only says the booking moved and offers to mail
 * the current link to the booker's own address.
 */
export function isOlderToken(secret: string, booking: { id: string; sequence: number }, token: string | undefined): boolean {
  if (!token) return false;
  for (let s = booking.sequence - 1; s >= Math.max(0, booking.sequence - OLDER_LINKS); s--) if (isManageToken(secret, booking.id, s, token)) return true;
  return false;
}

/**
 * The "I'll be there" link of a reminder: an HMAC of the booking id and its sequence, under another
 * label than the manage token (an attend link opens nothing else). A reschedule or the end of the
 * booking bumps the sequence, so a reminder of an older version no longer confirms anything.
 */
export function attendToken(secret: string, bookingId: string, sequence: number): string {
  return createHmac('sha256', secret).update(`booking-attend\n${bookingId}\n${sequence}`).digest('base64url');
}

export function isAttendToken(secret: string, bookingId: string, sequence: number, token: string): boolean {
  const expected = Buffer.from(attendToken(secret, bookingId, sequence));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
