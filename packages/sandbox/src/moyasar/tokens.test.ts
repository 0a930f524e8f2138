import { randomUUID } from 'node:crypto';
import { publishableKeySchema, secretKeySchema } from '@waqt/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BILLING_DEV_ACCOUNT_ID,
  BILLING_DEV_PUBLISHABLE_KEY,
  BILLING_DEV_SECRET_KEY,
  billingDevAccount,
  createMoyasarSandbox,
  DEV_ACCOUNT_ID,
  DEV_PUBLISHABLE_KEY,
  DEV_SECRET_KEY,
  startMoyasarSandbox,
  type MoyasarSandbox,
} from './sandbox.ts';
import { basic, createSandboxDatabase, fixedClock, json, startReceiver } from '../../test/helpers.ts';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let db: Awaited<ReturnType<typeof createSandboxDatabase>>;
let sandbox: MoyasarSandbox;
let base: string;
const receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];

beforeAll(async () => {
  db = await createSandboxDatabase();
  sandbox = await createMoyasarSandbox({ databaseUrl: db.url, now: () => clock.now() });
  base = await sandbox.start();
});
afterAll(async () => {
  await sandbox?.stop();
  for (const r of receivers) await r.close();
  await db?.drop();
});

interface Keys {
  publishable_key: string;
  secret_key: string;
}

