import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoyasarSandbox, type MoyasarSandbox } from './sandbox.ts';
import { basic, createSandboxDatabase, fixedClock, json } from '../../test/helpers.ts';

const clock = fixedClock('2026-11-22T09:00:00.000Z');
let db: Awaited<ReturnType<typeof createSandboxDatabase>>;
let sandbox: MoyasarSandbox;
let base: string;
const acct = { pk: 'pk_test_paymentsTestAccount0001', sk: 'sk_test_paymentsTestAccount0001' };

beforeAll(async () => {
  db = await createSandboxDatabase();
  sandbox = await createMoyasarSandbox({
    databaseUrl: db.url,
    now: () => clock.now(),
    accounts: [{ name: 'Smile Clinic', publishable_key: acct.pk, secret_key: acct.sk }],
  });
  base = await sandbox.start();
});
afterAll(async () => {
  await sandbox?.stop();
  await db?.drop();
});

const card = (number: string, over: Record<string, unknown> = {}) => ({ type: 'creditcard', name: 'Ali Hassan', number, month: '12', year: '30', cvc: number.startsWith('3') ? '1234' : '123', ...over });
const paymentBody = (number: string, over: Record<string, unknown> = {}) => ({
  amount: 23000,
  currency: 'SAR',
  description: 'Dental check-up',
  callback_url: 'http://127.0.0.1:5030/pay/return?booking=b1',
  source: card(number),
  ...over,
});

async function api(method: string, path: string, opts: { key?: string | null; body?: unknown; headers?: Record<string, string> } = {}) {
  const key = opts.key === undefined ? acct.sk : opts.key;
  const res = await fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(key ? { Authorization: basic(key) } : {}),
      ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...opts.headers,
    },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
const create = (number: string, over: Record<string, unknown> = {}) => api('POST', '/v1/payments', { body: paymentBody(number, over) });

/** Answers the 3-D Secure page like the payer would, and returns where it redirects. */
async function answer3ds(transactionUrl: string, action: 'authenticate' | 'fail') {
  const page = await fetch(transactionUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('<title>3-D Secure (sandbox)</title>');
  expect(html).toContain('<button type="submit" name="action" value="authenticate">Authenticate</button>');
  expect(html).toContain('<button type="submit" name="action" value="fail">Fail authentication</button>');
  const res = await fetch(transactionUrl, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `action=${action}` });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location')!);
}

