import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { codeOf, errorCode, latestMailTo, makeUser } from '../../../test/fixtures.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { manageToken } from './booking-flow.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MIN = 60_000;
let seq = 0;
const visitor = () => app.caller({ ip: `10.0.${Math.floor(seq / 250)}.${(seq % 250) + 1}` });

/**
 * A business team (Saudi working week: Sunday–Thursday 09:00–17:00 Asia/Riyadh = 06:00–14:00Z) with
 * a calendar and an event type of 30 minutes. The test clock is Sunday 2026-11-22 09:00Z.
 */
async function setup(over: Record<string, unknown> = {}) {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `clinic-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Dr ${n}`, slug: `dr-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const et = await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Consultation', slug: 'consult', durationMinutes: 30, ...over });
  return { owner, c, team, calendar, et, scheduleId: schedule!.id, target: { calendarSlug: calendar.slug, eventTypeSlug: 'consult' } };
}

const booker = (email = `booker${++seq}@example.com`) => ({ name: 'Sara Ahmed', email, phone: '0512345678', notes: 'First visit' });
const bookInput = (target: { calendarSlug: string; eventTypeSlug: string }, start: string, over: Record<string, unknown> = {}) => ({
  ...target,
  start,
  timezone: 'Asia/Riyadh',
  locale: 'ar' as const,
  booker: booker(),
  ...over,
});
const rows = (calendarId: string) => app.db.query<{ id: string; status: string }[]>(`SELECT id, status FROM bookings WHERE calendar_id = $1`, [calendarId]);

describe('public.page', () => {
  it('a calendar link lists its enabled event types; a team link lists its calendars; anything else is NOT_FOUND', async () => {
    const s = await setup();
    await s.c.eventTypes.create({ teamId: s.team.id, calendarId: s.calendar.id, scheduleId: s.scheduleId, title: 'Hidden', slug: 'hidden', durationMinutes: 15, enabled: false });
    const page = await visitor().public.page({ slug: s.calendar.slug });
    expect(page).toMatchObject({ kind: 'calendar', calendar: { name: s.calendar.name, slug: s.calendar.slug }, team: { name: s.team.name } });
    expect(page.kind === 'calendar' && page.eventTypes.map((e) => e.slug)).toEqual(['consult']);
    expect(await visitor().public.page({ slug: s.team.slug })).toEqual({ kind: 'team', team: { name: s.team.name, slug: s.team.slug }, calendars: [{ name: s.calendar.name, nameAr: null, nameEn: null, slug: s.calendar.slug }] });
    expect(await errorCode(visitor().public.page({ slug: 'nobody-here' }))).toBe('NOT_FOUND');
    expect(await errorCode(visitor().public.page({ slug: s.owner.personal.slug }))).toBe('NOT_FOUND');
  });
});

describe('public.book', () => {
  it('books an offered slot: confirmed, the booker becomes a customer, the token manages it, the id alone does not', async () => {
    const s = await setup();
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    expect(out.status).toBe('confirmed');
    const [row] = await app.db.query(`SELECT b.*, cu.name AS cname, cu.phone AS cphone, cu.email_verified FROM bookings b JOIN customers cu ON cu.id = b.customer_id WHERE b.id = $1`, [out.bookingId]);
    expect(row).toMatchObject({ status: 'confirmed', timezone: 'Asia/Riyadh', locale: 'ar', notes: 'First visit', cname: 'Sara Ahmed', cphone: '+966512345678', email_verified: false, expires_at: null });
    expect(new Date(row.ends_at).toISOString()).toBe('2026-11-23T07:30:00.000Z');
    const anonymous = await visitor().public.booking({ bookingId: out.bookingId });
    expect(anonymous).toMatchObject({ status: 'confirmed', title: 'Consultation', organizer: s.calendar.name, manage: false, canCancel: false, timezone: 'Asia/Riyadh' });
    // The id alone: no personal data (issue 19).
    expect(anonymous).toMatchObject({ bookerName: null, cancelReason: null });
    expect(JSON.stringify(anonymous)).not.toContain('Sara Ahmed');
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).toMatchObject({ manage: true, canCancel: true, canReschedule: true, bookerName: 'Sara Ahmed' });
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: `${out.token.slice(0, -2)}xx` })).toMatchObject({ manage: false, bookerName: null });
    expect(await errorCode(visitor().public.booking({ bookingId: '00000000-0000-4000-8000-000000000000' }))).toBe('BOOKING_NOT_FOUND');
  });

  it('refuses times that are not offered, and writes nothing', async () => {
    const s = await setup({ minimumNotice: { value: 2, unit: 'hours' } });
    const cases: [string, string][] = [
      ['2026-11-23T05:30:00.000Z', 'before the day’s hours'],
      ['2026-11-23T14:00:00.000Z', 'after them (17:00 Riyadh)'],
      ['2026-11-27T07:00:00.000Z', 'a Friday'],
      ['2026-11-22T10:00:00.000Z', 'inside the 2-hour notice'],
      ['2026-11-21T07:00:00.000Z', 'in the past'],
      ['2027-02-01T07:00:00.000Z', 'beyond 62 days'],
      ['2026-11-23T07:10:00.000Z', 'not on the slot grid'],
    ];
    for (const [start, why] of cases) expect(await errorCode(visitor().public.book(bookInput(s.target, start))), why).toBe('SLOT_UNAVAILABLE');
    await s.c.eventTypes.setEnabled({ teamId: s.team.id, calendarId: s.calendar.id, eventTypeId: s.et.id, enabled: false });
    expect(await errorCode(visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z')))).toBe('NOT_FOUND');
    expect(await rows(s.calendar.id)).toEqual([]);
    expect(await app.db.query(`SELECT 1 FROM customers WHERE team_id = $1`, [s.team.id])).toEqual([]);
  });

  it('bad details are field errors with nothing written', async () => {
    const s = await setup();
    const phoneIssue = async (phone: string) => {
      const err = (await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: { ...booker(), phone } })).then(
        () => null,
        (e: unknown) => e,
      )) as { code: string; cause: { issues: { path: string[]; params?: { issue: string } }[] } } | null;
      return err && { code: err.code, issues: err.cause.issues.map((i) => `${i.path.join('.')}:${i.params?.issue}`) };
    };
    expect(await phoneIssue('+966 1')).toEqual({ code: 'BAD_REQUEST', issues: ['booker.phone:phone_invalid'] });
    // Shaped like E.164 but no such number: libphonenumber-js says no.
    expect(await phoneIssue('+99912345678')).toEqual({ code: 'BAD_REQUEST', issues: ['booker.phone:phone_invalid'] });
    expect(await rows(s.calendar.id)).toEqual([]);
  });

  it('200 concurrent bookings of one slot: exactly one wins, every other caller hears SLOT_TAKEN', async () => {
    const s = await setup();
    const results = await Promise.allSettled(Array.from({ length: 200 }, () => visitor().public.book(bookInput(s.target, '2026-11-24T08:00:00.000Z'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Error).message);
    expect(new Set(reasons)).toEqual(new Set(['SLOT_TAKEN']));
    expect(await rows(s.calendar.id)).toHaveLength(1);
  });

  it('two event types of one calendar cannot both hold overlapping times', async () => {
    const s = await setup();
    await s.c.eventTypes.create({ teamId: s.team.id, calendarId: s.calendar.id, scheduleId: s.scheduleId, title: 'Long', slug: 'long', durationMinutes: 60 });
    const results = await Promise.allSettled([
      visitor().public.book(bookInput(s.target, '2026-11-24T09:00:00.000Z')),
      visitor().public.book(bookInput({ ...s.target, eventTypeSlug: 'long' }, '2026-11-24T09:00:00.000Z')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok')).sort()).toEqual(['SLOT_TAKEN', 'ok']);
    // The slot engine no longer offers either time.
    const slots = await visitor().public.slots({ ...s.target, from: '2026-11-24', to: '2026-11-24', timezone: 'UTC' });
    expect(slots.days[0]!.slots).not.toContain('2026-11-24T09:00:00.000Z');
  });

  it('a payment-required event is pending until the team’s payment period ends, then expires once — even with two workers', async () => {
    const s = await setup({ paymentRequired: true, paymentEnabled: true, priceHalalas: 15000 });
    await s.c.teams.setPaymentExpiration({ teamId: s.team.id, minutes: 20 });
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    expect(out.status).toBe('pending');
    const view = await visitor().public.booking({ bookingId: out.bookingId });
    expect(view).toMatchObject({ status: 'pending', expiresAt: '2026-11-22T09:20:00.000Z', priceHalalas: 15000 });
    await drainJobs(app.db);
    expect((await rows(s.calendar.id))[0]!.status).toBe('pending'); // not due yet
    app.clock.advance(20 * MIN);
    const workers = [1, 2].map(() => createJobRunner({ db: app.db, clock: app.clock, log: app.deps.log, jobs: jobHandlers(app.deps) }));
    const reports = await Promise.all(workers.map((w) => w.drain()));
    expect(reports.reduce((n, r) => n + r.retried + r.dead, 0)).toBe(0);
    expect((await rows(s.calendar.id))[0]!.status).toBe('expired');
    // Its time is free again.
    const again = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    expect(again.status).toBe('pending');
  });
});

describe('booker verification', () => {
  it('asks for a code, counts wrong tries, books with the right one and marks the customer verified', async () => {
    const s = await setup({ bookerVerificationRequired: true });
    const email = `verify${++seq}@example.com`;
    const input = bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: booker(email) });
    expect(await errorCode(visitor().public.book(input))).toBe('BOOKER_CODE_REQUIRED');
    await visitor().public.requestCode({ ...s.target, email, locale: 'en' });
    const code = codeOf((await latestMailTo(app.db, email))!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await errorCode(visitor().public.book({ ...input, code: wrong }))).toBe('INVALID_OTP');
    const [{ attempts }] = await app.db.query(`SELECT attempts FROM one_time_codes WHERE email = $1 AND purpose = 'booking'`, [email]);
    expect(attempts).toBe(1);
    const out = await visitor().public.book({ ...input, code });
    expect(out.status).toBe('confirmed');
    expect((await app.db.query(`SELECT email_verified FROM customers WHERE email = $1`, [email]))[0].email_verified).toBe(true);
    expect(await errorCode(visitor().public.book({ ...input, start: '2026-11-23T08:00:00.000Z', code }))).toBe('OTP_EXPIRED');
  });

  it('a verified booker who loses the slot keeps the code for another time', async () => {
    const s = await setup({ bookerVerificationRequired: true });
    const email = `loser${++seq}@example.com`;
    await visitor().public.requestCode({ ...s.target, email, locale: 'en' });
    const code = codeOf((await latestMailTo(app.db, email))!.text);
    const verification = (on: boolean) => app.db.query(`UPDATE event_types SET booker_verification_required = $2 WHERE id = $1`, [s.et.id, on]);
    await verification(false);
    await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    await verification(true);
    const input = bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: booker(email), code });
    expect(await errorCode(visitor().public.book(input))).toBe('SLOT_TAKEN');
    expect((await visitor().public.book({ ...input, start: '2026-11-23T07:30:00.000Z' })).status).toBe('confirmed');
  });
});

describe('cancel and reschedule by the booker', () => {
  it('cancels with the token and a reason; a reused or forged token changes nothing', async () => {
    const s = await setup();
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    expect(await errorCode(visitor().public.cancel({ bookingId: out.bookingId, token: manageToken('not-the-secret', out.bookingId, 0) }))).toBe('BOOKING_TOKEN_INVALID');
    await visitor().public.cancel({ bookingId: out.bookingId, token: out.token, reason: 'Travelling' });
    // The token current at the cancellation still reads the ended booking (the page the booker has open); the id alone not its reason.
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).toMatchObject({ status: 'cancelled', cancelReason: 'Travelling', canCancel: false, manage: true });
    expect(await visitor().public.booking({ bookingId: out.bookingId })).toMatchObject({ status: 'cancelled', cancelReason: null, bookerName: null });
    expect(await errorCode(visitor().public.cancel({ bookingId: out.bookingId, token: out.token }))).toBe('BOOKING_TOKEN_INVALID');
    const [row] = await app.db.query(`SELECT status, cancelled_by, sequence FROM bookings WHERE id = $1`, [out.bookingId]);
    expect(row).toEqual({ status: 'cancelled', cancelled_by: 'booker', sequence: 1 });
    // The time is free again.
    expect((await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'))).status).toBe('confirmed');
  });

  it('closes changes at the team’s cut-off before the start', async () => {
    const s = await setup();
    await s.c.teams.setBookerCutoff({ teamId: s.team.id, minutes: 24 * 60 });
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    const view = await visitor().public.booking({ bookingId: out.bookingId, token: out.token });
    expect(view).toMatchObject({ manage: true, canCancel: false, canReschedule: false, changeUntil: '2026-11-22T07:00:00.000Z' });
    expect(await errorCode(visitor().public.cancel({ bookingId: out.bookingId, token: out.token }))).toBe('BOOKING_CHANGE_CLOSED');
    expect(await errorCode(visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-25T07:00:00.000Z', timezone: 'UTC' }))).toBe('BOOKING_CHANGE_CLOSED');
    expect((await rows(s.calendar.id))[0]!.status).toBe('confirmed');
  });

  it('moves a booking atomically (even onto its own old time), retires the old link, and refuses a taken time', async () => {
    const s = await setup({ bufferAfterMinutes: 15 });
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    // 07:30 + its buffer overlaps the booking's own old time (07:00–07:45 held): only an in-place move works.
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-23T07:30:00.000Z', timezone: 'Europe/London' });
    expect(moved.bookingId).toBe(out.bookingId);
    expect(moved.token).not.toBe(out.token);
    const view = await visitor().public.booking({ bookingId: out.bookingId, token: moved.token });
    expect(view).toMatchObject({ startsAt: '2026-11-23T07:30:00.000Z', endsAt: '2026-11-23T08:00:00.000Z', timezone: 'Europe/London', manage: true });
    // The old mail's link: the booking's new time, but nothing personal and nothing to change (issue 19).
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).toMatchObject({ startsAt: '2026-11-23T07:30:00.000Z', manage: false, bookerName: null, canCancel: false });
    expect(await errorCode(visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-23T09:00:00.000Z', timezone: 'UTC' }))).toBe('BOOKING_TOKEN_INVALID');
    // The old time is free; the new one is held.
    expect((await visitor().public.book(bookInput(s.target, '2026-11-23T06:30:00.000Z'))).status).toBe('confirmed');
    expect(await errorCode(visitor().public.book(bookInput(s.target, '2026-11-23T07:30:00.000Z')))).toBe('SLOT_TAKEN');
    const other = await visitor().public.book(bookInput(s.target, '2026-11-23T10:00:00.000Z'));
    expect(other.status).toBe('confirmed');
    expect(await errorCode(visitor().public.reschedule({ bookingId: out.bookingId, token: moved.token, start: '2026-11-23T10:00:00.000Z', timezone: 'UTC' }))).toBe('SLOT_TAKEN');
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: moved.token })).toMatchObject({ startsAt: '2026-11-23T07:30:00.000Z', manage: true });
    expect(await errorCode(visitor().public.reschedule({ bookingId: out.bookingId, token: moved.token, start: '2026-11-23T07:10:00.000Z', timezone: 'UTC' }))).toBe('SLOT_UNAVAILABLE');
  });
});

describe('an older mail’s link (public.resendLink)', () => {
  const mailsTo = async (to: string) => {
    await drainJobs(app.db);
    return app.db.query<{ to_address: string; text: string; locale: string }[]>(`SELECT to_address, text, locale FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
  };

  it('says the link is an older one, and mails the current link to the booker only — never to the asker, never manage rights', async () => {
    const s = await setup();
    const input = bookInput(s.target, '2026-11-23T07:00:00.000Z');
    const out = await visitor().public.book(input);
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-23T08:00:00.000Z', timezone: 'Asia/Riyadh' });
    // The old link: the booking as it is now, marked as an older link, nothing personal.
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).toMatchObject({ startsAt: '2026-11-23T08:00:00.000Z', manage: false, olderLink: true, bookerName: null });
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: moved.token })).toMatchObject({ manage: true, olderLink: false });
    expect(await visitor().public.booking({ bookingId: out.bookingId, token: manageToken('not-the-secret', out.bookingId, 0) })).toMatchObject({ manage: false, olderLink: false });
    const before = (await mailsTo(input.booker.email)).length;
    expect(await visitor().public.resendLink({ bookingId: out.bookingId, token: out.token })).toEqual({ ok: true });
    const mails = await mailsTo(input.booker.email);
    expect(mails).toHaveLength(before + 1);
    const latest = mails.at(-1)!;
    // The current link, in the booking's language; the retired one is not in it.
    expect(latest.text).toContain(`/ar/book/confirmed/${out.bookingId}?token=${moved.token}`);
    expect(latest.text).not.toContain(out.token);
    expect(latest.locale).toBe('ar');
    // The old token still changes nothing.
    expect(await errorCode(visitor().public.cancel({ bookingId: out.bookingId, token: out.token }))).toBe('BOOKING_TOKEN_INVALID');
    // Only the booker heard: the team got no mail from the resend.
    const team = await mailsTo(s.owner.user.email);
    expect(team.some((m) => m.text.includes(moved.token))).toBe(false);
  });

  it('answers alike for an unknown id, a wrong token, another booking’s token and an ended booking — and sends nothing', async () => {
    const s = await setup();
    const a = bookInput(s.target, '2026-11-23T07:00:00.000Z');
    const b = bookInput(s.target, '2026-11-23T09:00:00.000Z');
    const one = await visitor().public.book(a);
    const two = await visitor().public.book(b);
    const counts = async () => [(await mailsTo(a.booker.email)).length, (await mailsTo(b.booker.email)).length];
    const before = await counts();
    const answers = [
      await visitor().public.resendLink({ bookingId: '00000000-0000-4000-8000-000000000000', token: one.token }),
      await visitor().public.resendLink({ bookingId: one.bookingId, token: manageToken('not-the-secret', one.bookingId, 0) }),
      // Booking two's token on booking one: nothing goes to either booker.
      await visitor().public.resendLink({ bookingId: one.bookingId, token: two.token }),
    ];
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await counts()).toEqual(before);
    // An ended booking: nothing to manage, nothing sent.
    await visitor().public.cancel({ bookingId: two.bookingId, token: two.token });
    const afterCancel = await counts();
    expect(await visitor().public.resendLink({ bookingId: two.bookingId, token: two.token })).toEqual({ ok: true });
    expect(await counts()).toEqual(afterCancel);
  });

  it('is rate-limited per booking (from any address) and per client IP', async () => {
    const s = await setup();
    const input = bookInput(s.target, '2026-11-23T07:00:00.000Z');
    const out = await visitor().public.book(input);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push(await errorCode(app.caller({ ip: `10.9.${seq}.${i + 1}` }).public.resendLink({ bookingId: out.bookingId, token: out.token })));
    expect(codes).toEqual(['no error', 'no error', 'no error', 'RATE_LIMITED', 'RATE_LIMITED']);
    await drainJobs(app.db);
    // One IP over many (unknown) bookings meets its own limit.
    const ip = app.caller({ ip: `10.8.${seq}.1` });
    const fromIp: string[] = [];
    for (let i = 0; i <= app.deps.config.authAttemptsPerWindow; i++) fromIp.push(await errorCode(ip.public.resendLink({ bookingId: crypto.randomUUID(), token: out.token })));
    expect(fromIp.at(-1)).toBe('RATE_LIMITED');
    expect(fromIp.slice(0, -1).every((c) => c === 'no error')).toBe(true);
  });
});

