import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGES_PER_NUMBER_DAILY } from '@waqt/contracts';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { codeOf, errorCode, makeUser } from '../../../test/fixtures.ts';
import type { PhoneChannelCredentials, PhoneMessage, PhoneMessenger } from '../../messaging/types.ts';
import { insertBooking } from '../bookings/lifecycle.ts';
import { insertMember } from '../teams/teams.queries.ts';
import { sendReminder } from '../reminders/send.ts';

/**
 * The limits against toll fraud ("SMS pumping", issue 35 item 4): a phone message goes only to a number
 * in a country the team allows, of a booker who proved the booking's email (or paid), within the
 * number's and the team's day. What a limit holds back is `held` in the delivery log with the limit as
 * the reason; the team's owners hear once a day per channel that the team's limit was reached.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MIN = 60_000;
let seq = 0;
const visitor = () => app.caller({ ip: `10.35.${Math.floor(seq / 250) % 250}.${(++seq % 250) + 1}` });

/** Records every phone send. */
function recordingMessenger() {
  const sent: { credentials: PhoneChannelCredentials; message: PhoneMessage }[] = [];
  const messenger: PhoneMessenger = {
    async send(credentials, message) {
      sent.push({ credentials, message });
      return { providerMessageId: `test.${sent.length}.${message.correlationId}` };
    },
  };
  /** The numbers a team's SMS channel sent to (jobs of other tests' teams may run in the same drain). */
  const to = (team: { sender: string }) => sent.filter((s) => s.credentials.senderName === team.sender).map((s) => s.message.to);
  return { messenger, to };
}

/**
 * A Saudi business team (Sunday–Thursday 09:00–17:00 Riyadh) with an SMS channel and an event type
 * reminding by mail and SMS a day before. The clock: Sunday 2026-11-22 09:00Z.
 */