async function call(method: string, path: string, key: string | null, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: { ...(key ? { Authorization: basic(key) } : {}), ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A fresh account whose webhook goes to a fresh receiver. */
async function merchant() {
  const receiver = await startReceiver([200]);
  receivers.push(receiver);
  const account = (await call('POST', '/_sandbox/accounts', null, { name: 'Waqt billing' })).body as Keys & { id: string };
  expect((await call('POST', '/_sandbox/webhooks', account.secret_key, { url: receiver.url, shared_secret: 'whsec' })).status).toBe(201);
  return { account, receiver };
}

const CALLBACK = 'https://app.test/hook/billing/paymentmethods/moyasar/verify-callback';
/** The browser form's `POST /v1/tokens` (publishable key in the body). */
const createToken = (a: Keys, number: string, over: Record<string, unknown> = {}) =>
  call('POST', '/v1/tokens', null, {
    publishable_api_key: a.publishable_key,
    name: 'Ali Hassan',
    number,
    month: '12',
    year: '30',
    cvc: number.startsWith('3') ? '1234' : '123',
    callback_url: CALLBACK,
    ...over,
  });
const charge = (a: Keys, token: string, over: Record<string, unknown> = {}) =>
  call('POST', '/v1/payments', a.secret_key, { amount: 11385, currency: 'SAR', description: 'Team plan', callback_url: 'https://app.test/billing', source: { type: 'token', token }, ...over });
const verificationsOf = async (a: Keys, tokenId: string) => (await call('GET', `/v1/payments?metadata[token_id]=${tokenId}`, a.secret_key)).body;

/** Answers the verification page like the payer; returns where it redirects. */
async function answer(url: string, action: 'authenticate' | 'fail') {
  const res = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
  expect(res.status).toBe(303);
  return res.headers.get('location')!;
}

const eventsOf = async (paymentId: string) => {
  const { deliveries } = await json(await fetch(`${base}/_sandbox/deliveries?payment_id=${paymentId}`));
  return (deliveries as { type: string; payload: { data: { status: string; voided_at: string | null } } }[])
    .reverse()
    .map((d) => [d.type, d.payload.data.status, d.payload.data.voided_at]);
};

describe('the 1 SAR card verification of a token', () => {
  it('creates an initiated 100-halala verification payment; "Authenticate" makes the token active and the payment authorized, then voided at once', async () => {
    const { account, receiver } = await merchant();
    const created = await createToken(account, '4201320111111010');
    expect(created.status).toBe(201);
    const token = created.body;
    expect(token).toMatchObject({ status: 'initiated', brand: 'mada', last_four: '1010', message: null, verification_url: expect.stringContaining('/v1/transaction_auths/') });

    const before = await verificationsOf(account, token.id);
    expect(before.meta.total_count).toBe(1);
    const v = before.payments[0];
    expect(v).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'initiated',
      amount: 100,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: 'Card verification',
      amount_format: '1.00 SAR',
      fee_format: '0.00 SAR',
      refunded_format: '0.00 SAR',
      captured_format: '0.00 SAR',
      invoice_id: null,
      ip: '127.0.0.1',
      callback_url: CALLBACK,
      created_at: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
      metadata: { token_id: token.id },
      source: {
        type: 'token',
        company: 'mada',
        name: 'Ali Hassan',
        number: 'XXXX-XXXX-XXXX-1010',
        gateway_id: expect.stringMatching(/^moyasar_cc_[A-Za-z0-9]+$/),
        reference_number: null,
        token: token.id,
        message: null,
        response_code: null,
        transaction_url: token.verification_url,
      },
    });
    // The page says what is held.
    const page = await (await fetch(token.verification_url)).text();
    expect(page).toContain('1.00 SAR (card verification, voided at once)');

    clock.advance(5000);
    const back = await answer(token.verification_url, 'authenticate');
    expect(back).toBe(`${CALLBACK}?id=${token.id}&status=active&message=Succeeded`);
    expect((await call('GET', `/v1/tokens/${token.id}`, account.secret_key)).body).toMatchObject({ status: 'active', message: 'Succeeded' });

    const after = await verificationsOf(account, token.id);
    expect(after.meta.total_count).toBe(1);
    expect(after.payments[0]).toMatchObject({
      id: v.id,
      status: 'voided',
      amount: 100,
      voided_at: '2026-11-22T09:00:05.000Z',
      updated_at: '2026-11-22T09:00:05.000Z',
      source: { type: 'token', token: token.id, message: 'APPROVED' },
    });
    expect((await call('GET', `/v1/payments?metadata[token_id]=${token.id}&status=voided`, account.secret_key)).body.meta.total_count).toBe(1);
    // Webhooks as for any authorization and void: payment_authorized, then payment_voided.
    expect(await eventsOf(v.id)).toEqual([
      ['payment_authorized', 'authorized', null],
      ['payment_voided', 'voided', '2026-11-22T09:00:05.000Z'],
    ]);
    // Two deliveries, each its own HTTP request: on a loaded machine they may take a while and land in either order.
    await vi.waitFor(() => expect(receiver.received.map((r) => r.body.type).sort()).toEqual(['payment_authorized', 'payment_voided']), { timeout: 15_000 });

    // The page answered again changes nothing.
    expect(await answer(token.verification_url, 'fail')).toBe(back);
    expect((await verificationsOf(account, token.id)).payments[0].status).toBe('voided');
  });

  it('each token lists only its own verification; save_only tokens have none', async () => {
    const { account } = await merchant();
    const a = (await createToken(account, '4111111111111111')).body;
    const b = (await createToken(account, '5421080101000000')).body;
    const saved = (await createToken(account, '4111111111111111', { save_only: true })).body;
    expect((await verificationsOf(account, a.id)).payments.map((p: { metadata: unknown }) => p.metadata)).toEqual([{ token_id: a.id }]);
    expect((await verificationsOf(account, b.id)).payments.map((p: { source: { company: string } }) => p.source.company)).toEqual(['master']);
    expect((await verificationsOf(account, saved.id)).meta.total_count).toBe(0);
    // Another account does not see them.
    const other = (await merchant()).account;
    expect((await verificationsOf(other, a.id)).meta.total_count).toBe(0);
  });

  it('a declined card: after "Authenticate" the token is inactive with the decline and the verification failed', async () => {
    const { account, receiver } = await merchant();
    const token = (await createToken(account, '4201320000311101')).body;
    expect(token.status).toBe('initiated');
    const back = await answer(token.verification_url, 'authenticate');
    expect(back).toBe(`${CALLBACK}?id=${token.id}&status=inactive&message=INSUFFICIENT+FUNDS`);
    expect((await call('GET', `/v1/tokens/${token.id}`, account.secret_key)).body).toMatchObject({ status: 'inactive', message: 'INSUFFICIENT FUNDS' });
    const [v] = (await verificationsOf(account, token.id)).payments;
    expect(v).toMatchObject({ status: 'failed', amount: 100, voided_at: null, source: { message: 'INSUFFICIENT FUNDS', response_code: '51' } });
    expect(await eventsOf(v.id)).toEqual([['payment_failed', 'failed', null]]);
    await vi.waitFor(() => expect(receiver.received.map((r) => r.body.type)).toEqual(['payment_failed']), { timeout: 15_000 });
  });

  it('a 3-D Secure failure card: the token is inactive with the card’s 3-D Secure message', async () => {
    const { account } = await merchant();
    const token = (await createToken(account, '4111115620358287')).body;
    const message = 'The authentication is unavailable, please try again later or contact issuer bank if problem persisted.';
    const back = new URL(await answer(token.verification_url, 'authenticate'));
    expect([back.searchParams.get('status'), back.searchParams.get('message')]).toEqual(['inactive', message]);
    expect((await call('GET', `/v1/tokens/${token.id}`, account.secret_key)).body).toMatchObject({ status: 'inactive', message });
    expect((await verificationsOf(account, token.id)).payments[0]).toMatchObject({ status: 'failed', source: { message } });
  });

  it('"Fail authentication": the token is inactive with the issuer’s rejection and the verification failed', async () => {
    const { account } = await merchant();
    const token = (await createToken(account, '4201320111111010')).body;
    const rejected = 'The authentication attempt was rejected by the issuer bank.';
    const back = await answer(token.verification_url, 'fail');
    expect(back).toBe(`${CALLBACK}?id=${token.id}&status=inactive&message=The+authentication+attempt+was+rejected+by+the+issuer+bank.`);
    expect((await call('GET', `/v1/tokens/${token.id}`, account.secret_key)).body).toMatchObject({ status: 'inactive', message: rejected });
    const [v] = (await verificationsOf(account, token.id)).payments;
    expect(v).toMatchObject({ status: 'failed', voided_at: null, source: { message: rejected } });
    expect(await eventsOf(v.id)).toEqual([['payment_failed', 'failed', null]]);
  });
});

