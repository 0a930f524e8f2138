import { timingSafeEqual } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { vatIncluded, type PaymentRecord, type PaymentStatus, type PublicPayment } from '@waqt/contracts';
import type { AppDeps, Context } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx, type Db } from '../../db/tx.ts';
import { enqueue } from '../../jobs/queue.ts';
import { GatewayError, type GatewayPayment, type GatewayPaymentStatus } from '../../payments/gateway.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import { queueBookingMails } from '../public/booking-mails.ts';
import { cancelBooking, confirmBooking, expireBooking } from '../bookings/lifecycle.ts';
import { isManageToken, opensBooking } from '../public/booking-tokens.ts';
import { providersOf, secretKeyOf, type ProviderRow } from './providers.service.ts';

export const REFUND_PAYMENT = 'refund-payment';
export const RECONCILE_PAYMENT = 'reconcile-payment';
const MINUTE = 60_000;

interface BookingForPay {
  id: string;
  status: 'pending' | 'confirmed' | 'cancelled' | 'expired';
  team_id: string;
  currency: string;
  price_halalas: number;
  expires_at: Date | null;
  starts_at: Date;
  ends_at: Date;
  timezone: string;
  title: string;
  calendar_name: string;
  sequence: number;
}

const BOOKING = `
  SELECT b.id, b.status, t.id AS team_id, trim(t.currency) AS currency, b.price_halalas, b.expires_at, b.starts_at, b.ends_at, b.timezone,
         e.title, c.name AS calendar_name, b.sequence
  FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN teams t ON t.id = c.team_id JOIN event_types e ON e.id = b.event_type_id
  WHERE b.id = $1`;

async function bookingForPay(db: Db, bookingId: string, lock = false): Promise<BookingForPay> {
  const [b] = (await db.query<BookingForPay[]>(BOOKING + (lock ? ' FOR UPDATE OF b' : ''), [bookingId]));
  if (!b) throw new AppError('BOOKING_NOT_FOUND');
  return b;
}

const cardProvider = (providers: ProviderRow[]) => providers.find((p) => p.kind === 'card');

/**
 * The pay page's calls need the booking's manage token (BOOKING_TOKEN_INVALID): reading the page (the
 * team's bank details) takes the token that opens the booking — the last one still shows an expired or
 * cancelled booking as such — and a change (attachPayment, payOnArrival) the current one.
 */
function assertToken(deps: AppDeps, b: BookingForPay, token: string, change: boolean): void {
  const ok = change ? isManageToken(deps.config.authSecret, b.id, b.sequence, token) : opensBooking(deps.config.authSecret, b, token);
  if (!ok) throw new AppError('BOOKING_TOKEN_INVALID');
}

/** The pay page: the booking, its VAT-inclusive price with the VAT in it, and the team's methods (default first). */
export async function publicPayment(deps: AppDeps, bookingId: string, token: string): Promise<PublicPayment> {
  const b = await bookingForPay(deps.db, bookingId);
  assertToken(deps, b, token, false);
  const providers = await providersOf(deps.db, b.team_id);
  return {
    bookingId: b.id,
    status: b.status,
    title: b.title,
    organizer: b.calendar_name,
    startsAt: new Date(b.starts_at).toISOString(),
    endsAt: new Date(b.ends_at).toISOString(),
    timezone: b.timezone,
    amountHalalas: b.price_halalas,
    vatHalalas: vatIncluded(b.price_halalas),
    currency: b.currency,
    expiresAt: b.status === 'pending' && b.expires_at ? new Date(b.expires_at).toISOString() : null,
    methods: providers.map((p) =>
      p.kind === 'card'
        ? { kind: 'card' as const, publishableKey: p.publishable_key!, baseUrl: deps.config.moyasarBaseUrl }
        : p.kind === 'bank_transfer'
          ? { kind: 'bank_transfer' as const, bankName: p.bank_name!, iban: p.iban!, accountHolder: p.account_holder! }
          : { kind: 'on_arrival' as const },
    ),
  };
}

