import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_CODE_AFTER_FAILURES, OTP_RESEND_MS, OTP_VALID_MS, PASSWORD_RESET_VALID_MS } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { browserOn, codeOf, countRows, errorCode, findUser, latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { teamsOfUser } from '../teams/teams.queries.ts';
import { AUTH_WINDOW_MS, LOGIN_EMAIL_FACTOR } from './rate-limit.ts';
import { hashPassword } from './passwords.ts';
import { hashToken } from './session.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const browser = (ip = '10.0.0.1') => browserOn(app, ip);

let seq = 0;
const freshEmail = () => `person${++seq}.${Date.now()}@example.com`;

beforeEach(() => {
  // Each test starts well after the previous one's rate-limit window and resend delay.
  app.clock.advance(AUTH_WINDOW_MS + OTP_RESEND_MS);
});

describe('register and verify', () => {
  it('creates the user (and no team: the setup makes the one chosen), mails a code, and signs in only after the code', async () => {
    const email = freshEmail();
    const b = browser();
    const res = await b.caller().auth.register({ fullName: 'Noura Al-Harbi', email: email.toUpperCase(), password: 'long-enough-1', businessUse: true, locale: 'en', timezone: 'Asia/Riyadh' });
    expect(res.ok).toBe(true);
    expect(Date.parse(res.resendAt) - app.clock.now().getTime()).toBe(OTP_RESEND_MS);
    expect(b.jar.token).toBeUndefined();

    const user = await findUser(app.db, { email });
    expect(user.emailVerifiedAt).toBeNull();
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    // A business user asked for no personal team: none is made (issue 36).
    expect(await teamsOfUser(app.db, user.id)).toEqual([]);

    // Not usable yet: the right password says "verify first".
    expect(await errorCode(b.caller().auth.loginPassword({ email, password: 'long-enough-1' }))).toBe('EMAIL_NOT_VERIFIED');

    const mail = await latestMailTo(app.db, email);
    expect(mail!.subject).toMatch(/Verify your email/);
    const me = await b.caller().auth.verifyOtp({ email, code: codeOf(mail!.text), purpose: 'verify_email' });
    expect(me).toMatchObject({ email, fullName: 'Noura Al-Harbi', emailVerified: true });
    expect(b.jar.token).toBeTruthy();
    expect((await b.caller().account.me()).email).toBe(email);
  });

  it('answers a taken email, whatever its case, like a new one and writes nothing but a mail to the account', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const before = await countRows(app.db, 'teams');
    const res = await browser().caller().auth.register({ fullName: 'X', email: user.email.toUpperCase(), password: 'long-enough-1', businessUse: false, locale: 'en', timezone: 'UTC' });
    expect(res).toEqual({ ok: true, resendAt: new Date(app.clock.now().getTime() + OTP_RESEND_MS).toISOString() });
    expect(await countRows(app.db, 'teams')).toBe(before);
    expect((await latestMailTo(app.db, user.email))!.subject).toMatch(/tried to sign up/);
  });

  it('rejects bad input with field issues and writes nothing', async () => {
    const before = await countRows(app.db, 'users');
    const err = await browser()
      .caller()
      .auth.register({ fullName: '', email: 'nope', password: 'short', businessUse: false, locale: 'en', timezone: 'Mars/Base' })
      .catch((e) => e);
    expect(err.code).toBe('BAD_REQUEST');
    expect(await countRows(app.db, 'users')).toBe(before);
  });

  it('mails an Arabic account in Arabic, right to left', async () => {
    const email = freshEmail();
    await browser().caller().auth.register({ fullName: 'سارة', email, password: 'long-enough-1', businessUse: false, locale: 'ar', timezone: 'Asia/Riyadh' });
    const mail = await latestMailTo(app.db, email);
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toMatch(/تأكيد بريدك الإلكتروني/);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar"');
  });
});

describe('password sign-in', () => {
  it('signs in with the right password; the same error for a wrong password and an unknown email', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'wrong-password' }))).toBe('INVALID_CREDENTIALS');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: freshEmail(), password: 'whatever-123' }))).toBe('INVALID_CREDENTIALS');
    const b = browser();
    const me = await b.caller().auth.loginPassword({ email: user.email.toUpperCase(), password: 'right-password-1' });
    expect(me.id).toBe(user.id);
    expect((await b.caller().account.me()).id).toBe(user.id);
    // Logout must revoke the session on the server, not only clear this browser's cookie:
    // the old token, replayed, is refused.
    const oldToken = b.jar.token!;
    expect(oldToken).toBeTruthy();
    await b.caller().account.logout();
    expect(b.jar.token).toBeUndefined();
    expect(await errorCode(app.caller({ sessionToken: oldToken }).account.me())).toBe('UNAUTHORIZED');
    const [row] = await app.db.query(`SELECT revoked_at FROM sessions WHERE token_hash = $1`, [hashToken(oldToken)]);
    expect(row.revoked_at).toBeInstanceOf(Date);
  });
});

