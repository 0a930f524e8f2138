import { isLiveStatus, type BOOKING_STATUSES } from '@waqt/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/tx.ts';
import { affected } from '../../db/sql.ts';
import { syncReminders } from '../reminders/schedule.ts';

/**
 * A booking's lifecycle: the only code that changes `bookings.status` (lifecycle.test.ts scans the
 * sources for any other). A booking is inserted pending or confirmed (public/bookings.service.ts); after
 * that it moves only here:
 *
 *   pending ── confirm ──▶ confirmed        (paid by card, paid on arrival, bank transfer received)
 *   pending ── expire ───▶ expired          (its hold ran out; a late payment is refunded)
 *   pending | confirmed ── cancel ──▶ cancelled   (by the booker or the team; a full refund)
 *   pending | confirmed ── move ────▶ same status, another time   (the booker reschedules)
 *
 * Each transition is one UPDATE guarded in SQL by the statuses it starts from, so a transition that
 * does not apply (a cancelled booking confirmed by a late webhook, an expiry after the payment) changes
 * nothing whatever the callers checked before; each answers whether it applied. The caller passes its
 * transaction (and should hold the booking's row lock when it also decides something from the row)
 * and its clock. Mails that follow a transition stay with the caller; the booking's reminders follow every
 * transition here (reminders/schedule.ts `syncReminders`: scheduled on confirm, moved with the booking,
 * cancelled with it), in the same transaction.
 *
 * The `sequence` (the invite's SEQUENCE and the manage token's counter, booking-tokens.ts) is bumped by
 * every transition the booker's calendar must hear of: expire, cancel, move — not confirm, which keeps
 * the pay page's token working.
 */

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Pending and confirmed bookings hold their time (the exclusion constraint `bookings_no_overlap` covers them). */
export const isLive = isLiveStatus;

/**
 * pending → confirmed, and the expiry is cleared. Only before the hold's expiry, unless `pastExpiry`
 * (the owner received a bank transfer: they decide even after the time ran out, as long as the expiry
 * job has not ended the booking).
 */
export async function confirmBooking(tx: Db, clock: Clock, bookingId: string, opts: { pastExpiry?: boolean } = {}): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'confirmed', expires_at = NULL
      WHERE id = $1 AND status = 'pending' AND ($3 OR expires_at > $2)`,
    [bookingId, clock.now(), opts.pastExpiry ?? false],
  );
  if (n === 1) await syncReminders(tx, clock, bookingId);
  return n === 1;
}

/** pending → expired once its expiry has come (its time is free again). */
export async function expireBooking(tx: Db, clock: Clock, bookingId: string): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'expired', sequence = sequence + 1
      WHERE id = $1 AND status = 'pending' AND expires_at <= $2`,
    [bookingId, clock.now()],
  );
  if (n === 1) await syncReminders(tx, clock, bookingId);
  return n === 1;
}

/** pending | confirmed → cancelled, saying when, by whom and why (its time is free again). */
export async function cancelBooking(tx: Db, clock: Clock, bookingId: string, cancel: { by: 'booker' | 'team'; reason: string | null }): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancelled_at = $4, expires_at = NULL, sequence = sequence + 1
      WHERE id = $1 AND status IN ('pending', 'confirmed')`,
    [bookingId, cancel.reason, cancel.by, clock.now()],
  );
  if (n === 1) await syncReminders(tx, clock, bookingId);
  return n === 1;
}

/**
 * A live booking to another time, its status unchanged: the row is updated in place, so its old time is
 * freed exactly when the new one is held (the exclusion constraint checks the new blocked range against
 * every other live booking and throws 23P01 — the caller maps it to SLOT_TAKEN).
 */
export async function moveBooking(tx: Db, clock: Clock, bookingId: string, to: { startsAt: Date; endsAt: Date; blockedFrom: Date; blockedTo: Date; timezone: string }): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET starts_at = $2, ends_at = $3, blocked = tstzrange($4, $5, '[)'), timezone = $6, sequence = sequence + 1
      WHERE id = $1 AND status IN ('pending', 'confirmed')`,
    [bookingId, to.startsAt, to.endsAt, to.blockedFrom, to.blockedTo, to.timezone],
  );
  if (n === 1) await syncReminders(tx, clock, bookingId);
  return n === 1;
}