describe('charging a token', () => {
  it('the card behind the token decides: approved pays without 3-D Secure, INSUFFICIENT FUNDS (save_only, active) fails with its message', async () => {
    const { account } = await merchant();
    const good = (await createToken(account, '4201320111111010', { save_only: true })).body;
    const paid = await charge(account, good.id);
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({ status: 'paid', amount: 11385, source: { type: 'token', token: good.id, company: 'mada', message: 'APPROVED', transaction_url: null } });

    const poor = await createToken(account, '4201320000311101', { save_only: true });
    expect(poor.body).toMatchObject({ status: 'active', verification_url: null });
    const failed = await charge(account, poor.body.id);
    expect(failed.status).toBe(201);
    expect(failed.body).toMatchObject({ status: 'failed', source: { type: 'token', token: poor.body.id, company: 'mada', number: 'XXXX-XXXX-XXXX-1101', message: 'INSUFFICIENT FUNDS', response_code: '51' } });
    // The token stays active: the card may have the money next time.
    expect((await call('GET', `/v1/tokens/${poor.body.id}`, account.secret_key)).body.status).toBe('active');

    // A verified token pays like its card too.
    const verified = (await createToken(account, '5421080101000000')).body;
    await answer(verified.verification_url, 'authenticate');
    expect((await charge(account, verified.id)).body).toMatchObject({ status: 'paid', source: { company: 'master' } });
  });

  it('refuses an initiated, inactive, expired, deleted or another account’s token (400 Validation Failed)', async () => {
    const { account } = await merchant();
    const refused = async (token: string, errors: string[], as: Keys = account) => {
      const r = await charge(as, token);
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ type: 'invalid_request_error', message: 'Validation Failed', errors: { 'source.token': errors } });
    };
    const pending = (await createToken(account, '4111111111111111')).body;
    await refused(pending.id, ['is not active (its status is initiated)']);

    const declined = (await createToken(account, '4123120001090000')).body;
    await answer(declined.verification_url, 'authenticate');
    await refused(declined.id, ['is not active (its status is inactive)']);
    const failedAuth = (await createToken(account, '4111111111111111')).body;
    await answer(failedAuth.verification_url, 'fail');
    await refused(failedAuth.id, ['is not active (its status is inactive)']);

    const other = (await merchant()).account;
    const theirs = (await createToken(other, '4111111111111111', { save_only: true })).body;
    await refused(theirs.id, ['is invalid']);
    await refused(`token_${'x'.repeat(32)}`, ['is invalid']);

    const gone = (await createToken(account, '4111111111111111', { save_only: true })).body;
    expect((await call('DELETE', `/v1/tokens/${gone.id}`, account.secret_key)).status).toBe(204);
    await refused(gone.id, ['is invalid']);

    // Valid through November 2026 (the clock's month); expired once December starts.
    const expiring = (await createToken(account, '4111111111111111', { save_only: true, month: '11', year: '26' })).body;
    expect((await charge(account, expiring.id)).body.status).toBe('paid');
    const now = clock.now();
    clock.set('2026-12-01T00:00:00.000Z');
    try {
      expect((await call('GET', `/v1/tokens/${expiring.id}`, account.secret_key)).body.status).toBe('expired');
      await refused(expiring.id, ['is not active (its status is expired)']);
    } finally {
      clock.set(now);
    }
  });

  it('a repeated given_id answers the same token payment (even after the token is deleted), and charges once', async () => {
    const { account } = await merchant();
    const token = (await createToken(account, '4111111111111111', { save_only: true })).body;
    const givenId = randomUUID();
    const first = await charge(account, token.id, { given_id: givenId });
    expect(first.body).toMatchObject({ id: givenId, status: 'paid' });
    const again = await charge(account, token.id, { given_id: givenId, amount: 999 });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await call('DELETE', `/v1/tokens/${token.id}`, account.secret_key)).status).toBe(204);
    expect((await charge(account, token.id, { given_id: givenId })).body).toEqual(first.body);
    expect((await call('GET', `/v1/payments?source=token`, account.secret_key)).body.meta.total_count).toBe(1);
    // Another account using the id is refused.
    const other = (await merchant()).account;
    const theirs = (await createToken(other, '4111111111111111', { save_only: true })).body;
    expect((await charge(other, theirs.id, { given_id: givenId })).body.errors).toEqual({ given_id: ['has already been taken'] });
  });
});

