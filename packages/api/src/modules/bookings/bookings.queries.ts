import type { PaymentRecord, PaymentStatus } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import { many } from '../../db/sql.ts';

/*
 * The bookings module's SQL (docs/decisions.md, "One data-access style"): typed through db/sql.ts.
 */

interface PaymentRow {
  id: string;
  kind: PaymentRecord['kind'];
  status: PaymentStatus;
  amount_halalas: number;
  refunded_halalas: number;
  currency: string;
  gateway_id: string | null;
  card_brand: string | null;
  card_last4: string | null;
  created_at: Date;
  paid_at: Date | null;
}

/** A booking's payments as the team sees them (bookings.detail), oldest first. */
export async function paymentsOfBooking(db: Db, bookingId: string): Promise<PaymentRecord[]> {
  const rows = await many<PaymentRow>(
    db,
    `SELECT id, kind, status, amount_halalas, refunded_halalas, currency, gateway_id, card_brand, card_last4, created_at, paid_at
     FROM payments WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    status: r.status,
    amountHalalas: r.amount_halalas,
    refundedHalalas: r.refunded_halalas,
    currency: r.currency.trim(),
    gatewayId: r.gateway_id,
    cardBrand: r.card_brand,
    cardLast4: r.card_last4,
    createdAt: new Date(r.created_at).toISOString(),
    paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
  }));
}