describe('POST /v1/payments with the test cards', () => {
  it('an approved card with 3-D Secure is initiated with a transaction_url and the full payment object', async () => {
    const { status, body } = await create('4111111111111111', { metadata: { booking_id: 'b1', seats: 2 } });
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'initiated',
      amount: 23000,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      refunded_at: null,
      captured: 0,
      captured_at: null,
      voided_at: null,
      description: 'Dental check-up',
      amount_format: '230.00 SAR',
      fee_format: '0.00 SAR',
      refunded_format: '0.00 SAR',
      captured_format: '0.00 SAR',
      invoice_id: null,
      ip: '127.0.0.1',
      callback_url: 'http://127.0.0.1:5030/pay/return?booking=b1',
      created_at: '2026-11-22T09:00:00.000Z',
      updated_at: '2026-11-22T09:00:00.000Z',
      metadata: { booking_id: 'b1', seats: '2' },
      source: {
        type: 'creditcard',
        company: 'visa',
        name: 'Ali Hassan',
        number: 'XXXX-XXXX-XXXX-1111',
        gateway_id: expect.stringMatching(/^moyasar_cc_[A-Za-z0-9]+$/),
        reference_number: null,
        token: null,
        message: null,
        response_code: null,
        transaction_url: expect.stringMatching(new RegExp(`^${base}/v1/transaction_auths/[0-9a-f-]{36}/form\\?token=auth_[A-Za-z0-9]+$`)),
      },
    });
    // Keys in Moyasar's order, as stored.
    expect(Object.keys(body).slice(0, 4)).toEqual(['id', 'status', 'amount', 'fee']);
  });

  it('gives each network its company: mada (challenge), Mastercard, Amex', async () => {
    const mada = await create('4201320111111010');
    expect(mada.body).toMatchObject({ status: 'initiated', source: { company: 'mada', number: 'XXXX-XXXX-XXXX-1010', message: null } });
    expect(mada.body.source.transaction_url).toContain('/v1/transaction_auths/');
    expect((await create('5421080101000000')).body).toMatchObject({ status: 'initiated', source: { company: 'master' } });
    expect((await create('340000000900000')).body).toMatchObject({ status: 'initiated', source: { company: 'amex', number: 'XXXX-XXXX-XXXX-0000' } });
  });

  it('declined cards fail at once with their message and response code (201, as Moyasar answers a declined card)', async () => {
    const cases: [string, string, string, string][] = [
      ['4201320000311101', 'mada', 'INSUFFICIENT FUNDS', '51'],
      ['4123120001090000', 'visa', 'INSUFFICIENT FUNDS', '51'],
      ['5105105105105100', 'master', 'UNSPECIFIED FAILURE', '99'],
      ['340012340501000', 'amex', 'DECLINED: LOST CARD', '41'],
      ['4123120001090109', 'visa', 'DECLINED', '05'],
      ['5105107550274126', 'master', 'DECLINED: EXPIRED CARD', '54'],
      ['4201326324640570', 'mada', 'EXCEEDS WITHDRAWAL LIMIT', '61'],
      ['340000418501838', 'amex', 'DECLINED: STOLEN CARD', '43'],
    ];
    for (const [number, company, message, code] of cases) {
      const { status, body } = await create(number);
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: 'failed', source: { company, message, response_code: code, transaction_url: null } });
    }
  });

  it('3-D Secure cases: frictionless pays at once, the failure cards fail with their messages, unknown cards fail', async () => {
    expect((await create('4111114005765430')).body).toMatchObject({ status: 'paid', source: { message: 'APPROVED', response_code: '00', transaction_url: null } });
    const failures: [string, string][] = [
      ['4111118250252531', '3DS: attempted but not available, please ensure that you have enabled Online Purchase from your bank portal.'],
      ['4111113343111067', '3DS service error occurred.'],
      ['4111112205628150', '3DS service error occurred.'],
      ['4111116611600661', 'The card is not enrolled in 3DS service.'],
      ['4111115784228433', 'The authentication attempt was rejected by the issuer bank.'],
      ['4111115620358287', 'The authentication is unavailable, please try again later or contact issuer bank if problem persisted.'],
    ];
    // No ISO response code for a 3-D Secure failure: the message alone says it.
    for (const [number, message] of failures) expect((await create(number)).body).toMatchObject({ status: 'failed', source: { message, response_code: null } });
    expect((await create('4242424242424242')).body).toMatchObject({ status: 'failed', source: { company: 'visa', message: 'UNSPECIFIED FAILURE' } });
  });

  it('without 3-D Secure an approved card pays at once; manual authorizes', async () => {
    expect((await create('4111111111111111', { source: card('4111111111111111', { '3ds': false }) })).body).toMatchObject({ status: 'paid', source: { message: 'APPROVED' } });
    expect((await create('4111114005765430', { source: card('4111114005765430', { manual: true }) })).body).toMatchObject({ status: 'authorized' });
  });
});