/** Asks the gateway (secret key) for a payment; one that is not there is a verification failure. */
async function fetchFromGateway(deps: AppDeps, provider: ProviderRow, paymentId: string): Promise<GatewayPayment> {
  try {
    return await deps.gateway.fetch(secretKeyOf(deps, provider), paymentId);
  } catch (err) {
    if (err instanceof GatewayError && (err.status === 404 || err.status === 400)) throw new AppError('PAYMENT_VERIFICATION_FAILED', undefined, { cause: err });
    throw err; // the gateway is down or refused the key: UNEXPECTED, retried by the reconcile job
  }
}

/** The payment really is for this booking: its metadata names it, and amount and currency match. */
function belongsTo(p: GatewayPayment, b: BookingForPay): boolean {
  return p.metadata?.booking_id === b.id && p.amount === b.price_halalas && p.currency.toUpperCase() === b.currency;
}

const last4 = (p: GatewayPayment) => /(\d{4})$/.exec(p.source?.number ?? '')?.[1] ?? null;

/** Records (or refreshes) the payment row for a gateway payment; counting statuses are the caller's call. */
async function upsertCardPayment(tx: EntityManager, b: BookingForPay, p: GatewayPayment, status: PaymentStatus, now: Date): Promise<{ id: string; status: PaymentStatus }> {
  const [row] = (await tx.query<{ id: string; status: PaymentStatus }[]>(
    `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, gateway_id, card_brand, card_last4, created_at, updated_at, paid_at)
     VALUES ($1, 'card', $2, $3, $4, $5, $6, $7, $8, $8, $9)
     ON CONFLICT ON CONSTRAINT payments_gateway_id_key DO UPDATE SET
       status = CASE WHEN payments.status = 'initiated' THEN EXCLUDED.status ELSE payments.status END,
       card_brand = COALESCE(EXCLUDED.card_brand, payments.card_brand), card_last4 = COALESCE(EXCLUDED.card_last4, payments.card_last4),
       paid_at = COALESCE(payments.paid_at, EXCLUDED.paid_at), updated_at = EXCLUDED.updated_at
     RETURNING id, status`,
    [b.id, status, p.amount, p.currency.toUpperCase(), p.id, p.source?.company ?? null, last4(p), now, status === 'paid' ? now : null],
  ));
  return row!;
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

const COUNTING = `('paid', 'partially_refunded', 'on_arrival', 'transfer_pending')`;

/** The booking still waits for its money: pending, before its expiry, and no counting payment. */
async function holdOpen(db: Db, b: BookingForPay, now: Date): Promise<boolean> {
  if (b.status !== 'pending' || b.expires_at === null || now >= new Date(b.expires_at)) return false;
  const [counting] = (await db.query<unknown[]>(`SELECT 1 FROM payments WHERE booking_id = $1 AND status IN ${COUNTING}`, [b.id]));
  return !counting;
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
 * Per-call limits on the unauthenticated payment calls, each of which asks the gateway with the
 * team's secret key: per booking (attach: BOOKING_ATTEMPTS_PER_WINDOW; verify, which a page may
 * repeat on every return from 3-D Secure: three times that) and per client IP (three times that)
 * (docs/decisions.md, issue 19).
 */
function limitPaymentCalls(ctx: Context, action: 'attach_payment' | 'verify_payment', bookingId: string) {
  const max = ctx.config.bookingAttemptsPerWindow;
  return limitAttempts(ctx.db, ctx.clock, [
    { key: `${action}:booking:${bookingId}`, max: action === 'verify_payment' ? max * 3 : max },
    ...(ctx.ip ? [{ key: `${action}:ip:${ctx.ip}`, max: max * 3 }] : []),
  ]);
}

/**
 * The form created a payment (`on_completed`, before any 3-D Secure redirect): record it, so a
 * visitor who closes the tab is still reconciled — a job asks the gateway after the booking's expiry.
 * A payment recorded before answers at once (no gateway call, nothing queued); one reconcile job per
 * payment whatever the number of calls (the job's unique key); limited per booking and IP.
 */
export async function attachPayment(ctx: Context, bookingId: string, paymentId: string, token: string): Promise<{ ok: true }> {
  await limitPaymentCalls(ctx, 'attach_payment', bookingId);
  const b = await bookingForPay(ctx.db, bookingId);
  assertToken(ctx, b, token, true);
  const [known] = (await ctx.db.query<{ booking_id: string }[]>(`SELECT booking_id FROM payments WHERE gateway_id = $1`, [paymentId]));
  if (known) {
    if (known.booking_id !== b.id) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    return { ok: true };
  }
  const provider = cardProvider(await providersOf(ctx.db, b.team_id));
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  const p = await fetchFromGateway(ctx, provider, paymentId);
  if (!belongsTo(p, b) || settlementOf(p.status) === 'foreign') throw new AppError('PAYMENT_VERIFICATION_FAILED');
  await withTx(ctx.db, async (tx) => {
    await upsertCardPayment(tx, b, p, 'initiated', ctx.clock.now());
    const runAt = new Date(Math.max(ctx.clock.now().getTime(), (b.expires_at ? new Date(b.expires_at).getTime() : 0)) + MINUTE);
    await enqueue(tx, ctx.clock, { kind: RECONCILE_PAYMENT, payload: { bookingId, paymentId }, runAt, maxAttempts: 12, uniqueKey: `${RECONCILE_PAYMENT}:${paymentId}` });
  });
  return { ok: true };
}

/** Back from the gateway: `settlePayment`, limited per booking and client IP (each call asks the gateway). */
export async function verifyPaymentPublic(ctx: Context, bookingId: string, paymentId: string) {
  await limitPaymentCalls(ctx, 'verify_payment', bookingId);
  return settlePayment(ctx, bookingId, paymentId);
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
export async function settlePayment(deps: AppDeps, bookingId: string, paymentId: string): Promise<{ status: BookingForPay['status']; paymentStatus: PaymentStatus }> {
  const first = await bookingForPay(deps.db, bookingId);
  const provider = cardProvider(await providersOf(deps.db, first.team_id));
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  let p = await fetchFromGateway(deps, provider, paymentId);
  if (!belongsTo(p, first) || settlementOf(p.status) === 'foreign') {
    deps.log.warn({ bookingId, paymentId, status: p.status }, 'payment does not match its booking (amount, currency, booking or kind)');
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
        return { status: b.status, paymentStatus: (await upsertCardPayment(tx, b, p, 'initiated', now)).status };
      case 'failed':
      case 'voided':
      case 'refunded':
        return { status: b.status, paymentStatus: (await upsertCardPayment(tx, b, p, settlement, now)).status };
      case 'paid':
        break;
    }
    const [known] = (await tx.query<{ status: PaymentStatus }[]>(`SELECT status FROM payments WHERE gateway_id = $1`, [p.id]));
    if (known && known.status !== 'initiated') return { status: b.status, paymentStatus: known.status }; // settled before: nothing changes
    if (chargedInFull(p) && (await holdOpen(tx, b, now)) && (await confirmBooking(tx, deps.clock, b.id))) {
      await upsertCardPayment(tx, b, p, 'paid', now);
      await queueBookingMails(deps, tx, b.id, 'confirmed');
      return { status: 'confirmed' as const, paymentStatus: 'paid' as const };
    }
    // Too late, paid twice or captured in part: keep the money out of it. A late full charge ends the
    // pending booking; a part capture leaves it as it is (the visitor may still pay in full).
    const expire = b.status === 'pending' && chargedInFull(p) && (await expireBooking(tx, deps.clock, b.id));
    if (expire) await queueBookingMails(deps, tx, b.id, 'expired');
    await upsertCardPayment(tx, b, p, 'initiated', now);
    await enqueue(tx, deps.clock, { kind: REFUND_PAYMENT, payload: { bookingId: b.id, paymentId: p.id }, maxAttempts: 20, uniqueKey: `${REFUND_PAYMENT}:${p.id}` });
    deps.log.info({ bookingId, paymentId }, 'late, duplicate or partial payment: refunding');
    return { status: expire ? ('expired' as const) : b.status, paymentStatus: 'initiated' as const };
  });
}

