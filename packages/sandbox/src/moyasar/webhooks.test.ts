import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMoyasarSandbox, type MoyasarSandbox } from './sandbox.ts';
import { basic, createSandboxDatabase, fixedClock, json, startReceiver } from '../../test/helpers.ts';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let db: Awaited<ReturnType<typeof createSandboxDatabase>>;
let sandbox: MoyasarSandbox;
let base: string;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  db = await createSandboxDatabase();
  // Retries 20 ms, 40 ms, 80 ms… instead of a minute, so a test sees all six attempts.
  sandbox = await createMoyasarSandbox({ databaseUrl: db.url, now: () => clock.now(), webhookRetryMs: 20 });
  base = await sandbox.start();
});
afterAll(async () => {
  await sandbox?.stop();
  for (const r of receivers) await r.close();
  await db?.drop();
});

async function post(path: string, body: unknown, key?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: basic(key) } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const get = async (path: string, key?: string) => json(await fetch(`${base}${path}`, { headers: key ? { Authorization: basic(key) } : {} }));

/** A fresh account with a webhook to a fresh receiver. */
async function setup(answers: (number | 'drop')[] = [200], events?: string[]) {
  const receiver = await startReceiver(answers);
  receivers.push(receiver);
  const account = (await post('/_sandbox/accounts', { name: 'Smile Clinic' })).body;
  const hook = await post('/_sandbox/webhooks', { url: receiver.url, shared_secret: 'whsec-shared', ...(events ? { events } : {}) }, account.secret_key);
  expect(hook.status).toBe(201);
  const pay = (number: string, over: Record<string, unknown> = {}) =>
    post('/v1/payments', { amount: 10000, description: 'Visit', callback_url: 'https://shop.test/r', source: { type: 'creditcard', name: 'Ali Hassan', number, month: '12', year: '30', cvc: '123' }, ...over }, account.secret_key);
  return { receiver, account, hook: hook.body, pay };
}

const deliveriesOf = async (paymentId: string) => (await get(`/_sandbox/deliveries?payment_id=${paymentId}`)).deliveries;

describe('webhooks', () => {
  it('POSTs payment_paid with the secret_token and the full payment object', async () => {
    const { receiver, account, pay } = await setup();
    const { body: payment } = await pay('4111114005765430');
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const { body, headers } = receiver.received[0]!;
    expect(headers['content-type']).toBe('application/json');
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'payment_paid',
      created_at: '2026-11-22T09:00:00.000Z',
      live: false,
      account_name: 'Smile Clinic',
      secret_token: 'whsec-shared',
      data: payment,
    });
    expect(body.data).toEqual(await get(`/v1/payments/${payment.id}`, account.secret_key));
    await vi.waitFor(async () => expect(await deliveriesOf(payment.id)).toMatchObject([{ status: 'delivered', attempts: 1, last_status: 200, type: 'payment_paid' }]));
  });

  it('sends an event for each status change: 3-D Secure outcome, declines, refunds, void; `events` filters', async () => {
    const { receiver, pay } = await setup();
    const { body: viaPage } = await pay('4111111111111111');
    await fetch(viaPage.source.transaction_url, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=fail' });
    await pay('4123120001090000');
    await vi.waitFor(() => expect(receiver.received.map((r) => r.body.type)).toEqual(['payment_failed', 'payment_failed']));
    expect(receiver.received.map((r) => (r.body.data as { source: { message: string } }).source.message).sort()).toEqual([
      'INSUFFICIENT FUNDS',
      'The authentication attempt was rejected by the issuer bank.',
    ]);

    const refunds = await setup([200], ['payment_refunded', 'payment_voided']);
    const { body: paid } = await refunds.pay('4111114005765430');
    await post(`/v1/payments/${paid.id}/refund`, { amount: 1000 }, refunds.account.secret_key);
    await post(`/v1/payments/${paid.id}/void`, {}, refunds.account.secret_key);
    const { body: other } = await refunds.pay('4111114005765430');
    await post(`/v1/payments/${other.id}/void`, {}, refunds.account.secret_key);
    await vi.waitFor(() => expect(refunds.receiver.received).toHaveLength(2));
    // The partial refund sends payment_refunded (status still paid); voiding a partly refunded payment is refused.
    expect(refunds.receiver.received.map((r) => [r.body.type, (r.body.data as { status: string }).status])).toEqual(
      expect.arrayContaining([
        ['payment_refunded', 'paid'],
        ['payment_voided', 'voided'],
      ]),
    );
  });

  it('retries a failing receiver (error status, dropped connection) until it answers 2xx', async () => {
    const { receiver, pay } = await setup([500, 'drop', 204]);
    const { body: payment } = await pay('4111114005765430');
    await vi.waitFor(async () => expect(await deliveriesOf(payment.id)).toMatchObject([{ status: 'delivered', attempts: 3, last_status: 204, last_error: null }]), {
      timeout: 5000,
    });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1);
  });

  it('gives up after 5 retries (6 attempts), keeping the last error', async () => {
    const { receiver, pay } = await setup([503]);
    const { body: payment } = await pay('4111114005765430');
    await vi.waitFor(async () => expect(await deliveriesOf(payment.id)).toMatchObject([{ status: 'failed', attempts: 6, last_status: 503, last_error: 'HTTP 503' }]), {
      timeout: 5000,
    });
    expect(receiver.received).toHaveLength(6);
  });

  it('re-delivers the last event on demand, and registers by account id; bad registrations are 400', async () => {
    const { receiver, account, pay } = await setup();
    const { body: payment } = await pay('4111114005765430');
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1));
    const replay = await post(`/_sandbox/payments/${payment.id}/webhook`, {});
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ event_id: receiver.received[0]!.body.id, type: 'payment_paid', deliveries: [{ status: 'delivered', attempts: 1 }] });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toEqual(receiver.received[0]!.body);

    const second = await startReceiver();
    receivers.push(second);
    expect((await post('/_sandbox/webhooks', { account_id: account.id, url: second.url, shared_secret: 's2', events: ['payment_faild'] })).body.events).toEqual(['payment_failed']);
    await pay('4123120001090000');
    await vi.waitFor(() => expect(second.received.map((r) => [r.body.type, r.body.secret_token])).toEqual([['payment_failed', 's2']]));

    expect((await post('/_sandbox/webhooks', { account_id: account.id, url: 'ftp://x', shared_secret: '', events: ['payment_lost'] })).body.errors).toEqual({
      url: ['must be a valid http or https URL'],
      shared_secret: ["can't be blank"],
      events: [expect.stringContaining('payment_lost is not an event')],
    });
    expect((await post('/_sandbox/webhooks', { url: second.url, shared_secret: 's' })).status).toBe(401);
    // The same through the API with the secret key; the shared secret is never read back there.
    const listed = await get('/v1/webhooks', account.secret_key);
    expect(listed.webhooks).toHaveLength(2);
    // Both were registered at the same instant (a fixed clock): find the first by its URL, not its place.
    const first = (listed.webhooks as { url: string }[]).find((w) => w.url === receiver.url);
    expect(first).toEqual({ id: expect.any(String), http_method: 'post', url: receiver.url, events: expect.any(Array), created_at: expect.any(String) });
    expect((await post(`/_sandbox/payments/00000000-0000-4000-8000-000000000000/webhook`, {})).status).toBe(404);
  });
});
