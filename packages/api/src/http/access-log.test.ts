import { randomBytes, randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { manageToken, attendToken } from '../modules/bookings/booking-tokens.ts';
import { optOutToken } from '../modules/messaging/opt-outs.ts';
import { shortLink } from '../modules/reminders/short-links.ts';

let app: TestApp;
let base: string;
const lines: string[] = [];
beforeAll(async () => {
  app = await createTestApp();
  // The real app, its log captured: what an operator (or anyone reading the logs) would see.
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  base = await app.listen({ log });
});
afterAll(async () => {
  await app.close();
});

const secret = () => randomBytes(32).toString('base64url');

describe('access log: no link the product mails leaves its secret in the log', () => {
  it('every mailed link shape, requested once, is logged with its path and without its token', async () => {
    const { authSecret, appOrigin } = app.config;
    const booking = randomUUID();
    const message = randomUUID();
    const manage = manageToken(authSecret, booking, 0);
    const attend = attendToken(authSecret, booking, 0);
    const stop = optOutToken(authSecret, message);
    const reset = secret();
    const undo = secret();
    const invite = secret();
    // A real short link (as a reminder SMS carries), pointing at the manage page.
    const short = await shortLink(app.db, app.clock, appOrigin, `${appOrigin}/en/book/confirmed/${booking}?token=${manage}`, new Date(app.clock.now().getTime() + 86_400_000));
    const code = short.slice(short.lastIndexOf('/') + 1);
    const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));

    // [requested URL, the secrets it carries, what the log should still show]
    const links: [string, string[], string][] = [
      [`/en/auth/password/resetsubmit?token=${encodeURIComponent(reset)}`, [reset], '/en/auth/password/resetsubmit?token=[redacted]'],
      [`/ar/auth/email/undo?token=${encodeURIComponent(undo)}`, [undo], '/ar/auth/email/undo?token=[redacted]'],
      [`/en/invite/${invite}`, [invite], '/en/invite/[redacted]'],
      [`/en/book/confirmed/${booking}?token=${manage}`, [manage], `/en/book/confirmed/${booking}?token=[redacted]`],
      [`/en/book/confirmed/${booking}?token=${manage}&action=cancel`, [manage], `/en/book/confirmed/${booking}?token=[redacted]&action=cancel`],
      [`/en/clinic/checkup?reschedule=${booking}&token=${manage}`, [manage], `/en/clinic/checkup?reschedule=${booking}&token=[redacted]`],
      [`/en/book/pay/${booking}?token=${manage}`, [manage], `/en/book/pay/${booking}?token=[redacted]`],
      [`/en/book/attend/${booking}?t=${attend}`, [attend], `/en/book/attend/${booking}?t=[redacted]`],
      [`/en/stop?m=${message}&t=${stop}`, [stop, message], '/en/stop?m=[redacted]&t=[redacted]'],
      [`/s/${code}`, [code], '/s/[redacted]'],
      [`/ics/booking/${booking}.ics?token=${manage}`, [manage], `/ics/booking/${booking}.ics?token=[redacted]`],
      // What those pages then ask the API with the token: tRPC GET inputs, single and batched.
      [`/trpc/public.booking?input=${input({ bookingId: booking, token: manage })}`, [manage], '/trpc/public.booking?input=[redacted]'],
      [`/trpc/public.payment?batch=1&input=${input({ 0: { bookingId: booking, token: manage } })}`, [manage], '/trpc/public.payment?batch=1&input=[redacted]'],
    ];
    for (const [url, secrets, logged] of links) {
      lines.length = 0;
      const res = await fetch(`${base}${url}`, { redirect: 'manual' });
      await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 20)); // the line is written on 'finish'
      expect(lines.length, url).toBeGreaterThan(0);
      const output = lines.join('\n');
      for (const s of secrets) {
        expect(output, url).not.toContain(s);
        expect(output, url).not.toContain(encodeURIComponent(s));
      }
      const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
      expect(urls, url).toContain(logged);
    }
  });
});

describe('access log: the line', () => {
  it('one line per request: req {id, method, url}, res {statusCode}, responseTime, "request completed"; /health not logged', async () => {
    lines.length = 0;
    await (await fetch(`${base}/health`)).arrayBuffer();
    const res = await fetch(`${base}/trpc/account.me`);
    await res.arrayBuffer();
    await expect.poll(() => lines.length).toBe(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, req: { method: 'GET', url: '/trpc/account.me' }, res: { statusCode: res.status }, msg: 'request completed' });
    expect(Object.keys(line.req as object).sort()).toEqual(['id', 'method', 'url']);
    expect(typeof (line.req as { id: unknown }).id).toBe('number');
    expect(typeof line.responseTime).toBe('number');
  });

  it('at level warn (production) a successful request writes nothing', async () => {
    const quiet: string[] = [];
    const other = await app.listen({ log: pino({ level: 'warn' }, { write: (line: string) => void quiet.push(line) }) });
    await (await fetch(`${other}/trpc/account.me`)).arrayBuffer();
    // A request after it, logged at info on the other server, shows the first one has finished.
    lines.length = 0;
    await (await fetch(`${base}/trpc/account.me`)).arrayBuffer();
    await expect.poll(() => lines.length).toBe(1);
    expect(quiet).toEqual([]);
  });
});