async function setup(over: Record<string, unknown> = {}) {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `clinic-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Room ${n}`, slug: `room-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const et = await c.eventTypes.create({
    teamId: team.id,
    calendarId: calendar.id,
    scheduleId: schedule!.id,
    title: 'Check-up',
    slug: 'check',
    durationMinutes: 30,
    reminders: [{ offsetMinutes: 1440, channels: ['mail', 'sms'] }],
    ...over,
  });
  const sender = `Clinic${n}`;
  await c.messaging.saveChannel({ teamId: team.id, settings: { channel: 'sms', senderName: sender, appSid: 'unifonic-app-sid-123' } });
  const target = { calendarSlug: calendar.slug, eventTypeSlug: 'check' };
  return { owner, c, team, calendar, et, target, sender };
}

/** The code last mailed to an address, read from the outbox (the queue is not run: nothing else is sent meanwhile). */
async function queuedCode(email: string): Promise<string> {
  const [row] = await app.db.query<{ text: string }[]>(`SELECT payload->>'text' AS text FROM jobs WHERE kind = 'send-mail' AND payload->>'to' = $1 ORDER BY id DESC LIMIT 1`, [email]);
  return codeOf(row!.text);
}

/** The n-th 30-minute slot of Tuesday 2026-11-24 from 06:00Z (09:00 Riyadh): its SMS reminder is due on Monday the 23rd. */
const tuesday = (n: number) => new Date(Date.parse('2026-11-24T06:00:00.000Z') + n * 30 * MIN).toISOString();

/** A booking as the booking page makes it with phone reminders: the email proven with its code first. */
async function bookVerified(target: { calendarSlug: string; eventTypeSlug: string }, start: string, phone: string) {
  const email = `booker${++seq}@example.com`;
  const v = visitor();
  await v.public.requestCode({ ...target, email, locale: 'en' });
  const code = await queuedCode(email);
  return v.public.book({ ...target, start, timezone: 'Asia/Riyadh', locale: 'en', booker: { name: 'Noura Saleh', email, phone, messagingConsent: true }, code });
}

const smsOf = async (bookingId: string) => {
  const [m] = await app.db.query<{ id: string; status: string; reason: string | null }[]>(`SELECT id, status, reason FROM booking_messages WHERE booking_id = $1 AND channel = 'sms'`, [bookingId]);
  return m!;
};
const statusOf = async (bookingId: string) => {
  const m = await smsOf(bookingId);
  return `${m.status}${m.reason ? ` ${m.reason}` : ''}`;
};
const mailsTo = (to: string) => app.db.query<{ subject: string; text: string; locale: string }[]>(`SELECT subject, text, locale FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
/** Monday 2026-11-23, after every reminder of Tuesday's slots was due. */
const sendMondays = async () => {
  app.clock.set('2026-11-23T14:00:00Z');
  await drainJobs(app.db);
};

describe('countries', () => {
  it('a number outside the countries the team allows is held with the reason; by default only the team’s own country is allowed', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const saudi = await bookVerified(s.target, tuesday(0), '+966501110001');
    const british = await bookVerified(s.target, tuesday(1), '+447400123456');
    const emirati = await bookVerified(s.target, tuesday(2), '+971501234567');
    expect((await s.c.messaging.limits({ teamId: s.team.id })).allowedCountries).toEqual(['SA']);
    await sendMondays();
    expect(await statusOf(saudi.bookingId)).toBe('sent');
    expect(await statusOf(british.bookingId)).toBe('held country_not_allowed');
    expect(await statusOf(emirati.bookingId)).toBe('held country_not_allowed');
    expect(rec.to(s)).toEqual(['+966501110001']);
    // The mail reminder of a held SMS still goes.
    const [mail] = await app.db.query<{ status: string }[]>(`SELECT status FROM booking_messages WHERE booking_id = $1 AND channel = 'mail'`, [british.bookingId]);
    expect(mail!.status).toBe('sent');
    // The team sees it in the booking's delivery log.
    const detail = await s.c.bookings.get({ teamId: s.team.id, bookingId: british.bookingId });
    expect(detail.messages.find((m) => m.channel === 'sms')).toMatchObject({ status: 'held', reason: 'country_not_allowed' });

    // The owner allows the Gulf: an Emirati number is messaged from then on; a British one still not.
    const saved = await s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: ['SA', 'AE', 'BH', 'KW', 'OM', 'QA', 'SA'], dailyLimits: { sms: 200, whatsapp: 200 } });
    expect(saved.allowedCountries).toEqual(['AE', 'BH', 'KW', 'OM', 'QA', 'SA']);
    app.clock.set('2026-11-22T09:00:00Z');
    const later = await bookVerified(s.target, tuesday(3), '+971501234568');
    const british2 = await bookVerified(s.target, tuesday(4), '+447400123457');
    await sendMondays();
    expect(await statusOf(later.bookingId)).toBe('sent');
    expect(await statusOf(british2.bookingId)).toBe('held country_not_allowed');
    expect(rec.to(s)).toEqual(['+966501110001', '+971501234568']);
  });

  it('a number of no country (international networks, +882) is never messaged, and the saved countries are checked', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    // +882 16 numbers pass an E.164 check but belong to no country: the premium ranges pumpers rent.
    const [row] = await app.db.query<{ id: string }[]>(`SELECT id FROM event_types WHERE id = $1`, [s.et.id]);
    const { id } = await insertBooking(app.db, {
      calendarId: s.calendar.id,
      eventTypeId: row!.id,
      startsAt: new Date(tuesday(0)),
      endsAt: new Date(Date.parse(tuesday(0)) + 30 * MIN),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      status: 'confirmed',
      customer: { name: 'Pumper', email: 'p@example.com', phone: '+88216123456' },
      messagingConsent: true,
      bookerVerifiedAt: app.clock.now(),
      now: app.clock.now(),
    });
    await sendMondays();
    expect(await statusOf(id)).toBe('held country_not_allowed');
    expect(rec.to(s)).toEqual([]);
    // The input's checks: at least one country, two-letter codes, a limit of 1 to 10,000.
    const refused = (p: Promise<unknown>) => p.then(() => 'no error', (e: { code: string }) => e.code);
    expect(await refused(s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: [], dailyLimits: { sms: 200, whatsapp: 200 } }))).toBe('BAD_REQUEST');
    expect(await refused(s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: ['SAU'], dailyLimits: { sms: 200, whatsapp: 200 } }))).toBe('BAD_REQUEST');
    expect(await refused(s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: ['SA'], dailyLimits: { sms: 0, whatsapp: 200 } }))).toBe('BAD_REQUEST');
    expect(await errorCode(s.c.messaging.saveLimits({ teamId: s.owner.personal.id, allowedCountries: ['SA'], dailyLimits: { sms: 10, whatsapp: 10 } }))).toBe('MESSAGING_NOT_AVAILABLE');
  });
});

