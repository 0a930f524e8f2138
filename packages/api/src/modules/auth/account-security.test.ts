import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_UNDO_VALID_MS, LOGIN_CODE_AFTER_FAILURES, OTP_RESEND_MS } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { browserOn, codeOf, countRows, errorCode, findUser, latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { AUTH_WINDOW_MS } from './rate-limit.ts';
import { hashPassword } from './passwords.ts';
import { SIGNUP_COOKIE } from './auth.service.ts';

/** Issue 19, accounts: pre-hijacking, email changes, guessing from many addresses, enumeration. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let seq = 0;
const freshEmail = () => `sec${++seq}.${Date.now()}@example.com`;
let ipSeq = 0;
/** A browser on an IP no other test used. */
const browser = () => browserOn(app, `10.19.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);
const registration = (email: string, password = 'attacker-pass-1') => ({ fullName: 'Someone', email, password, businessUse: false, locale: 'en' as const, timezone: 'Asia/Riyadh' });
const sessionsOf = async (userId: string) =>
  (await app.db.query<{ revoked: boolean }[]>(`SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1 ORDER BY created_at`, [userId])).map((r) => r.revoked);

beforeEach(() => {
  app.clock.advance(AUTH_WINDOW_MS + OTP_RESEND_MS);
});

describe('account pre-hijacking: a password set before the address was proven', () => {
  it("stops working when the address's owner signs in with a code from another browser (login or the sign-up code)", async () => {
    for (const purpose of ['login', 'verify_email'] as const) {
      const victim = freshEmail();
      const attacker = browser();
      await attacker.caller().auth.register(registration(victim));
      const owner = browser();
      if (purpose === 'login') {
        app.clock.advance(OTP_RESEND_MS);
        await owner.caller().auth.requestOtp({ email: victim, purpose });
      }
      const code = codeOf((await latestMailTo(app.db, victim))!.text);
      const me = await owner.caller().auth.verifyOtp({ email: victim, code, purpose });
      expect(me).toMatchObject({ email: victim, emailVerified: true, hasPassword: false });
      expect((await findUser(app.db, { email: victim })).passwordHash).toBeNull();
      expect(await errorCode(attacker.caller().auth.loginPassword({ email: victim, password: 'attacker-pass-1' }))).toBe('INVALID_CREDENTIALS');
      expect((await owner.caller().account.me()).email).toBe(victim);
    }
  });

  it("gives the stranger nothing by signing in with the password first (it mails the owner a code, the proof stays in the stranger's browser)", async () => {
    const victim = freshEmail();
    const attacker = browser();
    await attacker.caller().auth.register(registration(victim));
    app.clock.advance(OTP_RESEND_MS);
    expect(await errorCode(attacker.caller().auth.loginPassword({ email: victim, password: 'attacker-pass-1' }))).toBe('EMAIL_NOT_VERIFIED');
    expect(attacker.jar.cookies[SIGNUP_COOKIE]).toBeTruthy();
    const owner = browser();
    await owner.caller().auth.verifyOtp({ email: victim, code: codeOf((await latestMailTo(app.db, victim))!.text), purpose: 'verify_email' });
    expect(await errorCode(attacker.caller().auth.loginPassword({ email: victim, password: 'attacker-pass-1' }))).toBe('INVALID_CREDENTIALS');
  });

  it('ends every session the unverified account had', async () => {
    const victim = freshEmail();
    await browser().caller().auth.register(registration(victim));
    const user = await findUser(app.db, { email: victim });
    // However it came about, a session from before the proof does not outlive it.
    await app.db.query(`INSERT INTO sessions (user_id, token_hash, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $3::timestamptz + interval '1 day', $3)`, [
      user.id,
      Buffer.alloc(32, 7),
      app.clock.now(),
    ]);
    const owner = browser();
    await owner.caller().auth.verifyOtp({ email: victim, code: codeOf((await latestMailTo(app.db, victim))!.text), purpose: 'verify_email' });
    expect(await sessionsOf(user.id)).toEqual([true, false]);
  });

  it('keeps the password of whoever set it: verified in the browser that registered, or that signed in with it before verifying', async () => {
    const email = freshEmail();
    const b = browser();
    await b.caller().auth.register(registration(email, 'my-own-pass-1'));
    await b.caller().auth.verifyOtp({ email, code: codeOf((await latestMailTo(app.db, email))!.text), purpose: 'verify_email' });
    expect(b.jar.cookies[SIGNUP_COOKIE]).toBeUndefined();
    expect((await browser().caller().auth.loginPassword({ email, password: 'my-own-pass-1' })).email).toBe(email);

    // Registered on one device, verified on another after signing in there with the password.
    const later = freshEmail();
    await browser().caller().auth.register(registration(later, 'my-own-pass-2'));
    app.clock.advance(OTP_RESEND_MS);
    const phone = browser();
    expect(await errorCode(phone.caller().auth.loginPassword({ email: later, password: 'my-own-pass-2' }))).toBe('EMAIL_NOT_VERIFIED');
    await phone.caller().auth.verifyOtp({ email: later, code: codeOf((await latestMailTo(app.db, later))!.text), purpose: 'verify_email' });
    expect((await browser().caller().auth.loginPassword({ email: later, password: 'my-own-pass-2' })).email).toBe(later);
  });
});

describe('password guessing spread over many addresses', () => {
  it(`after ${LOGIN_CODE_AFTER_FAILURES} wrong passwords from anywhere, password sign-in also needs a mailed code — the same answer for a right or wrong password and an unknown address`, async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const unknown = freshEmail();
    for (let i = 0; i < LOGIN_CODE_AFTER_FAILURES; i++) {
      expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: `wrong-${i}` }))).toBe('INVALID_CREDENTIALS');
      expect(await errorCode(browser().caller().auth.loginPassword({ email: unknown, password: `wrong-${i}` }))).toBe('INVALID_CREDENTIALS');
    }
    const owner = browser();
    expect(await errorCode(owner.caller().auth.loginPassword({ email: user.email, password: 'right-password-1' }))).toBe('LOGIN_CODE_REQUIRED');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'still-wrong' }))).toBe('LOGIN_CODE_REQUIRED');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: unknown, password: 'still-wrong' }))).toBe('LOGIN_CODE_REQUIRED');
    // The code sign-in stays open, and its code unlocks the password sign-in.
    await owner.caller().auth.requestOtp({ email: user.email, purpose: 'login' });
    const code = codeOf((await latestMailTo(app.db, user.email))!.text);
    // A wrong code says nothing about the password; a right code with a wrong password is a failure.
    const other = code === '000000' ? '000001' : '000000';
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'right-password-1', code: other }))).toBe('INVALID_OTP');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'wrong-again', code: other }))).toBe('INVALID_OTP');
    expect(await errorCode(owner.caller().auth.loginPassword({ email: user.email, password: 'wrong-again', code }))).toBe('INVALID_CREDENTIALS');
    expect((await owner.caller().auth.loginPassword({ email: user.email, password: 'right-password-1', code })).id).toBe(user.id);
    // The code is used up, and the success cleared the count: the password alone works again.
    const [row] = await app.db.query<{ used: boolean }[]>(`SELECT consumed_at IS NOT NULL AS used FROM one_time_codes WHERE email = $1 AND purpose = 'login' ORDER BY created_at DESC LIMIT 1`, [user.email]);
    expect(row!.used).toBe(true);
    expect((await browser().caller().auth.loginPassword({ email: user.email, password: 'right-password-1' })).id).toBe(user.id);
  }, 60_000);

  it('counts failures, not attempts: a sign-in in between starts the count again', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('right-password-1') });
    const fail = async (n: number) => {
      for (let i = 0; i < n; i++) expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'wrong' }))).toBe('INVALID_CREDENTIALS');
    };
    await fail(LOGIN_CODE_AFTER_FAILURES - 1);
    expect((await browser().caller().auth.loginPassword({ email: user.email, password: 'right-password-1' })).id).toBe(user.id);
    await fail(LOGIN_CODE_AFTER_FAILURES - 1);
    // A code sign-in clears it too.
    const b = browser();
    await b.caller().auth.requestOtp({ email: user.email, purpose: 'login' });
    await b.caller().auth.verifyOtp({ email: user.email, code: codeOf((await latestMailTo(app.db, user.email))!.text), purpose: 'login' });
    await fail(LOGIN_CODE_AFTER_FAILURES - 1);
    expect((await browser().caller().auth.loginPassword({ email: user.email, password: 'right-password-1' })).id).toBe(user.id);
  }, 60_000);
});

describe('sign-up does not tell whether an address has an account', () => {
  it('answers a taken address like a new one (same shape, resend time and cookie), mails the account, changes nothing', async () => {
    const { user } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('owners-pass-1'), fullName: 'Owner' });
    const teams = await countRows(app.db, 'teams');
    const fresh = browser();
    const taken = browser();
    const a = await fresh.caller().auth.register(registration(freshEmail()));
    const b = await taken.caller().auth.register(registration(user.email.toUpperCase()));
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toEqual({ ok: true, resendAt: new Date(app.clock.now().getTime() + OTP_RESEND_MS).toISOString() });
    expect(a.resendAt).toBe(b.resendAt);
    expect(taken.jar.cookies[SIGNUP_COOKIE]).toHaveLength(fresh.jar.cookies[SIGNUP_COOKIE]!.length);
    expect(await countRows(app.db, 'teams')).toBe(teams); // sign-up makes no team (the setup does), taken or not

    const mail = await latestMailTo(app.db, user.email);
    expect(mail!.subject).toMatch(/tried to sign up/);
    expect(mail!.text).toContain('/en/auth/password/resetrequest');
    const after = await findUser(app.db, { id: user.id });
    expect(after.passwordHash).toBe(user.passwordHash);
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'attacker-pass-1' }))).toBe('INVALID_CREDENTIALS');
  });

  it('mails an Arabic account in Arabic', async () => {
    const { user } = await makeUser(app.db, app.clock, { locale: 'ar' });
    await browser().caller().auth.register(registration(user.email));
    const mail = await latestMailTo(app.db, user.email);
    expect(mail).toMatchObject({ locale: 'ar' });
    expect(mail!.subject).toMatch(/حاول أحدهم إنشاء حساب/);
    expect(mail!.text).toContain('/ar/auth/password/resetrequest');
  });
});

describe('email change', () => {
  it('needs the current password besides the session', async () => {
    const { token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const c = app.caller({ sessionToken: token, ip: '10.19.200.1' });
    const target = freshEmail();
    expect(await errorCode(c.account.changeEmail({ newEmail: target }))).toBe('WRONG_PASSWORD');
    expect(await errorCode(c.account.changeEmail({ newEmail: target, currentPassword: 'not-it' }))).toBe('WRONG_PASSWORD');
    expect(await latestMailTo(app.db, target)).toBeUndefined();
    expect(await c.account.changeEmail({ newEmail: target, currentPassword: 'current-pass-1' })).toMatchObject({ ok: true });
  });

  it('for an account without a password, needs a code mailed to the current address', async () => {
    const { user, token } = await makeUser(app.db, app.clock);
    const c = app.caller({ sessionToken: token, ip: '10.19.200.2' });
    const target = freshEmail();
    expect(await errorCode(c.account.changeEmail({ newEmail: target }))).toBe('INVALID_OTP');
    await c.account.requestEmailChangeCode();
    const mail = await latestMailTo(app.db, user.email);
    expect(mail!.subject).toMatch(/Confirm it is you/);
    const code = codeOf(mail!.text);
    // Neither a wrong code nor another account's code will do.
    const other = await makeUser(app.db, app.clock);
    expect(await errorCode(app.caller({ sessionToken: other.token, ip: '10.19.200.3' }).account.changeEmail({ newEmail: freshEmail(), currentCode: code }))).toMatch(/INVALID_OTP/);
    await c.account.changeEmail({ newEmail: target, currentCode: code });
    expect((await latestMailTo(app.db, target))!.subject).toMatch(/Confirm your new Waqt email/);
  });

  it('ends the other sessions, tells the old address, whose link undoes the change once: the address back, every session ended, the password dropped', async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1'), locale: 'ar' });
    const elsewhere = browser();
    await elsewhere.caller().auth.loginPassword({ email: user.email, password: 'current-pass-1' });
    const c = app.caller({ sessionToken: token, ip: '10.19.200.4' });
    const target = freshEmail();
    await c.account.changeEmail({ newEmail: target, currentPassword: 'current-pass-1' });
    await c.account.confirmEmailChange({ code: codeOf((await latestMailTo(app.db, target))!.text) });
    expect(await errorCode(elsewhere.caller().account.me())).toBe('UNAUTHORIZED');
    expect((await c.account.me()).email).toBe(target);

    const notice = await latestMailTo(app.db, user.email);
    expect(notice).toMatchObject({ locale: 'ar' });
    expect(notice!.subject).toMatch(/تغيّر بريد تسجيل الدخول/);
    expect(notice!.text).toContain(target);
    const link = /https?:\/\/\S+\/ar\/auth\/email\/undo\?token=(\S+)/.exec(notice!.text);
    expect(link).not.toBeNull();
    const undoToken = decodeURIComponent(link![1]!);
    expect(await errorCode(browser().caller().account.undoEmailChange({ token: 'x'.repeat(43) }))).toBe('EMAIL_CHANGE_UNDO_INVALID');

    // Whoever moved the account asks for a reset link at the new address before the owner acts.
    await browser().caller().auth.resetRequest({ email: target });
    const resetToken = /token=([^\s]+)/.exec((await latestMailTo(app.db, target))!.text)![1]!;

    expect(await browser().caller().account.undoEmailChange({ token: undoToken })).toEqual({ ok: true, email: user.email });
    const after = await findUser(app.db, { id: user.id });
    expect(after.email).toBe(user.email);
    expect(after.passwordHash).toBeNull();
    expect(await errorCode(c.account.me())).toBe('UNAUTHORIZED');
    expect(await errorCode(browser().caller().auth.loginPassword({ email: user.email, password: 'current-pass-1' }))).toBe('INVALID_CREDENTIALS');
    expect(await errorCode(browser().caller().auth.resetSubmit({ token: decodeURIComponent(resetToken), password: 'intruders-pass-1' }))).toBe('RESET_TOKEN_INVALID');
    expect(await errorCode(browser().caller().account.undoEmailChange({ token: undoToken }))).toBe('EMAIL_CHANGE_UNDO_INVALID');
  });

  it("the undo link expires after 7 days, and a later change's link cannot undo the owner's undo", async () => {
    const { user, token } = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const c = app.caller({ sessionToken: token, ip: '10.19.200.5' });
    const move = async (to: string, from: string) => {
      await c.account.changeEmail({ newEmail: to, currentPassword: 'current-pass-1' });
      await c.account.confirmEmailChange({ code: codeOf((await latestMailTo(app.db, to))!.text) });
      app.clock.advance(OTP_RESEND_MS);
      return decodeURIComponent(/undo\?token=(\S+)/.exec((await latestMailTo(app.db, from))!.text)![1]!);
    };
    const second = freshEmail();
    const third = freshEmail();
    const ownersLink = await move(second, user.email);
    const intrudersLink = await move(third, second);
    expect((await browser().caller().account.undoEmailChange({ token: ownersLink })).email).toBe(user.email);
    expect(await errorCode(browser().caller().account.undoEmailChange({ token: intrudersLink }))).toBe('EMAIL_CHANGE_UNDO_INVALID');
    expect((await findUser(app.db, { id: user.id })).email).toBe(user.email);

    const other = await makeUser(app.db, app.clock, { passwordHash: await hashPassword('current-pass-1') });
    const c2 = app.caller({ sessionToken: other.token, ip: '10.19.200.6' });
    const fourth = freshEmail();
    await c2.account.changeEmail({ newEmail: fourth, currentPassword: 'current-pass-1' });
    await c2.account.confirmEmailChange({ code: codeOf((await latestMailTo(app.db, fourth))!.text) });
    const late = decodeURIComponent(/undo\?token=(\S+)/.exec((await latestMailTo(app.db, other.user.email))!.text)![1]!);
    app.clock.advance(EMAIL_CHANGE_UNDO_VALID_MS);
    expect(await errorCode(browser().caller().account.undoEmailChange({ token: late }))).toBe('EMAIL_CHANGE_UNDO_INVALID');
  });
});
