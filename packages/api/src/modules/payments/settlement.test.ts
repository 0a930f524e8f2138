import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import { errorCode } from '../../../test/fixtures.ts';
import { paymentsSuite, type PaymentsHarness } from '../../../test/paid-booking.ts';
import { THREEDS_CARDS } from '@waqt/sandbox';
import type { GatewayPayment, GatewayPaymentStatus, PaymentGateway } from '../../payments/gateway.ts';
import { GATEWAY_STATUSES, RECONCILE_PAYMENT, settlePayment } from './settlement.service.ts';
import { REFUND_PAYMENT } from './refunds.service.ts';
import { attachPayment } from './pay-page.service.ts';

const suite = paymentsSuite();
let app: TestApp;
let h: PaymentsHarness;
let realGateway: PaymentGateway;
beforeAll(() => {
  ({ app, h } = suite);
  realGateway = app.deps.gateway;
});

const MIN = 60_000;
/** What the form sends with `manual: true`: authorised only, nothing charged (a frictionless card, no 3-D Secure page). */
const authorizeOnly = (pk: string, bookingId: string) =>
  h.formPayment(pk, bookingId, THREEDS_CARDS.frictionless, {
    source: { type: 'creditcard', name: 'Paying Visitor', number: THREEDS_CARDS.frictionless, month: '12', year: '30', cvc: '123', manual: true },
  });