describe('the bookings dashboard', () => {
  it('tabs hold what docs/decisions.md says; assistants see only their calendars; another team’s booking is not found', async () => {
    const s = await setup({ paymentRequired: true, paymentEnabled: true, priceHalalas: 5000 });
    const free = await s.c.eventTypes.create({ teamId: s.team.id, calendarId: s.calendar.id, scheduleId: s.scheduleId, title: 'Free chat', slug: 'free', durationMinutes: 30 });
    const freeTarget = { ...s.target, eventTypeSlug: free.slug };
    const confirmed = await visitor().public.book(bookInput(freeTarget, '2026-11-23T07:00:00.000Z', { booker: { name: 'Omar', email: 'omar@example.com' } }));
    const pending = await visitor().public.book(bookInput(s.target, '2026-11-23T08:00:00.000Z'));
    const cancelled = await visitor().public.book(bookInput(freeTarget, '2026-11-23T09:00:00.000Z'));
    await visitor().public.cancel({ bookingId: cancelled.bookingId, token: cancelled.token });
    const list = (tab: 'active' | 'upcoming' | 'past' | 'pending' | 'cancelled' | 'expired', extra = {}) =>
      s.c.bookings.list({ teamId: s.team.id, tab, timezone: 'Asia/Riyadh', ...extra }).then((r) => r.items.map((i) => i.id));
    expect(await list('active')).toEqual([confirmed.bookingId, pending.bookingId]);
    expect(await list('upcoming')).toEqual([confirmed.bookingId]);
    expect(await list('pending')).toEqual([pending.bookingId]);
    expect(await list('cancelled')).toEqual([cancelled.bookingId]);
    expect(await list('past')).toEqual([]);
    expect(await list('active', { search: 'OMAR@' })).toEqual([confirmed.bookingId]);
    expect(await list('active', { search: '%' })).toEqual([]);
    expect(await list('active', { from: '2026-11-24' })).toEqual([]);
    expect(await list('active', { eventTypeId: free.id })).toEqual([confirmed.bookingId]);
    expect(await s.c.bookings.upcomingCount({ teamId: s.team.id })).toEqual({ count: 1 });
    app.clock.set('2026-11-23T07:40:00Z');
    expect(await list('past')).toEqual([confirmed.bookingId]);
    app.clock.set('2026-11-22T09:00:00Z');

    const detail = await s.c.bookings.get({ teamId: s.team.id, bookingId: pending.bookingId });
    expect(detail).toMatchObject({ status: 'pending', priceHalalas: 5000, attendee: { phone: '+966512345678' }, notes: 'First visit' });

    const stranger = await makeUser(app.db, app.clock);
    const theirs = app.caller({ sessionToken: stranger.token });
    expect(await errorCode(theirs.bookings.get({ teamId: stranger.personal.id, bookingId: pending.bookingId }))).toBe('BOOKING_NOT_FOUND');
    expect(await errorCode(theirs.bookings.list({ teamId: s.team.id, tab: 'active', timezone: 'UTC' }))).toBe('NOT_FOUND');
  });

  it("every booking carries its calendar's zone (list, detail, a customer's bookings); the booker's zone stays theirs (issue 36)", async () => {
    const s = await setup();
    await s.c.calendars.update({ teamId: s.team.id, calendarId: s.calendar.id, name: s.calendar.name, slug: s.calendar.slug, timezone: 'Asia/Dubai' });
    // 09:00 in Dubai (the hours kept their clock times) is 05:00Z.
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T05:00:00.000Z', { timezone: 'Europe/London' }));
    const organizer = { calendarId: s.calendar.id, name: s.calendar.name, timezone: 'Asia/Dubai' };
    const [row] = (await s.c.bookings.list({ teamId: s.team.id, tab: 'active', timezone: 'UTC' })).items;
    expect(row).toMatchObject({ id: out.bookingId, organizer });
    expect(await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId })).toMatchObject({ organizer, timezone: 'Europe/London' });
    const [customer] = (await s.c.customers.list({ teamId: s.team.id })).items;
    expect((await s.c.customers.get({ teamId: s.team.id, customerId: customer!.id })).bookings).toMatchObject([{ id: out.bookingId, organizer }]);
  });

  it('the team cancels a live booking with a reason; an assistant without the calendar cannot see it', async () => {
    const s = await setup();
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    const assistant = await makeUser(app.db, app.clock);
    await app.db.query(`INSERT INTO team_members (team_id, user_id, role, created_at) VALUES ($1, $2, 'assistant', now())`, [s.team.id, assistant.user.id]);
    const a = app.caller({ sessionToken: assistant.token });
    expect((await a.bookings.list({ teamId: s.team.id, tab: 'active', timezone: 'UTC' })).items).toEqual([]);
    expect(await errorCode(a.bookings.cancel({ teamId: s.team.id, bookingId: out.bookingId }))).toBe('BOOKING_NOT_FOUND');
    await s.c.bookings.cancel({ teamId: s.team.id, bookingId: out.bookingId, reason: 'Doctor is ill' });
    expect(await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId })).toMatchObject({ status: 'cancelled', cancelReason: 'Doctor is ill', cancelledBy: 'team' });
    expect(await errorCode(s.c.bookings.cancel({ teamId: s.team.id, bookingId: out.bookingId }))).toBe('BOOKING_NOT_CHANGEABLE');
  });
});

