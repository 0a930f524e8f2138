import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { registry } from '../../ops/metrics.ts';
import { WEBHOOK_SIGNATURE_FAILURES } from './webhooks.ts';

/**
 * What an unsigned WhatsApp webhook body may cost (issue 35, item 8): a body naming several business
 * accounts (or, on the bare path, several of our numbers) is refused before any channel's app secret is
 * unsealed, and a client's bad signatures are limited by its client key (an IPv6 client is its /64), per
 * number and across numbers, before the next secret is opened. Every unseal of a webhook's app secret is
 * counted by `waqt_whatsapp_signature_checks_total` (webhooks.ts `signedBy`, the one place that opens it).
 */

let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
});
afterAll(() => app.close());

let seq = 0;
const sign = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** A business team with a WhatsApp channel of its own number and app secret; a message of it `sent`. */
async function clinic() {
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `wh-clinic-${n}-${owner.user.id.slice(0, 6)}` });
  const settings = {
    channel: 'whatsapp' as const,
    senderName: `Clinic ${n}`,
    phoneNumberId: `3508${String(n).padStart(6, '0')}`,
    accessToken: `EAAGtestAccessToken${n}`,
    appSecret: `app-secret-of-clinic-${n}`,
    templates: { en: { name: 'booking_reminder', language: 'en_US' }, ar: { name: 'booking_reminder', language: 'ar' } },
  };
  const view = await c.messaging.saveChannel({ teamId: team.id, settings });
  return { team, number: settings.phoneNumberId, secret: settings.appSecret, path: new URL(view.webhookUrl).pathname };
}

/** A `delivered` status of `messageId` for each number, each under its own business account unless `oneAccount`. */
const statusBody = (numbers: string[], messageId: string, oneAccount = false) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: oneAccount
      ? [{ id: 'WABA-1', changes: numbers.map((n) => change(n, messageId)) }]
      : numbers.map((n, i) => ({ id: `WABA-${i + 1}`, changes: [change(n, messageId)] })),
  });
const change = (number: string, messageId: string) => ({
  field: 'messages',
  value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550001', phone_number_id: number }, statuses: [{ id: messageId, status: 'delivered', timestamp: '1795338060', recipient_id: '966501234567' }] },
});

const post = (path: string, body: string, from: string, signature?: string) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, ...(signature ? { 'X-Hub-Signature-256': signature } : {}) }, body }).then((r) => r.status);

/** App secrets unsealed and checked so far by this process's webhooks. */
const secretsOpened = async () => (await registry.getSingleMetric('waqt_whatsapp_signature_checks_total')!.get()).values.reduce((n, v) => n + v.value, 0);

describe('WhatsApp webhooks: nothing secret for a body Meta never sends', () => {
  it('a body naming two business accounts is refused (400) on both paths without unsealing a secret; one of our numbers alone still gets in', async () => {
    const a = await clinic();
    const b = await clinic();
    const opened = await secretsOpened();
    const two = statusBody([a.number, b.number], 'wamid.two-accounts');
    expect(await post('/hook/whatsapp', two, '198.51.100.20', sign(a.secret, two))).toBe(400);
    expect(await post(a.path, two, '198.51.100.20', sign(a.secret, two))).toBe(400);
    // Many accounts, many numbers, no signature: the same.
    const many = statusBody([a.number, b.number, ...Array.from({ length: 40 }, (_, i) => `99${i}00000`)], 'wamid.many');
    expect(await post('/hook/whatsapp', many, '198.51.100.20')).toBe(400);
    // One account naming two of our numbers on the bare path (each number's channel would be tried): refused too.
    const twoNumbers = statusBody([a.number, b.number], 'wamid.two-numbers', true);
    expect(await post('/hook/whatsapp', twoNumbers, '198.51.100.20', sign(b.secret, twoNumbers))).toBe(400);
    expect(await secretsOpened()).toBe(opened);

    // A genuine delivery: one account, one number, signed — one secret opened.
    const one = statusBody([a.number], 'wamid.one');
    expect(await post('/hook/whatsapp', one, '198.51.100.20', sign(a.secret, one))).toBe(200);
    expect(await post(a.path, one, '198.51.100.20', sign(a.secret, one))).toBe(200);
    expect(await secretsOpened()).toBe(opened + 2);
  });
});

describe('WhatsApp webhooks: bad signatures are limited per client', () => {
  it(`${WEBHOOK_SIGNATURE_FAILURES} bad signatures from one /64 for a number, then 429 without opening a secret; another client, and another number, still get in`, async () => {
    const a = await clinic();
    const b = await clinic();
    const body = statusBody([a.number], 'wamid.limited');
    const forged = sign('not-the-app-secret', body);
    // Fresh addresses of one /64, half on the bare path and half on the channel's own path: one client, one number.
    for (let i = 1; i <= WEBHOOK_SIGNATURE_FAILURES; i++) {
      expect(await post(i % 2 ? '/hook/whatsapp' : a.path, body, `2001:db8:35:8::${i.toString(16)}`, forged), `attempt ${i}`).toBe(401);
    }
    const opened = await secretsOpened();
    expect(await post('/hook/whatsapp', body, '2001:db8:35:8:dead:beef::1', forged)).toBe(429);
    expect(await post(a.path, body, '2001:db8:35:8::ffff', forged)).toBe(429);
    // Refused before the secret: even a right signature from that client waits (Meta would retry it later).
    expect(await post('/hook/whatsapp', body, '2001:db8:35:8::1', sign(a.secret, body))).toBe(429);
    expect(await secretsOpened()).toBe(opened);

    // Another client: accepted. The same /64 for another team's number: accepted (a team's wrong app secret
    // spends its own number's allowance only).
    expect(await post('/hook/whatsapp', body, '203.0.113.8', sign(a.secret, body))).toBe(200);
    expect(await post('/hook/whatsapp', body, '2001:db8:35:9::1', sign(a.secret, body))).toBe(200);
    const other = statusBody([b.number], 'wamid.other');
    expect(await post(b.path, other, '2001:db8:35:8::7', sign(b.secret, other))).toBe(200);
    // The window passes: the client's bad signatures are forgotten.
    app.clock.advance(16 * 60_000);
    expect(await post('/hook/whatsapp', body, '2001:db8:35:8::1', sign(a.secret, body))).toBe(200);
  });

  it('across numbers a client has ten times the allowance: number after number does not multiply it', async () => {
    const clinics = [];
    for (let i = 0; i < 11; i++) clinics.push(await clinic());
    const client = '2001:db8:35:a::1';
    for (const cl of clinics.slice(0, 10)) {
      const body = statusBody([cl.number], `wamid.spray.${cl.number}`);
      for (let i = 0; i < WEBHOOK_SIGNATURE_FAILURES; i++) expect(await post('/hook/whatsapp', body, client, sign('forged', body))).toBe(401);
    }
    const last = clinics[10]!;
    const body = statusBody([last.number], 'wamid.spray.last');
    const opened = await secretsOpened();
    expect(await post('/hook/whatsapp', body, '2001:db8:35:a::2', sign('forged', body))).toBe(429);
    expect(await secretsOpened()).toBe(opened);
    expect(await post('/hook/whatsapp', body, '2001:db8:35:b::1', sign(last.secret, body))).toBe(200);
  });
});
