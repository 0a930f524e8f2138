import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findUser, makeUser } from '../../../test/fixtures.ts';
import { insertOAuthState, userByEmail } from './auth.queries.ts';
import { teamsOfUser } from '../teams/teams.queries.ts';
import { one } from '../../db/sql.ts';
import { hashToken } from './session.service.ts';

const CLIENT_ID = 'waqt-test-client.apps.example';
const CLIENT_SECRET = 'test-client-secret';

/** A Google round trip's row, as stored. */
const oauthState = (stateHash: Buffer) =>
  one<{ nonce: string; codeVerifier: string; locale: string; nextPath: string | null; expiresAt: Date }>(
    app.db,
    `SELECT nonce, code_verifier AS "codeVerifier", locale, next_path AS "nextPath", expires_at AS "expiresAt" FROM oauth_states WHERE state_hash = $1`,
    [stateHash],
  );
const b64sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

interface PendingCode {
  challenge: string;
  redirectUri: string;
  claims: Record<string, unknown>;
}

/** A minimal OpenID provider on 127.0.0.1: discovery, JWKS and a token endpoint that checks PKCE. */
async function startFakeProvider(now: () => Date) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const tokenRequests: Record<string, string>[] = [];
  let url = '';

  const sign = (claims: Record<string, unknown>, key: CryptoKey = privateKey) => {
    const iat = Math.floor(now().getTime() / 1000);
    return new SignJWT({ iss: url, aud: CLIENT_ID, sub: 'google-sub-1', iat, exp: iat + 3600, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
      .sign(key);
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path === '/.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/o/oauth2/v2/auth`,
        token_endpoint: `${url}/token`,
        jwks_uri: `${url}/certs`,
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (req.method === 'GET' && path === '/certs') return json(res, 200, { keys: [jwk] });
    if (req.method === 'POST' && path === '/token') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        tokenRequests.push(form);
        if (req.headers['content-type'] !== 'application/x-www-form-urlencoded') return json(res, 400, { error: 'invalid_request' });
        if (form.client_id !== CLIENT_ID || form.client_secret !== CLIENT_SECRET) return json(res, 401, { error: 'invalid_client' });
        const pending = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (!pending || form.grant_type !== 'authorization_code') return json(res, 400, { error: 'invalid_grant' });
        if (form.redirect_uri !== pending.redirectUri) return json(res, 400, { error: 'invalid_grant', error_description: 'redirect_uri' });
        if (!form.code_verifier || b64sha256(form.code_verifier) !== pending.challenge) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        }
        sign(pending.claims).then(
          (idToken) => json(res, 200, { access_token: 'at-' + randomBytes(8).toString('hex'), token_type: 'Bearer', expires_in: 3599, id_token: idToken }),
          () => json(res, 500, { error: 'server_error' }),
        );
      });
      return;
    }
    json(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get url() {
      return url;
    },
    tokenRequests,
    /**
     * What the authorization endpoint would do after the user consents: remembers the PKCE challenge
     * and the claims of the id_token for a new code, and returns the code.
     */
    authorize(location: URL, claims: Record<string, unknown>, over: { challenge?: string } = {}) {
      const code = 'code-' + randomBytes(12).toString('base64url');
      codes.set(code, {
        challenge: over.challenge ?? location.searchParams.get('code_challenge')!,
        redirectUri: location.searchParams.get('redirect_uri')!,
        claims: { nonce: location.searchParams.get('nonce'), ...claims },
      });
      return code;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

let app: TestApp;
let base: string;
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
const googleConfig = () => ({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuer: provider.url });

beforeAll(async () => {
  app = await createTestApp();
  provider = await startFakeProvider(() => app.clock.now());
  app.deps.config.google = googleConfig();
  base = await app.listen();
});
afterAll(async () => {
  await provider?.close();
  await app?.close();
});
beforeEach(() => {
  app.deps.config.google = googleConfig();
});

let seq = 0;
const freshEmail = () => `g${++seq}.${Date.now()}@example.com`;

async function start(query = 'locale=en', headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/auth/google/start?${query}`, { redirect: 'manual', headers });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location')!);
}

/** The callback as the browser that started the round trip makes it: with its state cookie. */
async function callback(params: Record<string, string>, headers: Record<string, string> = {}, opts: { fromThisBrowser?: boolean } = {}) {
  const withCookie = (opts.fromThisBrowser ?? true) && params.state && !headers.cookie;
  const res = await fetch(`${base}/auth/google/callback?${new URLSearchParams(params).toString()}`, {
    redirect: 'manual',
    headers: withCookie ? { ...headers, cookie: `waqt_oauth_state=${params.state}` } : headers,
  });
  expect(res.status).toBe(302);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('waqt_session='));
  return { location: res.headers.get('location')!, cookie, res };
}

/** The whole round trip as a browser would make it, with the provider answering `claims`. */
async function googleSignIn(claims: Record<string, unknown>, opts: { query?: string; challenge?: string } = {}) {
  const location = await start(opts.query);
  const code = provider.authorize(location, claims, { challenge: opts.challenge });
  const state = location.searchParams.get('state')!;
  return { ...(await callback({ code, state })), state, code, authorizeUrl: location };
}

const failed = (locale = 'en') => `${app.config.appOrigin}/${locale}/googleAuth?error=GOOGLE_SIGNIN_FAILED`;

async function me(cookie: string) {
  const res = await fetch(`${base}/trpc/account.me`, { headers: { cookie: cookie.split(';')[0]! } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { result: { data: Record<string, unknown> } }).result.data;
}

describe('GET /auth/google/start', () => {
  it('redirects to the provider with PKCE S256, state and nonce, and stores only a hash of the state', async () => {
    const location = await start('locale=ar&next=/ar/invite/abc');
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.url}/o/oauth2/v2/auth`);
    const p = location.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(CLIENT_ID);
    expect(p.get('redirect_uri')).toBe(`${app.config.appOrigin}/auth/google/callback`);
    expect(p.get('scope')).toBe('openid email profile');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('prompt')).toBe('select_account');
    for (const k of ['state', 'nonce', 'code_challenge']) expect(p.get(k)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = (await oauthState(hashToken(p.get('state')!)))!;
    expect(row.nonce).toBe(p.get('nonce'));
    expect(b64sha256(row.codeVerifier)).toBe(p.get('code_challenge'));
    expect(row.locale).toBe('ar');
    expect(row.nextPath).toBe('/ar/invite/abc');
    expect(row.expiresAt.getTime() - app.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('takes the locale from the cookie when the query has none (or a bad one), else English', async () => {
    const rowFor = async (l: URL) => (await oauthState(hashToken(l.searchParams.get('state')!)))!;
    expect((await rowFor(await start('', { cookie: 'waqt_locale=ar' }))).locale).toBe('ar');
    expect((await rowFor(await start('locale=fr', { cookie: 'waqt_locale=ar' }))).locale).toBe('ar');
    expect((await rowFor(await start('locale=xx'))).locale).toBe('en');
  });

  it('deletes expired round trips', async () => {
    const old = new Date(app.clock.now().getTime() - 60 * 60 * 1000);
    await insertOAuthState(app.db, { stateHash: hashToken('stale'), codeVerifier: 'v', nonce: 'n', locale: 'en', nextPath: null, now: old, expiresAt: new Date(old.getTime() + 600_000) });
    expect(await oauthState(hashToken('stale'))).toBeDefined();
    await start();
    expect(await oauthState(hashToken('stale'))).toBeUndefined();
  });
});

describe('callback', () => {
  it('creates a verified user (its team comes from the setup), sets the session cookie and returns to the web app', async () => {
    const email = freshEmail();
    const { location, cookie } = await googleSignIn({ email, email_verified: true, name: 'Huda Al-Qahtani' });
    expect(location).toBe(`${app.config.appOrigin}/en/googleAuth`);
    expect(cookie).toBeTruthy();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);

    const user = await findUser(app.db, { email });
    expect(user).toMatchObject({ fullName: 'Huda Al-Qahtani', passwordHash: null, locale: 'en', timezone: 'Asia/Riyadh', businessUse: false });
    expect(user.emailVerifiedAt?.toISOString()).toBe(app.clock.now().toISOString());
    expect(await teamsOfUser(app.db, user.id)).toEqual([]);

    expect(await me(cookie!)).toMatchObject({ id: user.id, email, fullName: 'Huda Al-Qahtani', emailVerified: true });

    // The token request carried everything the provider checks.
    const sent = provider.tokenRequests.at(-1)!;
    expect(sent).toMatchObject({ grant_type: 'authorization_code', client_id: CLIENT_ID, redirect_uri: `${app.config.appOrigin}/auth/google/callback` });
  });

  it('names a new user after the email when the provider gives no name, in the chosen language', async () => {
    const email = freshEmail();
    const { location } = await googleSignIn({ email, email_verified: true }, { query: 'locale=ar' });
    expect(location).toBe(`${app.config.appOrigin}/ar/googleAuth`);
    const user = await findUser(app.db, { email });
    expect(user.fullName).toBe(email.split('@')[0]);
    expect(user.locale).toBe('ar');
  });

  it('signs in the existing account with the same email in another case, without a duplicate', async () => {
    const { user } = await makeUser(app.db, app.clock, { email: `Existing.${Date.now()}@Example.COM`, locale: 'ar' });
    const { location, cookie } = await googleSignIn({ email: user.email.toLowerCase(), email_verified: true, name: 'Someone Else' });
    // The account's own language wins over the page's.
    expect(location).toBe(`${app.config.appOrigin}/ar/googleAuth`);
    expect(await me(cookie!)).toMatchObject({ id: user.id, fullName: user.fullName });
    const rows = await app.db.query(`SELECT id FROM users WHERE email = $1`, [user.email.toLowerCase()]);
    expect(rows).toHaveLength(1);
  });

  it('verifies an existing unverified account and drops its unproven password', async () => {
    const { user } = await makeUser(app.db, app.clock, { email: freshEmail(), emailVerifiedAt: null, passwordHash: '$argon2id$placeholder' });
    const { cookie } = await googleSignIn({ email: user.email, email_verified: true });
    expect(await me(cookie!)).toMatchObject({ id: user.id, emailVerified: true });
    const after = await findUser(app.db, { id: user.id });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(after.passwordHash).toBeNull();
  });

  it('fails for an unknown state, and a state works only once', async () => {
    let r = await callback({ code: 'whatever', state: 'not-a-state' });
    expect(r.location).toBe(failed());
    expect(r.cookie).toBeUndefined();
    r = await callback({ code: 'whatever' });
    expect(r.location).toBe(failed());

    const email = freshEmail();
    const first = await googleSignIn({ email, email_verified: true });
    expect(first.location).toBe(`${app.config.appOrigin}/en/googleAuth`);
    const replay = await callback({ code: first.code, state: first.state });
    expect(replay.location).toBe(failed());
    expect(replay.cookie).toBeUndefined();
  });

  it('binds the round trip to the browser that started it (no login CSRF with a crafted callback link)', async () => {
    const startRes = await fetch(`${base}/auth/google/start?locale=en`, { redirect: 'manual' });
    const setCookie = startRes.headers.getSetCookie().find((c) => c.startsWith('waqt_oauth_state='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const location = new URL(startRes.headers.get('location')!);
    const state = location.searchParams.get('state')!;
    expect(setCookie.startsWith(`waqt_oauth_state=${state};`)).toBe(true);
    const code = provider.authorize(location, { email: freshEmail(), email_verified: true });
    const crafted = await callback({ code, state }, {}, { fromThisBrowser: false });
    expect(crafted.location).toBe(failed());
    expect(crafted.cookie).toBeUndefined();
    // The real browser can still finish its own round trip.
    const own = await callback({ code, state });
    expect(own.location).toBe(`${app.config.appOrigin}/en/googleAuth`);
    expect(own.cookie).toBeTruthy();
  });

  it('fails for an expired state (10 minutes)', async () => {
    const location = await start('locale=ar');
    const code = provider.authorize(location, { email: freshEmail(), email_verified: true });
    app.clock.advance(10 * 60 * 1000 + 1);
    const r = await callback({ code, state: location.searchParams.get('state')! });
    expect(r.location).toBe(failed('ar'));
  });

  it('fails when the user cancels at the provider, using the language of the round trip', async () => {
    const location = await start('locale=ar');
    const state = location.searchParams.get('state')!;
    const r = await callback({ error: 'access_denied', state });
    expect(r.location).toBe(failed('ar'));
    expect(await oauthState(hashToken(state))).toBeUndefined();
  });

  it('rejects an id_token with the wrong nonce, audience, issuer, or timing', async () => {
    const cases: Record<string, unknown>[] = [
      { nonce: 'some-other-nonce' },
      { aud: 'someone-else.apps.example' },
      { iss: 'https://accounts.evil.example' },
      { exp: Math.floor(app.clock.now().getTime() / 1000) - 3600 },
      { nonce: undefined },
    ];
    for (const over of cases) {
      const email = freshEmail();
      const r = await googleSignIn({ email, email_verified: true, ...over });
      expect(r.location, JSON.stringify(over)).toBe(failed());
      expect(r.cookie).toBeUndefined();
      expect(await userByEmail(app.db, email).then(Boolean)).toBe(false);
    }
  });

  it('rejects an email the provider has not verified, or no email at all', async () => {
    for (const claims of [{ email: freshEmail(), email_verified: false }, { email: freshEmail(), email_verified: 'true' }, { email: freshEmail() }, {}]) {
      const r = await googleSignIn(claims);
      expect(r.location, JSON.stringify(claims)).toBe(failed());
      expect(r.cookie).toBeUndefined();
    }
  });

  it('fails when the token endpoint refuses the PKCE verifier', async () => {
    const email = freshEmail();
    const r = await googleSignIn({ email, email_verified: true }, { challenge: b64sha256('a-different-verifier') });
    expect(r.location).toBe(failed());
    expect(r.cookie).toBeUndefined();
    expect(await userByEmail(app.db, email).then(Boolean)).toBe(false);
  });

  it('carries a same-origin next path and drops anything else', async () => {
    const ok = await googleSignIn({ email: freshEmail(), email_verified: true }, { query: `locale=en&next=${encodeURIComponent('/en/invite/xyz?x=1')}` });
    expect(ok.location).toBe(`${app.config.appOrigin}/en/googleAuth?next=${encodeURIComponent('/en/invite/xyz?x=1')}`);
    for (const bad of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'evil', '/\t/evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/en/\u2028']) {
      const r = await googleSignIn({ email: freshEmail(), email_verified: true }, { query: `locale=en&next=${encodeURIComponent(bad)}` });
      expect(r.location, bad).toBe(`${app.config.appOrigin}/en/googleAuth`);
    }
  });
});

describe('when Google is not configured', () => {
  it('answers 404 GOOGLE_NOT_CONFIGURED and auth.providers says so', async () => {
    app.deps.config.google = null;
    const res = await fetch(`${base}/auth/google/start?locale=en`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 'GOOGLE_NOT_CONFIGURED' });
    const providers = async () => {
      const r = await fetch(`${base}/trpc/auth.providers`);
      return ((await r.json()) as { result: { data: unknown } }).result.data;
    };
    expect(await providers()).toEqual({ google: false });
    expect(await app.caller().auth.providers()).toEqual({ google: false });
    expect((await callback({ code: 'c', state: 's' })).location).toBe(failed());

    app.deps.config.google = googleConfig();
    expect(await providers()).toEqual({ google: true });
  });
});
