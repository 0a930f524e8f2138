import { Writable } from 'node:stream';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { drainJobs, type TestApp } from '../../../test/harness.ts';
import { errorCode } from '../../../test/fixtures.ts';
import { paymentsSuite, type PaymentsHarness } from '../../../test/paid-booking.ts';
import { manageToken } from '../public/booking-flow.service.ts';
import { GatewayError } from '../../payments/gateway.ts';
import { THREEDS_CARDS } from '@waqt/sandbox';

const suite = paymentsSuite();
let app: TestApp;
let h: PaymentsHarness;
beforeAll(() => void ({ app, h } = suite));

const MIN = 60_000;
const visitor = () => h.visitor();
const paidBooking = () => h.paidBooking();
const formPayment = (...args: Parameters<typeof h.formPayment>) => h.formPayment(...args);
const approve3ds = (transactionUrl: string) => h.approve3ds(transactionUrl);
const bookingStatus = (id: string) => h.bookingStatus(id);

describe('payment providers', () => {
  it('saves a card provider after checking its keys; the secret key never comes back and is encrypted at rest', async () => {
    const { c, team, keys, provider } = await paidBooking();
    expect(provider).toMatchObject({ kind: 'card', isDefault: true, publishableKey: keys.publishable_key, hasSecretKey: true });
    expect(JSON.stringify(await c.paymentProviders.list({ teamId: team.id }))).not.toContain(keys.secret_key);
    const [row] = await app.db.query(`SELECT secret_key_enc FROM payment_providers WHERE id = $1`, [provider.id]);
    expect(row.secret_key_enc).not.toContain(keys.secret_key);
    expect(row.secret_key_enc).toMatch(/^v1\./);
    // A key the gateway refuses: said which and why (below), and nothing changes.
    expect(await errorCode(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: { kind: 'card', publishableKey: keys.publishable_key, secretKey: 'sk_test_wrongwrongwrong' } }))).toBe(
      'MOYASAR_KEY_NOT_RECOGNISED',
    );
    expect((await app.db.query(`SELECT secret_key_enc FROM payment_providers WHERE id = $1`, [provider.id]))[0].secret_key_enc).toBe(row.secret_key_enc);
  });

  it('bank transfer needs a valid IBAN; the default moves; personal teams get PAYMENTS_NOT_AVAILABLE', async () => {
    const { c, team, owner } = await paidBooking();
    await expect(c.paymentProviders.save({ teamId: team.id, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA03 8000 0000 6080 1016 7518', accountHolder: 'Clinic' } })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const bank = await c.paymentProviders.save({
      teamId: team.id,
      provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'sa03 8000 0000 6080 1016 7519', accountHolder: 'Clinic' },
      isDefault: true,
    });
    expect(bank).toMatchObject({ iban: 'SA0380000000608010167519', isDefault: true });
    expect((await c.paymentProviders.list({ teamId: team.id })).map((p) => [p.kind, p.isDefault])).toEqual([
      ['bank_transfer', true],
      ['card', false],
    ]);
    expect(await errorCode(c.paymentProviders.save({ teamId: owner.personal.id, provider: { kind: 'on_arrival' } }))).toBe('PAYMENTS_NOT_AVAILABLE');

    // Deleting the default hands the default to the oldest left; an id that is not the team's is not found.
    await c.paymentProviders.delete({ teamId: team.id, providerId: bank.id });
    expect((await c.paymentProviders.list({ teamId: team.id })).map((p) => [p.kind, p.isDefault])).toEqual([['card', true]]);
    expect(await errorCode(c.paymentProviders.delete({ teamId: team.id, providerId: bank.id }))).toBe('PAYMENT_PROVIDER_NOT_FOUND');
  });
});

