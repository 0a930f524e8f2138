import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are read as loose JSON: these tests check the wire format itself
const json = (res: Response): Promise<any> => res.json();
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { insertUser } from '../modules/auth/auth.queries.ts';
import { insertTeam } from '../modules/teams/teams.queries.ts';
import { findUser } from '../../test/fixtures.ts';
import { createSession } from '../modules/auth/session.service.ts';

let app: TestApp;
let base: string;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
  const user = await insertUser(app.db, {
    email: 'nora@example.com',
    fullName: 'Nora',
    passwordHash: null,
    locale: 'ar',
    timezone: 'Asia/Riyadh',
    businessUse: false,
    emailVerifiedAt: new Date(),
    createdAt: app.clock.now(),
  });
  await insertTeam(app.db, { name: 'Nora Studio', slug: 'nora-studio', country: 'SA', currency: 'SAR', isPersonal: false, trialEndsAt: null, now: app.clock.now() });
  ({ token } = await createSession(app.db, app.clock, user.id));
});
afterAll(() => app.close());

const cookie = (t: string) => ({ cookie: `waqt_session=${t}` });

describe('HTTP surface', () => {
  it('/health checks the database', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('sends security headers and hides the framework', async () => {
    const res = await fetch(`${base}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
    // The pay and booking pages carry the manage token in their URL: no page sends its address on.
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('account.me answers UNAUTHORIZED without a session', async () => {
    const res = await fetch(`${base}/trpc/account.me`);
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.error.data.appError.code).toBe('UNAUTHORIZED');
  });

  it('account.me returns the user for a valid session cookie, in a batched GET', async () => {
    const res = await fetch(`${base}/trpc/account.me?batch=1&input=${encodeURIComponent('{}')}`, { headers: cookie(token) });
    expect(res.status).toBe(200);
    const [item] = await json(res);
    expect(item.result.data).toEqual({
      id: expect.any(String),
      fullName: 'Nora',
      email: 'nora@example.com',
      timezone: 'Asia/Riyadh',
      locale: 'ar',
      emailVerified: true,
      hasPassword: false,
    });
  });

  it('queries take JSON input in the query string', async () => {
    const input = encodeURIComponent(JSON.stringify({ slug: 'Nora-Studio' }));
    const res = await fetch(`${base}/trpc/teams.publicBySlug?input=${input}`);
    expect(res.status).toBe(200);
    expect((await json(res)).result.data).toEqual({ name: 'Nora Studio', slug: 'nora-studio', country: 'SA', currency: 'SAR' });
  });

  it('unknown slug is NOT_FOUND with a stable code', async () => {
    const res = await fetch(`${base}/trpc/teams.publicBySlug?input=${encodeURIComponent('{"slug":"nobody"}')}`);
    expect(res.status).toBe(404);
    expect((await json(res)).error.data.appError.code).toBe('NOT_FOUND');
  });

  it.each([
    ['malformed JSON', '{"slug":'],
    ['wrong type', '{"slug":42}'],
    ['bad characters', '{"slug":"no spaces here"}'],
  ])('%s → BAD_REQUEST "Invalid request parameters", no stack', async (_name, raw) => {
    const res = await fetch(`${base}/trpc/teams.publicBySlug?input=${encodeURIComponent(raw)}`);
    expect(res.status).toBe(400);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body.error.data.appError.code).toBe('INVALID_REQUEST');
    expect(body.error.message).toBe('INVALID_REQUEST');
    expect(text).not.toMatch(/stack|\.ts:\d+|node_modules|SELECT|ZodError/);
  });

  it('reports field issues for invalid input', async () => {
    const res = await fetch(`${base}/trpc/teams.publicBySlug?input=${encodeURIComponent('{"slug":""}')}`);
    const body = await json(res);
    expect(body.error.data.appError.fields).toContainEqual({ path: 'slug', issue: 'too_small', params: { min: 1 } });
  });

  it('field issues say which format was wanted (the same mapping as the UI forms, contracts fieldIssuesFromZod)', async () => {
    const res = await fetch(`${base}/trpc/teams.publicBySlug?input=${encodeURIComponent('{"slug":"no spaces here"}')}`);
    const body = await json(res);
    expect(body.error.data.appError.fields).toContainEqual({ path: 'slug', issue: 'invalid_format', format: 'regex' });
  });

  it('logout revokes the session and clears the cookie', async () => {
    const { token: t2 } = await createSession(app.db, app.clock, (await findUser(app.db, { email: 'nora@example.com' })).id);
    const out = await fetch(`${base}/trpc/account.logout`, { method: 'POST', headers: { ...cookie(t2), 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/waqt_session=;.*HttpOnly.*SameSite=Lax/i);
    const me = await fetch(`${base}/trpc/account.me`, { headers: cookie(t2) });
    expect(me.status).toBe(401);
    // The other session is untouched.
    expect((await fetch(`${base}/trpc/account.me`, { headers: cookie(token) })).status).toBe(200);
  });

  it('an expired session is UNAUTHORIZED', async () => {
    const user = await findUser(app.db, { email: 'nora@example.com' });
    const { token: t3 } = await createSession(app.db, app.clock, user.id);
    await expect(app.caller({ sessionToken: t3 }).account.me()).resolves.toMatchObject({ email: 'nora@example.com' });
    app.clock.advance(31 * 24 * 3600 * 1000);
    await expect(app.caller({ sessionToken: t3 }).account.me()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('unknown API paths are JSON 404s', async () => {
    const res = await fetch(`${base}/nope`);
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});
