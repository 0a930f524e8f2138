import { afterAll, beforeAll, expect } from 'vitest';
import { startMoyasarSandbox } from '@waqt/sandbox';
import { createMoyasarGateway } from '../src/payments/moyasar.ts';
import { makeUser } from './fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * Paid bookings against the Moyasar sandbox, for the payment tests: a sandbox on the test database,
 * a team with a card provider and a paid event type (150.00 SAR, 20-minute hold), the form's payment.
 */
export async function paymentsHarness(app: TestApp) {
  const sandbox = await startMoyasarSandbox({ databaseUrl: app.databaseUrl, port: 0, host: '127.0.0.1', log: app.deps.log, now: () => app.clock.now(), webhookRetryMs: 50 });
  app.deps.config.moyasarBaseUrl = sandbox.url;
  app.deps.gateway = createMoyasarGateway(sandbox.url);
  let seq = 0;
  const visitor = () => app.caller({ ip: `10.9.${Math.floor(seq / 250) % 250}.${(++seq % 250) + 1}` });

  /** A fresh sandbox account (its own keys). */
  async function account(): Promise<{ publishable_key: string; secret_key: string }> {
    const res = await fetch(`${sandbox.url}/_sandbox/accounts`, { method: 'POST' });
    expect(res.status).toBe(201);
    return (await res.json()) as { publishable_key: string; secret_key: string };
  }

  /** A business team with a card provider and a paid event type; one pending booking. */
  async function paidBooking() {
    app.clock.set('2026-11-22T09:00:00Z');
    const owner = await makeUser(app.db, app.clock);
    const c = app.caller({ sessionToken: owner.token });
    const n = ++seq;
    const team = await c.teams.create({ name: `Paid ${n}`, slug: `paid-${n}-${owner.user.id.slice(0, 6)}` });
    await c.teams.setPaymentExpiration({ teamId: team.id, minutes: 20 });
    const calendar = await c.calendars.create({ teamId: team.id, name: `Desk ${n}`, slug: `desk-${n}-${owner.user.id.slice(0, 6)}` });
    const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
    await c.eventTypes.create({
      teamId: team.id,
      calendarId: calendar.id,
      scheduleId: schedule!.id,
      title: 'Paid consult',
      slug: 'paid',
      durationMinutes: 30,
      paymentRequired: true,
      paymentEnabled: true,
      priceHalalas: 15000,
    });
    const keys = await account();
    const provider = await c.paymentProviders.save({ teamId: team.id, provider: { kind: 'card', publishableKey: keys.publishable_key, secretKey: keys.secret_key } });
    const email = `payer${n}@example.com`;
    const booked = await visitor().public.book({
      calendarSlug: calendar.slug,
      eventTypeSlug: 'paid',
      start: `2026-11-23T0${7 + (n % 3)}:00:00.000Z`,
      timezone: 'Asia/Riyadh',
      locale: 'en',
      booker: { name: 'Paying Visitor', email },
    });
    expect(booked.status).toBe('pending');
    return { owner, c, team, calendar, keys, provider, email, bookingId: booked.bookingId, token: booked.token };
  }

  /** What Moyasar's browser form posts (publishable key in the body), straight to the sandbox. */
  async function formPayment(pk: string, bookingId: string, number: string, over: Record<string, unknown> = {}) {
    const res = await fetch(`${sandbox.url}/v1/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Moyasar-Form-Version': '2.2.10' },
      body: JSON.stringify({
        amount: 15000,
        currency: 'SAR',
        description: 'Paid consult',
        publishable_api_key: pk,
        callback_url: `http://127.0.0.1:5030/en/book/pay/${bookingId}`,
        metadata: { booking_id: bookingId },
        source: { type: 'creditcard', name: 'Paying Visitor', number, month: '12', year: '30', cvc: '123' },
        ...over,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: string; status: string; source: { transaction_url?: string | null } };
  }

  /** Completes the sandbox's 3-D Secure page (approve), as the visitor's browser would. */
  async function approve3ds(transactionUrl: string) {
    const page = await fetch(transactionUrl);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*>[\s\S]*?Authenticate/.exec(html)?.[1];
    expect(action, 'the 3-D Secure form').toBeTruthy();
    const res = await fetch(new URL(action!.replace(/&amp;/g, '&'), transactionUrl), { method: 'POST', redirect: 'manual', body: new URLSearchParams({ decision: 'approve' }) });
    expect([302, 303]).toContain(res.status);
  }

  const bookingStatus = async (id: string) => (await app.db.query<{ status: string }[]>(`SELECT status FROM bookings WHERE id = $1`, [id]))[0]!.status;

  return { sandbox, visitor, account, paidBooking, formPayment, approve3ds, bookingStatus, stop: () => sandbox.stop() };
}

export type PaymentsHarness = Awaited<ReturnType<typeof paymentsHarness>>;

/** A test file's database and sandbox, made before its tests and dropped after: read `app` and `h` inside tests. */
export function paymentsSuite(): { app: TestApp; h: PaymentsHarness } {
  const suite = {} as { app: TestApp; h: PaymentsHarness };
  beforeAll(async () => {
    suite.app = await createTestApp();
    suite.h = await paymentsHarness(suite.app);
  });
  afterAll(async () => {
    await suite.h?.stop();
    await suite.app?.close();
  });
  return suite;
}
