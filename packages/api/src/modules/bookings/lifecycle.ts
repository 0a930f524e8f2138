import { z } from 'zod';
import { isLiveStatus, type BOOKING_STATUSES, type Locale } from '@waqt/contracts';
import type { AppDeps } from '../../trpc/context.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { affected, one } from '../../db/sql.ts';
import { mapDbError } from '../../db/errors.ts';
import { defineJob, idField } from '../../jobs/define.ts';
import { enqueue } from '../../jobs/queue.ts';
import { syncReminders } from './reminder-schedule.ts';
import { queueBookingMails } from './booking-mails.ts';
import { bookingTimes, lockBookingStatus } from './bookings.queries.ts';

const MINUTE = 60_000;

/**
 * A booking's lifecycle: the only code that changes `bookings.status` (lifecycle.test.ts scans the
 * sources for any other). A booking is inserted pending or confirmed (`insertBooking`, below); after
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
 * and its deps (clock, config). What follows a transition follows it here, in the same transaction, so
 * no caller can forget it: the booking's mails (booking-mails.ts `queueBookingMails`, on the durable
 * outbox: they go out if and only if the transition commits) and its reminders (reminder-schedule.ts
 * `syncReminders`: scheduled on confirm, moved with the booking, cancelled with it). A booking made by
 * a booker starts with `createBooking`, which queues its mails and, while pending, its `expire-booking` job.
 *
 * The `sequence` (the invite's SEQUENCE and the manage token's counter, booking-tokens.ts) is bumped by
 * every transition the booker's calendar must hear of: expire, cancel, move — not confirm, which keeps
 * the pay page's token working.
 */

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Pending and confirmed bookings hold their time (the exclusion constraint `bookings_no_overlap` covers them). */
export const isLive = isLiveStatus;

/** What a transition needs besides its transaction: the clock, and the config its mails are made with. */
export type LifecycleDeps = Pick<AppDeps, 'config' | 'clock'>;

/**
 * pending → confirmed, and the expiry is cleared. Only before the hold's expiry, unless `pastExpiry`
 * (the owner received a bank transfer: they decide even after the time ran out, as long as the expiry
 * job has not ended the booking). The booker gets the invite, the team the notice.
 */
export async function confirmBooking(deps: LifecycleDeps, tx: Db, bookingId: string, opts: { pastExpiry?: boolean } = {}): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'confirmed', expires_at = NULL
      WHERE id = $1 AND status = 'pending' AND ($3 OR expires_at > $2)`,
    [bookingId, deps.clock.now(), opts.pastExpiry ?? false],
  );
  if (n !== 1) return false;
  await syncReminders(tx, deps.clock, bookingId);
  await queueBookingMails(deps, tx, bookingId, 'confirmed');
  return true;
}

/** pending → expired once its expiry has come (its time is free again); the booker is told. */
export async function expireBooking(deps: LifecycleDeps, tx: Db, bookingId: string): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'expired', sequence = sequence + 1
      WHERE id = $1 AND status = 'pending' AND expires_at <= $2`,
    [bookingId, deps.clock.now()],
  );
  if (n !== 1) return false;
  await syncReminders(tx, deps.clock, bookingId);
  await queueBookingMails(deps, tx, bookingId, 'expired');
  return true;
}

/**
 * pending | confirmed → cancelled, saying when, by whom and why (its time is free again). The booker
 * and the team are mailed (METHOD:CANCEL); `byName`, the member who cancelled for the team, is named in them.
 */
export async function cancelBooking(deps: LifecycleDeps, tx: Db, bookingId: string, cancel: { by: 'booker' | 'team'; reason: string | null; byName?: string | null }): Promise<boolean> {
  const n = await affected(
    tx,
    `UPDATE bookings SET status = 'cancelled', cancel_reason = $2, cancelled_by = $3, cancelled_at = $4, expires_at = NULL, sequence = sequence + 1
      WHERE id = $1 AND status IN ('pending', 'confirmed')`,
    [bookingId, cancel.reason, cancel.by, deps.clock.now()],
  );
  if (n !== 1) return false;
  await syncReminders(tx, deps.clock, bookingId);
  await queueBookingMails(deps, tx, bookingId, 'cancelled', { cancelledByName: cancel.byName ?? null });
  return true;
}

/**
 * A live booking to another time, its status unchanged: the row is updated in place, so its old time is
 * freed exactly when the new one is held (the exclusion constraint checks the new blocked range against
 * every other live booking and throws 23P01 — the caller maps it to SLOT_TAKEN). The mails say where it
 * was (a booking still awaiting payment gets its pay-by mail again: booking-mails.ts).
 */
export async function moveBooking(deps: LifecycleDeps, tx: Db, bookingId: string, to: { startsAt: Date; endsAt: Date; blockedFrom: Date; blockedTo: Date; timezone: string }): Promise<boolean> {
  const was = await bookingTimes(tx, bookingId);
  const n = await affected(
    tx,
    `UPDATE bookings SET starts_at = $2, ends_at = $3, blocked = tstzrange($4, $5, '[)'), timezone = $6, sequence = sequence + 1
      WHERE id = $1 AND status IN ('pending', 'confirmed')`,
    [bookingId, to.startsAt, to.endsAt, to.blockedFrom, to.blockedTo, to.timezone],
  );
  if (n !== 1 || !was) return false;
  await syncReminders(tx, deps.clock, bookingId);
  await queueBookingMails(deps, tx, bookingId, 'rescheduled', { previous: { start: new Date(was.starts_at), end: new Date(was.ends_at) } });
  return true;
}