describe('validation', () => {
  it('answers 400 Validation Failed naming every bad field', async () => {
    const { status, body } = await api('POST', '/v1/payments', {
      body: { amount: 99.5, currency: 'SARR', given_id: 'nope', metadata: { ['k'.repeat(41)]: 'v' }, source: { type: 'creditcard', name: 'Ali', number: '4111111111111112', month: '13', year: '123', cvc: '12' } },
    });
    expect(status).toBe(400);
    expect(body.type).toBe('invalid_request_error');
    expect(body.message).toBe('Validation Failed');
    expect(Object.keys(body.errors).sort()).toEqual(
      ['amount', 'callback_url', 'currency', 'given_id', 'metadata', 'source.cvc', 'source.month', 'source.name', 'source.number', 'source.year'].sort(),
    );
    expect(body.errors.amount).toEqual(['must be an integer']);
    expect((await create('4111111111111111', { amount: 99 })).body.errors).toEqual({ amount: ['must be greater than or equal to 100'] });
    // Expired relative to the sandbox clock (November 2026): October 2026 is past, November is still valid.
    expect((await create('4111111111111111', { source: card('4111111111111111', { month: '10', year: '26' }) })).body.errors).toEqual({ 'source.year': ['card has expired'] });
    expect((await create('4111111111111111', { source: card('4111111111111111', { month: '11', year: '2026' }) })).status).toBe(201);
    expect((await create('340000000900000', { source: card('340000000900000', { cvc: '123' }) })).body.errors).toEqual({ 'source.cvc': ['is invalid'] });
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']));
    expect((await create('4111111111111111', { metadata: tooMany })).body.errors).toEqual({ metadata: ['must have at most 30 keys'] });
    expect((await create('4111111111111111', { source: { type: 'stcpay', mobile: '0500000000' } })).body.errors).toHaveProperty('source.type');
  });

  it('takes x-www-form-urlencoded bodies with bracket keys, as the docs’ curl examples send', async () => {
    const form = new URLSearchParams({
      amount: '1000',
      currency: 'SAR',
      description: 'Order 7',
      callback_url: 'https://shop.test/return',
      'metadata[order_id]': '7',
      'source[type]': 'creditcard',
      'source[name]': 'Sara Al Otaibi',
      'source[number]': '4111114005765430',
      'source[month]': '01',
      'source[year]': '2031',
      'source[cvc]': '321',
    });
    const res = await fetch(`${base}/v1/payments`, { method: 'POST', headers: { Authorization: basic(acct.sk), 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ status: 'paid', amount: 1000, metadata: { order_id: '7' }, source: { name: 'Sara Al Otaibi' } });
  });
});

describe('the browser form (moyasar-payment-form 2.2.10)', () => {
  const origin = 'http://127.0.0.1:5030';

  it('answers the CORS preflight of POST /v1/payments and /v1/tokens from any origin', async () => {
    for (const path of ['/v1/payments', '/v1/tokens']) {
      const res = await fetch(`${base}${path}`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-moyasar-form-version' },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
      expect(allowed).toContain('content-type');
      expect(allowed).toContain('x-moyasar-form-version');
    }
  });

  it('creates a payment from the form’s exact request (publishable key in the body, no Authorization), then 3-D Secure redirects to the callback', async () => {
    const givenId = randomUUID();
    const res = await fetch(`${base}/v1/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Moyasar-Form-Version': '2.2.10', Origin: origin },
      body: JSON.stringify({
        amount: 23000,
        currency: 'SAR',
        description: 'Dental check-up',
        publishable_api_key: acct.pk,
        given_id: givenId,
        metadata: { booking_id: 'b7' },
        callback_url: `${origin}/en/pay/return?booking=b7`,
        source: { type: 'creditcard', name: 'Ali Hassan', number: '4201320111111010', month: '12', year: '30', cvc: '123' },
      }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const payment = (await res.json()) as { id: string; status: string; source: { transaction_url: string; company: string } };
    expect(payment).toMatchObject({ id: givenId, status: 'initiated', source: { company: 'mada' } });

    const back = await answer3ds(payment.source.transaction_url, 'authenticate');
    expect(`${back.origin}${back.pathname}`).toBe(`${origin}/en/pay/return`);
    expect([...back.searchParams]).toEqual([
      ['booking', 'b7'],
      ['id', givenId],
      ['status', 'paid'],
      ['message', 'APPROVED'],
    ]);
    expect((await api('GET', `/v1/payments/${givenId}`)).body).toMatchObject({ status: 'paid', source: { message: 'APPROVED', response_code: '00' } });
    // Submitting the page again changes nothing and lands on the same callback.
    const again = await fetch(payment.source.transaction_url, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=fail' });
    expect(new URL(again.headers.get('location')!).searchParams.get('status')).toBe('paid');
  });

  it('"Fail authentication" fails the payment with the issuer’s rejection', async () => {
    const { body } = await create('4111111111111111', { callback_url: 'https://shop.test/return' });
    const post3ds = (form: string) =>
      fetch(body.source.transaction_url, { method: 'POST', redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form });
    // No answer chosen: nothing changes.
    expect((await post3ds('')).status).toBe(400);
    expect((await api('GET', `/v1/payments/${body.id}`)).body.status).toBe('initiated');
    const back = await answer3ds(body.source.transaction_url, 'fail');
    expect(back.toString()).toBe(
      `https://shop.test/return?id=${body.id}&status=failed&message=The+authentication+attempt+was+rejected+by+the+issuer+bank.`,
    );
    expect((await api('GET', `/v1/payments/${body.id}`)).body).toMatchObject({ status: 'failed', source: { message: 'The authentication attempt was rejected by the issuer bank.', response_code: null } });
  });

  it('takes decision=approve as well as the buttons’ action=authenticate', async () => {
    const { body } = await create('5421080101000000', { callback_url: 'https://shop.test/return' });
    const res = await fetch(body.source.transaction_url, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ decision: 'approve' }) });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`https://shop.test/return?id=${body.id}&status=paid&message=APPROVED`);
  });

  it('a publishable key may create payments (Basic too) but nothing else', async () => {
    const made = await api('POST', '/v1/payments', { key: acct.pk, body: paymentBody('4111114005765430') });
    expect(made.status).toBe(201);
    const fetched = await api('GET', `/v1/payments/${made.body.id}`, { key: acct.pk });
    expect(fetched.status).toBe(403);
    expect(fetched.body.type).toBe('authorization_error');
    expect((await api('POST', `/v1/payments/${made.body.id}/refund`, { key: acct.pk, body: {} })).status).toBe(403);
    // A secret key in the body is not how secret keys travel.
    expect((await api('POST', '/v1/payments', { key: null, body: { ...paymentBody('4111114005765430'), publishable_api_key: acct.sk } })).status).toBe(401);
  });
});

