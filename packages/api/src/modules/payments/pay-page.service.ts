import { vatIncluded, type PaymentStatus, type PublicPayment } from '@waqt/contracts';
import type { AppDeps, Context } from '../../trpc/context.ts';
import { AppError } from '../../errors.ts';
import { withTx } from '../../db/tx.ts';
import { enqueue } from '../../jobs/queue.ts';
import { bringQueuedJobForward } from '../../jobs/jobs.queries.ts';
import { limitAttempts } from '../auth/rate-limit.ts';
import { isManageToken, linksLive, opensBooking } from '../bookings/booking-tokens.ts';
import { bookingNamesOf } from '../bookings/booking-names.ts';
import { confirmBooking } from '../bookings/lifecycle.ts';
import { cardProvider } from './providers.service.ts';
import { bookingForPay, insertOfflinePayment, paymentByGatewayId, providersOf, upsertCardPayment, type BookingForPay } from './payments.queries.ts';
import { belongsTo, fetchFromGateway, reconcilePaymentJob, settlePayment, settlementOf } from './settlement.service.ts';
import { isGatewayUnavailable } from '../../payments/unavailable.ts';

/** The visitor's pay page: what it reads, the card payment it starts, paying on arrival. */

const MINUTE = 60_000;

/**
 * The pay page's calls need the booking's manage token (BOOKING_TOKEN_INVALID): reading the page (the
 * team's bank details) takes the token that opens the booking — the last one still shows an expired or
 * cancelled booking as such — and a change (attachPayment, payOnArrival) the current one, while the
 * booking's links still act (BOOKING_LINK_EXPIRED from BOOKING_LINK_DAYS after its end).
 */
function assertToken(deps: AppDeps, b: BookingForPay, token: string, change: boolean): void {
  const ok = change ? isManageToken(deps.config.authSecret, b.id, b.sequence, token) : opensBooking(deps.config.authSecret, b, token);
  if (!ok) throw new AppError('BOOKING_TOKEN_INVALID');
  if (change && !linksLive(b.ends_at, deps.config.bookingLinkDays, deps.clock.now())) throw new AppError('BOOKING_LINK_EXPIRED');
}

/** The pay page: the booking, its VAT-inclusive price with the VAT in it, and the team's methods (default first). */
export async function publicPayment(deps: AppDeps, bookingId: string, token: string): Promise<PublicPayment> {
  const b = await bookingForPay(deps.db, bookingId);
  assertToken(deps, b, token, false);
  const providers = await providersOf(deps.db, b.team_id);
  return {
    bookingId: b.id,
    status: b.status,
    ...bookingNamesOf(b),
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

/** When the reconcile job asks the gateway about a payment of `b` nobody came back for: a minute after its hold. */
const afterHold = (now: Date, b: BookingForPay) => new Date(Math.max(now.getTime(), b.expires_at ? new Date(b.expires_at).getTime() : 0) + MINUTE);

/** How soon the reconcile job asks again when the visitor's own check found the gateway unavailable. */
export const RECONCILE_SOON_MS = 30_000;

/**
 * The gateway could not be asked about a payment (down, 5xx, timed out): make sure the reconcile job
 * asks it — queued if there is none (the payment's unique key), brought forward to `runAt` if one
 * waits for later. Its retries (backoff) then settle the payment once the gateway answers.
 */
async function reconcileAt(deps: AppDeps, bookingId: string, paymentId: string, runAt: Date): Promise<void> {
  const uniqueKey = `${reconcilePaymentJob.kind}:${paymentId}`;
  const queued = await enqueue(deps.db, deps.clock, { job: reconcilePaymentJob, payload: { bookingId, paymentId }, runAt, maxAttempts: 12, uniqueKey });
  if (!queued) await bringQueuedJobForward(deps.db, uniqueKey, runAt);
}

/**
 * The form created a payment (`on_completed`, before any 3-D Secure redirect): record it, so a
 * visitor who closes the tab is still reconciled — a job asks the gateway after the booking's expiry.
 * A payment recorded before answers at once (no gateway call, nothing queued); one reconcile job per
 * payment whatever the number of calls (the job's unique key); limited per booking and IP. With the
 * gateway unavailable the job is queued all the same (it checks the payment is this booking's when it
 * runs) and the call answers 503: a payment nobody comes back for is still settled.
 */
export async function attachPayment(ctx: Context, bookingId: string, paymentId: string, token: string): Promise<{ ok: true }> {
  await limitPaymentCalls(ctx, 'attach_payment', bookingId);
  const b = await bookingForPay(ctx.db, bookingId);
  assertToken(ctx, b, token, true);
  const known = await paymentByGatewayId(ctx.db, paymentId);
  if (known) {
    if (known.booking_id !== b.id) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    return { ok: true };
  }
  const provider = cardProvider(await providersOf(ctx.db, b.team_id));
  if (!provider) throw new AppError('PAYMENT_PROVIDER_NOT_FOUND');
  let p;
  try {
    p = await fetchFromGateway(ctx, provider, paymentId);
  } catch (err) {
    if (!isGatewayUnavailable(err)) throw err;
    await reconcileAt(ctx, bookingId, paymentId, afterHold(ctx.clock.now(), b));
    throw new AppError('PAYMENT_CHECK_DELAYED', undefined, { cause: err });
  }
  if (!belongsTo(p, b) || settlementOf(p.status) === 'foreign') throw new AppError('PAYMENT_VERIFICATION_FAILED');
  await withTx(ctx.db, async (tx) => {
    await upsertCardPayment(tx, b, p, 'initiated', ctx.clock.now());
    await enqueue(tx, ctx.clock, { job: reconcilePaymentJob, payload: { bookingId, paymentId }, runAt: afterHold(ctx.clock.now(), b), maxAttempts: 12, uniqueKey: `${reconcilePaymentJob.kind}:${paymentId}` });
  });
  return { ok: true };
}

/**
 * Back from the gateway: `settlePayment`, limited per booking and client IP (each call asks the
 * gateway). With the gateway unavailable the visitor hears 503 PAYMENT_CHECK_DELAYED at once (do not pay again) and the reconcile job asks
 * again within RECONCILE_SOON_MS (then with backoff), so a payment made during the booking's hold
 * still confirms it when the gateway answers before the hold ends.
 */
export async function verifyPaymentPublic(ctx: Context, bookingId: string, paymentId: string) {
  await limitPaymentCalls(ctx, 'verify_payment', bookingId);
  try {
    return await settlePayment(ctx, bookingId, paymentId);
  } catch (err) {
    if (!isGatewayUnavailable(err)) throw err;
    await reconcileAt(ctx, bookingId, paymentId, new Date(ctx.clock.now().getTime() + RECONCILE_SOON_MS));
    // Not "try again": the payment may have gone through. The page says so, and the job settles it.
    throw new AppError('PAYMENT_CHECK_DELAYED', undefined, { cause: err });
  }
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
    await insertOfflinePayment(tx, b, 'on_arrival', now);
    if (!(await confirmBooking(deps, tx, b.id))) throw new AppError('PAYMENT_EXPIRED');
    return { status: 'confirmed' as const, paymentStatus: 'on_arrival' as const };
  });
}