const paymentRow = async (gatewayId: string) => (await app.db.query<{ status: string }[]>(`SELECT status FROM payments WHERE gateway_id = $1`, [gatewayId]))[0]?.status;
const jobsOf = async (kind: string, paymentId: string) =>
  Number((await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND payload->>'paymentId' = $2`, [kind, paymentId]))[0]!.n);

/** The real sandbox gateway, with what `fetch` answers for one payment replaced; counts the calls. */
function gatewayWith(over: Partial<GatewayPayment> | null) {
  const calls = { fetch: 0, capture: 0, void: 0, refund: 0 };
  const g: PaymentGateway = {
    ...realGateway,
    fetch: async (key, id) => {
      calls.fetch++;
      const p = await realGateway.fetch(key, id);
      return over ? { ...p, ...over } : p;
    },
    capture: async (key, id, amount) => {
      calls.capture++;
      return realGateway.capture(key, id, amount);
    },
    void: async (key, id) => {
      calls.void++;
      return realGateway.void(key, id);
    },
    refund: async (key, id, amount) => {
      calls.refund++;
      return realGateway.refund(key, id, amount);
    },
  };
  app.deps.gateway = g;
  return calls;
}

describe('authorised, not captured (manual: true)', () => {
  it('an authorisation is captured for the full price while the hold is open; only then is the booking confirmed', async () => {
    gatewayWith(null);
    const { keys, bookingId } = await h.paidBooking();
    const p = await authorizeOnly(keys.publishable_key, bookingId);
    expect(p.status).toBe('authorized');
    const settled = await settlePayment(app.deps, bookingId, p.id);
    expect(settled).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
    const atGateway = await realGateway.fetch(keys.secret_key, p.id);
    expect(atGateway).toMatchObject({ status: 'captured', captured: 15000 });
    expect(await paymentRow(p.id)).toBe('paid');
  });

  it('an authorisation after the hold has ended is voided, never recorded as paid', async () => {
    gatewayWith(null);
    const { keys, bookingId } = await h.paidBooking();
    const p = await authorizeOnly(keys.publishable_key, bookingId);
    app.clock.advance(21 * MIN);
    const settled = await settlePayment(app.deps, bookingId, p.id);
    expect(settled.status).toBe('pending'); // the expiry job, not the payment, ends the hold
    expect(settled.paymentStatus).toBe('voided');
    expect((await realGateway.fetch(keys.secret_key, p.id)).status).toBe('voided');
    expect(await h.bookingStatus(bookingId)).toBe('pending');
    expect(await paymentRow(p.id)).toBe('voided');
  });

  it('the refund job voids an authorisation (nothing was charged to refund)', async () => {
    gatewayWith(null);
    const { keys, bookingId } = await h.paidBooking();
    const p = await authorizeOnly(keys.publishable_key, bookingId);
    await app.db.query(
      `INSERT INTO payments (booking_id, kind, status, amount_halalas, currency, gateway_id, created_at, updated_at) VALUES ($1, 'card', 'initiated', 15000, 'SAR', $2, $3, $3)`,
      [bookingId, p.id, app.clock.now()],
    );
    await app.db.query(`INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at) VALUES ($1, $2::jsonb, 'queued', 0, 3, $3, $3)`, [
      REFUND_PAYMENT,
      JSON.stringify({ bookingId, paymentId: p.id }),
      app.clock.now(),
    ]);
    await app.jobs.drain();
    expect((await realGateway.fetch(keys.secret_key, p.id)).status).toBe('voided');
    expect(await paymentRow(p.id)).toBe('voided');
  });
});

describe('every gateway status, one table', () => {
  const expected: Record<GatewayPaymentStatus, { confirms: boolean; error?: string; row?: string }> = {
    initiated: { confirms: false, row: 'initiated' },
    authorized: { confirms: false, row: 'initiated' }, // the gateway keeps answering "authorized": never paid
    paid: { confirms: true, row: 'paid' },
    captured: { confirms: true, row: 'paid' },
    failed: { confirms: false, row: 'failed' },
    voided: { confirms: false, row: 'voided' },
    refunded: { confirms: false, row: 'refunded' },
    verified: { confirms: false, error: 'PAYMENT_VERIFICATION_FAILED' },
  };

  it('lists every status the gateway has', () => {
    expect(Object.keys(GATEWAY_STATUSES).sort()).toEqual(Object.keys(expected).sort());
  });

  for (const status of Object.keys(expected) as GatewayPaymentStatus[]) {
    it(`${status}: ${expected[status].confirms ? 'confirms' : 'does not confirm'} the booking`, async () => {
      gatewayWith(null);
      const { keys, bookingId } = await h.paidBooking();
      const real = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
      gatewayWith({ status, ...(status === 'captured' ? { captured: 15000 } : {}) });
      const outcome = await settlePayment(app.deps, bookingId, real.id).then(
        (r) => r,
        (e: Error) => e.message,
      );
      const want = expected[status];
      if (want.error) {
        expect(outcome).toBe(want.error);
        expect(await paymentRow(real.id)).toBeUndefined();
      } else {
        expect(outcome).toMatchObject({ status: want.confirms ? 'confirmed' : 'pending' });
        expect(await paymentRow(real.id)).toBe(want.row);
      }
      expect(await h.bookingStatus(bookingId)).toBe(want.confirms ? 'confirmed' : 'pending');
    });
  }

  it('a status the table does not know is never paid', async () => {
    gatewayWith(null);
    const { keys, bookingId } = await h.paidBooking();
    const real = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    gatewayWith({ status: 'settled' as GatewayPaymentStatus });
    expect(await errorCode(settlePayment(app.deps, bookingId, real.id))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await h.bookingStatus(bookingId)).toBe('pending');
  });

  it('captured for less than the price: not confirmed, the capture is refunded', async () => {
    gatewayWith(null);
    const { keys, bookingId } = await h.paidBooking();
    const real = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    gatewayWith({ status: 'captured', captured: 100 });
    expect(await settlePayment(app.deps, bookingId, real.id)).toEqual({ status: 'pending', paymentStatus: 'initiated' });
    expect(await h.bookingStatus(bookingId)).toBe('pending');
    expect(await jobsOf(REFUND_PAYMENT, real.id)).toBe(1);
  });
});

describe('public.attachPayment', () => {
  it('many calls for one payment: one gateway request, one reconcile job; a recorded payment queues nothing', async () => {
    const calls = gatewayWith(null);
    const { keys, bookingId, token } = await h.paidBooking();
    const p = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    const visitor = { ...app.deps, ip: '10.77.0.1' } as unknown as Parameters<typeof attachPayment>[0];
    await attachPayment(visitor, bookingId, p.id, token);
    const results = await Promise.all(Array.from({ length: 8 }, () => attachPayment(visitor, bookingId, p.id, token)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await jobsOf(RECONCILE_PAYMENT, p.id)).toBe(1);
    expect(calls.fetch).toBe(1);
  });

  it('concurrent first calls still queue one job (the unique key)', async () => {
    gatewayWith(null);
    const { keys, bookingId, token } = await h.paidBooking();
    const p = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    await Promise.all(Array.from({ length: 6 }, (_, i) => attachPayment({ ...app.deps, ip: `10.78.0.${i + 1}` } as unknown as Parameters<typeof attachPayment>[0], bookingId, p.id, token)));
    expect(await jobsOf(RECONCILE_PAYMENT, p.id)).toBe(1);
  });

  it('is limited per booking and per IP: RATE_LIMITED, and nothing more is asked of the gateway', async () => {
    const calls = gatewayWith(null);
    const { keys, bookingId, token } = await h.paidBooking();
    const p = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    const max = app.config.bookingAttemptsPerWindow;
    const codes: string[] = [];
    for (let i = 0; i < max + 5; i++) codes.push(await errorCode(app.caller({ ip: `10.79.${i}.1` }).public.attachPayment({ bookingId, paymentId: p.id, token })));
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
    expect(calls.fetch).toBeLessThanOrEqual(1);
  });
});