describe('fetching, keys and accounts', () => {
  it('fetches with the secret key (with or without the colon); a wrong key is 401; another account’s payment is 404', async () => {
    const { body: p } = await create('4111114005765430');
    expect((await api('GET', `/v1/payments/${p.id}`)).body).toEqual(p);
    const noColon = await fetch(`${base}/v1/payments/${p.id}`, { headers: { Authorization: basic(acct.sk, false) } });
    expect(noColon.status).toBe(200);

    const wrong = await api('GET', `/v1/payments/${p.id}`, { key: 'sk_test_doesNotExist0000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ type: 'authentication_error', message: 'Invalid authorization credentials', errors: null });
    expect((await api('GET', `/v1/payments/${p.id}`, { key: null })).status).toBe(401);
    expect((await api('GET', `/v1/payments/${p.id}`, { key: 'sk_live_realKeysAreRefused00' })).status).toBe(401);

    const other = (await api('POST', '/_sandbox/accounts', { key: null, body: { name: 'Other clinic' } })).body;
    expect(other).toMatchObject({ id: expect.stringMatching(/^acct_/), publishable_key: expect.stringMatching(/^pk_test_/), secret_key: expect.stringMatching(/^sk_test_/) });
    const notTheirs = await api('GET', `/v1/payments/${p.id}`, { key: other.secret_key });
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body).toEqual({ type: 'api_error', message: 'Object not found', errors: null });
    expect((await api('GET', `/v1/payments/${randomUUID()}`)).status).toBe(404);
  });

  it('a repeated given_id from the same account answers the existing payment; from another account it is refused', async () => {
    const givenId = randomUUID();
    const first = await create('4111111111111111', { given_id: givenId });
    const second = await create('4123120001090000', { given_id: givenId, amount: 999 });
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    const other = (await api('POST', '/_sandbox/accounts', { key: null, body: {} })).body;
    const theirs = await api('POST', '/v1/payments', { key: other.secret_key, body: paymentBody('4111111111111111', { given_id: givenId }) });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors).toEqual({ given_id: ['has already been taken'] });
  });

  it('lists with filters, pages of 40 and the meta block', async () => {
    const other = (await api('POST', '/_sandbox/accounts', { key: null, body: {} })).body;
    const as = (path: string, body?: unknown) => api(body === undefined ? 'GET' : 'POST', path, { key: other.secret_key, body });
    for (let i = 0; i < 42; i++) await as('/v1/payments', paymentBody('4111114005765430', { metadata: { order_id: String(i % 3) } }));
    await as('/v1/payments', paymentBody('4123120001090000'));
    const page1 = (await as('/v1/payments')).body;
    expect(page1.payments).toHaveLength(40);
    expect(page1.meta).toEqual({ current_page: 1, next_page: 2, prev_page: null, total_pages: 2, total_count: 43 });
    const page2 = (await as('/v1/payments?page=2')).body;
    expect(page2.payments).toHaveLength(3);
    expect(page2.meta).toEqual({ current_page: 2, next_page: null, prev_page: 1, total_pages: 2, total_count: 43 });
    expect((await as('/v1/payments?status=failed')).body.meta.total_count).toBe(1);
    expect((await as('/v1/payments?metadata[order_id]=1')).body.meta.total_count).toBe(14);
    expect((await as('/v1/payments?metadata[order_id]=1&status=failed')).body.payments).toEqual([]);
  });

  it('updates description and metadata', async () => {
    const { body: p } = await create('4111114005765430');
    clock.advance(1000);
    const { status, body } = await api('PUT', `/v1/payments/${p.id}`, { body: { description: 'Renamed', metadata: { a: 'b' } } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ description: 'Renamed', metadata: { a: 'b' }, updated_at: '2026-11-22T09:00:01.000Z', created_at: p.created_at });
  });
});