describe('one-time codes', () => {
  it('signs in with a mailed code and refuses a wrong one', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const b = browser();
    await b.caller().auth.requestOtp({ email: user.email, purpose: 'login' });
    const code = codeOf((await latestMailTo(app.db, user.email))!.text);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await errorCode(b.caller().auth.verifyOtp({ email: user.email, code: wrong }))).toBe('INVALID_OTP');
    expect((await b.caller().auth.verifyOtp({ email: user.email, code })).id).toBe(user.id);
    // Single use.
    expect(await errorCode(b.caller().auth.verifyOtp({ email: user.email, code }))).toBe('OTP_EXPIRED');
  });

  it('expires after 10 minutes', async () => {
    const { user } = await makeUser(app.db, app.clock);
    await browser().caller().auth.requestOtp({ email: user.email });
    const code = codeOf((await latestMailTo(app.db, user.email))!.text);
    app.clock.advance(OTP_VALID_MS);
    expect(await errorCode(browser().caller().auth.verifyOtp({ email: user.email, code }))).toBe('OTP_EXPIRED');
  });

  it('is void after 5 wrong tries, even for the right code', async () => {
    const { user } = await makeUser(app.db, app.clock);
    await browser().caller().auth.requestOtp({ email: user.email });
    const code = codeOf((await latestMailTo(app.db, user.email))!.text);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect(await errorCode(browser(`10.1.0.${i}`).caller().auth.verifyOtp({ email: user.email, code: wrong }))).toBe('INVALID_OTP');
    expect(await errorCode(browser().caller().auth.verifyOtp({ email: user.email, code }))).toBe('OTP_EXPIRED');
  });

  it('allows one new code per 60 s, and a new code voids the old one', async () => {
    const { user } = await makeUser(app.db, app.clock);
    await browser().caller().auth.requestOtp({ email: user.email });
    const first = codeOf((await latestMailTo(app.db, user.email))!.text);
    expect(await errorCode(browser().caller().auth.requestOtp({ email: user.email }))).toBe('OTP_RESEND_TOO_SOON');
    app.clock.advance(OTP_RESEND_MS);
    await browser().caller().auth.requestOtp({ email: user.email });
    const second = codeOf((await latestMailTo(app.db, user.email))!.text);
    if (first !== second) expect(await errorCode(browser().caller().auth.verifyOtp({ email: user.email, code: first }))).toBe('INVALID_OTP');
    expect((await browser().caller().auth.verifyOtp({ email: user.email, code: second })).id).toBe(user.id);
  });

  it('answers an unknown email exactly like a known one, and sends nothing', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const known = await browser().caller().auth.requestOtp({ email: user.email });
    const nobody = freshEmail();
    const unknown = await browser().caller().auth.requestOtp({ email: nobody });
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
    expect(unknown.resendAt).toBe(known.resendAt);
    expect(await latestMailTo(app.db, nobody)).toBeUndefined();
    expect(await errorCode(browser().caller().auth.requestOtp({ email: nobody }))).toBe('OTP_RESEND_TOO_SOON');
  });

  it('verifies an unverified account that signs in with a code', async () => {
    const { user } = await makeUser(app.db, app.clock, { emailVerifiedAt: null });
    await browser().caller().auth.requestOtp({ email: user.email });
    const me = await browser().caller().auth.verifyOtp({ email: user.email, code: codeOf((await latestMailTo(app.db, user.email))!.text) });
    expect(me.emailVerified).toBe(true);
  });
});

