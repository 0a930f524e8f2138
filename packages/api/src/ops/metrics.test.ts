import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { paymentsHarness, type PaymentsHarness } from '../../test/paid-booking.ts';
import { makeUser } from '../../test/fixtures.ts';
import { createHttpApp } from '../http/app.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { jobHandlers } from '../jobs/handlers.ts';
import { settlePayment } from '../modules/payments/settlement.service.ts';
import { THREEDS_CARDS } from '@waqt/sandbox';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { countJobOutcome } from './metrics.ts';

let app: TestApp;
let base: string;
let h: PaymentsHarness;
const servers: Server[] = [];
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
  h = await paymentsHarness(app);
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await h?.stop();
  await app?.close();
});

/** The same app with other settings, on its own port. */
async function listenWith(over: Partial<Config>): Promise<string> {
  const server = await new Promise<Server>((r) => {
    const s = createHttpApp({ ...app.deps, config: { ...app.config, ...over } }).listen(0, '127.0.0.1', () => r(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function scrape(from = base, headers: Record<string, string> = {}) {
  const res = await fetch(`${from}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
}

/** The value of `name`'s sample whose labels include `labels` (exactly one must match), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found: number[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) found.push(Number(m[3]));
  }
  expect(found.length, `${name} ${JSON.stringify(labels)}: one sample`).toBeLessThanOrEqual(1);
  return found[0];
}
const count = (text: string, route: string, status: string) => sample(text, 'waqt_http_request_duration_seconds_count', { route, status }) ?? 0;

describe('/metrics', () => {
  it('answers Prometheus text with the process metrics (RSS, event loop lag)', async () => {
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(text).toContain('# TYPE waqt_http_request_duration_seconds histogram');
  });

  it('times tRPC calls by procedure (a batch call by call) and other routes by their pattern, never by ids', async () => {
    const owner = await makeUser(app.db, app.clock);
    const slug = `metrics-${owner.user.id.slice(0, 8)}`;
    await app.caller({ sessionToken: owner.token }).teams.create({ name: 'Metrics clinic', slug });
    const bookingId = crypto.randomUUID();
    const before = (await scrape()).text;

    const page = await fetch(`${base}/trpc/public.page?input=${encodeURIComponent(JSON.stringify({ slug }))}`);
    expect(page.status).toBe(200);
    // httpBatchLink's shape: two procedures in one request, one refused.
    const batch = await fetch(`${base}/trpc/public.page,account.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: 'no-such-page-here' } }))}`);
    expect(batch.status).toBe(207);
    expect((await fetch(`${base}/ics/booking/${bookingId}.ics?token=nope`)).status).toBe(404);
    expect((await fetch(`${base}/no/such/${bookingId}`)).status).toBe(404);
    await fetch(`${base}/health`);

    const after = (await scrape()).text;
    expect(count(after, 'public.page', '2xx') - count(before, 'public.page', '2xx')).toBe(1);
    expect(count(after, 'public.page', '4xx') - count(before, 'public.page', '4xx')).toBe(1);
    expect(count(after, 'account.me', '4xx') - count(before, 'account.me', '4xx')).toBe(1);
    expect(count(after, '/ics/booking/:file', '4xx') - count(before, '/ics/booking/:file', '4xx')).toBe(1);
    expect(count(after, 'unmatched', '4xx') - count(before, 'unmatched', '4xx')).toBe(1);
    // Buckets are cumulative: the +Inf bucket holds every observation.
    expect(sample(after, 'waqt_http_request_duration_seconds_bucket', { route: 'public.page', status: '2xx', le: '+Inf' })).toBe(count(after, 'public.page', '2xx'));
    // Probes and scrapes are not timed; no id, slug or token becomes a label.
    expect(after).not.toMatch(/route="\/(health|metrics)/);
    for (const secret of [bookingId, slug, 'nope', 'no-such-page-here']) expect(after).not.toContain(secret);
  });

  it('reads the job queue at scrape time: due jobs, the oldest one\'s age, queued, running and dead by kind', async () => {
    const now = app.clock.now().getTime();
    const at = (s: number) => new Date(now + s * 1000);
    const insert = (state: string, runAt: Date, lockedUntil: Date | null = null) =>
      app.db.query(
        `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, locked_by, locked_until, dead_at)
         VALUES ('ops-probe', '{}', $1, 1, 3, $2, $2, $3, $4, $5)`,
        [state, runAt, lockedUntil ? 'gone-worker' : null, lockedUntil, state === 'dead' ? runAt : null],
      );
    await insert('queued', at(-90));
    await insert('queued', at(-30));
    await insert('queued', at(3600)); // scheduled for later: queued, not due
    await insert('running', at(-300), at(-120)); // its worker died: due again since its lease ended
    await insert('running', at(-10), at(600)); // running under a live lease
    await insert('dead', at(-5000));

    const { text } = await scrape();
    expect(sample(text, 'waqt_jobs_due', { kind: 'ops-probe' })).toBe(3);
    expect(sample(text, 'waqt_jobs_oldest_due_age_seconds', { kind: 'ops-probe' })).toBe(120);
    expect(sample(text, 'waqt_jobs_queued', { kind: 'ops-probe' })).toBe(3);
    expect(sample(text, 'waqt_jobs_running', { kind: 'ops-probe' })).toBe(2);
    expect(sample(text, 'waqt_jobs_dead', { kind: 'ops-probe' })).toBe(1);
    expect(sample(text, 'waqt_jobs_query_ok')).toBe(1);
    // A kind with no job is there, at zero.
    expect(sample(text, 'waqt_jobs_dead', { kind: 'refund-payment' })).toBe(0);

    await app.db.query(`DELETE FROM jobs WHERE kind = 'ops-probe'`);
    const emptied = (await scrape()).text;
    expect(sample(emptied, 'waqt_jobs_due', { kind: 'ops-probe' })).toBeUndefined(); // gone with its rows
  });

  it('counts mail sends and job outcomes (a failing transport, then a working one)', async () => {
    await app.jobs.drain(); // what earlier tests queued
    const before = (await scrape()).text;
    const down: Mailer = { kind: 'smtp', send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const failing = createJobRunner({ db: app.db, clock: app.clock, log: app.deps.log, jobs: jobHandlers({ ...app.deps, mailer: down }), onOutcome: countJobOutcome });
    await app.db.transaction((tx) => enqueueMail(tx, app.clock, { to: 'metrics@example.com', subject: 'Hello', text: 't', html: '<p>t</p>', locale: 'en' }));
    expect(await failing.runDueOnce()).toEqual({ done: 0, retried: 1, dead: 0 });
    app.clock.advance(60 * 60_000); // past the retry's backoff
    await app.jobs.drain(); // the dev mailbox takes it
    const after = (await scrape()).text;
    const delta = (name: string, labels: Record<string, string>) => (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta('waqt_mail_sends_total', { result: 'failed' })).toBe(1);
    expect(delta('waqt_mail_sends_total', { result: 'ok' })).toBe(1);
    expect(delta('waqt_job_runs_total', { kind: 'send-mail', outcome: 'retried' })).toBe(1);
  });

  it('counts card payment settlements by outcome: paid once per booking, failed, pending', async () => {
    const before = (await scrape()).text;
    const paid = await h.paidBooking();
    const p = await h.formPayment(paid.keys.publishable_key, paid.bookingId, THREEDS_CARDS.frictionless);
    expect(await settlePayment(app.deps, paid.bookingId, p.id)).toEqual({ status: 'confirmed', paymentStatus: 'paid' });
    await settlePayment(app.deps, paid.bookingId, p.id); // the webhook after the redirect: settled before, not counted again

    const declined = await h.paidBooking();
    const d = await h.formPayment(declined.keys.publishable_key, declined.bookingId, '4201320000013020');
    expect((await settlePayment(app.deps, declined.bookingId, d.id)).paymentStatus).toBe('failed');

    const waiting = await h.paidBooking();
    const w = await h.formPayment(waiting.keys.publishable_key, waiting.bookingId, '4111111111111111'); // 3-D Secure page not done yet
    expect((await settlePayment(app.deps, waiting.bookingId, w.id)).paymentStatus).toBe('initiated');

    const after = (await scrape()).text;
    const delta = (outcome: string) => (sample(after, 'waqt_payment_settlements_total', { outcome }) ?? 0) - (sample(before, 'waqt_payment_settlements_total', { outcome }) ?? 0);
    expect({ paid: delta('paid'), failed: delta('failed'), pending: delta('pending'), refunding: delta('refunding') }).toEqual({ paid: 1, failed: 1, pending: 1, refunding: 0 });
  });
});

describe('who may read /metrics', () => {
  const token = 'metrics-token-0123456789abcdef';

  it('outside production without a token: requests from this machine only, never what a proxy forwards', async () => {
    expect((await scrape()).status).toBe(200);
    expect((await scrape(base, { 'X-Forwarded-For': '203.0.113.7' })).status).toBe(404);
    expect((await scrape(base, { Forwarded: 'for=203.0.113.7' })).status).toBe(404);
  });

  it('in production without METRICS_TOKEN: nobody (404), not even this machine', async () => {
    const prod = await listenWith({ env: 'production' });
    const r = await scrape(prod);
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('waqt_');
  });

  it('with METRICS_TOKEN: the bearer token and nothing else, in production or not', async () => {
    for (const env of ['production', 'test'] as const) {
      const url = await listenWith({ env, metricsToken: token });
      const none = await fetch(`${url}/metrics`);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      expect((await scrape(url, { Authorization: `Bearer ${token}x` })).status).toBe(401);
      expect((await scrape(url, { Authorization: `Basic ${token}` })).status).toBe(401);
      const ok = await scrape(url, { Authorization: `Bearer ${token}` });
      expect(ok.status).toBe(200);
      expect(ok.text).toContain('waqt_jobs_query_ok 1');
    }
  });
});