describe('refund, capture, void', () => {
  it('refunds partly (status stays paid, refunded grows), then the rest (refunded); too much and wrong states are 400', async () => {
    const { body: p } = await create('4111114005765430', { amount: 10000 });
    const part = await api('POST', `/v1/payments/${p.id}/refund`, { body: { amount: 2500 } });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ status: 'paid', refunded: 2500, refunded_format: '25.00 SAR', refunded_at: expect.any(String) });
    const tooMuch = await api('POST', `/v1/payments/${p.id}/refund`, { body: { amount: 7501 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body).toEqual({ type: 'invalid_request_error', message: 'Validation Failed', errors: { amount: ['must be less than or equal to 7500'] } });
    const rest = await api('POST', `/v1/payments/${p.id}/refund`, { body: {} });
    expect(rest.body).toMatchObject({ status: 'refunded', refunded: 10000 });
    const again = await api('POST', `/v1/payments/${p.id}/refund`, { body: {} });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ type: 'invalid_request_error', message: 'Payment cannot be refunded: its status is refunded', errors: null });

    const { body: full } = await create('4111114005765430');
    expect((await api('POST', `/v1/payments/${full.id}/refund`)).body).toMatchObject({ status: 'refunded', refunded: 23000 });
    const { body: initiated } = await create('4111111111111111');
    expect((await api('POST', `/v1/payments/${initiated.id}/refund`, { body: {} })).status).toBe(400);
    expect((await api('POST', `/v1/payments/${initiated.id}/refund`, { body: { amount: 'lots' } })).body.errors).toEqual({ amount: ['must be an integer'] });
  });

  it('captures an authorized payment (partly) and voids per the status transitions', async () => {
    const { body: auth } = await create('4111111111111111', { source: card('4111111111111111', { manual: true }) });
    const back = await answer3ds(auth.source.transaction_url, 'authenticate');
    expect(back.searchParams.get('status')).toBe('authorized');
    const captured = await api('POST', `/v1/payments/${auth.id}/capture`, { body: { amount: 20000 } });
    expect(captured.body).toMatchObject({ status: 'captured', captured: 20000, captured_format: '200.00 SAR' });
    expect((await api('POST', `/v1/payments/${auth.id}/capture`, { body: {} })).status).toBe(400);
    expect((await api('POST', `/v1/payments/${auth.id}/refund`, { body: {} })).body).toMatchObject({ status: 'refunded', refunded: 20000 });

    const { body: paid } = await create('4111114005765430');
    const voided = await api('POST', `/v1/payments/${paid.id}/void`, { body: {} });
    expect(voided.body).toMatchObject({ status: 'voided', voided_at: expect.any(String) });
    expect((await api('POST', `/v1/payments/${paid.id}/void`, { body: {} })).status).toBe(400);
    const { body: failed } = await create('4123120001090000');
    expect((await api('POST', `/v1/payments/${failed.id}/capture`, { body: {} })).body.message).toBe('Payment cannot be captured: its status is failed');
  });
});

