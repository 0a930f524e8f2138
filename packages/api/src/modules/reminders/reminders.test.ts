import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { codeOf, errorCode, makeUser } from '../../../test/fixtures.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { jobHandlers } from '../../jobs/handlers.ts';
import { ProviderError, type PhoneChannelCredentials, type PhoneMessage, type PhoneMessenger } from '../../messaging/types.ts';
import { optOut } from '../messaging/opt-outs.ts';
import { attendToken } from '../bookings/booking-tokens.ts';
import { sendReminder } from './send.ts';
import { reminderJobKey } from '../bookings/reminder-schedule.ts';
import { purgeShortLinks, scheduleShortLinkPurge } from './short-links.ts';

/**
 * Reminders with a moved clock (issue 24): what a booking's changes leave to be sent, and that exactly
 * that is sent — once, whatever the workers and retries — or marked why not. Phone sends go through a
 * recording messenger here (the real Unifonic/WhatsApp clients are tested against the sandbox in
 * modules/messaging); mails through the real outbox into the dev mailbox.
 */

let app: TestApp;
let realMessenger: PhoneMessenger;
beforeAll(async () => {
  app = await createTestApp();
  realMessenger = app.deps.messenger;
});
afterAll(() => app.close());

const MIN = 60_000;
const HOUR = 60 * MIN;
let seq = 0;
const visitor = () => app.caller({ ip: `10.24.${Math.floor(seq / 250) % 250}.${(++seq % 250) + 1}` });

/** Records every phone send; `fail` decides a failure per call. */
function recordingMessenger(fail?: (n: number) => Error | null) {
  const sent: { credentials: PhoneChannelCredentials; message: PhoneMessage }[] = [];
  let calls = 0;
  const messenger: PhoneMessenger = {
    async send(credentials, message) {
      const err = fail?.(++calls) ?? null;
      if (err) throw err;
      sent.push({ credentials, message });
      return { providerMessageId: `wamid.test.${calls}.${message.correlationId}` };
    },
  };
  return { messenger, sent, calls: () => calls };
}

/**
 * A business team (Sunday–Thursday 09:00–17:00 Riyadh) with an event type reminding by mail and
 * WhatsApp 24 h before and by mail 2 h before, and a WhatsApp channel. The clock: Sunday 2026-11-22 09:00Z.
 */
async function setup(over: Record<string, unknown> = {}, opts: { whatsapp?: boolean } = {}) {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Salon ${n}`, slug: `salon-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Chair ${n}`, slug: `chair-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const et = await c.eventTypes.create({
    teamId: team.id,
    calendarId: calendar.id,
    scheduleId: schedule!.id,
    title: 'Haircut',
    slug: 'cut',
    durationMinutes: 30,
    reminders: [
      { offsetMinutes: 1440, channels: ['mail', 'whatsapp'] },
      { offsetMinutes: 120, channels: ['mail'] },
    ],
    ...over,
  });
  if (opts.whatsapp !== false) {
    await c.messaging.saveChannel({
      teamId: team.id,
      settings: {
        channel: 'whatsapp',
        senderName: `Salon ${n}`,
        phoneNumberId: '1234567890123',
        accessToken: 'EAAG-test-access-token',
        appSecret: 'test-app-secret-123',
        templates: { en: { name: 'booking_reminder', language: 'en' }, ar: { name: 'booking_reminder', language: 'ar' } },
      },
    });
  }
  const target = { calendarSlug: calendar.slug, eventTypeSlug: 'cut' };
  return { owner, c, team, calendar, et, target };
}

/**
 * Books as the booking page does: a booker who asks for phone reminders on a free event type is asked
 * for the email's code first (BOOKER_CODE_REQUIRED; messaging/phone-limits.ts), read here from the outbox.
 */
