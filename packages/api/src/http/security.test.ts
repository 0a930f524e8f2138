import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { makeUser } from '../../test/fixtures.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { AUTH_WINDOW_MS } from '../modules/auth/rate-limit.ts';
import type { Config } from '../config.ts';
import { createHttpApp } from './app.ts';
import { pino } from 'pino';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read as loose JSON: these tests check the wire format itself
const json = (res: Response): Promise<any> => res.json();

let app: TestApp;
let base: string;
const servers: Server[] = [];
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await app.close();
});

/** The real Express app with some config changed, on a free port. */
async function listenWith(over: Partial<Config>, log = app.deps.log): Promise<string> {
  const http = createHttpApp({ ...app.deps, log, config: { ...app.config, ...over } });
  const server = await new Promise<Server>((r) => {
    const s = http.listen(0, '127.0.0.1', () => r(s));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const APP = 'http://127.0.0.1:5030';
const cookie = (t: string) => `waqt_session=${t}`;
const me = (token: string) => fetch(`${base}/trpc/account.me`, { headers: { cookie: cookie(token) } }).then((r) => r.status);

describe('CSRF: state-changing requests', () => {
  it('a cross-origin multipart form cannot log a user out (the session stays alive)', async () => {
    const { token } = await makeUser(app.db, app.clock);
    const form = new FormData();
    form.set('x', '1');
    const res = await fetch(`${base}/trpc/account.logout`, {
      method: 'POST',
      headers: { cookie: cookie(token), origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      body: form,
    });
    expect(res.status).toBe(403);
    const text = await res.text();
    expect(JSON.parse(text).error).toMatchObject({ code: 'CROSS_ORIGIN_REFUSED', data: { appError: { code: 'CROSS_ORIGIN_REFUSED' } } });
    expect(text).not.toMatch(/stack|\.ts:\d+|node_modules/);
    expect(await me(token)).toBe(200);
  });

  it.each([
    ['multipart/form-data', () => Object.assign(new FormData(), {})],
    ['text/plain', () => '{}'],
    ['application/x-www-form-urlencoded', () => new URLSearchParams({ a: '1' })],
  ])('a %s POST is refused even from the app origin (415), and changes nothing', async (type, body) => {
    const { token } = await makeUser(app.db, app.clock);
    const headers: Record<string, string> = { cookie: cookie(token), origin: APP, 'sec-fetch-site': 'same-origin' };
    if (type === 'text/plain') headers['content-type'] = 'text/plain';
    const res = await fetch(`${base}/trpc/account.logout`, { method: 'POST', headers, body: body() as RequestInit['body'] });
    expect(res.status).toBe(415);
    expect((await json(res)).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await me(token)).toBe(200);
  });

  it('without Origin, Sec-Fetch-Site cross-site or same-site is refused; Origin "null" is refused', async () => {
    const { token } = await makeUser(app.db, app.clock);
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'null' }, { origin: 'http://127.0.0.1:5030.evil.example' }]) {
      const res = await fetch(`${base}/trpc/account.logout`, {
        method: 'POST',
        headers: { cookie: cookie(token), 'content-type': 'application/json', ...headers },
        body: '{}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await me(token)).toBe(200);
  });

  it('the app origin with JSON works, and so does a non-browser client with neither header', async () => {
    for (const headers of [{ origin: APP, 'sec-fetch-site': 'same-origin' }, { origin: 'http://localhost:5030' }, { 'sec-fetch-site': 'same-origin' }, {}]) {
      const { token } = await makeUser(app.db, app.clock);
      const res = await fetch(`${base}/trpc/account.logout`, {
        method: 'POST',
        headers: { cookie: cookie(token), 'content-type': 'application/json; charset=utf-8', ...headers },
        body: '{}',
      });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(await me(token)).toBe(401);
    }
  });

  it('an extra configured origin is allowed; webhooks (/hook/*) are exempt; GET queries are not checked', async () => {
    const url = await listenWith({ allowedOrigins: [APP, 'https://staging.waqt.app'] });
    const { token } = await makeUser(app.db, app.clock);
    const ok = await fetch(`${url}/trpc/account.logout`, {
      method: 'POST',
      headers: { cookie: cookie(token), 'content-type': 'application/json', origin: 'https://staging.waqt.app', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(ok.status).toBe(200);
    // The gateway's webhook comes from its own origin: the guard lets it through to the route, which
    // answers 200 for a delivery that is not about one of our bookings (nothing for the gateway to retry).
    const hook = await fetch(`${url}/hook/bookings/payments/moyasar`, {
      method: 'POST',
      headers: { origin: 'https://api.moyasar.com', 'content-type': 'application/json' },
      body: JSON.stringify({ secret_token: 'x', data: { id: 'p' } }),
    });
    expect(hook.status).toBe(200);
    const query = await fetch(`${url}/trpc/account.me`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(query.status).toBe(401);
  });
});

describe('request size', () => {
  const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) });

  it('a 1 MB+ body with a Content-Length is refused with 413 before it is read', async () => {
    const res = await fetch(`${base}/trpc/auth.loginPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expect(res.status).toBe(413);
    expect((await json(res)).error.code).toBe('REQUEST_TOO_LARGE');
  });

  it('a chunked 1 MB+ body (no Content-Length) is cut off at the limit with 413', async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) c.enqueue(bytes.slice(i, i + 64 * 1024));
        c.close();
      },
    });
    const res = await fetch(`${base}/trpc/auth.loginPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    const body = await json(res);
    expect(body.error.data.appError.code).toBe('REQUEST_TOO_LARGE');
  });

  it('a normal body still works', async () => {
    const res = await fetch(`${base}/trpc/auth.loginPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'whatever-123' }),
    });
    expect(res.status).toBe(401);
  });
});

describe('CORS for separate API hosts', () => {
  it('answers listed origins with credentials, and nobody else', async () => {
    const url = await listenWith({ allowedOrigins: [APP, 'https://waqt.app'] });
    const pre = await fetch(`${url}/trpc/account.logout`, {
      method: 'OPTIONS',
      headers: { origin: 'https://waqt.app', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://waqt.app');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toContain('content-type');

    const evil = await fetch(`${url}/trpc/account.logout`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const get = await fetch(`${url}/trpc/account.me`, { headers: { origin: 'https://waqt.app' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('https://waqt.app');
    expect(get.headers.get('vary')).toMatch(/origin/i);
    const other = await fetch(`${url}/trpc/account.me`, { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Content-Security-Policy', () => {
  const directive = (csp: string, name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows no inline script and connects only to this origin and the card gateway by default', async () => {
    const csp = (await fetch(`${base}/health`)).headers.get('content-security-policy')!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    // The pay page's card form posts the card from the browser to the gateway (here the local sandbox).
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:5040");
    expect(csp).not.toContain('unsafe-inline\' ;');
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('serving the built app: its boot script by sha256, its API and PostHog hosts in connect-src', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-dist-'));
    const boot = `window.__WAQT_CONFIG__=${JSON.stringify({ apiUrl: 'https://api.waqt.app/', env: 'production', posthogKey: 'k', posthogHost: 'https://eu.i.posthog.com', version: '1' })};document.documentElement.classList.toggle('dark',true);`;
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><script>${boot}</script><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`,
    );
    const url = await listenWith({ appDistDir: dist, posthogHost: 'https://eu-assets.i.posthog.com' });
    const res = await fetch(`${url}/en`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.waqt.app https://eu.i.posthog.com https://eu-assets.i.posthog.com http://127.0.0.1:5040");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('client IP and trust proxy from config', () => {
  it('believes X-Forwarded-For only from the configured proxies', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const login = (url: string, forwardedFor: string, password = 'wrong-password') =>
      fetch(`${url}/trpc/auth.loginPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: user.email, password }),
      }).then(async (r) => (await json(r)).error?.data.appError.code ?? 'ok');

    app.clock.advance(AUTH_WINDOW_MS); // earlier tests spent this loopback peer's attempts
    // Default (loopback proxies trusted): the forwarded client IPs are told apart.
    for (let i = 0; i < 10; i++) expect(await login(base, '203.0.113.7')).toBe('INVALID_CREDENTIALS');
    expect(await login(base, '203.0.113.7')).toBe('RATE_LIMITED');
    // Another forwarded IP is not limited (after 10 wrong passwords the address wants a mailed code too).
    expect(await login(base, '198.51.100.9', 'right-password-1')).toBe('LOGIN_CODE_REQUIRED');

    // TRUST_PROXY=false: the header is ignored, every request is the loopback peer.
    app.clock.advance(AUTH_WINDOW_MS);
    const { user: other } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const strict = await listenWith({ trustProxy: false });
    const loginOther = (ff: string, password = 'wrong-password') =>
      fetch(`${strict}/trpc/auth.loginPassword`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ff },
        body: JSON.stringify({ email: other.email, password }),
      }).then(async (r) => (await json(r)).error?.data.appError.code ?? 'ok');
    for (let i = 0; i < 10; i++) expect(await loginOther(`192.0.2.${i}`)).toBe('INVALID_CREDENTIALS');
    expect(await loginOther('192.0.2.200', 'right-password-1')).toBe('RATE_LIMITED');
  }, 60_000);
});

describe('development settings behind a proxy (issue 35 item 10)', () => {
  it('a request through a proxy (X-Forwarded-For) is refused with 403 and one log line naming ALLOW_DEV_BEHIND_PROXY; direct requests are served', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'warn' }, { write: (l: string) => void lines.push(l) });
    const dev = await listenWith({ env: 'development', refuseProxied: true }, log);
    expect((await fetch(`${dev}/health`)).status).toBe(200);
    for (const path of ['/health', '/trpc/auth.session', '/dev/mailbox?format=json']) {
      const res = await fetch(`${dev}${path}`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(res.status, path).toBe(403);
      expect(await json(res)).toEqual({ error: { code: 'DEV_BEHIND_PROXY', message: expect.stringMatching(/ALLOW_DEV_BEHIND_PROXY=1/) } });
    }
    const said = lines.map((l) => JSON.parse(l) as { msg: string }).filter((l) => l.msg.includes('ALLOW_DEV_BEHIND_PROXY'));
    expect(said).toHaveLength(1);
    expect(said[0]!.msg).not.toContain('\n');
    // With ALLOW_DEV_BEHIND_PROXY=1 (the harness's own setting), and in production, the proxy is served.
    expect((await fetch(`${base}/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
    const prod = await listenWith({ env: 'production', devMailbox: false, refuseProxied: false });
    expect((await fetch(`${prod}/health`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(200);
  });
});

describe('dev mailbox', () => {
  it('refuses a filter PostgreSQL cannot store with 400, not 500', async () => {
    expect((await fetch(`${base}/dev/mailbox?format=json&to=a%00b`)).status).toBe(400);
    expect((await fetch(`${base}/dev/mailbox?format=json&to=nobody%40example.com`)).status).toBe(200);
  });

  it('answers this machine only: a request a local proxy forwards from elsewhere gets 404', async () => {
    const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
    expect((await fetch(`${base}/dev/mailbox?format=json`, from('127.0.0.1'))).status).toBe(200);
    for (const path of ['/dev/mailbox?format=json', '/dev/mailbox', '/dev/mailbox/00000000-0000-4000-8000-000000000001/attachments/0']) {
      const res = await fetch(`${base}${path}`, from('203.0.113.7'));
      expect(res.status, path).toBe(404);
      expect(await json(res)).toEqual({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('is served in development/test only', async () => {
    expect((await fetch(`${base}/dev/mailbox?format=json`)).status).toBe(200);
    const prod = await listenWith({ env: 'production', devMailbox: false });
    const res = await fetch(`${prod}/dev/mailbox?format=json`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});

describe('text PostgreSQL cannot store never reaches a 500', () => {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${base}/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { cookie: cookie(token) } : {}) },
      body: JSON.stringify(body),
    });
  const countRows = async (sql: string, params: unknown[]) => Number((await app.db.query(sql, params))[0].n);

  it.each([
    ['NUL', 'Nora\u0000Admin'],
    ['a lone surrogate', 'Nora \uD83D'],
  ])('account.update, auth.register and teams.create with %s: INVALID_REQUEST with the field, nothing changes', async (_what, bad) => {
    const { user, token } = await makeUser(app.db, app.clock);
    const cases: [string, unknown, string][] = [
      ['account.update', { fullName: bad, timezone: 'Asia/Riyadh', locale: 'en' }, 'fullName'],
      ['auth.register', { fullName: bad, email: `nul-${user.id}@example.com`, password: 'long-enough-1' }, 'fullName'],
      ['teams.create', { name: bad, slug: `nul-${user.id.slice(0, 8)}` }, 'name'],
    ];
    for (const [path, input, field] of cases) {
      const res = await post(path, input, token);
      expect(res.status, path).toBe(400);
      const body = await json(res);
      expect(body.error.data.appError, path).toEqual({ code: 'INVALID_REQUEST', fields: [{ path: field, issue: 'invalid_characters' }] });
    }
    expect((await app.db.query(`SELECT full_name FROM users WHERE id = $1`, [user.id]))[0].full_name).toBe(user.fullName);
    expect(await countRows(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [`nul-${user.id}@example.com`])).toBe(0);
    expect(await countRows(`SELECT count(*)::int AS n FROM teams WHERE slug = $1`, [`nul-${user.id.slice(0, 8)}`])).toBe(0);
  });

  it('other text inputs with NUL or lone surrogates answer 4xx, never 500', async () => {
    app.clock.advance(AUTH_WINDOW_MS);
    const { token, personal } = await makeUser(app.db, app.clock);
    const team = await app.caller({ sessionToken: token }).teams.create({ name: 'Probe', slug: `probe-${personal.id.slice(0, 8)}` });
    const nasty = ['\u0000', '\uDC00', 'a'.repeat(5000)];
    const probes: [string, (s: string) => unknown][] = [
      ['auth.loginPassword', (s) => ({ email: `x${s}@example.com`, password: s })],
      ['auth.loginPassword', (s) => ({ email: 'someone@example.com', password: s })],
      ['auth.requestOtp', (s) => ({ email: s })],
      ['auth.verifyOtp', (s) => ({ email: 'someone@example.com', code: s })],
      ['auth.resetSubmit', (s) => ({ token: `${'t'.repeat(30)}${s}`, password: 'long-enough-1' })],
      ['invites.accept', (s) => ({ token: `${'t'.repeat(30)}${s}` })],
      ['teams.update', (s) => ({ teamId: team.id, name: `T${s}`, slug: 'probe-x', country: 'SA', currency: 'SAR' })],
      ['calendars.create', (s) => ({ teamId: team.id, name: `C${s}`, slug: 'c', timezone: `Asia/Riyadh${s}` })],
      ['invites.create', (s) => ({ teamId: team.id, email: `a${s}@example.com` })],
    ];
    for (const [path, input] of probes) {
      for (const s of nasty) {
        const res = await post(path, input(s), token);
        expect(res.status, `${path} ${JSON.stringify(s).slice(0, 12)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${path} ${JSON.stringify(s).slice(0, 12)}`).toBeLessThan(500);
      }
    }
    const query = await fetch(`${base}/trpc/teams.publicBySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'a\u0000' }))}`);
    expect(query.status).toBe(400);
    const preview = await fetch(`${base}/trpc/invites.preview?input=${encodeURIComponent(JSON.stringify({ token: `${'t'.repeat(30)}\u0000` }))}`);
    expect(preview.status).toBeLessThan(500);
  }, 60_000);
});

describe('malformed requests never reach a 500', () => {
  it.each([
    ['GET', '/trpc/teams.publicBySlug?input=%FF%FE'],
    ['GET', '/trpc/teams.publicBySlug?input=%'],
    ['GET', `/trpc/teams.publicBySlug?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { slug: 'a' }, 99: { slug: 'b' } }))}`],
    ['GET', `/trpc/${Array.from({ length: 60 }, () => 'teams.publicBySlug').join(',')}?batch=1&input={}`],
    ['GET', '/trpc/teams.publicBySlug?input=' + encodeURIComponent(JSON.stringify({ slug: { toString: 1 } }))],
    ['GET', '/trpc/no.such.procedure'],
    ['GET', '/trpc/%E0%A4%A'],
    ['GET', '/%E0%A4%A'],
    ['POST', '/trpc/auth.loginPassword'],
    ['POST', '/trpc/auth.loginPassword?batch=1'],
    ['POST', '/trpc/account.logout,account.logout?batch=1'],
    ['PUT', '/trpc/auth.loginPassword'],
    ['DELETE', '/trpc/auth.loginPassword'],
  ])('%s %s', async (method, url) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: method === 'GET' ? {} : { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{"0":',
    });
    const text = await res.text();
    // (A malformed body to a procedure without input is simply ignored: logout answers ok.)
    expect(res.status, text.slice(0, 300)).toBeLessThan(500);
    expect(text).not.toMatch(/stack|\.ts:\d+|node_modules/);
  });

  it('a JSON body nested thousands deep is refused, not a crash', async () => {
    const deep = '{"email":'.repeat(5000) + '1' + '}'.repeat(5000);
    const res = await fetch(`${base}/trpc/auth.loginPassword`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});