describe('tokens', () => {
  it('save_only tokens are active at once and pay like their card (3-D Secure only when asked); others verify on the 3-D Secure page', async () => {
    const saved = await api('POST', '/v1/tokens', {
      key: null,
      body: { publishable_api_key: acct.pk, name: 'Ali Hassan', number: '4201320111111010', month: '12', year: '30', cvc: '123', save_only: true },
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ id: expect.stringMatching(/^token_/), status: 'active', brand: 'mada', funding: 'debit', country: 'SA', month: '12', year: '2030', last_four: '1010', verification_url: null });
    const paid = await api('POST', '/v1/payments', { body: { amount: 5000, callback_url: 'https://shop.test/r', source: { type: 'token', token: saved.body.id } } });
    expect(paid.body).toMatchObject({ status: 'paid', source: { type: 'token', company: 'mada', token: saved.body.id, number: 'XXXX-XXXX-XXXX-1010', message: 'APPROVED', transaction_url: null } });
    const asked = await api('POST', '/v1/payments', { body: { amount: 5000, callback_url: 'https://shop.test/r', source: { type: 'token', token: saved.body.id, '3ds': true } } });
    expect(asked.body).toMatchObject({ status: 'initiated', source: { type: 'token', token: saved.body.id, message: null } });
    expect((await answer3ds(asked.body.source.transaction_url, 'authenticate')).searchParams.get('status')).toBe('paid');

    const verify = await api('POST', '/v1/tokens', { key: acct.pk, body: { name: 'Ali Hassan', number: '4111111111111111', month: '12', year: '30', cvc: '123', callback_url: 'https://shop.test/t' } });
    expect(verify.body).toMatchObject({ status: 'initiated', verification_url: expect.stringContaining('/v1/transaction_auths/') });
    const back = await answer3ds(verify.body.verification_url, 'authenticate');
    expect(back.searchParams.get('id')).toBe(verify.body.id);
    expect(back.searchParams.get('status')).toBe('active');
    expect((await api('GET', `/v1/tokens/${verify.body.id}`)).body).toMatchObject({ status: 'active' });
    expect((await api('GET', `/v1/tokens/${verify.body.id}`, { key: acct.pk })).status).toBe(403);
    expect((await api('DELETE', `/v1/tokens/${verify.body.id}`)).status).toBe(204);
    expect((await api('GET', `/v1/tokens/${verify.body.id}`)).status).toBe(404);
    const gone = await api('POST', '/v1/payments', { body: { amount: 5000, callback_url: 'https://shop.test/r', source: { type: 'token', token: verify.body.id } } });
    expect(gone.status).toBe(400);
  });
});

describe('options', () => {
  it('declineAt "after3ds": a declined card passes the 3-D Secure page first, then fails with its decline', async () => {
    const strict = await createMoyasarSandbox({ databaseUrl: db.url, now: () => clock.now(), declineAt: 'after3ds', unknownCards: 'approve' });
    try {
      const url = await strict.start();
      const post = async (number: string) =>
        json(
          await fetch(`${url}/v1/payments`, {
            method: 'POST',
            headers: { Authorization: basic(acct.sk), 'Content-Type': 'application/json' },
            body: JSON.stringify(paymentBody(number, { callback_url: 'https://shop.test/r' })),
          }),
        );
      const declined = await post('4123120001090000');
      expect(declined).toMatchObject({ status: 'initiated', source: { message: null } });
      const back = await answer3ds(declined.source.transaction_url, 'authenticate');
      expect(back.toString()).toBe(`https://shop.test/r?id=${declined.id}&status=failed&message=INSUFFICIENT+FUNDS`);
      const asked = await json(await fetch(`${url}/v1/payments/${declined.id}`, { headers: { Authorization: basic(acct.sk) } }));
      expect(asked).toMatchObject({ status: 'failed', source: { message: 'INSUFFICIENT FUNDS', response_code: '51' } });
      expect(await post('4242424242424242')).toMatchObject({ status: 'initiated' });
    } finally {
      await strict.stop();
    }
  });
});