async function book(target: { calendarSlug: string; eventTypeSlug: string }, start: string, booker: Record<string, unknown> = {}) {
  const v = visitor();
  const input = {
    ...target,
    start,
    timezone: 'Asia/Riyadh',
    locale: 'en' as const,
    booker: { name: 'Noura Saleh', email: `noura${++seq}@example.com`, phone: '0501234567', messagingConsent: true, ...booker },
  };
  try {
    return await v.public.book(input);
  } catch (err) {
    if ((err as Error).message !== 'BOOKER_CODE_REQUIRED') throw err;
    await v.public.requestCode({ ...target, email: input.booker.email, locale: 'en' });
    const [mail] = await app.db.query<{ text: string }[]>(`SELECT payload->>'text' AS text FROM jobs WHERE kind = 'send-mail' AND payload->>'to' = $1 ORDER BY id DESC LIMIT 1`, [input.booker.email]);
    return v.public.book({ ...input, code: codeOf(mail!.text) });
  }
}

interface Msg {
  id: string;
  channel: string;
  offset_minutes: number;
  due_at: Date;
  status: string;
  reason: string | null;
  sequence: number;
  detail: string | null;
  attempts: number;
}
const messages = (bookingId: string) =>
  app.db.query<Msg[]>(`SELECT id, channel, offset_minutes, due_at, status, reason, sequence, detail, attempts FROM booking_messages WHERE booking_id = $1 ORDER BY sequence, due_at, channel`, [bookingId]);
const summary = (ms: Msg[]) => ms.map((m) => `${m.sequence} ${m.channel} ${m.offset_minutes} ${m.status}${m.reason ? ` ${m.reason}` : ''}`);
const mailsTo = (to: string) => app.db.query<{ subject: string; text: string }[]>(`SELECT subject, text FROM mail_messages WHERE to_address = $1 ORDER BY seq`, [to]);
const reminderMails = async (to: string) => (await mailsTo(to)).filter((m) => /remind/i.test(m.subject));