describe('wrong Moyasar keys say which key and why (issue 23)', () => {
  /** The refusal's code and field issues, as the API sends them (appError.code, appError.fields). */
  async function refusal(p: Promise<unknown>) {
    const err = (await p.then(
      () => {
        throw new Error('expected a refusal');
      },
      (e: unknown) => e,
    )) as { message: string; cause?: { fields?: unknown } };
    return { code: err.message, fields: err.cause?.fields };
  }
  /** The real sandbox gateway, its calls counted, with `list` answering `listFails` when given (callers made after it use it). */
  function watchedGateway(listFails?: () => never) {
    const real = app.deps.gateway;
    const calls = { list: 0, checkPublishableKey: 0 };
    app.deps.gateway = {
      ...real,
      list: async (key, q) => {
        calls.list++;
        return listFails ? listFails() : real.list(key, q);
      },
      checkPublishableKey: async (key) => {
        calls.checkPublishableKey++;
        return real.checkPublishableKey(key);
      },
    };
    return { calls, restore: () => void (app.deps.gateway = real) };
  }
  const card = (publishableKey: string, secretKey?: string) => ({ kind: 'card' as const, publishableKey, ...(secretKey ? { secretKey } : {}) });
  const secretOf = async (id: string) => (await app.db.query(`SELECT publishable_key, secret_key_enc FROM payment_providers WHERE id = $1`, [id]))[0];

  it('a key Moyasar does not know: MOYASAR_KEY_NOT_RECOGNISED on that key (the publishable key is asked too), or on both', async () => {
    const { c, team, keys, provider } = await paidBooking();
    const saved = await secretOf(provider.id);
    const other = await h.account();
    expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card(keys.publishable_key, 'sk_test_wrongwrongwrong') }))).toEqual({
      code: 'MOYASAR_KEY_NOT_RECOGNISED',
      fields: [{ path: 'provider.secretKey', issue: 'moyasar_key_not_recognised' }],
    });
    expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card('pk_test_notakeynotakey', keys.secret_key) }))).toEqual({
      code: 'MOYASAR_KEY_NOT_RECOGNISED',
      fields: [{ path: 'provider.publishableKey', issue: 'moyasar_key_not_recognised' }],
    });
    // Editing without a new secret key: only the publishable key is new, and it is the one marked.
    expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card('pk_test_notakeynotakey') }))).toMatchObject({
      fields: [{ path: 'provider.publishableKey', issue: 'moyasar_key_not_recognised' }],
    });
    expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card('pk_test_notakeynotakey', 'sk_test_wrongwrongwrong') }))).toEqual({
      code: 'MOYASAR_KEY_NOT_RECOGNISED',
      fields: [
        { path: 'provider.publishableKey', issue: 'moyasar_key_not_recognised' },
        { path: 'provider.secretKey', issue: 'moyasar_key_not_recognised' },
      ],
    });
    expect(await secretOf(provider.id)).toEqual(saved);
    // Another account's known keys pass (whether two keys are one account's cannot be asked without a payment).
    await expect(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card(other.publishable_key, other.secret_key) })).resolves.toMatchObject({ publishableKey: other.publishable_key });
  });

  it('a test key with a live key: MOYASAR_KEY_MODE_MISMATCH on the key typed, saying its mode, before asking Moyasar', async () => {
    const { owner, team, keys, provider } = await paidBooking();
    const saved = await secretOf(provider.id);
    const watch = watchedGateway();
    const c = app.caller({ sessionToken: owner.token });
    try {
      expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card(keys.publishable_key, 'sk_live_abcdefghijklmnop') }))).toEqual({
        code: 'MOYASAR_KEY_MODE_MISMATCH',
        fields: [{ path: 'provider.secretKey', issue: 'moyasar_key_is_live' }],
      });
      // The saved secret key is a test key; a new live publishable key alone is the one marked.
      expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card('pk_live_abcdefghijklmnop') }))).toEqual({
        code: 'MOYASAR_KEY_MODE_MISMATCH',
        fields: [{ path: 'provider.publishableKey', issue: 'moyasar_key_is_live' }],
      });
      expect(await refusal(c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card('pk_live_abcdefghijklmnop', keys.secret_key) }))).toEqual({
        code: 'MOYASAR_KEY_MODE_MISMATCH',
        fields: [{ path: 'provider.secretKey', issue: 'moyasar_key_is_test' }],
      });
      expect(watch.calls).toEqual({ list: 0, checkPublishableKey: 0 });
    } finally {
      watch.restore();
    }
    expect(await secretOf(provider.id)).toEqual(saved);
  });

  it('a secret key Moyasar knows but that may not list payments (403, 405): MOYASAR_SECRET_CANNOT_LIST; the gateway down: PAYMENT_PROVIDER_CONFIG', async () => {
    const { owner, team, keys, provider } = await paidBooking();
    const saved = await secretOf(provider.id);
    // A caller per call: its context takes the gateway of the moment.
    const save = () => app.caller({ sessionToken: owner.token }).paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: card(keys.publishable_key, keys.secret_key) });
    for (const [status, type] of [
      [403, 'authorization_error'],
      [405, 'account_inactive_error'],
    ] as const) {
      const watch = watchedGateway(() => {
        throw new GatewayError(status, type, 'refused');
      });
      try {
        expect(await refusal(save())).toEqual({ code: 'MOYASAR_SECRET_CANNOT_LIST', fields: [{ path: 'provider.secretKey', issue: 'moyasar_secret_cannot_list' }] });
        expect(watch.calls).toEqual({ list: 1, checkPublishableKey: 1 });
      } finally {
        watch.restore();
      }
    }
    const down = watchedGateway(() => {
      throw new TypeError('fetch failed');
    });
    try {
      expect(await refusal(save())).toEqual({ code: 'PAYMENT_PROVIDER_CONFIG', fields: undefined });
    } finally {
      down.restore();
    }
    expect(await secretOf(provider.id)).toEqual(saved);
    await expect(save()).resolves.toMatchObject({ hasSecretKey: true });
  });

  it('the field issues reach the browser, with no key in the answer (HTTP)', async () => {
    const { owner, team, keys, provider } = await paidBooking();
    const api = await app.listen();
    const wrong = 'sk_test_nottherightsecretkey';
    const res = await fetch(`${api}/trpc/paymentProviders.save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', cookie: `waqt_session=${owner.token}`, origin: app.config.appOrigin },
      body: JSON.stringify({ teamId: team.id, providerId: provider.id, provider: card(keys.publishable_key, wrong) }),
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect((JSON.parse(text) as { error: { data: { appError: unknown } } }).error.data.appError).toEqual({
      code: 'MOYASAR_KEY_NOT_RECOGNISED',
      fields: [{ path: 'provider.secretKey', issue: 'moyasar_key_not_recognised' }],
    });
    expect(text).not.toContain(wrong);
    expect(text).not.toContain(keys.secret_key);
  });
});

describe('paying a pending booking', () => {
  it('mada through 3-D Secure: the redirect is verified with the gateway and confirms once; replays change nothing', async () => {
    const { keys, bookingId, token, email } = await paidBooking();
    const page = await visitor().public.payment({ bookingId, token });
    expect(page).toMatchObject({ amountHalalas: 15000, vatHalalas: 1957, currency: 'SAR', expiresAt: '2026-11-22T09:20:00.000Z' });
    expect(page.methods).toEqual([{ kind: 'card', publishableKey: keys.publishable_key, baseUrl: h.sandbox.url }]);
    const p = await formPayment(keys.publishable_key, bookingId, '4201320111111010');
    expect(p.status).toBe('initiated');
    await visitor().public.attachPayment({ bookingId, token, paymentId: p.id });
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: p.id })).toEqual({ status: 'pending', paymentStatus: 'initiated' });
    await approve3ds(p.source.transaction_url!);
    const results = await Promise.all(Array.from({ length: 20 }, () => visitor().public.verifyPayment({ bookingId, paymentId: p.id })));
    expect(new Set(results.map((r) => r.status))).toEqual(new Set(['confirmed']));
    expect(await bookingStatus(bookingId)).toBe('confirmed');
    const payments = await app.db.query(`SELECT status, card_brand, card_last4, amount_halalas FROM payments WHERE booking_id = $1`, [bookingId]);
    expect(payments).toEqual([{ status: 'paid', card_brand: 'mada', card_last4: '1010', amount_halalas: 15000 }]);
    await drainJobs(app.db);
    const mails = (await app.db.query<{ subject: string }[]>(`SELECT subject FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [email]));
    expect(mails).toHaveLength(2); // awaiting payment, then confirmed — once, whatever the replays
    expect(mails[1]!.subject).toMatch(/confirmed/i);
  });

  it('a payment for another amount, currency or booking is refused and the booking stays pending', async () => {
    const { keys, bookingId } = await paidBooking();
    const cheap = await formPayment(keys.publishable_key, bookingId, '4111114005765430', { amount: 100 });
    expect(await errorCode(visitor().public.verifyPayment({ bookingId, paymentId: cheap.id }))).toBe('PAYMENT_VERIFICATION_FAILED');
    const dollars = await formPayment(keys.publishable_key, bookingId, '4111114005765430', { currency: 'USD' });
    expect(await errorCode(visitor().public.verifyPayment({ bookingId, paymentId: dollars.id }))).toBe('PAYMENT_VERIFICATION_FAILED');
    const other = await formPayment(keys.publishable_key, bookingId, '4111114005765430', { metadata: { booking_id: '00000000-0000-4000-8000-000000000000' } });
    expect(await errorCode(visitor().public.verifyPayment({ bookingId, paymentId: other.id }))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await errorCode(visitor().public.verifyPayment({ bookingId, paymentId: 'not-a-payment' }))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await bookingStatus(bookingId)).toBe('pending');
  });

  it('a declined card is recorded as failed, says why, and the visitor may try again', async () => {
    const { keys, bookingId } = await paidBooking();
    const declined = await formPayment(keys.publishable_key, bookingId, '4201320000311101');
    expect(declined.status).toBe('failed');
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: declined.id })).toEqual({ status: 'pending', paymentStatus: 'failed', decline: { reason: 'insufficient_funds' } });
    // Asked again (a reload of the page), the same answer.
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: declined.id })).toMatchObject({ decline: { reason: 'insufficient_funds' } });
    const ok = await formPayment(keys.publishable_key, bookingId, '4111114005765430');
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: ok.id })).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('the pay page hears why each test card was declined, as a reason it translates (issue 23)', async () => {
    const cases: [string, string][] = [
      ['4201320000311101', 'insufficient_funds'],
      ['4123128518640738', 'expired_card'],
      ['5105106475101067', 'limit_exceeded'],
      ['4123120001090109', 'declined'],
      ['4201320131000508', 'declined'], // lost: said as a plain decline
      ['4123125276780003', 'declined'], // stolen: likewise
      ['4123120000000000', 'unspecified'],
      [THREEDS_CARDS.notEnrolled, 'threeds_failed'],
      [THREEDS_CARDS.attemptedNotAvailable, 'threeds_failed'],
    ];
    for (const [number, reason] of cases) {
      const { keys, bookingId } = await paidBooking();
      const p = await formPayment(keys.publishable_key, bookingId, number);
      expect(await visitor().public.verifyPayment({ bookingId, paymentId: p.id }), number).toEqual({ status: 'pending', paymentStatus: 'failed', decline: { reason } });
    }
    // "Fail authentication" on the 3-D Secure page: the issuer's rejection.
    const { keys, bookingId } = await paidBooking();
    const p = await formPayment(keys.publishable_key, bookingId, '4111111111111111');
    const res = await fetch(p.source.transaction_url!, { method: 'POST', redirect: 'manual', body: new URLSearchParams({ decision: 'decline' }) });
    expect(res.status).toBe(303);
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: p.id })).toEqual({ status: 'pending', paymentStatus: 'failed', decline: { reason: 'threeds_failed' } });
    // A paid payment carries no decline.
    const ok = await formPayment(keys.publishable_key, bookingId, THREEDS_CARDS.frictionless);
    expect(await visitor().public.verifyPayment({ bookingId, paymentId: ok.id })).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('words no rule knows travel as they came (clipped); the response code wins over the words', async () => {
    const { keys, bookingId } = await paidBooking();
    const declined = await formPayment(keys.publishable_key, bookingId, '4123120001090109');
    const real = app.deps.gateway;
    const answer = (source: Record<string, unknown>) => {
      app.deps.gateway = {
        ...real,
        fetch: async (key, id) => {
          const p = await real.fetch(key, id);
          return { ...p, source: { ...p.source!, ...source } };
        },
      };
    };
    try {
      answer({ message: 'Merchant is not allowed to transact directly', response_code: null });
      expect(await visitor().public.verifyPayment({ bookingId, paymentId: declined.id })).toMatchObject({ decline: { reason: 'other', message: 'Merchant is not allowed to transact directly' } });
      answer({ message: `  ${'x'.repeat(400)}  `, response_code: null });
      expect((await visitor().public.verifyPayment({ bookingId, paymentId: declined.id })).decline?.message).toHaveLength(300);
      answer({ message: 'DECLINED', response_code: '54' });
      expect(await visitor().public.verifyPayment({ bookingId, paymentId: declined.id })).toMatchObject({ decline: { reason: 'expired_card' } });
    } finally {
      app.deps.gateway = real;
    }
  });

  it('a payment that arrives after the hold is refunded and the booking stays expired', async () => {
    const { keys, bookingId } = await paidBooking();
    const p = await formPayment(keys.publishable_key, bookingId, '4111114005765430');
    app.clock.advance(21 * MIN);
    await drainJobs(app.db); // the expiry job runs
    expect(await bookingStatus(bookingId)).toBe('expired');
    expect((await visitor().public.verifyPayment({ bookingId, paymentId: p.id })).status).toBe('expired');
    await drainJobs(app.db); // the refund job
    const fetched = await app.deps.gateway.fetch(keys.secret_key, p.id);
    expect(fetched.status).toBe('refunded');
    expect((await app.db.query(`SELECT status FROM payments WHERE gateway_id = $1`, [p.id]))[0].status).toBe('refunded');
    expect(await bookingStatus(bookingId)).toBe('expired');
  });

  it('the webhook: a wrong secret is refused; the right one, replayed 100 times at once, confirms once', async () => {
    const { keys, bookingId, provider } = await paidBooking();
    const p = await formPayment(keys.publishable_key, bookingId, '4111114005765430');
    const base = await app.listen();
    const payment = await app.deps.gateway.fetch(keys.secret_key, p.id);
    const post = (secret: string) =>
      fetch(`${base}/hook/billing/paymentmethods/moyasar/verify-callback`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'evt', type: 'payment_paid', secret_token: secret, data: payment }),
      });
    expect((await post('not-the-secret')).status).toBe(401);
    expect(await bookingStatus(bookingId)).toBe('pending');
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(provider.webhookSecret!)));
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(await bookingStatus(bookingId)).toBe('confirmed');
    expect(await app.db.query(`SELECT status FROM payments WHERE booking_id = $1`, [bookingId])).toEqual([{ status: 'paid' }]);
  });

  it('an owner refunds part, then the rest (which cancels the booking)', async () => {
    const { c, team, keys, bookingId } = await paidBooking();
    const p = await formPayment(keys.publishable_key, bookingId, '4111114005765430');
    await visitor().public.verifyPayment({ bookingId, paymentId: p.id });
    await c.bookings.refund({ teamId: team.id, bookingId, amountHalalas: 5000 });
    expect((await c.bookings.get({ teamId: team.id, bookingId })).payments[0]).toMatchObject({ status: 'partially_refunded', refundedHalalas: 5000 });
    expect(await bookingStatus(bookingId)).toBe('confirmed');
    await c.bookings.refund({ teamId: team.id, bookingId });
    expect((await c.bookings.get({ teamId: team.id, bookingId })).payments[0]).toMatchObject({ status: 'refunded', refundedHalalas: 15000 });
    expect(await bookingStatus(bookingId)).toBe('cancelled');
  });
});

