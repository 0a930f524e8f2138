import { z } from 'zod';
import type { AppDeps } from '../../trpc/context.ts';
import { defineJob, idField } from '../../jobs/define.ts';
import { AppError } from '../../errors.ts';
import { withTx } from '../../db/tx.ts';
import { cancelBooking } from '../bookings/lifecycle.ts';
import { cardProvider, secretKeyOf } from './providers.service.ts';
import { bookingForPay, providersOf, recordGatewayRefund, recordTeamRefund, refundableCardPayment } from './payments.queries.ts';

/** Money given back: what a booking must not keep (a job settlement queues) and an owner's refund. */

export const REFUND_PAYMENT = 'refund-payment';

/** The payload of the payment jobs (refund, reconcile): a booking and its payment at the gateway. */
export const paymentJobPayload = () => z.object({ bookingId: idField, paymentId: z.string().min(1).max(200) });

/**
 * Gives back money the booking must not keep (late, a second payment, a part capture); idempotent.
 * A charged payment is refunded; an authorisation is voided (nothing was charged to refund).
 */
export const refundPaymentJob = defineJob(REFUND_PAYMENT, paymentJobPayload(), async ({ bookingId, paymentId }, deps: AppDeps) => {
  const b = await bookingForPay(deps.db, bookingId);
  const provider = cardProvider(await providersOf(deps.db, b.team_id));
  if (!provider) throw new Error('card provider removed; cannot refund');
  const secret = secretKeyOf(deps, provider);
  let p = await deps.gateway.fetch(secret, paymentId);
  if (p.status === 'paid' || p.status === 'captured') p = await deps.gateway.refund(secret, paymentId);
  else if (p.status === 'authorized') p = await deps.gateway.void(secret, paymentId);
  if (p.status === 'voided') {
    await recordGatewayRefund(deps.db, paymentId, { status: 'voided' }, deps.clock.now());
  } else if (p.status === 'refunded') {
    await recordGatewayRefund(deps.db, paymentId, { status: 'refunded', refunded: p.refunded }, deps.clock.now());
  } else if (p.status !== 'failed') {
    throw new Error(`payment ${p.status} after its refund; retried`);
  }
});

/**
 * An owner refunds a card-paid booking, fully (which cancels it, freeing the time) or in part.
 * The gateway decides first; the record follows what it answered.
 */
export async function refundByTeam(deps: AppDeps, teamId: string, bookingId: string, amount: number | undefined, byName: string): Promise<void> {
  const b = await bookingForPay(deps.db, bookingId);
  if (b.team_id !== teamId) throw new AppError('BOOKING_NOT_FOUND');
  const pay = await refundableCardPayment(deps.db, bookingId);
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
    await recordTeamRefund(tx, pay.id, refunded, full, deps.clock.now());
    if (full) await cancelBooking(deps, tx, bookingId, { by: 'team', reason: null, byName });
  });
}
