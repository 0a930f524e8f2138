import type { EntityManager, DataSource } from 'typeorm';
import type { Locale } from '@waqt/contracts';
import type { BookingStatus } from '../bookings/lifecycle.ts';
import { mapDbError } from '../../db/errors.ts';
import { syncReminders } from '../reminders/schedule.ts';

const MINUTE = 60_000;

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
  /** A public booking's client IP, hashed (booking-flow.service.ts): counts open holds per IP. */
  bookerIpHash?: Buffer | null;
  /** The booker agreed to phone reminders (SMS/WhatsApp) at their number. */
  messagingConsent?: boolean;
  /** The booker proved the booking's email with its code (phone messages need it, or a payment: reminders/phone-limits.ts). */
  bookerVerifiedAt?: Date | null;
  now: Date;
}

/**
 * Writes one booking. The database decides whether its time (buffers included) is free: the
 * exclusion constraint `bookings_no_overlap` refuses an overlap with a live booking of the same
 * calendar, which reaches the caller as SLOT_TAKEN (src/db/errors.ts: 23P01). No read-then-write
 * check here, so no race between two visitors can double-book.
 */
export async function insertBooking(db: DataSource | EntityManager, b: NewBooking): Promise<{ id: string }> {
  const blockedFrom = new Date(b.startsAt.getTime() - b.bufferBeforeMinutes * MINUTE);
  const blockedTo = new Date(b.endsAt.getTime() + b.bufferAfterMinutes * MINUTE);
  const expiresAt = b.status === 'pending' ? (b.expiresAt ?? new Date(b.now.getTime() + 15 * MINUTE)) : null;
  const cancelledAt = b.status === 'cancelled' ? b.now : null;
  let row: { id: string } | undefined;
  try {
    [row] = await db.query(
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
  // A booking made confirmed gets its reminders now (a pending one when it is confirmed: lifecycle.ts).
  if (b.status === 'confirmed') await syncReminders(db, { now: () => b.now }, row!.id);
  return row!;
}