/** The gateway's webhook: the shared secret must match the team's card provider, then the payment is settled. */
export async function paymentWebhook(deps: AppDeps, body: unknown): Promise<'ok' | 'refused' | 'ignored'> {
  const b = body as { secret_token?: unknown; data?: { id?: unknown; metadata?: { booking_id?: unknown } | null } } | null;
  const paymentId = b?.data?.id;
  const bookingId = b?.data?.metadata?.booking_id;
  if (typeof paymentId !== 'string' || typeof bookingId !== 'string' || !/^[0-9a-f-]{36}$/i.test(bookingId)) return 'ignored';
  const [row] = (await deps.db.query<{ webhook_secret: string }[]>(
    `SELECT p.webhook_secret FROM bookings b JOIN calendars c ON c.id = b.calendar_id JOIN payment_providers p ON p.team_id = c.team_id AND p.kind = 'card' WHERE b.id = $1`,
    [bookingId],
  ));
  const given = Buffer.from(typeof b?.secret_token === 'string' ? b.secret_token : '');
  const expected = Buffer.from(row?.webhook_secret ?? '');
  if (!row || given.length !== expected.length || !timingSafeEqual(given, expected)) return 'refused';
  await settlePayment(deps, bookingId, paymentId);
  return 'ok';
}

/**
 * Gives back money the booking must not keep (late, a second payment, a part capture); idempotent.
 * A charged payment is refunded; an authorisation is voided (nothing was charged to refund).
 */