describe('scheduling follows the booking', () => {
  it('schedule → reschedule → cancel leaves exactly the right sends, and nothing goes out for the cancelled booking', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    // Tuesday 2026-11-24 07:00Z (10:00 Riyadh): both reminders are ahead.
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    expect(summary(await messages(out.bookingId))).toEqual(['0 mail 1440 scheduled', '0 whatsapp 1440 scheduled', '0 mail 120 scheduled']);
    const [first] = await messages(out.bookingId);
    expect(new Date(first!.due_at).toISOString()).toBe('2026-11-23T07:00:00.000Z');

    // The booker moves it a day later: the old version's reminders are cancelled, the new one's scheduled.
    await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-25T08:00:00.000Z', timezone: 'Asia/Riyadh' });
    expect(summary(await messages(out.bookingId))).toEqual([
      '0 mail 1440 cancelled booking_moved',
      '0 whatsapp 1440 cancelled booking_moved',
      '0 mail 120 cancelled booking_moved',
      '1 mail 1440 scheduled',
      '1 whatsapp 1440 scheduled',
      '1 mail 120 scheduled',
    ]);
    // The old version's jobs are gone: only the three new ones are queued for this booking.
    const ids = (await messages(out.bookingId)).map((m) => reminderJobKey(m.id));
    const [jobsLeft] = await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE unique_key = ANY($1::text[])`, [ids]);
    expect(jobsLeft!.n).toBe(3);

    // The old due time passes: nothing is sent.
    app.clock.set('2026-11-23T07:00:30Z');
    await drainJobs(app.db);
    const email = (await app.db.query<{ customer_email: string }[]>(`SELECT customer_email FROM bookings WHERE id = $1`, [out.bookingId]))[0]!.customer_email;
    expect(await reminderMails(email)).toHaveLength(0);
    expect(rec.sent).toHaveLength(0);

    // 24 h before the new time: the mail and the WhatsApp message, once each.
    app.clock.set('2026-11-24T08:00:00Z');
    await drainJobs(app.db);
    await drainJobs(app.db);
    expect(await reminderMails(email)).toHaveLength(1);
    expect(rec.sent).toHaveLength(1);
    expect(rec.sent[0]!.message).toMatchObject({ to: '+966501234567', locale: 'en' });
    expect(rec.sent[0]!.credentials).toMatchObject({ channel: 'whatsapp', phoneNumberId: '1234567890123' });
    expect(summary(await messages(out.bookingId)).slice(3)).toEqual(['1 mail 1440 sent', '1 whatsapp 1440 sent', '1 mail 120 scheduled']);

    // Cancelled before the 2 h reminder: it is cancelled with the reason and never sent.
    const token = await latestToken(out.bookingId);
    await visitor().public.cancel({ bookingId: out.bookingId, token });
    app.clock.set('2026-11-25T06:00:00Z');
    await drainJobs(app.db);
    expect(summary(await messages(out.bookingId)).slice(3)).toEqual(['1 mail 1440 sent', '1 whatsapp 1440 sent', '1 mail 120 cancelled booking_cancelled']);
    expect(await reminderMails(email)).toHaveLength(1);
    expect(rec.sent).toHaveLength(1);

    // The team sees the log in the booking detail, in due order.
    const detail = await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId });
    expect(detail.messages.map((m) => `${m.channel} ${m.status}`)).toEqual([
      'mail cancelled',
      'whatsapp cancelled',
      'mail cancelled',
      'mail sent',
      'whatsapp sent',
      'mail cancelled',
    ]);
    expect(detail.messagingConsent).toBe(true);
  });

  it('the booking page asks for consent exactly while the channel is on, even with its answer kept in memory', async () => {
    const s = await setup({}, { whatsapp: false });
    const slots = async () => (await visitor().public.slots({ ...s.target, from: '2026-11-23', to: '2026-11-25', timezone: 'Asia/Riyadh' })).eventType.phoneReminders;
    expect(await slots()).toEqual([]);
    expect(await slots()).toEqual([]); // kept
    const whatsapp = {
      channel: 'whatsapp' as const,
      senderName: 'Salon',
      phoneNumberId: '1234567890123',
      accessToken: 'EAAG-test-access-token',
      appSecret: 'test-app-secret-123',
      templates: { en: { name: 'booking_reminder', language: 'en' }, ar: { name: 'booking_reminder', language: 'ar' } },
    };
    await s.c.messaging.saveChannel({ teamId: s.team.id, settings: whatsapp });
    expect(await slots()).toEqual(['whatsapp']);
    await s.c.messaging.saveChannel({ teamId: s.team.id, settings: whatsapp, enabled: false });
    expect(await slots()).toEqual([]);
  });

  it('a booking made inside an offset skips that reminder; a phone channel without a phone or consent is skipped with the reason', async () => {
    app.deps.messenger = recordingMessenger().messenger;
    const s = await setup();
    // Monday 2026-11-23 06:00Z: 21 h ahead, inside the 24 h offset.
    const late = await book(s.target, '2026-11-23T06:00:00.000Z');
    expect(summary(await messages(late.bookingId))).toEqual(['0 mail 1440 skipped booked_too_late', '0 whatsapp 1440 skipped booked_too_late', '0 mail 120 scheduled']);
    const noConsent = await book(s.target, '2026-11-24T07:00:00.000Z', { messagingConsent: false });
    expect(summary(await messages(noConsent.bookingId))).toContain('0 whatsapp 1440 skipped no_consent');
    const noPhone = await book(s.target, '2026-11-24T08:00:00.000Z', { phone: '', messagingConsent: true });
    expect(summary(await messages(noPhone.bookingId))).toContain('0 whatsapp 1440 skipped no_phone');
    // Consent without a number is not kept.
    const [row] = await app.db.query<{ messaging_consent: boolean }[]>(`SELECT messaging_consent FROM bookings WHERE id = $1`, [noPhone.bookingId]);
    expect(row!.messaging_consent).toBe(false);
  });

  it('a paid booking gets its reminders when it is confirmed, not while it awaits payment; an expired one never', async () => {
    app.deps.messenger = recordingMessenger().messenger;
    const s = await setup({ paymentRequired: true, paymentEnabled: true, priceHalalas: 10_000 });
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    expect(out.status).toBe('pending');
    expect(await messages(out.bookingId)).toHaveLength(0);
    app.clock.advance(2 * HOUR);
    await drainJobs(app.db); // the hold expires
    const [b] = await app.db.query<{ status: string }[]>(`SELECT status FROM bookings WHERE id = $1`, [out.bookingId]);
    expect(b!.status).toBe('expired');
    expect(await messages(out.bookingId)).toHaveLength(0);
  });
});

async function latestToken(bookingId: string): Promise<string> {
  const { manageToken } = await import('../bookings/booking-tokens.ts');
  const [b] = await app.db.query<{ sequence: number }[]>(`SELECT sequence FROM bookings WHERE id = $1`, [bookingId]);
  return manageToken(app.config.authSecret, bookingId, b!.sequence);
}

describe('sending exactly once', () => {
  it('a job already claimed when the booking is cancelled sends nothing', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    app.clock.set('2026-11-23T07:00:10Z');
    // A worker has claimed the WhatsApp reminder's job (as its round would) …
    const wa = (await messages(out.bookingId)).find((m) => m.channel === 'whatsapp')!;
    await app.db.query(`UPDATE jobs SET state = 'running', attempts = 1, locked_by = 'w1', locked_until = $2 WHERE unique_key = $1`, [reminderJobKey(wa.id), new Date(Date.now() + HOUR)]);
    // … then the booker cancels, then the worker's handler runs.
    await visitor().public.cancel({ bookingId: out.bookingId, token: out.token });
    await sendReminder(app.deps, wa.id, { attempt: 1, maxAttempts: 6 });
    expect(rec.calls()).toBe(0);
    expect((await messages(out.bookingId)).find((m) => m.id === wa.id)).toMatchObject({ status: 'cancelled', reason: 'booking_cancelled' });
  });

  it('two workers draining at once send each reminder once; the same message handled twice at once sends once', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const bookings = [];
    for (const start of ['2026-11-24T06:00:00.000Z', '2026-11-24T07:00:00.000Z', '2026-11-24T08:00:00.000Z']) bookings.push(await book(s.target, start));
    app.clock.set('2026-11-23T09:00:00Z');
    const workers = [0, 1].map(() => createJobRunner({ db: app.db, clock: app.clock, log: app.deps.log, jobs: jobHandlers(app.deps), batchSize: 1 }));
    await Promise.all(workers.map((w) => w.drain()));
    await Promise.all(workers.map((w) => w.drain()));
    expect(rec.sent).toHaveLength(3);
    expect(new Set(rec.sent.map((x) => x.message.correlationId)).size).toBe(3);
    for (const b of bookings) {
      const email = (await app.db.query<{ customer_email: string }[]>(`SELECT customer_email FROM bookings WHERE id = $1`, [b.bookingId]))[0]!.customer_email;
      expect(await reminderMails(email)).toHaveLength(1);
    }

    // Two handlers of one message at the same instant (a lease that ran out under a slow worker).
    const late = await book(s.target, '2026-11-25T07:00:00.000Z');
    app.clock.set('2026-11-24T07:00:05Z');
    const wa = (await messages(late.bookingId)).find((m) => m.channel === 'whatsapp')!;
    await Promise.all([sendReminder(app.deps, wa.id, { attempt: 1, maxAttempts: 6 }), sendReminder(app.deps, wa.id, { attempt: 1, maxAttempts: 6 })]);
    expect(rec.sent.filter((x) => x.message.correlationId === wa.id)).toHaveLength(1);
  });

  it('a provider failure that may pass is retried with backoff, then marked failed with the provider’s words; a refusal fails at once', async () => {
    const flaky = recordingMessenger(() => new ProviderError('provider 503', false, 'HTTP 503 Service Unavailable'));
    app.deps.messenger = flaky.messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    let wa = (await messages(out.bookingId)).find((m) => m.channel === 'whatsapp')!;
    expect(wa).toMatchObject({ status: 'queued', attempts: 1, detail: 'HTTP 503 Service Unavailable' });
    for (let i = 0; i < 10; i++) {
      app.clock.advance(2 * HOUR);
      await drainJobs(app.db);
    }
    wa = (await messages(out.bookingId)).find((m) => m.channel === 'whatsapp')!;
    expect(wa).toMatchObject({ status: 'failed', reason: 'provider_unreachable', detail: 'HTTP 503 Service Unavailable', attempts: 6 });
    expect(flaky.calls()).toBe(6);
    // The team sees it.
    const detail = await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId });
    expect(detail.messages.find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'failed', reason: 'provider_unreachable', attempts: 6 });

    const refusing = recordingMessenger(() => new ProviderError('invalid number', true, '(#131026) Message undeliverable'));
    app.deps.messenger = refusing.messenger;
    const other = await book(s.target, '2026-11-25T07:00:00.000Z');
    app.clock.set('2026-11-24T07:00:00Z');
    await drainJobs(app.db);
    expect((await messages(other.bookingId)).find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'failed', reason: 'provider_refused', detail: '(#131026) Message undeliverable', attempts: 1 });
    expect(refusing.calls()).toBe(1);
  });

  it('an opted-out number is never messaged; a channel switched off is skipped with the reason', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    await optOut(app.db, app.clock, s.team.id, '+966501234567', 'link');
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    expect((await messages(out.bookingId)).find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    expect(rec.calls()).toBe(0);

    const t = await setup({}, { whatsapp: false });
    const other = await book(t.target, '2026-11-24T07:00:00.000Z', { phone: '0551234567' });
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    expect((await messages(other.bookingId)).find((m) => m.channel === 'whatsapp')).toMatchObject({ status: 'skipped', reason: 'channel_off' });
    expect(rec.calls()).toBe(0);
  });
});

describe('the reminder mail and its links', () => {
  it('phone messages carry short links that redirect to the booking and the opt-out page while the booking’s links act, then to the expired-link page', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    const { message } = rec.sent[0]!;
    const short = new RegExp(`^${app.config.appOrigin}/s/[A-Za-z0-9]{10}$`);
    const manage = message.templateParams[4]!;
    expect(manage).toMatch(short);
    const base = await app.listen();
    const go = (link: string) => fetch(link.replace(app.config.appOrigin, base), { redirect: 'manual' });
    const res = await go(manage);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${app.config.appOrigin}/en/book/confirmed/${out.bookingId}?token=${out.token}`);
    const stop = /Stop: (\S+)|STOP/.exec(message.text);
    expect(message.text.length, message.text).toBeLessThan(400);
    expect(stop).not.toBeNull();
    // A wrong code: the expired-link page (in the visitor's language, which the app picks), nothing else.
    const expired = `${app.config.appOrigin}/book/link-expired`;
    expect((await go(`${app.config.appOrigin}/s/AAAAAAAAAA`)).headers.get('location')).toBe(expired);
    // 29 days after the booking (it ended 2026-11-24 07:30Z) the link still opens the booking; 31 days after, the same page as a wrong code.
    app.clock.set('2026-12-23T07:00:00Z');
    expect((await go(manage)).headers.get('location')).toBe(`${app.config.appOrigin}/en/book/confirmed/${out.bookingId}?token=${out.token}`);
    app.clock.set('2026-12-25T08:00:00Z');
    const gone = await go(manage);
    expect([gone.status, gone.headers.get('location'), gone.headers.get('cache-control')]).toEqual([302, expired, 'no-store']);
  });

  it('the hourly purge job deletes the short links of bookings that ended more than 30 days ago, and no others', async () => {
    const rec = recordingMessenger();
    app.deps.messenger = rec.messenger;
    const s = await setup();
    const codes = async () => new Set((await app.db.query<{ code: string }[]>(`SELECT code FROM short_links`)).map((r) => r.code));
    const added = (after: Set<string>, before: Set<string>) => [...after].filter((c) => !before.has(c));
    // Two bookings two days apart, each sent its WhatsApp reminder (a manage and an opt-out link each).
    await book(s.target, '2026-11-24T07:00:00.000Z');
    await book(s.target, '2026-11-26T07:00:00.000Z');
    const before = await codes();
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    const firstCodes = added(await codes(), before);
    app.clock.set('2026-11-25T07:00:00Z');
    await drainJobs(app.db);
    const secondCodes = added(await codes(), new Set([...before, ...firstCodes]));
    expect(rec.sent).toHaveLength(2);
    expect([firstCodes.length, secondCodes.length]).toEqual([2, 2]);

    // Every process asks for the next hour's purge at start: one job per slot.
    app.clock.set('2026-12-25T07:40:00Z'); // the first booking ended 31 days ago (07:30Z), the second 29 days ago
    await scheduleShortLinkPurge(app.db, app.clock);
    await scheduleShortLinkPurge(app.db, app.clock);
    const purges = () => app.db.query<{ run_at: Date }[]>(`SELECT run_at FROM jobs WHERE kind = 'short-links-purge' ORDER BY run_at`);
    expect((await purges()).map((j) => j.run_at.toISOString())).toEqual(['2026-12-25T08:00:00.000Z']);
    app.clock.set('2026-12-25T08:00:00Z');
    await drainJobs(app.db);
    const left = await codes();
    expect(firstCodes.filter((c) => left.has(c))).toEqual([]);
    expect(secondCodes.filter((c) => left.has(c))).toEqual(secondCodes);
    // It queued its successor, and purging again finds nothing.
    expect((await purges()).map((j) => j.run_at.toISOString())).toEqual(['2026-12-25T09:00:00.000Z']);
    expect(await purgeShortLinks(app.db, app.clock.now())).toBe(0);
  });

  it('carries “I’ll be there”, reschedule and cancel links; the attend link confirms once, and refuses tampering, moved and cancelled bookings', async () => {
    app.deps.messenger = recordingMessenger().messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    app.clock.set('2026-11-23T07:00:00Z');
    await drainJobs(app.db);
    await drainJobs(app.db);
    const email = (await app.db.query<{ customer_email: string }[]>(`SELECT customer_email FROM bookings WHERE id = $1`, [out.bookingId]))[0]!.customer_email;
    const [mail] = await reminderMails(email);
    const attend = new RegExp(`/en/book/attend/${out.bookingId}\\?t=([A-Za-z0-9_-]{43})`).exec(mail!.text);
    expect(attend, mail!.text).not.toBeNull();
    expect(mail!.text).toContain(`reschedule=${out.bookingId}`);
    expect(mail!.text).toContain('action=cancel');
    const token = attend![1]!;

    // Tampered, unknown: refused alike, nothing changes.
    expect(await errorCode(visitor().public.confirmAttendance({ bookingId: out.bookingId, token: `${token.slice(0, -2)}AA` }))).toBe('ATTEND_LINK_INVALID');
    expect(await errorCode(visitor().public.confirmAttendance({ bookingId: '00000000-0000-4000-8000-000000000000', token }))).toBe('ATTEND_LINK_INVALID');
    expect((await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId })).customerConfirmedAt).toBeNull();

    const first = await visitor().public.confirmAttendance({ bookingId: out.bookingId, token });
    app.clock.advance(MIN);
    expect(await visitor().public.confirmAttendance({ bookingId: out.bookingId, token })).toEqual(first);
    expect((await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId })).customerConfirmedAt).toBe(first.confirmedAt);
    const list = await s.c.bookings.list({ teamId: s.team.id, tab: 'upcoming', timezone: 'Asia/Riyadh' });
    expect(list.items.find((b) => b.id === out.bookingId)?.customerConfirmedAt).toBe(first.confirmedAt);
    expect((await visitor().public.booking({ bookingId: out.bookingId, token: out.token })).customerConfirmedAt).toBe(first.confirmedAt);

    // Moved: the old reminder's link no longer confirms; cancelled: neither does the current one.
    const moved = await visitor().public.reschedule({ bookingId: out.bookingId, token: out.token, start: '2026-11-25T07:00:00.000Z', timezone: 'Asia/Riyadh' });
    expect(await errorCode(visitor().public.confirmAttendance({ bookingId: out.bookingId, token }))).toBe('ATTEND_LINK_INVALID');
    const current = attendToken(app.config.authSecret, out.bookingId, 1);
    await visitor().public.cancel({ bookingId: out.bookingId, token: moved.token });
    expect(await errorCode(visitor().public.confirmAttendance({ bookingId: out.bookingId, token: current }))).toBe('ATTEND_LINK_INVALID');
  });
  it('opening the attend link confirms nothing — reading its page, a GET of the confirmation, tampered links — until “Yes, I’ll be there” is pressed', async () => {
    app.deps.messenger = recordingMessenger().messenger;
    const s = await setup();
    const out = await book(s.target, '2026-11-24T07:00:00.000Z');
    const token = attendToken(app.config.authSecret, out.bookingId, 0);
    const confirmedAt = async () => (await s.c.bookings.get({ teamId: s.team.id, bookingId: out.bookingId })).customerConfirmedAt;
    const input = { bookingId: out.bookingId, token };

    // The page's data: the booking (what, when, with whom) and "not yet" — read as often as a scanner likes.
    const page = await visitor().public.attendance(input);
    expect(page).toEqual({
      title: 'Haircut',
      titleAr: null,
      titleEn: null,
      startsAt: '2026-11-24T07:00:00.000Z',
      endsAt: '2026-11-24T07:30:00.000Z',
      timezone: 'Asia/Riyadh',
      organizer: expect.stringMatching(/^Chair \d+$/),
      organizerAr: null,
      organizerEn: null,
      confirmedAt: null,
    });
    // Over HTTP as a browser or a mail scanner would: GETs of the page's query, and of the confirmation itself (refused: a mutation is POST only).
    const base = await app.listen();
    const get = (path: string) => fetch(`${base}/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
    for (let i = 0; i < 3; i++) expect((await get('public.attendance')).status).toBe(200);
    expect((await get('public.confirmAttendance')).status).toBe(405);
    expect(await errorCode(visitor().public.attendance({ ...input, token: `${token.slice(0, -2)}AA` }))).toBe('ATTEND_LINK_INVALID');
    expect(await confirmedAt()).toBeNull();
    expect((await visitor().public.attendance(input)).confirmedAt).toBeNull();

    // The press: confirmed, and the page then says so (without confirming again).
    const pressed = await visitor().public.confirmAttendance(input);
    expect(pressed.confirmedAt).toBe(app.clock.now().toISOString());
    expect(await confirmedAt()).toBe(pressed.confirmedAt);
    app.clock.advance(MIN);
    expect((await visitor().public.attendance(input)).confirmedAt).toBe(pressed.confirmedAt);

    // After the end the link no longer holds, for reading as for pressing.
    app.clock.set('2026-11-24T07:30:00Z');
    expect(await errorCode(visitor().public.attendance(input))).toBe('ATTEND_LINK_INVALID');
  });
});

describe('attendance', () => {
  it('is marked after the end only, counts in the month’s no-show rate and the customer’s no-shows, and can be cleared', async () => {
    app.deps.messenger = realMessenger;
    const s = await setup({}, { whatsapp: false });
    const email = `regular${++seq}@example.com`;
    const a = await book(s.target, '2026-11-24T07:00:00.000Z', { email });
    const b = await book(s.target, '2026-11-24T08:00:00.000Z', { email });
    const input = (bookingId: string, attendance: 'attended' | 'no_show' | null) => ({ teamId: s.team.id, bookingId, attendance });
    expect(await errorCode(s.c.bookings.markAttendance(input(a.bookingId, 'attended')))).toBe('BOOKING_NOT_ENDED');
    app.clock.set('2026-11-24T09:00:00Z');
    const tz = 'Asia/Riyadh';
    expect(await s.c.bookings.attendanceStats({ teamId: s.team.id, timezone: tz })).toEqual({ month: '2026-11', attended: 0, noShows: 0, unmarked: 2, noShowRate: null });
    const needs = await s.c.bookings.list({ teamId: s.team.id, tab: 'past', timezone: tz, needsMarking: true });
    expect(needs.items.map((i) => i.id).sort()).toEqual([a.bookingId, b.bookingId].sort());

    expect((await s.c.bookings.markAttendance(input(a.bookingId, 'attended'))).attendance).toBe('attended');
    const marked = await s.c.bookings.markAttendance(input(b.bookingId, 'no_show'));
    expect(marked).toMatchObject({ attendance: 'no_show' });
    expect(marked.attendanceMarkedAt).toBe('2026-11-24T09:00:00.000Z');
    expect(marked.attendanceMarkedBy).toBe(s.owner.user.fullName);
    expect(await s.c.bookings.attendanceStats({ teamId: s.team.id, timezone: tz })).toEqual({ month: '2026-11', attended: 1, noShows: 1, unmarked: 0, noShowRate: 0.5 });
    expect((await s.c.bookings.list({ teamId: s.team.id, tab: 'past', timezone: tz, needsMarking: true })).items).toHaveLength(0);

    const customers = await s.c.customers.list({ teamId: s.team.id, search: email });
    expect(customers.items[0]).toMatchObject({ noShowCount: 1, lastVisitAt: '2026-11-24T07:00:00.000Z' });

    // Cleared: back to be marked. Another team's booking id: not found.
    expect((await s.c.bookings.markAttendance(input(b.bookingId, null))).attendance).toBeNull();
    const other = await setup({}, { whatsapp: false });
    expect(await errorCode(other.c.bookings.markAttendance({ teamId: other.team.id, bookingId: a.bookingId, attendance: 'no_show' }))).toBe('BOOKING_NOT_FOUND');
    // A cancelled booking carries no attendance (and the database refuses one).
    const c2 = await book(s.target, '2026-11-26T07:00:00.000Z');
    await visitor().public.cancel({ bookingId: c2.bookingId, token: c2.token });
    app.clock.set('2026-11-27T09:00:00Z');
    expect(await errorCode(s.c.bookings.markAttendance(input(c2.bookingId, 'no_show')))).toBe('BOOKING_NOT_CHANGEABLE');
    await expect(app.db.query(`UPDATE bookings SET attendance = 'no_show', attendance_marked_at = now() WHERE id = $1`, [c2.bookingId])).rejects.toThrow(/bookings_attendance_confirmed_check/);
  });

  it('customers with N or more no-shows must pay in advance when the event type says so', async () => {
    app.deps.messenger = realMessenger;
    const s = await setup({ paymentEnabled: true, paymentRequired: false, priceHalalas: 5_000, noShowPrepayAfter: 1 }, { whatsapp: false });
    const email = `late${++seq}@example.com`;
    const first = await book(s.target, '2026-11-24T07:00:00.000Z', { email });
    expect(first.status).toBe('confirmed');
    app.clock.set('2026-11-24T09:00:00Z');
    await s.c.bookings.markAttendance({ teamId: s.team.id, bookingId: first.bookingId, attendance: 'no_show' });
    const second = await book(s.target, '2026-11-26T07:00:00.000Z', { email });
    expect(second.status).toBe('pending');
    expect((await visitor().public.booking({ bookingId: second.bookingId, token: second.token })).paymentRequired).toBe(true);
    // Someone else books as before.
    expect((await book(s.target, '2026-11-26T08:00:00.000Z')).status).toBe('confirmed');
    // The option needs a price: event-types.test.ts checks the field issue.
  });
});