describe('booking mails', () => {
  type Mail = { to_address: string; subject: string; text: string; locale: string; attachments: { contentType: string; content: string }[] };
  const mailsTo = async (to: string): Promise<Mail[]> => {
    await drainJobs(app.db);
    return app.db.query(`SELECT to_address, subject, text, locale, attachments FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
  };
  const invite = (m: Mail) => m.attachments.find((a) => a.contentType.startsWith('text/calendar'))?.content ?? '';
  const uidOf = (ics: string) => /UID:(.+)\r\n/.exec(ics)?.[1];

  it("the team's mail gives the time in the calendar's zone, named, not the owner's account zone (issue 36)", async () => {
    const s = await setup();
    await app.db.query(`UPDATE users SET timezone = 'UTC' WHERE id = $1`, [s.owner.user.id]); // an account made on a UTC laptop
    await app.db.query(`UPDATE calendars SET timezone = 'Asia/Riyadh' WHERE id = $1`, [s.calendar.id]);
    await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z', { timezone: 'Europe/London' }));
    const [owner] = await mailsTo(s.owner.user.email);
    const text = owner!.text.replace(/[\u202f\u2009\u00a0]/g, ' '); // Intl's narrow spaces
    expect(text).toContain('Monday, November 23, 2026, 10:00 – 10:30 AM, Riyadh time (UTC+3)');
    expect(text).not.toContain('7:00');
  });

  it('booker (in their language) and team get the invite; reschedule keeps the UID and bumps SEQUENCE; cancel sends METHOD:CANCEL', async () => {
    const s = await setup();
    const email = `mailme${++seq}@example.com`;
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: booker(email) }));
    const [confirmed] = await mailsTo(email);
    expect(confirmed!.locale).toBe('ar');
    expect(confirmed!.text).toContain(`/ar/book/confirmed/${out.bookingId}?token=${out.token}`);
    expect(invite(confirmed!)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:0/);
    const [owner] = await mailsTo(s.owner.user.email);
    expect(owner!.locale).toBe('en');
    expect(uidOf(invite(owner!))).toBe(`${out.bookingId}@waqt`);
    // ORGANIZER: the no-reply address, not the owner's own mailbox (issue 19) — in the booker's invite and the team's.
    for (const m of [confirmed!, owner!]) {
      const ics = invite(m).replace(/\r\n[ \t]/g, '');
      expect(ics).toMatch(/ORGANIZER;CN="?[^:\r\n]*"?:mailto:no-reply@waqt\.local/i);
      expect(ics).not.toContain(`mailto:${s.owner.user.email}`);
    }

    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-24T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    const rescheduled = (await mailsTo(email))[1]!;
    expect(invite(rescheduled)).toMatch(/METHOD:REQUEST[\s\S]*SEQUENCE:1/);
    expect(uidOf(invite(rescheduled))).toBe(`${out.bookingId}@waqt`);
    expect(rescheduled.text).toContain(moved.token);

    await visitor().public.cancel({ bookingId: out.bookingId, token: moved.token, reason: 'Sick' });
    const cancelled = (await mailsTo(email))[2]!;
    expect(invite(cancelled)).toContain('METHOD:CANCEL');
    expect(invite(cancelled)).toContain('SEQUENCE:2');
    expect(invite(cancelled)).toContain('STATUS:CANCELLED');
    expect(cancelled.text).toContain('Sick');
    expect((await mailsTo(s.owner.user.email)).map((m) => invite(m).match(/METHOD:(\w+)/)?.[1])).toEqual(['REQUEST', 'REQUEST', 'CANCEL']);
  });

  it('an expired booking mails the booker once, with two workers', async () => {
    const s = await setup({ paymentRequired: true, paymentEnabled: true, priceHalalas: 10000 });
    const email = `expire${++seq}@example.com`;
    await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: booker(email) }));
    await drainJobs(app.db);
    app.clock.advance(16 * MIN);
    const workers = [1, 2].map(() => createJobRunner({ db: app.db, clock: app.clock, log: app.deps.log, jobs: jobHandlers(app.deps) }));
    await Promise.all(workers.map((w) => w.drain()));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2); // pending (no invite), then expired (CANCEL)
    expect(invite(mails[0]!)).toBe('');
    expect(invite(mails[1]!)).toContain('METHOD:CANCEL');
  });
});

describe('GET /ics/booking/{id}.ics', () => {
  it('serves the booking as a calendar file; unknown or malformed ids are 404', async () => {
    const s = await setup();
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z'));
    const base = await app.listen();
    const res = await fetch(`${base}/ics/booking/${out.bookingId}.ics?token=${out.token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await res.text();
    expect(body).toContain('METHOD:PUBLISH');
    expect(body).toContain(`UID:${out.bookingId}@waqt`);
    expect(body).toContain('DTSTART:20261123T070000Z');
    expect((await fetch(`${base}/ics/booking/00000000-0000-4000-8000-000000000000.ics`)).status).toBe(404);
    expect((await fetch(`${base}/ics/booking/nope.ics`)).status).toBe(404);
  });

  it('needs the manage token (the file names the booker); its ORGANIZER is the no-reply address, never an owner’s mailbox', async () => {
    const s = await setup();
    const email = `ics${++seq}@example.com`;
    const out = await visitor().public.book(bookInput(s.target, '2026-11-23T07:00:00.000Z', { booker: booker(email) }));
    const base = await app.listen();
    const file = (token?: string) => fetch(`${base}/ics/booking/${out.bookingId}.ics${token ? `?token=${encodeURIComponent(token)}` : ''}`);
    for (const res of [await file(), await file(manageToken('not-the-secret', out.bookingId, 0))]) {
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).toContain('BOOKING_TOKEN_INVALID');
      expect(body).not.toContain(email);
    }
    const ok = await file(out.token);
    expect(ok.status).toBe(200);
    const ics = (await ok.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(email); // the booker, as ATTENDEE
    expect(ics).not.toContain(s.owner.user.email);
    expect(ics).toMatch(/ORGANIZER;CN="?[^:\r\n]*"?:mailto:no-reply@waqt\.local/i);
    expect(ics).toContain(`/book/confirmed/${out.bookingId}?token=${out.token}`);
    // A reschedule retires the old link.
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-24T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    expect((await file(out.token)).status).toBe(403);
    expect((await file(moved.token)).status).toBe(200);
  });
});
