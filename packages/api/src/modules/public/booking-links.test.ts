import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeUser } from '../../../test/fixtures.ts';

/**
 * A booking's links end (issue 35, item 9): BOOKING_LINK_DAYS (30) after the booking's end its manage token
 * still reads — the confirmation page, the calendar file — but changes nothing: cancel, reschedule and
 * the pay page's changes answer BOOKING_LINK_EXPIRED and leave the booking as it was, and an older mail's
 * "send me the latest link" mails nothing. The short links' side is in reminders/short-links.test.ts.
 */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 86_400_000;
let seq = 0;
const visitor = () => app.caller({ ip: `10.35.${Math.floor(seq / 250)}.${(seq % 250) + 1}` });

/**
 * A confirmed booking Monday 2026-11-23 07:00–07:30Z, moved before its day to 08:00–08:30Z — so its first
 * token is an older mail's link and `token` the current one. The clock is then left at the booking's end.
 */
async function pastBooking() {
  app.clock.set('2026-11-22T09:00:00Z');
  const n = ++seq;
  const owner = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: owner.token });
  const team = await c.teams.create({ name: `Clinic ${n}`, slug: `links-${n}-${owner.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: `Dr ${n}`, slug: `links-dr-${n}-${owner.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Consultation', slug: 'consult', durationMinutes: 30 });
  const email = `links${n}@example.com`;
  const booked = await visitor().public.book({
    calendarSlug: calendar.slug,
    eventTypeSlug: 'consult',
    start: '2026-11-23T07:00:00.000Z',
    timezone: 'Asia/Riyadh',
    locale: 'en',
    booker: { name: 'Sara Ahmed', email, phone: '0512345678' },
  });
  const moved = await visitor().public.reschedule({ bookingId: booked.bookingId, token: booked.token, start: '2026-11-23T08:00:00.000Z', timezone: 'Asia/Riyadh' });
  const end = new Date('2026-11-23T08:30:00.000Z');
  app.clock.set(end);
  return { bookingId: booked.bookingId, olderToken: booked.token, token: moved.token, email, end };
}

const row = async (id: string) =>
  (await app.db.query<{ status: string; sequence: number; starts_at: Date; ends_at: Date; cancel_reason: string | null }[]>(`SELECT status, sequence, starts_at, ends_at, cancel_reason FROM bookings WHERE id = $1`, [id]))[0]!;
const mailsTo = async (to: string) => {
  await drainJobs(app.db);
  return (await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM mail_messages WHERE to_address = $1`, [to]))[0]!.n;
};

describe('a booking’s manage token after its end', () => {
  it('31 days after the end it still reads, but cancel, reschedule and the pay page answer BOOKING_LINK_EXPIRED and the booking stays as it was', async () => {
    const b = await pastBooking();
    app.clock.set(new Date(b.end.getTime() + 31 * DAY));
    const before = await row(b.bookingId);

    expect(await errorCode(visitor().public.cancel({ bookingId: b.bookingId, token: b.token, reason: 'too late' }))).toBe('BOOKING_LINK_EXPIRED');
    expect(await errorCode(visitor().public.reschedule({ bookingId: b.bookingId, token: b.token, start: '2027-01-04T07:00:00.000Z', timezone: 'Asia/Riyadh' }))).toBe('BOOKING_LINK_EXPIRED');
    expect(await errorCode(visitor().public.attachPayment({ bookingId: b.bookingId, token: b.token, paymentId: 'pay_after_the_end' }))).toBe('BOOKING_LINK_EXPIRED');
    expect(await errorCode(visitor().public.payOnArrival({ bookingId: b.bookingId, token: b.token }))).toBe('BOOKING_LINK_EXPIRED');
    // A wrong token is still a wrong token (nothing said about the booking's age).
    expect(await errorCode(visitor().public.cancel({ bookingId: b.bookingId, token: b.olderToken }))).toBe('BOOKING_TOKEN_INVALID');
    expect(await row(b.bookingId)).toEqual(before);

    // Reading stays: the page with the booker's name (read-only: nothing to change), the calendar file.
    expect(await visitor().public.booking({ bookingId: b.bookingId, token: b.token })).toMatchObject({ status: 'confirmed', manage: true, bookerName: 'Sara Ahmed', canCancel: false, canReschedule: false });
    const base = await app.listen();
    const ics = await fetch(`${base}/ics/booking/${b.bookingId}.ics?token=${b.token}`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
    // The older mail's link: no "send me the latest link" any more, and asking mails nothing.
    expect(await visitor().public.booking({ bookingId: b.bookingId, token: b.olderToken })).toMatchObject({ manage: false, olderLink: false, bookerName: null });
    const mails = await mailsTo(b.email);
    expect(await visitor().public.resendLink({ bookingId: b.bookingId, token: b.olderToken })).toEqual({ ok: true });
    expect(await mailsTo(b.email)).toBe(mails);
  });

  it('29 days after the end it still acts: the ordinary rules answer (changes closed at the cut-off), the latest link is mailed, the pay page goes past the token', async () => {
    const b = await pastBooking();
    app.clock.set(new Date(b.end.getTime() + 29 * DAY));
    // Not BOOKING_LINK_EXPIRED: the token holds, and a booking that has begun is past the booker's cut-off.
    expect(await errorCode(visitor().public.cancel({ bookingId: b.bookingId, token: b.token }))).toBe('BOOKING_CHANGE_CLOSED');
    expect(await errorCode(visitor().public.reschedule({ bookingId: b.bookingId, token: b.token, start: '2027-01-04T07:00:00.000Z', timezone: 'Asia/Riyadh' }))).toBe('BOOKING_CHANGE_CLOSED');
    // The pay page's change gets past the token to the team's providers (this team takes no cards).
    expect(await errorCode(visitor().public.attachPayment({ bookingId: b.bookingId, token: b.token, paymentId: 'pay_within_the_days' }))).toBe('PAYMENT_PROVIDER_NOT_FOUND');
    expect(await visitor().public.booking({ bookingId: b.bookingId, token: b.olderToken })).toMatchObject({ manage: false, olderLink: true });
    const mails = await mailsTo(b.email);
    expect(await visitor().public.resendLink({ bookingId: b.bookingId, token: b.olderToken })).toEqual({ ok: true });
    expect(await mailsTo(b.email)).toBe(mails + 1);

    // The last moment before the 30 days still acts; the 30th day's end does not.
    app.clock.set(new Date(b.end.getTime() + 30 * DAY - 1));
    expect(await errorCode(visitor().public.cancel({ bookingId: b.bookingId, token: b.token }))).toBe('BOOKING_CHANGE_CLOSED');
    app.clock.set(new Date(b.end.getTime() + 30 * DAY));
    expect(await errorCode(visitor().public.cancel({ bookingId: b.bookingId, token: b.token }))).toBe('BOOKING_LINK_EXPIRED');
  });
});
