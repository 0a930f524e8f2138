import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { paymentsSuite, type PaymentsHarness } from './paid-booking.ts';
import { createMoyasarGateway } from '../src/payments/moyasar.ts';
import { RECONCILE_PAYMENT } from '../src/modules/payments/settlement.service.ts';
import { RECONCILE_SOON_MS } from '../src/modules/payments/pay-page.service.ts';
import { THREEDS_CARDS } from '@waqt/sandbox';
import { isGatewayUnavailable } from '../src/payments/unavailable.ts';
import { GatewayError } from '../src/payments/gateway.ts';

// Issue 25, faults: the payment gateway slow (10 s), failing (5xx) or unreachable while visitors pay.
// The server talks to the Moyasar sandbox through a switchable proxy (the visitor's browser talks to
// the sandbox directly, as it does to Moyasar). What must hold: the visitor hears a quick, clear 503
// (not a 500) when the gateway cannot answer; the reconcile job keeps asking until it does; a payment
// made during the hold confirms the booking once; no one is charged twice (a second payment made
// meanwhile is refunded); a payment the gateway could not be asked about is still settled.

const suite = paymentsSuite();
let app: TestApp;
let h: PaymentsHarness;
let base: string;
type Mode = { kind: 'pass' } | { kind: 'fail' } | { kind: 'slow'; ms: number } | { kind: 'down' };
let mode: Mode = { kind: 'pass' };
let proxied = 0;

beforeAll(async () => {
  ({ app, h } = suite);
  const target = new URL(h.sandbox.url);
  // The gateway as the server sees it: passes through, answers 503, answers late, or drops the connection.
  const proxy = http.createServer((req, res) => {
    proxied++;
    const m = mode;
    if (m.kind === 'down') return req.socket.destroy();
    if (m.kind === 'fail') {
      res.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'api_error', message: 'Service Unavailable' }));
      return;
    }
    const forward = () => {
      const up = http.request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      });
      up.on('error', () => res.destroy());
      req.pipe(up);
    };
    if (m.kind === 'slow') setTimeout(forward, m.ms);
    else forward();
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  app.deps.gateway = createMoyasarGateway(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
  base = await app.listen();
  return () => new Promise<void>((r) => proxy.close(() => r()));
});
beforeEach(() => {
  mode = { kind: 'pass' };
});

/** public.verifyPayment over HTTP, as the pay page sends it: status, code, time. */
async function verifyOverHttp(bookingId: string, paymentId: string) {
  const started = performance.now();
  const res = await fetch(`${base}/trpc/public.verifyPayment?batch=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.config.appOrigin },
    body: JSON.stringify({ 0: { bookingId, paymentId } }),
  });
  const body = (await res.json()) as [{ result?: { data: { status: string; paymentStatus: string } }; error?: { data: { appError: { code: string } } } }];
  return { status: res.status, data: body[0].result?.data, code: body[0].error?.data.appError.code, ms: performance.now() - started };
}

const reconcileJob = async (paymentId: string) =>
  (await app.db.query<{ state: string; attempts: number; run_at: Date; last_error: string | null }[]>(`SELECT state, attempts, run_at, last_error FROM jobs WHERE kind = $1 AND payload->>'paymentId' = $2`, [RECONCILE_PAYMENT, paymentId]))[0];

/** What the sandbox holds for a booking: each payment's status, and what is charged and not given back. */
async function charged(secretKey: string, bookingId: string) {
  const res = await fetch(`${h.sandbox.url}/v1/payments?metadata[booking_id]=${bookingId}`, { headers: { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` } });
  const { payments } = (await res.json()) as { payments: { id: string; status: string; amount: number; refunded: number }[] };
  const kept = payments.filter((p) => p.status === 'paid' || p.status === 'captured' || p.status === 'refunded').reduce((n, p) => n + p.amount - p.refunded, 0);
  return { statuses: Object.fromEntries(payments.map((p) => [p.id, p.status])), kept };
}

/** Runs due jobs after moving the clock. */
async function runJobsAfter(ms: number) {
  app.clock.advance(ms);
  return app.jobs.drain();
}