describe('password reset', () => {
  async function requestLink(email: string) {
    await browser().caller().auth.resetRequest({ email });
    const mail = await latestMailTo(app.db, email);
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    return { link, token: link.searchParams.get('token')! };
  }

  it('answers the same for unknown emails and sends nothing', async () => {
    const nobody = freshEmail();
    expect(await browser().caller().auth.resetRequest({ email: nobody })).toEqual({ ok: true });
    expect(await latestMailTo(app.db, nobody)).toBeUndefined();
  });

  it('sets a new password once, revokes every session, and signs this browser in', async () => {
    const { user, token: oldSession } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('old-password-1') });
    const { link, token } = await requestLink(user.email);
    expect(link.pathname).toBe('/en/auth/password/resetsubmit');
    const b = browser();
    expect((await b.caller().auth.resetSubmit({ token, password: 'new-password-1' })).id).toBe(user.id);
    expect(b.jar.token).toBeTruthy();
    expect(await errorCode(app.caller({ sessionToken: oldSession }).account.me())).toBe('UNAUTHORIZED');
    expect((await b.caller().account.me()).id).toBe(user.id);
    expect(await errorCode(browser().caller().auth.resetSubmit({ token, password: 'another-password-1' }))).toBe('RESET_TOKEN_INVALID');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'old-password-1' }))).toBe('INVALID_CREDENTIALS');
    expect((await browser().caller().auth.loginPassword({ email: user.email, password: 'new-password-1' })).id).toBe(user.id);
  });

  it('expires after one hour', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const { token } = await requestLink(user.email);
    app.clock.advance(PASSWORD_RESET_VALID_MS);
    expect(await errorCode(browser().caller().auth.resetSubmit({ token, password: 'new-password-1' }))).toBe('RESET_TOKEN_INVALID');
  });
});

describe('attempt limits', () => {
  it('wrong passwords from IP A lock only A for that email: a correct sign-in from IP B still works', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    for (let i = 0; i < 10; i++) {
      expect(await errorCode(browser('10.2.0.1').caller().auth.loginPassword({ email: user.email, password: 'wrong-password' }))).toBe('INVALID_CREDENTIALS');
    }
    // The stranger at A is stopped, even with the right password…
    expect(await errorCode(browser('10.2.0.1').caller().auth.loginPassword({ email: user.email, password: 'right-password-1' }))).toBe('RATE_LIMITED');
    // …the owner at B is not (after 10 wrong passwords the password needs a mailed code too), and the
    // one-time-code sign-in stays open even at A.
    expect(await errorCode(browser('10.2.1.1').caller().auth.loginPassword({ email: user.email, password: 'right-password-1' }))).toBe('LOGIN_CODE_REQUIRED');
    expect((await browser('10.2.0.1').caller().auth.requestOtp({ email: user.email, purpose: 'login' })).ok).toBe(true);
    const code = codeOf((await latestMailTo(app.db, user.email))!.text);
    expect((await browser('10.2.1.1').caller().auth.loginPassword({ email: user.email, password: 'right-password-1', code })).id).toBe(user.id);
    app.clock.advance(AUTH_WINDOW_MS);
    expect((await browser('10.2.0.1').caller().auth.loginPassword({ email: user.email, password: 'right-password-1' })).id).toBe(user.id);
  });

  it('a looser per-email cap stops guessing spread over many IPs', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const cap = 10 * LOGIN_EMAIL_FACTOR;
    for (let i = 0; i < cap; i++) {
      // The 11th on needs a mailed code as well (LOGIN_CODE_AFTER_FAILURES), and still counts here.
      expect(await errorCode(browser(`10.4.${Math.floor(i / 5)}.${i % 5}`).caller().auth.loginPassword({ email: user.email, password: 'wrong-password' }))).toBe(
        i < LOGIN_CODE_AFTER_FAILURES ? 'INVALID_CREDENTIALS' : 'LOGIN_CODE_REQUIRED',
      );
    }
    expect(await errorCode(browser('10.4.200.1').caller().auth.loginPassword({ email: user.email, password: 'right-password-1' }))).toBe('RATE_LIMITED');
  }, 60_000);

  it('is atomic: 40 concurrent wrong passwords for one email from one IP give exactly 10 INVALID_CREDENTIALS', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const results = await Promise.all(
      Array.from({ length: 40 }, () => errorCode(browser('10.5.0.1').caller().auth.loginPassword({ email: user.email, password: 'wrong-password' }))),
    );
    expect(results.filter((r) => r === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(30);
    // Refused attempts are not recorded: exactly 10 rows per key.
    const rows: { key: string; n: number }[] = await app.db.query(`SELECT key, count(*)::int AS n FROM auth_attempts WHERE key LIKE $1 GROUP BY key ORDER BY key`, [
      `login:%${user.email}%`,
    ]);
    expect(rows).toEqual([
      { key: `login:email:${user.email}`, n: 10 },
      { key: `login:email_ip:${user.email}|10.5.0.1`, n: 10 },
    ]);
  }, 60_000);

  it('limits one IP across many emails', async () => {
    for (let i = 0; i < 10; i++) await browser('10.3.0.1').caller().auth.resetRequest({ email: freshEmail() });
    expect(await errorCode(browser('10.3.0.1').caller().auth.resetRequest({ email: freshEmail() }))).toBe('RATE_LIMITED');
    expect(await browser('10.3.0.2').caller().auth.resetRequest({ email: freshEmail() })).toEqual({ ok: true });
  });
});

