import { timingSafeEqual } from 'node:crypto';
import { declineReasonOf, type VerifyPaymentOutput } from '@waqt/contracts';
import type { AppDeps } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { enqueue } from '../../jobs/queue.ts';
import { GatewayError, type GatewayPayment, type GatewayPaymentStatus } from '../../payments/gateway.ts';
import { confirmBooking, expireBooking } from '../bookings/lifecycle.ts';
import { cardProvider, secretKeyOf } from './providers.service.ts';
import {
  bookingForPay,
  hasCountingPayment,
  insertOfflinePayment,
  paymentByGatewayId,
  providersOf,
  upsertCardPayment,
  webhookSecretOfBooking,
  type BookingForPay,
  type ProviderRow,
} from './payments.queries.ts';
import { paymentJobPayload, refundPaymentJob } from './refunds.service.ts';
import { defineJob } from '../../jobs/define.ts';
import { countSettlement } from '../../ops/metrics.ts';

/**
 * Settling a booking's payment: what the gateway says about a card payment (the redirect back, the
 * webhook, the reconcile job — in any order, any number of times), and the bank transfer an owner
 * received. Settling confirms the booking (bookings/lifecycle.ts) or sends the money back (refunds).
 */

export const RECONCILE_PAYMENT = 'reconcile-payment';

/** Asks the gateway (secret key) for a payment; one that is not there is a verification failure. */
export async function fetchFromGateway(deps: AppDeps, provider: ProviderRow, paymentId: string): Promise<GatewayPayment> {
  try {
    return await deps.gateway.fetch(secretKeyOf(deps, provider), paymentId);
  } catch (err) {
    if (err instanceof GatewayError && (err.status === 404 || err.status === 400)) throw new AppError('PAYMENT_VERIFICATION_FAILED', undefined, { cause: err });
    throw err; // the gateway is down or refused the key: UNEXPECTED, retried by the reconcile job
  }
}

/** The payment really is for this booking: its metadata names it, and amount and currency match. */
export function belongsTo(p: GatewayPayment, b: BookingForPay): boolean {
  return p.metadata?.booking_id === b.id && p.amount === b.price_halalas && p.currency.toUpperCase() === b.currency;
}

/**
 * What each status of a gateway payment means for a booking: every status Moyasar's payment object
 * can have (PAYMENTS.md §1.5), in one table, so nothing is "paid" by default.
 * - `wait`: 3-D Secure not finished; recorded as initiated and reconciled later.
 * - `capture`: authorised only (`manual: true`): holds money but charges nothing, so it never counts.
 *   The server captures the full price while the hold is open (then it is `captured`), else voids it.
 * - `paid`: charged. `paid` counts; `captured` counts only when the whole price was captured (a part
 *   capture is refunded). Confirms a pending booking once; too late or a second payment is refunded.
 * - `failed` / `voided` / `refunded`: recorded; the booking does not change.
 * - `foreign`: a card verification (tokens), never a booking's payment: PAYMENT_VERIFICATION_FAILED.
 */
export type Settlement = 'wait' | 'capture' | 'paid' | 'failed' | 'voided' | 'refunded' | 'foreign';
export const GATEWAY_STATUSES: Readonly<Record<GatewayPaymentStatus, Settlement>> = {
  initiated: 'wait',
  authorized: 'capture',
  paid: 'paid',
  captured: 'paid',
  failed: 'failed',
  voided: 'voided',
  refunded: 'refunded',
  verified: 'foreign',
};
/** Unknown statuses (a gateway that grew one) are foreign: never paid by default. */
export const settlementOf = (status: string): Settlement => (Object.hasOwn(GATEWAY_STATUSES, status) ? GATEWAY_STATUSES[status as GatewayPaymentStatus] : 'foreign');

/** The whole price was charged: `paid`, or `captured` for all of it. */
const chargedInFull = (p: GatewayPayment) => p.status === 'paid' || (p.status === 'captured' && p.captured === p.amount);

/** The booking still waits for its money: pending, before its expiry, and no counting payment. */
async function holdOpen(db: Db, b: BookingForPay, now: Date): Promise<boolean> {
  if (b.status !== 'pending' || b.expires_at === null || now >= new Date(b.expires_at)) return false;
  return !(await hasCountingPayment(db, b.id));
}

/**
 * An authorisation is never kept as it is: captured for the booking's full price (amount and
 * currency were checked by `belongsTo`) while its hold is open, else voided. The gateway refuses a
 * second capture or void (another settle won): then its current state is asked for.
 */
async function captureOrVoid(deps: AppDeps, secret: string, b: BookingForPay, p: GatewayPayment): Promise<GatewayPayment> {
  const open = await holdOpen(deps.db, b, deps.clock.now());
  try {
    return open ? await deps.gateway.capture(secret, p.id, b.price_halalas) : await deps.gateway.void(secret, p.id);
  } catch (err) {
    if (err instanceof GatewayError && err.status === 400) return deps.gateway.fetch(secret, p.id);
    throw err;
  }
}

/**
 * Settles a card payment from what the gateway says — for the redirect back (forgeable), the webhook
 * and the reconcile job alike, so they can arrive in any order and any number of times. What each
 * gateway status does is `GATEWAY_STATUSES`; in short:
 * - not this booking's, another amount or currency, or a card verification → PAYMENT_VERIFICATION_FAILED, nothing changes;
 * - failed / voided / refunded → recorded (the visitor may try again);
 * - authorized → captured for the full price while the hold is open (then as paid), else voided;
 * - charged in full while the booking is pending and not past its expiry → the booking is confirmed
 *   (once: the row lock and the one-counting-payment index) and the confirmation mails go out;
 * - charged but the booking is expired, cancelled, past its expiry or already paid by another
 *   payment, or captured for less than the price → refunded (a job) and the booking stays as it is.
 */
