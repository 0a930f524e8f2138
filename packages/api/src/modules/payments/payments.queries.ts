import type { PaymentStatus } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/tx.ts';
import { one } from '../../db/sql.ts';
import type { GatewayPayment } from '../../payments/gateway.ts';
import type { BookingStatus } from '../bookings/lifecycle.ts';
import { BOOKING_NAMES, type BookingNamesRow } from '../bookings/booking-names.ts';

/** The payments module's SQL (typed rows). A booking's status changes only in bookings/lifecycle.ts. */

export interface BookingForPay extends BookingNamesRow {
  id: string;
  status: BookingStatus;
  team_id: string;
  currency: string;
  price_halalas: number;
  expires_at: Date | null;
  starts_at: Date;
  ends_at: Date;
  timezone: string;
  sequence: number;
}

const BOOKING = `
  SELECT b.id, b.status, t.id AS team_id, trim(t.currency) AS currency, b.price_halalas, b.expires_at, b.starts_at, b.ends_at, b.timezone,
         ${BOOKING_NAMES}, b.sequence
  FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN teams t ON t.id = c.team_id JOIN event_types e ON e.id = b.event_type_id
  WHERE b.id = $1`;

/** The booking a payment is for, with its team's currency; `lock` takes its row lock (in a transaction). */
export async function bookingForPay(db: Db, bookingId: string, lock = false): Promise<BookingForPay> {
  const b = await one<BookingForPay>(db, BOOKING + (lock ? ' FOR UPDATE OF b' : ''), [bookingId]);
  if (!b) throw new AppError('BOOKING_NOT_FOUND');
  return b;
}

/** The statuses of a payment that count as the booking's money (one per booking: `payments_one_counting_uq`). */
const COUNTING = `('paid', 'partially_refunded', 'on_arrival', 'transfer_pending')`;

export async function hasCountingPayment(db: Db, bookingId: string): Promise<boolean> {
  return (await one(db, `SELECT 1 FROM payments WHERE booking_id = $1 AND status IN ${COUNTING}`, [bookingId])) !== undefined;
}

/** The recorded payment of a gateway payment id, if any. */
export function paymentByGatewayId(db: Db, gatewayId: string): Promise<{ booking_id: string; status: PaymentStatus } | undefined> {
  return one(db, `SELECT booking_id, status FROM payments WHERE gateway_id = $1`, [gatewayId]);
}

const last4 = (p: GatewayPayment) => /(\d{4})$/.exec(p.source?.number ?? '')?.[1] ?? null;

/** Records (or refreshes) the payment row for a gateway payment; counting statuses are the caller's call. */
export async function upsertCardPayment(tx: Db, b: BookingForPay, p: GatewayPayment, status: PaymentStatus, now: Date): Promise<{ id: string; status: PaymentStatus }> {
  const row = await one<{ id: string; status: PaymentStatus }>(
    tx,
    `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, gateway_id, card_brand, card_last4, created_at, updated_at, paid_at)
     VALUES ($1, 'card', $2, $3, $4, $5, $6, $7, $8, $8, $9)
     ON CONFLICT ON CONSTRAINT payments_gateway_id_key DO UPDATE SET
       status = CASE WHEN payments.status = 'initiated' THEN EXCLUDED.status ELSE payments.status END,
       card_brand = COALESCE(EXCLUDED.card_brand, payments.card_brand), card_last4 = COALESCE(EXCLUDED.card_last4, payments.card_last4),
       paid_at = COALESCE(payments.paid_at, EXCLUDED.paid_at), updated_at = EXCLUDED.updated_at
     RETURNING id, status`,
    [b.id, status, p.amount, p.currency.toUpperCase(), p.id, p.source?.company ?? null, last4(p), now, status === 'paid' ? now : null],
  );
  return row!;
}

/** A payment made outside the gateway: on arrival (due there) or a bank transfer received (paid now). */
export async function insertOfflinePayment(tx: Db, b: BookingForPay, kind: 'on_arrival' | 'bank_transfer', now: Date): Promise<void> {
  if (kind === 'on_arrival') {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, created_at, updated_at) VALUES ($1, 'on_arrival', 'on_arrival', $2, $3, $4, $4)`,
      [b.id, b.price_halalas, b.currency, now],
    );
  } else {
    await tx.query(
      `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, created_at, updated_at, paid_at) VALUES ($1, 'bank_transfer', 'paid', $2, $3, $4, $4, $4)`,
      [b.id, b.price_halalas, b.currency, now],
    );
  }
}

/** The card provider's webhook secret of the team a booking belongs to (none: no card provider). */
export async function webhookSecretOfBooking(db: Db, bookingId: string): Promise<string | undefined> {
  const row = await one<{ webhook_secret: string }>(
    db,
    `SELECT p.webhook_secret FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN payment_providers p ON p.team_id = c.team_id AND p.kind = 'card' WHERE b.id = $1`,
    [bookingId],
  );
  return row?.webhook_secret;
}

/** The booking's card payment that still holds money (paid, or refunded in part). */
export function refundableCardPayment(db: Db, bookingId: string) {
  return one<{ id: string; gateway_id: string; amount_halalas: number; refunded_halalas: number }>(
    db,
    `SELECT id, gateway_id, amount_halalas, refunded_halalas FROM payments WHERE booking_id = $1 AND kind = 'card' AND status IN ('paid', 'partially_refunded')`,
    [bookingId],
  );
}

/** What the gateway answered to a refund or void, recorded on the payment (by its gateway id). */
export async function recordGatewayRefund(db: Db, gatewayId: string, outcome: { status: 'voided' } | { status: 'refunded'; refunded: number }, now: Date): Promise<void> {
  if (outcome.status === 'voided') {
    await db.query(`UPDATE payments SET status = 'voided', updated_at = $2 WHERE gateway_id = $1`, [gatewayId, now]);
  } else {
    await db.query(`UPDATE payments SET status = 'refunded', refunded_halalas = $3, updated_at = $2 WHERE gateway_id = $1`, [gatewayId, now, outcome.refunded]);
  }
}

/** An owner's refund, recorded on the payment row: in full or in part. */
export async function recordTeamRefund(tx: Db, paymentId: string, refunded: number, full: boolean, now: Date): Promise<void> {
  await tx.query(`UPDATE payments SET refunded_halalas = $2, status = $3, updated_at = $4 WHERE id = $1`, [paymentId, refunded, full ? 'refunded' : 'partially_refunded', now]);
}
