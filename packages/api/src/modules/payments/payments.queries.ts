import type { PaymentStatus } from '@waqt/contracts';
import { AppError } from '../../errors.ts';
import type { Db } from '../../db/tx.ts';
import { many, one } from '../../db/sql.ts';
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

/** A team's payment provider (one per kind): how the team is paid, with the card keys sealed. */
export interface ProviderRow {
  id: string;
  team_id: string;
  kind: 'card' | 'bank_transfer' | 'on_arrival';
  is_default: boolean;
  publishable_key: string | null;
  secret_key_enc: string | null;
  webhook_secret: string | null;
  bank_name: string | null;
  iban: string | null;
  account_holder: string | null;
  created_at: Date;
}

const PROVIDER_COLUMNS = 'id, team_id, kind, is_default, publishable_key, secret_key_enc, webhook_secret, bank_name, iban, account_holder, created_at';

/** The team's providers, the default first. */
export const providersOf = (db: Db, teamId: string) =>
  many<ProviderRow>(db, `SELECT ${PROVIDER_COLUMNS} FROM payment_providers WHERE team_id = $1 ORDER BY is_default DESC, created_at, id`, [teamId]);

export const providerOfTeam = (db: Db, teamId: string, providerId: string) =>
  one<ProviderRow>(db, `SELECT ${PROVIDER_COLUMNS} FROM payment_providers WHERE id = $1 AND team_id = $2`, [providerId, teamId]);

/** How many providers the team has besides `providerId`. */
export async function countOtherProviders(tx: Db, teamId: string, providerId: string): Promise<number> {
  const row = await one<{ n: number }>(tx, `SELECT count(*)::int AS n FROM payment_providers WHERE team_id = $1 AND id <> $2`, [teamId, providerId]);
  return row!.n;
}

/** Takes the default from the team's other providers (before `providerId` becomes it). */
export async function clearOtherDefaultProviders(tx: Db, teamId: string, providerId: string): Promise<void> {
  await tx.query(`UPDATE payment_providers SET is_default = false WHERE team_id = $1 AND id <> $2 AND is_default`, [teamId, providerId]);
}

/** Adds or edits a provider by its id; a second provider of a kind fails on `payment_providers_team_kind_key`. */
export async function upsertProviderRow(
  tx: Db,
  p: {
    id: string;
    teamId: string;
    kind: ProviderRow['kind'];
    isDefault: boolean;
    publishableKey: string | null;
    secretKeyEnc: string | null;
    webhookSecret: string | null;
    bankName: string | null;
    iban: string | null;
    accountHolder: string | null;
    now: Date;
  },
): Promise<ProviderRow> {
  const row = await one<ProviderRow>(
    tx,
    `INSERT INTO payment_providers (id, team_id, kind, is_default, publishable_key, secret_key_enc, webhook_secret, bank_name, iban, account_holder, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (id) DO UPDATE SET is_default = EXCLUDED.is_default, publishable_key = EXCLUDED.publishable_key, secret_key_enc = EXCLUDED.secret_key_enc,
       webhook_secret = EXCLUDED.webhook_secret, bank_name = EXCLUDED.bank_name, iban = EXCLUDED.iban, account_holder = EXCLUDED.account_holder, updated_at = EXCLUDED.updated_at
     RETURNING ${PROVIDER_COLUMNS}`,
    [p.id, p.teamId, p.kind, p.isDefault, p.publishableKey, p.secretKeyEnc, p.webhookSecret, p.bankName, p.iban, p.accountHolder, p.now],
  );
  return row!;
}

/** Deletes a team's provider; whether it was the default, or undefined when there was none. */
export const deleteProviderRow = (tx: Db, teamId: string, providerId: string) =>
  one<{ is_default: boolean }>(tx, `DELETE FROM payment_providers WHERE id = $1 AND team_id = $2 RETURNING is_default`, [providerId, teamId]);

/** The team's oldest provider becomes the default. */
export async function makeOldestProviderDefault(tx: Db, teamId: string): Promise<void> {
  await tx.query(`UPDATE payment_providers SET is_default = true WHERE id = (SELECT id FROM payment_providers WHERE team_id = $1 ORDER BY created_at, id LIMIT 1)`, [teamId]);
}