export async function settlePayment(deps: AppDeps, bookingId: string, paymentId: string): Promise<VerifyPaymentOutput> {
  const first = await bookingForPay(deps.db, bookingId);
  const provider = cardProvider(await providersOf(deps.db, first.team_id));
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  let p = await fetchFromGateway(deps, provider, paymentId);
  if (!belongsTo(p, first) || settlementOf(p.status) === 'foreign') {
    deps.log.warn({ bookingId, paymentId, status: p.status }, 'payment does not match its booking (amount, currency, booking or kind)');
    countSettlement('rejected');
    throw new AppError('PAYMENT_VERIFICATION_FAILED');
  }
  if (settlementOf(p.status) === 'capture') p = await captureOrVoid(deps, secretKeyOf(deps, provider), first, p);
  const settlement = settlementOf(p.status);
  return withTx(deps.db, async (tx) => {
    const now = deps.clock.now();
    const b = await bookingForPay(tx, bookingId, true);
    switch (settlement) {
      case 'wait':
      case 'capture': // the gateway still says authorised (an issuer's own void leaves it so): never paid
      case 'foreign':
        countSettlement('pending');
        return { status: b.status, paymentStatus: (await upsertCardPayment(tx, b, p, 'initiated', now)).status };
      case 'failed':
      case 'voided':
      case 'refunded':
        countSettlement(settlement);
        return { status: b.status, paymentStatus: (await upsertCardPayment(tx, b, p, settlement, now)).status, ...(p.status === 'failed' ? { decline: declineOf(p) } : {}) };
      case 'paid':
        break;
    }
    const known = await paymentByGatewayId(tx, p.id);
    if (known && known.status !== 'initiated') return { status: b.status, paymentStatus: known.status }; // settled before: nothing changes
    if (chargedInFull(p) && (await holdOpen(tx, b, now)) && (await confirmBooking(deps, tx, b.id))) {
      await upsertCardPayment(tx, b, p, 'paid', now);
      countSettlement('paid');
      return { status: 'confirmed' as const, paymentStatus: 'paid' as const };
    }
    // Too late, paid twice or captured in part: keep the money out of it. A late full charge ends the
    // pending booking; a part capture leaves it as it is (the visitor may still pay in full).
    const expire = b.status === 'pending' && chargedInFull(p) && (await expireBooking(deps, tx, b.id));
    await upsertCardPayment(tx, b, p, 'initiated', now);
    await enqueue(tx, deps.clock, { job: refundPaymentJob, payload: { bookingId: b.id, paymentId: p.id }, maxAttempts: 20, uniqueKey: `${refundPaymentJob.kind}:${p.id}` });
    deps.log.info({ bookingId, paymentId }, 'late, duplicate or partial payment: refunding');
    countSettlement(expire ? 'expired' : 'refunding');
    return { status: expire ? ('expired' as const) : b.status, paymentStatus: 'initiated' as const };
  });
}

/**
 * Why the gateway failed a payment, for the payer (the pay page translates the reason). The gateway's
 * words travel only when no rule knows them, clipped; they are the payer's own payment's.
 */
function declineOf(p: GatewayPayment): NonNullable<VerifyPaymentOutput['decline']> {
  const message = p.source?.message ?? null;
  const reason = declineReasonOf(message, p.source?.response_code ?? null);
  return reason === 'other' && message ? { reason, message: message.trim().slice(0, 300) } : { reason };
}

/** The gateway's webhook: the shared secret must match the team's card provider, then the payment is settled. */
export async function paymentWebhook(deps: AppDeps, body: unknown): Promise<'ok' | 'refused' | 'ignored'> {
  const b = body as { secret_token?: unknown; data?: { id?: unknown; metadata?: { booking_id?: unknown } | null } } | null;
  const paymentId = b?.data?.id;
  const bookingId = b?.data?.metadata?.booking_id;
  if (typeof paymentId !== 'string' || typeof bookingId !== 'string' || !/^[0-9a-f-]{36}$/i.test(bookingId)) return 'ignored';
  const secret = await webhookSecretOfBooking(deps.db, bookingId);
  const given = Buffer.from(typeof b?.secret_token === 'string' ? b.secret_token : '');
  const expected = Buffer.from(secret ?? '');
  if (secret === undefined || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'refused';
  await settlePayment(deps, bookingId, paymentId);
  return 'ok';
}

/** A recorded payment still `initiated` after the booking's expiry: ask the gateway and settle it. */
export const reconcilePaymentJob = defineJob(RECONCILE_PAYMENT, paymentJobPayload(), async ({ bookingId, paymentId }, deps: AppDeps) => {
  const row = await paymentByGatewayId(deps.db, paymentId);
  if (row && row.status !== 'initiated') return;
  try {
    await settlePayment(deps, bookingId, paymentId);
  } catch (err) {
    if (err instanceof AppError && err.code !== 'UNEXPECTED') return; // not this booking's: nothing to do
    throw err;
  }
});

/** An owner received the bank transfer for a pending booking: it is paid and confirmed. */
export async function markTransferReceived(deps: AppDeps, teamId: string, bookingId: string): Promise<void> {
  await withTx(deps.db, async (tx) => {
    const b = await bookingForPay(tx, bookingId, true);
    if (b.team_id !== teamId) throw new AppError('BOOKING_NOT_FOUND');
    if (b.status !== 'pending') throw new AppError('BOOKING_NOT_CHANGEABLE');
    await insertOfflinePayment(tx, b, 'bank_transfer', deps.clock.now());
    if (!(await confirmBooking(deps, tx, b.id, { pastExpiry: true }))) throw new AppError('BOOKING_NOT_CHANGEABLE');
  });
}