async function refundJob(deps: AppDeps, payload: unknown): Promise<void> {
  const { bookingId, paymentId } = payload as { bookingId: string; paymentId: string };
  const b = await bookingForPay(deps.db, bookingId);
  const provider = cardProvider(await providersOf(deps.db, b.team_id));
  if (!provider) throw new Error('card provider removed; cannot refund');
  const secret = secretKeyOf(deps, provider);
  let p = await deps.gateway.fetch(secret, paymentId);
  if (p.status === 'paid' || p.status === 'captured') p = await deps.gateway.refund(secret, paymentId);
  else if (p.status === 'authorized') p = await deps.gateway.void(secret, paymentId);
  if (p.status === 'voided') {
    await deps.db.query(`UPDATE payments SET status = 'voided', updated_at = $2 WHERE gateway_id = $1`, [paymentId, deps.clock.now()]);
  } else if (p.status === 'refunded') {
    await deps.db.query(`UPDATE payments SET status = 'refunded', refunded_halalas = $3, updated_at = $2 WHERE gateway_id = $1`, [paymentId, deps.clock.now(), p.refunded]);
  } else if (p.status !== 'failed') {
    throw new Error(`payment ${p.status} after its refund; retried`);
  }
}

/** A recorded payment still `initiated` after the booking's expiry: ask the gateway and settle it. */
async function reconcileJob(deps: AppDeps, payload: unknown): Promise<void> {
  const { bookingId, paymentId } = payload as { bookingId: string; paymentId: string };
  const [row] = (await deps.db.query<{ status: string }[]>(`SELECT status FROM payments WHERE gateway_id = $1`, [paymentId]));
  if (row && row.status !== 'initiated') return;
  try {
    await settlePayment(deps, bookingId, paymentId);
  } catch (err) {
    if (err instanceof AppError && err.code !== 'UNEXPECTED') return; // not this booking's: nothing to do
    throw err;
  }
}

export function paymentJobHandlers(deps: AppDeps) {
  return {
    [REFUND_PAYMENT]: (payload: unknown) => refundJob(deps, payload),
    [RECONCILE_PAYMENT]: (payload: unknown) => reconcileJob(deps, payload),
  };
}