describe('the dev accounts', () => {
  it('startMoyasarSandbox creates the teams’ dev account and Waqt’s billing account, each with its own keys', async () => {
    for (const k of ['MOYASAR_SANDBOX_PUBLISHABLE_KEY', 'MOYASAR_SANDBOX_SECRET_KEY', 'BILLING_MOYASAR_PUBLISHABLE_KEY', 'BILLING_MOYASAR_SECRET_KEY']) vi.stubEnv(k, '');
    const started = await startMoyasarSandbox({ databaseUrl: db.url, port: 0, now: () => clock.now() });
    try {
      expect(started.sandbox.accounts.map((a) => [a.id, a.publishable_key, a.secret_key])).toEqual([
        [DEV_ACCOUNT_ID, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY],
        [BILLING_DEV_ACCOUNT_ID, BILLING_DEV_PUBLISHABLE_KEY, BILLING_DEV_SECRET_KEY],
      ]);
      const as = (key: string, path: string, body?: unknown) =>
        fetch(`${started.url}${path}`, { method: body ? 'POST' : 'GET', headers: { Authorization: basic(key), 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
      const token = await json(await as(BILLING_DEV_PUBLISHABLE_KEY, '/v1/tokens', { name: 'Ali Hassan', number: '4201320111111010', month: '12', year: '30', cvc: '123', save_only: true }));
      const paid = await json(await as(BILLING_DEV_SECRET_KEY, '/v1/payments', { amount: 11385, callback_url: 'https://app.test/b', source: { type: 'token', token: token.id } }));
      expect(paid.status).toBe('paid');
      // The two accounts never see each other's payments or tokens.
      expect((await as(DEV_SECRET_KEY, `/v1/payments/${paid.id}`)).status).toBe(404);
      expect((await as(DEV_SECRET_KEY, `/v1/tokens/${token.id}`)).status).toBe(404);
      expect((await as(BILLING_DEV_SECRET_KEY, `/v1/payments/${paid.id}`)).status).toBe(200);
    } finally {
      await started.stop();
      vi.unstubAllEnvs();
    }
  });

  it('the billing keys are well-formed Moyasar test keys and can be overridden from the environment', () => {
    expect(publishableKeySchema.safeParse(BILLING_DEV_PUBLISHABLE_KEY).success).toBe(true);
    expect(secretKeySchema.safeParse(BILLING_DEV_SECRET_KEY).success).toBe(true);
    expect(billingDevAccount({})).toEqual({ id: BILLING_DEV_ACCOUNT_ID, name: 'Waqt billing (sandbox)', publishable_key: BILLING_DEV_PUBLISHABLE_KEY, secret_key: BILLING_DEV_SECRET_KEY });
    expect(billingDevAccount({ BILLING_MOYASAR_PUBLISHABLE_KEY: 'pk_test_ownBilling0001', BILLING_MOYASAR_SECRET_KEY: 'sk_test_ownBilling0001' })).toMatchObject({
      publishable_key: 'pk_test_ownBilling0001',
      secret_key: 'sk_test_ownBilling0001',
    });
  });

  it('refuses two configured accounts on the same key', async () => {
    const same = { publishable_key: 'pk_test_sharedKeys0001', secret_key: 'sk_test_sharedKeys0001' };
    await expect(createMoyasarSandbox({ databaseUrl: db.url, accounts: [{ id: 'acct_a', ...same }, { id: 'acct_b', ...same }] })).rejects.toThrow(/same key/);
  });
});