describe('account', () => {
  it('updates details', async () => {
    const { user, token } = await makeUser(app.db, app.clock);
    const me = await app.caller({ sessionToken: token }).account.update({ fullName: 'سارة القحطاني', timezone: 'Europe/London', locale: 'ar' });
    expect(me).toMatchObject({ fullName: 'سارة القحطاني', timezone: 'Europe/London', locale: 'ar' });
    expect((await findUser(app.db, { id: user.id })).locale).toBe('ar');
    expect(await errorCode(app.caller({ sessionToken: token }).account.update({ fullName: 'x', timezone: 'Not/AZone', locale: 'en' }))).toMatch(/INVALID|invalid|BAD/i);
  });

  it('changes the email only after the code sent to the new address', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const other = await makeUser(app.db, app.clock);
    const c = app.caller({ sessionToken: token, ip: '10.4.0.1' });
    const currentPassword = 'current-pass-1';
    expect(await errorCode(c.account.changeEmail({ newEmail: other.user.email, currentPassword }))).toBe('EMAIL_TAKEN');
    const newEmail = freshEmail();
    await c.account.changeEmail({ newEmail, currentPassword });
    expect((await findUser(app.db, { id: user.id })).email).toBe(user.email);
    const code = codeOf((await latestMailTo(app.db, newEmail))!.text);
    expect(await errorCode(c.account.confirmEmailChange({ code: code === '000000' ? '000001' : '000000' }))).toBe('INVALID_OTP');
    expect((await c.account.confirmEmailChange({ code })).email).toBe(newEmail);
    // Another user cannot use someone else's pending code.
    expect(await errorCode(app.caller({ sessionToken: other.token }).account.confirmEmailChange({ code }))).toBe('INVALID_OTP');
  });

  it('keeps two accounts asking for the same new address apart; the first to confirm wins it', async () => {
    const passwordHash = await hashPassword('current-pass-1');
    const a = await makeUser(app.db, app.clock, { passwordHash });
    const b = await makeUser(app.db, app.clock, { passwordHash });
    const target = freshEmail();
    const currentPassword = 'current-pass-1';
    await app.caller({ sessionToken: a.token, ip: '10.5.0.1' }).account.changeEmail({ newEmail: target, currentPassword });
    const codeA = codeOf((await latestMailTo(app.db, target))!.text);
    // B asks at once: not held back by A's code, and A's code stays valid.
    await app.caller({ sessionToken: b.token, ip: '10.5.0.2' }).account.changeEmail({ newEmail: target, currentPassword });
    const codeB = codeOf((await latestMailTo(app.db, target))!.text);
    expect((await app.caller({ sessionToken: a.token, ip: '10.5.0.1' }).account.confirmEmailChange({ code: codeA })).email).toBe(target);
    expect(await errorCode(app.caller({ sessionToken: b.token, ip: '10.5.0.2' }).account.confirmEmailChange({ code: codeB }))).toBe('EMAIL_TAKEN');
    expect((await findUser(app.db, { id: b.user.id })).email).toBe(b.user.email);
  });

  it('changes the password with the current one and signs out other sessions only', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const other = browser();
    await other.caller().auth.loginPassword({ email: user.email, password: 'current-pass-1' });
    const otherToken = other.jar.token!;
    const c = app.caller({ sessionToken: token });
    expect(await errorCode(c.account.changePassword({ currentPassword: 'not-it', newPassword: 'brand-new-pass-1' }))).toBe('WRONG_PASSWORD');
    await c.account.changePassword({ currentPassword: 'current-pass-1', newPassword: 'brand-new-pass-1' });
    expect((await c.account.me()).id).toBe(user.id);
    expect(await errorCode(other.caller().account.me())).toBe('UNAUTHORIZED');
    // Exactly the other browser's session is revoked; this one stays alive.
    const sessions: { token_hash: Buffer; revoked: boolean }[] = await app.db.query(
      `SELECT token_hash, revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1`,
      [user.id],
    );
    const state = (t: string) => sessions.find((s) => s.token_hash.equals(hashToken(t)))?.revoked;
    expect(sessions).toHaveLength(2);
    expect(state(token)).toBe(false);
    expect(state(otherToken)).toBe(true);
  });
});
