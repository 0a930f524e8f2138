import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  // Small limits, so a few calls reach them; X-Forwarded-For from loopback is believed (TRUST_PROXY default).
  base = await app.listen({ config: { ...app.config, authAttemptsPerWindow: 3, bookingAttemptsPerWindow: 1 } });
});
afterAll(async () => {
  await app.close();
});

const call = (procedure: string, body: unknown, from: string) =>
  fetch(`${base}/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': from }, body: JSON.stringify(body) })
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the error's code, read from the wire
    .then(async (r) => ((await r.json()) as any).error?.data.appError.code ?? 'ok');

describe('limits key an IPv6 client on its /64', () => {
  it('sign-in: fresh addresses from one /64 share one limit; another /64 and IPv4 have their own', async () => {
    // A new email each time: only the per-IP limit (3) is shared.
    const login = (from: string) => call('auth.loginPassword', { email: `v6-${randomUUID()}@example.com`, password: 'wrong-password' }, from);
    for (const from of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:0db8:0001:0002:ffff::3']) expect(await login(from), from).toBe('INVALID_CREDENTIALS');
    expect(await login('2001:db8:1:2:dead:beef:0:4')).toBe('RATE_LIMITED');
    expect(await login('2001:db8:1:3::1')).toBe('INVALID_CREDENTIALS');
    expect(await login('203.0.113.9')).toBe('INVALID_CREDENTIALS');
  });

  it('opt-out links: the same, and an IPv4-mapped address is its IPv4 address', async () => {
    const optOut = (from: string) => call('messaging.optOut', { messageId: randomUUID(), token: 'x'.repeat(43) }, from);
    for (let i = 1; i <= 3; i++) expect(await optOut(`2001:db8:9:9::${i}`)).not.toBe('RATE_LIMITED');
    expect(await optOut('2001:db8:9:9::abcd')).toBe('RATE_LIMITED');
    expect(await optOut('2001:db8:9:a::1')).not.toBe('RATE_LIMITED');
    for (let i = 0; i < 3; i++) expect(await optOut('198.51.100.4')).not.toBe('RATE_LIMITED');
    expect(await optOut('::ffff:198.51.100.4')).toBe('RATE_LIMITED');
  });
});