describe('the payment gateway failing (5xx) while the visitor returns', () => {
  it('the visitor hears 503 at once; the reconcile job keeps asking and, once the gateway answers within the hold, confirms once; a second payment made meanwhile is refunded', async () => {
    const { keys, bookingId, token, email } = await h.paidBooking();
    const first = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    await h.visitor().public.attachPayment({ bookingId, token, paymentId: first.id });
    mode = { kind: 'fail' };

    const v = await verifyOverHttp(bookingId, first.id);
    expect({ status: v.status, code: v.code }).toEqual({ status: 503, code: 'PAYMENT_CHECK_DELAYED' });
    expect(await h.bookingStatus(bookingId)).toBe('pending');
    // The job attach queued for after the hold now runs soon.
    const job = await reconcileJob(first.id);
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    expect(job!.run_at.getTime()).toBe(app.clock.now().getTime() + RECONCILE_SOON_MS);

    // Told to try again, the visitor pays a second time while the gateway is still failing.
    const second = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    await expect(h.visitor().public.attachPayment({ bookingId, token, paymentId: second.id })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'PAYMENT_CHECK_DELAYED' });
    expect((await verifyOverHttp(bookingId, second.id)).status).toBe(503);

    // The jobs run while the gateway still fails: retried with backoff, nothing decided.
    expect(await runJobsAfter(RECONCILE_SOON_MS)).toMatchObject({ retried: 2 });
    expect(await reconcileJob(first.id)).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('GatewayError') });
    expect(await h.bookingStatus(bookingId)).toBe('pending');

    // The gateway is back (the hold of 20 minutes is still open): the next runs settle both payments.
    mode = { kind: 'pass' };
    for (let i = 0; i < 4; i++) await runJobsAfter(60_000);
    expect(await h.bookingStatus(bookingId)).toBe('confirmed');
    const rows = await app.db.query<{ gateway_id: string; status: string }[]>(`SELECT gateway_id, status FROM payments WHERE booking_id = $1`, [bookingId]);
    expect(Object.fromEntries(rows.map((r) => [r.gateway_id, r.status]))).toEqual({ [first.id]: 'paid', [second.id]: 'refunded' });
    const money = await charged(keys.secret_key, bookingId);
    expect(money.statuses).toEqual({ [first.id]: 'paid', [second.id]: 'refunded' });
    expect(money.kept).toBe(15000); // charged once
    const mails = await app.db.query<{ subject: string }[]>(`SELECT subject FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [email]);
    expect(mails).toHaveLength(2); // awaiting payment, then confirmed once
    expect(mails[1]!.subject).toMatch(/confirmed/i);
  }, 30_000);
});

describe('the payment gateway slow (10 s)', () => {
  it('the visitor waits for its answer and is confirmed; a reload meanwhile changes nothing more', async () => {
    const { keys, bookingId, token } = await h.paidBooking();
    const p = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    await h.visitor().public.attachPayment({ bookingId, token, paymentId: p.id });
    mode = { kind: 'slow', ms: 10_000 };
    const [a, b] = await Promise.all([verifyOverHttp(bookingId, p.id), verifyOverHttp(bookingId, p.id)]);
    for (const r of [a, b]) {
      expect(r.status).toBe(200);
      expect(r.data).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
      expect(r.ms).toBeGreaterThanOrEqual(9_900);
    }
    expect(await h.bookingStatus(bookingId)).toBe('confirmed');
    expect((await charged(keys.secret_key, bookingId)).kept).toBe(15000);
  }, 30_000);
});

describe('the payment gateway unreachable', () => {
  it('a payment it could not be asked about is still reconciled: after the hold, late, it is refunded and the visitor is not charged', async () => {
    const { keys, bookingId, token } = await h.paidBooking();
    const p = await h.formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    mode = { kind: 'down' };
    const before = proxied;
    await expect(h.visitor().public.attachPayment({ bookingId, token, paymentId: p.id })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(proxied).toBeGreaterThan(before);
    // Queued all the same, for after the hold (20 minutes): the visitor may never come back.
    const job = await reconcileJob(p.id);
    expect(job).toMatchObject({ state: 'queued' });
    expect(job!.run_at.toISOString()).toBe('2026-11-22T09:21:00.000Z');
    // The gateway stays away past the hold: the booking expires (its slot is free again).
    await runJobsAfter(21 * 60_000);
    expect(await h.bookingStatus(bookingId)).toBe('expired');
    expect(await reconcileJob(p.id)).toMatchObject({ state: 'queued', attempts: 1 });
    // Back: the charge came after the hold, so it is given back — not kept, not charged twice.
    mode = { kind: 'pass' };
    for (let i = 0; i < 4; i++) await runJobsAfter(60_000);
    expect(await reconcileJob(p.id)).toBeUndefined();
    const money = await charged(keys.secret_key, bookingId);
    expect(money.statuses).toEqual({ [p.id]: 'refunded' });
    expect(money.kept).toBe(0);
  }, 30_000);
});

describe('which gateway failures are worth asking again (503), and which are answers (their own code)', () => {
  it('5xx, 429, timeouts and network failures: unavailable; a 4xx refusal: not', () => {
    expect(isGatewayUnavailable(new GatewayError(503, 'api_error', 'Service Unavailable'))).toBe(true);
    expect(isGatewayUnavailable(new GatewayError(429, 'rate_limit', 'Too Many Requests'))).toBe(true);
    expect(isGatewayUnavailable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
    expect(isGatewayUnavailable(new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) }))).toBe(true);
    expect(isGatewayUnavailable(new GatewayError(401, 'authentication_error', 'Invalid authorization credentials'))).toBe(false);
    expect(isGatewayUnavailable(new GatewayError(404, 'not_found', 'Object not found'))).toBe(false);
    expect(isGatewayUnavailable(new TypeError('x is not a function'))).toBe(false);
  });
});