describe('the team’s daily limit', () => {
  it('the message over the limit is held, the owners get one mail that day in their language, and the next day sends again', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    await s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: ['SA'], dailyLimits: { sms: 3, whatsapp: 200 } });
    // A second owner who reads Arabic, in Riyadh.
    const second = await makeUser(app.db, app.clock, { locale: 'ar' });
    await insertMember(app.db, { teamId: s.team.id, userId: second.user.id, role: 'owner', now: app.clock.now() });
    const bookings = [];
    for (let i = 0; i < 5; i++) bookings.push(await bookVerified(s.target, tuesday(i), `+96650222000${i}`));
    await sendMondays();
    expect(await Promise.all(bookings.map((b) => statusOf(b.bookingId)))).toEqual(['sent', 'sent', 'sent', 'held team_daily_limit', 'held team_daily_limit']);
    expect(rec.to(s)).toHaveLength(3);
    expect(await s.c.messaging.limits({ teamId: s.team.id })).toMatchObject({ dailyLimits: { sms: 3 }, sentToday: { sms: 3, whatsapp: 0 }, resetsAt: '2026-11-24T00:00:00.000Z' });

    // One mail to each owner, in their language, however many were held.
    await drainJobs(app.db);
    const en = (await mailsTo(s.owner.user.email)).filter((m) => m.subject.includes('daily limit'));
    expect(en.map((m) => m.locale)).toEqual(['en']);
    expect(en).toHaveLength(1);
    expect(en[0]!.subject).toBe('SMS reminders held for today: the daily limit of 3 was reached');
    expect(en[0]!.text).toContain(`/en/dashboard/team/${s.team.id}/settings#messaging`);
    expect(en[0]!.text).toContain('Tuesday, November 24, 2026 at 3:00 AM, Riyadh time (UTC+3)');
    const limitMails = async (to: string) => (await mailsTo(to)).filter((m) => /daily limit|الحد اليومي/.test(m.subject));
    const ar = await limitMails(second.user.email);
    expect(ar).toHaveLength(1);
    expect(ar[0]!.subject).toBe('أُوقفت تذكيرات الرسائل النصية لبقية اليوم: بلغ الفريق الحد اليومي (3)');
    expect(ar[0]!.text).toContain(`/ar/dashboard/team/${s.team.id}/settings#messaging`);

    // Later the same day, another held message: no second mail.
    app.clock.set('2026-11-22T10:00:00Z');
    const late = await bookVerified(s.target, tuesday(8), '+966502220009');
    await sendMondays();
    expect(await statusOf(late.bookingId)).toBe('held team_daily_limit');
    await drainJobs(app.db);
    expect(await limitMails(s.owner.user.email)).toHaveLength(1);
    expect(await limitMails(second.user.email)).toHaveLength(1);

    // The held ones stay held (they would arrive late); Wednesday's reminders go again.
    app.clock.set('2026-11-22T11:00:00Z');
    const wednesday = await bookVerified(s.target, '2026-11-25T06:00:00.000Z', '+966502220010');
    app.clock.set('2026-11-24T06:00:00Z');
    await drainJobs(app.db);
    expect(await statusOf(wednesday.bookingId)).toBe('sent');
    expect(await statusOf(bookings[3]!.bookingId)).toBe('held team_daily_limit');
    expect(rec.to(s)).toHaveLength(4);
  });

  it('two workers racing for the last message of the day: one sends, the other is held, and one mail goes', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    await s.c.messaging.saveLimits({ teamId: s.team.id, allowedCountries: ['SA'], dailyLimits: { sms: 4, whatsapp: 200 } });
    const bookings = [];
    for (let i = 0; i < 9; i++) bookings.push(await bookVerified(s.target, tuesday(i), `+96650333000${i}`));
    const ids = await Promise.all(bookings.map(async (b) => (await smsOf(b.bookingId)).id));
    app.clock.set('2026-11-23T14:00:00Z');
    // Three go one after the other; the fourth is the last of the day, and two workers race for it: both
    // wait on their bookings' rows, held by the test, and are let go at the same instant.
    for (const id of ids.slice(0, 3)) await sendReminder(app.deps, id, { attempt: 1, maxAttempts: 6 });
    const gate = app.db.createQueryRunner();
    await gate.connect();
    await gate.startTransaction();
    await gate.query(`SELECT 1 FROM bookings WHERE id = ANY($1) FOR UPDATE`, [bookings.slice(3, 5).map((b) => b.bookingId)]);
    const race = Promise.all(ids.slice(3, 5).map((id) => sendReminder(app.deps, id, { attempt: 1, maxAttempts: 6 })));
    await expect.poll(async () => (await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`))[0]!.n).toBe(2);
    await gate.commitTransaction();
    await gate.release();
    await race;
    const raced = await Promise.all(bookings.slice(3, 5).map((b) => statusOf(b.bookingId)));
    expect(raced.sort()).toEqual(['held team_daily_limit', 'sent']);
    // … and four more at once, over the limit already.
    await Promise.all(ids.slice(5).map((id) => sendReminder(app.deps, id, { attempt: 1, maxAttempts: 6 })));
    expect(rec.to(s)).toHaveLength(4);
    const [count] = await app.db.query<{ sent: number; cap: number }[]>(`SELECT sent, cap FROM phone_message_counts WHERE team_id = $1 AND channel = 'sms'`, [s.team.id]);
    expect(count).toEqual({ sent: 4, cap: 4 });
    const held = await app.db.query(`SELECT 1 FROM booking_messages WHERE team_id = $1 AND status = 'held' AND reason = 'team_daily_limit'`, [s.team.id]);
    expect(held).toHaveLength(5);
    const mails = await app.db.query(`SELECT 1 FROM jobs WHERE kind = 'send-mail' AND payload->>'to' = $1 AND payload->>'subject' LIKE '%daily limit%'`, [s.owner.user.email]);
    expect(mails).toHaveLength(1);
    // The database keeps the count within the limit whatever a writer does.
    await expect(app.db.query(`UPDATE phone_message_counts SET sent = sent + 1 WHERE team_id = $1`, [s.team.id])).rejects.toThrow(/phone_message_counts_sent_check/);
  });
});

describe('each number’s day', () => {
  it(`a number gets at most ${PHONE_MESSAGES_PER_NUMBER_DAILY} messages a day from a team; other numbers and other teams are not affected`, async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const same = '+966504440001';
    const bookings = [];
    for (let i = 0; i <= PHONE_MESSAGES_PER_NUMBER_DAILY; i++) bookings.push(await bookVerified(s.target, tuesday(i), same));
    const other = await bookVerified(s.target, tuesday(8), '+966504440002');
    // Another team's reminder to the same number: a limit per team, so no team can use up a number's day for the others.
    const t = await setup();
    const elsewhere = await bookVerified(t.target, tuesday(0), same);
    await sendMondays();
    const statuses = await Promise.all(bookings.map((b) => statusOf(b.bookingId)));
    expect(statuses).toEqual([...Array<string>(PHONE_MESSAGES_PER_NUMBER_DAILY).fill('sent'), 'held number_daily_limit']);
    expect(await statusOf(other.bookingId)).toBe('sent');
    expect(await statusOf(elsewhere.bookingId)).toBe('sent');
    expect(rec.to(s).filter((to) => to === same)).toHaveLength(PHONE_MESSAGES_PER_NUMBER_DAILY);
    expect(rec.to(t)).toEqual([same]);
    // The message held for the number did not use up the team's day.
    expect((await s.c.messaging.limits({ teamId: s.team.id })).sentToday.sms).toBe(PHONE_MESSAGES_PER_NUMBER_DAILY + 1);
  });
});

describe('the booker proves the email first', () => {
  it('a free booking with phone reminders asks for the email’s code; with it the number is messaged', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const booker = (email: string, messagingConsent: boolean) => ({ name: 'Stranger', email, phone: '+966505550001', messagingConsent });
    const input = { ...s.target, start: tuesday(0), timezone: 'Asia/Riyadh', locale: 'en' as const };
    expect(await errorCode(visitor().public.book({ ...input, booker: booker('stranger@example.com', true) }))).toBe('BOOKER_CODE_REQUIRED');
    expect(await app.db.query(`SELECT 1 FROM bookings WHERE customer_email = 'stranger@example.com'`)).toHaveLength(0);
    // Without consent nothing is asked (and no phone message is planned).
    const plain = await visitor().public.book({ ...input, start: tuesday(1), booker: booker('plain@example.com', false) });
    expect(await statusOf(plain.bookingId)).toBe('skipped no_consent');
    // With the code: proven, and messaged.
    const proven = await bookVerified(s.target, tuesday(2), '+966505550001');
    const [row] = await app.db.query<{ booker_verified_at: Date | null }[]>(`SELECT booker_verified_at FROM bookings WHERE id = $1`, [proven.bookingId]);
    expect(row!.booker_verified_at).not.toBeNull();
    await sendMondays();
    expect(await statusOf(proven.bookingId)).toBe('sent');
    expect(rec.to(s)).toEqual(['+966505550001']);
  });

  it('a booking whose booker proved nothing (made before the rule, or confirmed to pay on arrival) is held; money received lets it go', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup({ paymentRequired: true, paymentEnabled: true, priceHalalas: 10_000 });
    await s.c.paymentProviders.save({ teamId: s.team.id, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA0380000000608010167519', accountHolder: 'Clinic' } });
    await s.c.paymentProviders.save({ teamId: s.team.id, provider: { kind: 'on_arrival' } });
    const book = (n: number, phone: string) =>
      visitor().public.book({ ...s.target, start: tuesday(n), timezone: 'Asia/Riyadh', locale: 'en', booker: { name: 'Visitor', email: `v${++seq}@example.com`, phone, messagingConsent: true } });
    // A paid event type asks for no code: the payment is the proof.
    const transfer = await book(0, '+966506660001');
    const onArrival = await book(1, '+966506660002');
    expect([transfer.status, onArrival.status]).toEqual(['pending', 'pending']);
    await s.c.bookings.markTransferReceived({ teamId: s.team.id, bookingId: transfer.bookingId });
    await visitor().public.payOnArrival({ bookingId: onArrival.bookingId, token: onArrival.token });
    // Made before the rule: confirmed with consent, no code, nothing paid.
    const { id: before } = await insertBooking(app.db, {
      calendarId: s.calendar.id,
      eventTypeId: s.et.id,
      startsAt: new Date(tuesday(2)),
      endsAt: new Date(Date.parse(tuesday(2)) + 30 * MIN),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      status: 'confirmed',
      customer: { name: 'Earlier', email: 'earlier@example.com', phone: '+966506660003' },
      messagingConsent: true,
      now: app.clock.now(),
    });
    await sendMondays();
    expect(await statusOf(transfer.bookingId)).toBe('sent');
    expect(await statusOf(onArrival.bookingId)).toBe('held booker_unverified');
    expect(await statusOf(before)).toBe('held booker_unverified');
    expect(rec.to(s)).toEqual(['+966506660001']);
    // Their mail reminders went: the booking's own address is not the toll-fraud target.
    const mails = await app.db.query<{ status: string }[]>(`SELECT status FROM booking_messages WHERE booking_id = ANY($1) AND channel = 'mail'`, [[onArrival.bookingId, before]]);
    expect(mails.map((m) => m.status)).toEqual(['sent', 'sent']);
  });
});