describe('the secret key stays secret', () => {
  it('never appears in a tRPC answer, an error or a log line, even when the gateway refuses it', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const quiet = app.deps.log;
    app.deps.log = pino({ level: 'trace' }, sink);
    try {
      const { c, team, keys, provider, bookingId, token } = await paidBooking();
      const answers: unknown[] = [await c.paymentProviders.list({ teamId: team.id }), provider];
      const wrong = 'sk_test_refusedrefusedrefused';
      answers.push(await c.paymentProviders.save({ teamId: team.id, providerId: provider.id, provider: { kind: 'card', publishableKey: keys.publishable_key, secretKey: wrong } }).catch((e: unknown) => `${String(e)} ${JSON.stringify(e)} ${String((e as { cause?: unknown }).cause)}`));
      const p = await formPayment(keys.publishable_key, bookingId, '4111114005765430');
      answers.push(await visitor().public.verifyPayment({ bookingId, paymentId: p.id }));
      answers.push(await visitor().public.payment({ bookingId, token }));
      const seen = JSON.stringify(answers) + lines.join('');
      expect(lines.length).toBeGreaterThan(0);
      expect(seen).not.toContain(keys.secret_key);
      expect(seen).not.toContain(wrong);
    } finally {
      app.deps.log = quiet;
    }
  });
});