export interface NewBooking {
  calendarId: string;
  eventTypeId: string;
  startsAt: Date;
  endsAt: Date;
  /** The event type's buffers at booking time: they are held with the booking. */
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  status: BookingStatus;
  customer?: { name?: string | null; email?: string | null; phone?: string | null };
  customerId?: string | null;
  notes?: string | null;
  /** The booker's zone and language (default UTC / en). */
  timezone?: string;
  locale?: Locale;
  priceHalalas?: number;
  /** Pending bookings must expire; default now + 15 minutes. */
  expiresAt?: Date | null;
  /** A public booking's client IP, hashed (public/booking-flow.service.ts): counts open holds per IP. */
  bookerIpHash?: Buffer | null;
  /** The booker agreed to phone reminders (SMS/WhatsApp) at their number. */
  messagingConsent?: boolean;
  /** The booker proved the booking's email with its code (phone messages need it, or a payment: messaging/phone-limits.ts). */
  bookerVerifiedAt?: Date | null;
  now: Date;
}

/**
 * Writes one booking. The database decides whether its time (buffers included) is free: the
 * exclusion constraint `bookings_no_overlap` refuses an overlap with a live booking of the same
 * calendar, which reaches the caller as SLOT_TAKEN (src/db/errors.ts: 23P01). No read-then-write
 * check here, so no race between two visitors can double-book.
 */
export async function insertBooking(db: Db, b: NewBooking): Promise<{ id: string }> {
  const blockedFrom = new Date(b.startsAt.getTime() - b.bufferBeforeMinutes * MINUTE);
  const blockedTo = new Date(b.endsAt.getTime() + b.bufferAfterMinutes * MINUTE);
  const expiresAt = b.status === 'pending' ? (b.expiresAt ?? new Date(b.now.getTime() + 15 * MINUTE)) : null;
  const cancelledAt = b.status === 'cancelled' ? b.now : null;
  let row: { id: string } | undefined;
  try {
    row = await one<{ id: string }>(
      db,
      `INSERT INTO bookings (calendar_id, event_type_id, starts_at, ends_at, blocked, status, customer_name, customer_email, customer_phone,
                             customer_id, notes, timezone, locale, price_halalas, expires_at, cancelled_at, created_at, booker_ip_hash, messaging_consent, booker_verified_at)
       VALUES ($1, $2, $3, $4, tstzrange($5, $6, '[)'), $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) RETURNING id`,
      [
        b.calendarId,
        b.eventTypeId,
        b.startsAt,
        b.endsAt,
        blockedFrom,
        blockedTo,
        b.status,
        b.customer?.name ?? null,
        b.customer?.email ?? null,
        b.customer?.phone ?? null,
        b.customerId ?? null,
        b.notes ?? null,
        b.timezone ?? 'UTC',
        b.locale ?? 'en',
        b.priceHalalas ?? 0,
        expiresAt,
        cancelledAt,
        b.now,
        b.bookerIpHash ?? null,
        (b.messagingConsent ?? false) && Boolean(b.customer?.phone),
        b.bookerVerifiedAt ?? null,
      ],
    );
  } catch (err) {
    throw mapDbError(err); // bookings_no_overlap → SLOT_TAKEN (src/db/errors.ts)
  }
  // A booking made confirmed gets its reminders now (a pending one when it is confirmed, below).
  if (b.status === 'confirmed') await syncReminders(db, { now: () => b.now }, row!.id);
  return row!;
}

/**
 * A booker's new booking, pending (awaiting payment) or confirmed: written (`insertBooking`), its
 * `expire-booking` job queued for a pending one's expiry, and the booker and the team mailed — all in
 * the caller's transaction.
 */
export async function createBooking(deps: LifecycleDeps, tx: Db, b: NewBooking & { status: 'pending' | 'confirmed' }): Promise<{ id: string }> {
  const { id } = await insertBooking(tx, b);
  if (b.status === 'pending' && b.expiresAt) await enqueue(tx, deps.clock, { job: expireBookingJob, payload: { bookingId: id }, runAt: b.expiresAt, maxAttempts: 20 });
  await queueBookingMails(deps, tx, id, b.status);
  return { id };
}

// ——— Expiry ———

/**
 * The `expire-booking` job, queued with the pending booking for its `expiresAt`: a pending booking
 * whose time is up becomes expired (its slot is free again) and the booker is told. Runs once per
 * booking whatever the number of workers (the queue's claim), and changes nothing when the booking
 * was paid, cancelled or already expired (the conditional update). A job that comes early (a clock
 * moved back) fails and is retried later.
 */
export const expireBookingJob = defineJob('expire-booking', z.object({ bookingId: idField }), async ({ bookingId }, deps: AppDeps) => {
  await withTx(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockBookingStatus(tx, bookingId);
    if (!row || row.status !== 'pending') return;
    if (row.expires_at && new Date(row.expires_at) > now) throw new Error('booking expiry job ran early; retried later');
    await expireBooking(deps, tx, bookingId);
  });
});
