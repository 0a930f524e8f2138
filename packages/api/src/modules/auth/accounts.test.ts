import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_MS, OTP_VALID_MS } from '@waqt/contracts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { browserOn, codeOf, countRows, errorCode, findUser, latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { AUTH_WINDOW_MS } from './rate-limit.ts';
import { hashPassword } from './passwords.ts';

/**
 * Accounts edge cases beyond auth.test.ts: atomic sign-up, fresh verification codes on password
 * sign-in, enumeration-safe answers, per-IP limits, email change expiry, Arabic reset mail.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

beforeEach(() => {
  app.clock.advance(AUTH_WINDOW_MS + OTP_RESEND_MS);
});

const browser = (ip = '10.9.0.1') => browserOn(app, ip);

let seq = 0;
const freshEmail = () => `acct${++seq}.${Date.now()}@example.com`;
const mailCount = async (to: string) => (await drainJobs(app.db), Number((await app.db.query(`SELECT count(*) AS n FROM mail_messages WHERE to_address = $1`, [to]))[0].n));
const registration = (email: string, over: Record<string, unknown> = {}) => ({
  fullName: 'Test Person',
  email,
  password: 'long-enough-1',
  businessUse: false,
  locale: 'en' as const,
  timezone: 'Asia/Riyadh',
  ...over,
});

describe('sign-up is all or nothing', () => {
  it('leaves no user or mail when its code cannot be written', async () => {
    await app.db.query(`
      CREATE FUNCTION test_refuse_code() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.email LIKE 'refused.%' THEN RAISE EXCEPTION 'refused by test'; END IF;
        RETURN NEW;
      END $$`);
    await app.db.query(`CREATE TRIGGER test_refuse_code BEFORE INSERT ON one_time_codes FOR EACH ROW EXECUTE FUNCTION test_refuse_code()`);
    const email = `refused.${freshEmail()}`;
    try {
      const counts = async () => [await countRows(app.db, 'users'), await countRows(app.db, 'teams'), await countRows(app.db, 'team_members')];
      const before = await counts();
      const err = await browser().caller().auth.register(registration(email)).catch((e) => e);
      expect(err.code).toBe('INTERNAL_SERVER_ERROR');
      expect(await counts()).toEqual(before);
      expect(await latestMailTo(app.db, email)).toBeUndefined();
      // The address is still free: the same person can sign up once the fault is gone.
      await app.db.query(`DROP TRIGGER test_refuse_code ON one_time_codes`);
      expect((await browser().caller().auth.register(registration(email))).ok).toBe(true);
    } finally {
      await app.db.query(`DROP TRIGGER IF EXISTS test_refuse_code ON one_time_codes`);
      await app.db.query(`DROP FUNCTION IF EXISTS test_refuse_code()`);
    }
  });

  it('still mails the first code when a code was asked for the address just before it had an account', async () => {
    const email = freshEmail();
    const asked = await browser().caller().auth.requestOtp({ email, purpose: 'verify_email' });
    expect(asked.ok).toBe(true);
    expect(await latestMailTo(app.db, email)).toBeUndefined();
    const res = await browser().caller().auth.register(registration(email));
    expect(res.ok).toBe(true);
    const mail = await latestMailTo(app.db, email);
    expect(mail).toBeDefined();
    expect((await browser().caller().auth.verifyOtp({ email, code: codeOf(mail!.text), purpose: 'verify_email' })).emailVerified).toBe(true);
  });
});

describe('password sign-in of an unverified account', () => {
  it('answers EMAIL_NOT_VERIFIED and mails a fresh code, at most one a minute; the newest code verifies', async () => {
    const email = freshEmail();
    await browser().caller().auth.register(registration(email));
    const first = codeOf((await latestMailTo(app.db, email))!.text);
    expect(await mailCount(email)).toBe(1);

    // Within the minute: refused, and no second mail.
    expect(await errorCode(browser().caller().auth.loginPassword({ email, password: 'long-enough-1' }))).toBe('EMAIL_NOT_VERIFIED');
    expect(await mailCount(email)).toBe(1);
    // A wrong password never says whether the account is verified.
    expect(await errorCode(browser().caller().auth.loginPassword({ email, password: 'wrong-password' }))).toBe('INVALID_CREDENTIALS');

    app.clock.advance(OTP_RESEND_MS);
    // This browser signs in with the password, so the code entered here keeps it (the sign-up proof).
    const b = browser();
    expect(await errorCode(b.caller().auth.loginPassword({ email, password: 'long-enough-1' }))).toBe('EMAIL_NOT_VERIFIED');
    expect(await mailCount(email)).toBe(2);
    const second = codeOf((await latestMailTo(app.db, email))!.text);
    if (second !== first) {
      expect(await errorCode(browser().caller().auth.verifyOtp({ email, code: first, purpose: 'verify_email' }))).toBe('INVALID_OTP');
    }
    await b.caller().auth.verifyOtp({ email, code: second, purpose: 'verify_email' });
    expect(b.jar.token).toBeTruthy();
    expect((await browser().caller().auth.loginPassword({ email, password: 'long-enough-1' })).email).toBe(email);
  });

  it('refuses a password for an account that has none (Google-only), like a wrong one', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: null });
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'anything-at-all' }))).toBe('INVALID_CREDENTIALS');
  });
});

describe('enumeration safety', () => {
  it('answers a reset request for a known and an unknown address identically, mailing only the account', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const nobody = freshEmail();
    const known = await browser('10.9.1.1').caller().auth.resetRequest({ email: user.email });
    const unknown = await browser('10.9.1.2').caller().auth.resetRequest({ email: nobody });
    expect(unknown).toEqual(known);
    expect(JSON.stringify(unknown)).toBe(JSON.stringify({ ok: true }));
    expect(await latestMailTo(app.db, user.email)).toBeDefined();
    expect(await latestMailTo(app.db, nobody)).toBeUndefined();
  });

  it('answers a code request identically, including the resend delay', async () => {
    const { user } = await makeUser(app.db, app.clock);
    const nobody = freshEmail();
    const known = await browser().caller().auth.requestOtp({ email: user.email, purpose: 'login' });
    const unknown = await browser().caller().auth.requestOtp({ email: nobody, purpose: 'login' });
    expect(unknown).toEqual(known);
    expect(await errorCode(browser().caller().auth.requestOtp({ email: user.email }))).toBe('OTP_RESEND_TOO_SOON');
    expect(await errorCode(browser().caller().auth.requestOtp({ email: nobody }))).toBe('OTP_RESEND_TOO_SOON');
    // A code for an address with no account never signs anyone in.
    expect(await errorCode(browser().caller().auth.verifyOtp({ email: nobody, code: '123456' }))).toBe('INVALID_OTP');
  });
});

describe('attempt limits', () => {
  it('limits password sign-in per IP across emails, and the window reopens after 15 minutes', async () => {
    const ip = '10.9.2.1';
    for (let i = 0; i < 10; i++) {
      expect(await errorCode(browser(ip).caller().auth.loginPassword({ email: freshEmail(), password: 'whatever-123' }))).toBe('INVALID_CREDENTIALS');
    }
    expect(await errorCode(browser(ip).caller().auth.loginPassword({ email: freshEmail(), password: 'whatever-123' }))).toBe('RATE_LIMITED');
    // Another IP is not affected.
    expect(await errorCode(browser('10.9.2.2').caller().auth.loginPassword({ email: freshEmail(), password: 'whatever-123' }))).toBe('INVALID_CREDENTIALS');
    app.clock.advance(AUTH_WINDOW_MS);
    expect(await errorCode(browser(ip).caller().auth.loginPassword({ email: freshEmail(), password: 'whatever-123' }))).toBe('INVALID_CREDENTIALS');
  });

  it('limits code requests per email (whatever the IP) to 10 in 15 minutes', async () => {
    const { user } = await makeUser(app.db, app.clock);
    for (let i = 0; i < 10; i++) {
      await browser(`10.9.3.${i}`).caller().auth.requestOtp({ email: user.email });
      app.clock.advance(OTP_RESEND_MS);
    }
    expect(await errorCode(browser('10.9.3.99').caller().auth.requestOtp({ email: user.email }))).toBe('RATE_LIMITED');
    app.clock.advance(AUTH_WINDOW_MS);
    expect((await browser('10.9.3.99').caller().auth.requestOtp({ email: user.email })).ok).toBe(true);
  });

  it('limits code checks per email, so six-digit codes cannot be walked', async () => {
    const { user } = await makeUser(app.db, app.clock);
    for (let i = 0; i < 10; i++) {
      // Each round: a new code (5 wrong tries void it), then wrong guesses from changing IPs.
      if (i % 5 === 0) {
        await browser().caller().auth.requestOtp({ email: user.email });
        app.clock.advance(OTP_RESEND_MS);
      }
      expect(await errorCode(browser(`10.9.4.${i}`).caller().auth.verifyOtp({ email: user.email, code: '999999' }))).toMatch(/^(INVALID_OTP|OTP_EXPIRED)$/);
    }
    expect(await errorCode(browser('10.9.4.99').caller().auth.verifyOtp({ email: user.email, code: '999999' }))).toBe('RATE_LIMITED');
  });

  it('limits sign-ups per IP', async () => {
    const ip = '10.9.5.1';
    for (let i = 0; i < 10; i++) await browser(ip).caller().auth.register(registration(freshEmail()));
    expect(await errorCode(browser(ip).caller().auth.register(registration(freshEmail())))).toBe('RATE_LIMITED');
  });
});

describe('account changes', () => {
  it('voids an email-change code after 10 minutes and refuses an address taken meanwhile', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const c = app.caller({ sessionToken: token, ip: '10.9.6.1' });
    const target = freshEmail();
    await c.account.changeEmail({ newEmail: target, currentPassword: 'current-pass-1' });
    const mail = await latestMailTo(app.db, target);
    expect(mail!.subject).toMatch(/Confirm your new Waqt email/);
    app.clock.advance(OTP_VALID_MS);
    expect(await errorCode(c.account.confirmEmailChange({ code: codeOf(mail!.text) }))).toBe('OTP_EXPIRED');

    app.clock.advance(OTP_RESEND_MS);
    await c.account.changeEmail({ newEmail: target, currentPassword: 'current-pass-1' });
    const code = codeOf((await latestMailTo(app.db, target))!.text);
    // Someone else takes the address before the code is entered.
    await makeUser(app.db, app.clock, { email: target });
    expect(await errorCode(c.account.confirmEmailChange({ code }))).toBe('EMAIL_TAKEN');
    expect((await findUser(app.db, { id: user.id })).email).toBe(user.email);
  });

  it('refuses a new address that differs from a taken one only in case, and the own address', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const other = await makeUser(app.db, app.clock);
    const c = app.caller({ sessionToken: token, ip: '10.9.6.2' });
    const currentPassword = 'current-pass-1';
    expect(await errorCode(c.account.changeEmail({ newEmail: other.user.email.toUpperCase(), currentPassword }))).toBe('EMAIL_TAKEN');
    expect(await errorCode(c.account.changeEmail({ newEmail: user.email, currentPassword }))).toBe('EMAIL_TAKEN');
  });

  it('after a password change the old password fails and the new one works', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('first-password-1') });
    await app.caller({ sessionToken: token, ip: '10.9.7.1' }).account.changePassword({ currentPassword: 'first-password-1', newPassword: 'second-password-1' });
    expect(await errorCode(browser('10.9.7.2').caller().auth.loginPassword({ email: user.email, password: 'first-password-1' }))).toBe('INVALID_CREDENTIALS');
    expect((await browser('10.9.7.2').caller().auth.loginPassword({ email: user.email, password: 'second-password-1' })).id).toBe(user.id);
    // The session that changed the password lives on (no other existed), and so does the new sign-in.
    expect((await app.caller({ sessionToken: token }).account.me()).id).toBe(user.id);
    const sessions: { revoked: boolean }[] = await app.db.query(`SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1`, [user.id]);
    expect(sessions.map((x) => x.revoked)).toEqual([false, false]);
  });
});

describe('mail language', () => {
  it('sends an Arabic account its reset link in Arabic, right to left, to the Arabic page', async () => {
    const { user } = await makeUser(app.db, app.clock, { locale: 'ar' });
    await browser('10.9.8.1').caller().auth.resetRequest({ email: user.email });
    const mail = await latestMailTo(app.db, user.email);
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في وقت');
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.html).toContain('lang="ar"');
    expect(mail!.text).toMatch(/\/ar\/auth\/password\/resetsubmit\?token=/);
  });

  it('sends an Arabic account its sign-in code in Arabic with a plain-text part', async () => {
    const { user } = await makeUser(app.db, app.clock, { locale: 'ar' });
    await browser('10.9.8.2').caller().auth.requestOtp({ email: user.email });
    const mail = await latestMailTo(app.db, user.email);
    expect(mail!.subject).toMatch(/^رمز تسجيل الدخول إلى وقت: \d{6}$/);
    expect(mail!.text).toMatch(/\d{6}/);
    expect(mail!.html).toContain('dir="rtl"');
  });

  it('uses the account language, not the page cookie, for the code to a new address', async () => {
    const { token } = await makeUser(app.db, app.clock, { locale: 'en', passwordHash: await hashPassword('current-pass-1') });
    const target = freshEmail();
    await app.caller({ sessionToken: token, cookieLocale: 'ar', ip: '10.9.8.3' }).account.changeEmail({ newEmail: target, currentPassword: 'current-pass-1' });
    expect((await latestMailTo(app.db, target))!.locale).toBe('en');
  });
});