describe('the pay page needs the manage token (issue 19)', () => {
  const forged = (bookingId: string) => manageToken('not-the-secret', bookingId, 0);

  it('the booking id alone shows no bank details and changes nothing; the token does', async () => {
    const { c, team, keys, bookingId, token, email } = await paidBooking();
    await c.paymentProviders.save({ teamId: team.id, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA0380000000608010167519', accountHolder: 'Clinic' } });
    await c.paymentProviders.save({ teamId: team.id, provider: { kind: 'on_arrival' } });
    // No token at all: the input is refused before anything is read.
    const base = await app.listen();
    const bare = await fetch(`${base}/trpc/public.payment?input=${encodeURIComponent(JSON.stringify({ bookingId }))}`);
    expect(bare.status).toBe(400);
    expect(await bare.text()).not.toContain('SA0380000000608010167519');
    // A forged token: BOOKING_TOKEN_INVALID for the page, the card form's record and pay on arrival.
    expect(await errorCode(visitor().public.payment({ bookingId, token: forged(bookingId) }))).toBe('BOOKING_TOKEN_INVALID');
    const p = await formPayment(keys.publishable_key, bookingId, '4201320111111010');
    expect(await errorCode(visitor().public.attachPayment({ bookingId, token: forged(bookingId), paymentId: p.id }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await app.db.query(`SELECT 1 FROM payments WHERE booking_id = $1`, [bookingId])).toEqual([]);
    expect(await errorCode(visitor().public.payOnArrival({ bookingId, token: forged(bookingId) }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await bookingStatus(bookingId)).toBe('pending');
    // The token: the page with the team's bank details, and pay on arrival confirms.
    const page = await visitor().public.payment({ bookingId, token });
    expect(page.methods).toContainEqual({ kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA0380000000608010167519', accountHolder: 'Clinic' });
    expect(await visitor().public.payOnArrival({ bookingId, token })).toEqual({ status: 'confirmed', paymentStatus: 'on_arrival' });
    // The awaiting-payment mail's pay link carries the token (the pay page cannot work without it).
    await drainJobs(app.db);
    const [pending] = await app.db.query<{ text: string }[]>(`SELECT text FROM mail_messages WHERE to_address = $1 ORDER BY seq LIMIT 1`, [email]);
    expect(pending!.text).toContain(`/book/pay/${bookingId}?token=${token}`);
  });

  it('a reschedule retires the old token; an expired booking still shows as such to its last token', async () => {
    const { bookingId, token } = await paidBooking();
    const moved = await visitor().public.reschedule({ bookingId, token, start: '2026-11-24T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    expect(await errorCode(visitor().public.payment({ bookingId, token }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await errorCode(visitor().public.payOnArrival({ bookingId, token }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await visitor().public.payment({ bookingId, token: moved.token })).toMatchObject({ status: 'pending', startsAt: '2026-11-24T07:00:00.000Z' });
    app.clock.advance(21 * MIN);
    await drainJobs(app.db); // expired (the sequence moves on)
    expect(await visitor().public.payment({ bookingId, token: moved.token })).toMatchObject({ status: 'expired' });
    expect(await errorCode(visitor().public.payment({ bookingId, token }))).toBe('BOOKING_TOKEN_INVALID');
  });
});