/** The visitor chooses to pay on arrival (the team offers it): the booking is confirmed, the payment due there. */
export async function payOnArrival(deps: AppDeps, bookingId: string, token: string): Promise<{ status: BookingForPay['status']; paymentStatus: PaymentStatus }> {
  return withTx(deps.db, async (tx) => {
    const b = await bookingForPay(tx, bookingId, true);
    assertToken(deps, b, token, true);
    const providers = await providersOf(tx, b.team_id);
    if (!providers.some((p) => p.kind === 'on_arrival')) throw new AppError('PAYMENT_PROVIDER_UNSUPPORTED');
    const now = deps.clock.now();
    if (b.status !== 'pending' || !b.expires_at || now >= new Date(b.expires_at)) throw new AppError('PAYMENT_EXPIRED');
    await tx.query(
      `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, created_at, updated_at) VALUES ($1, 'on_arrival', 'on_arrival', $2, $3, $4, $4)`,
      [b.id, b.price_halalas, b.currency, now],
    );
    if (!(await confirmBooking(tx, deps.clock, b.id))) throw new AppError('PAYMENT_EXPIRED');
    await queueBookingMails(deps, tx, b.id, 'confirmed');
    return { status: 'confirmed' as const, paymentStatus: 'on_arrival' as const };
  });
}

// ——— The team's side ———

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

export async function paymentsOfBooking(db: Db, bookingId: string): Promise<PaymentRecord[]> {
  const rows = (await db.query<PaymentRow[]>(
    `SELECT id, kind, status, amount_halalas, refunded_halalas, currency, gateway_id, card_brand, card_last4, created_at, paid_at
     FROM payments WHERE booking_id = $1 ORDER BY created_at, id`,
    [bookingId],
  ));
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

/**
 * An owner refunds a card-paid booking, fully (which cancels it, freeing the time) or in part.
 * The gateway decides first; the record follows what it answered.
 */
export async function refundByTeam(deps: AppDeps, teamId: string, bookingId: string, amount: number | undefined, byName: string): Promise<void> {
  const b = await bookingForPay(deps.db, bookingId);
  if (b.team_id !== teamId) throw new AppError('BOOKING_NOT_FOUND');
  const [pay] = (await deps.db.query<{ id: string; gateway_id: string; amount_halalas: number; refunded_halalas: number }[]>(
    `SELECT id, gateway_id, amount_halalas, refunded_halalas FROM payments WHERE booking_id = $1 AND kind = 'card' AND status IN ('paid', 'partially_refunded')`,
    [bookingId],
  ));
  if (!pay) throw new AppError('BOOKING_NOT_CHANGEABLE');
  const remaining = pay.amount_halalas - pay.refunded_halalas;
  const value = amount ?? remaining;
  if (value < 1 || value > remaining) throw new AppError('INVALID_REQUEST');
  const provider = cardProvider(await providersOf(deps.db, teamId));
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  const p = await deps.gateway.refund(secretKeyOf(deps, provider), pay.gateway_id, value);
  await withTx(deps.db, async (tx) => {
    const refunded = Math.min(p.refunded, pay.amount_halalas);
    const full = refunded >= pay.amount_halalas;
    await tx.query(`UPDATE payments SET refunded_halalas = $2, status = $3, updated_at = $4 WHERE id = $1`, [pay.id, refunded, full ? 'refunded' : 'partially_refunded', deps.clock.now()]);
    if (full) {
      if (await cancelBooking(tx, deps.clock, bookingId, { by: 'team', reason: null })) {
        await queueBookingMails(deps, tx, bookingId, 'cancelled', { cancelledByName: byName });
      }
    }
  });
}

/** An owner received the bank transfer for a pending booking: it is paid and confirmed. */
export async function markTransferReceived(deps: AppDeps, teamId: string, bookingId: string): Promise<void> {
  await withTx(deps.db, async (tx) => {
    const b = await bookingForPay(tx, bookingId, true);
    if (b.team_id !== teamId) throw new AppError('BOOKING_NOT_FOUND');
    if (b.status !== 'pending') throw new AppError('BOOKING_NOT_CHANGEABLE');
    const now = deps.clock.now();
    await tx.query(
      `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, created_at, updated_at, paid_at) VALUES ($1, 'bank_transfer', 'paid', $2, $3, $4, $4, $4)`,
      [b.id, b.price_halalas, b.currency, now],
    );
    if (!(await confirmBooking(tx, deps.clock, b.id, { pastExpiry: true }))) throw new AppError('BOOKING_NOT_CHANGEABLE');
    await queueBookingMails(deps, tx, b.id, 'confirmed');
  });
}
