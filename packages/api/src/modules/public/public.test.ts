import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventTypeInput } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { insertBooking } from './bookings.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp(); // clock: Sunday 2026-11-22 09:00Z (12:00 in Riyadh)
});
afterAll(() => app.close());

const visitor = () => app.caller(); // no session
const NINE_TO_FIVE = [{ start: '09:00', end: '17:00' }];
/** Saudi working week: Sunday–Thursday 09:00–17:00. */
const SAUDI_WEEK = [NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, [], []];

let seq = 0;
/** A business team's calendar whose schedule is the Saudi week in Asia/Riyadh, and one event type on it. */
async function published(over: Partial<CreateEventTypeInput> = {}) {
  const u = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: `Pub ${++seq}`, slug: `pub-team-${seq}-${u.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: 'Clinic', slug: `pub-cal-${seq}-${u.user.id.slice(0, 6)}`, timezone: 'Asia/Riyadh' });
  // UPDATE … RETURNING answers [rows, count] through TypeORM.
  const [[schedule]] = await app.db.query<[{ id: string }[], number]>(
    `UPDATE schedules SET timezone = 'Asia/Riyadh', weekly = $2::jsonb, overrides = '[]'::jsonb WHERE calendar_id = $1 RETURNING id`,
    [calendar.id, JSON.stringify(SAUDI_WEEK)],
  );
  const et = await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Visit', slug: 'visit', durationMinutes: 30, ...over });
  return { c, team, calendar, et, base: { teamId: team.id, calendarId: calendar.id, eventTypeId: et.id } };
}

const week = (p: { calendar: { slug: string } }, timezone: string) => ({
  calendarSlug: p.calendar.slug,
  eventTypeSlug: 'visit',
  from: '2026-11-23',
  to: '2026-11-29',
  timezone,
});
/** Every half hour of 06:00Z–13:30Z (09:00–16:30 in Riyadh) on a date. */
const dayOfSlots = (date: string) => Array.from({ length: 16 }, (_, i) => new Date(Date.parse(`${date}T06:00:00Z`) + i * 30 * 60_000).toISOString());

describe('public.slots', () => {
  it('a visitor in Riyadh gets the Saudi week: Mon–Thu and Sun, 09:00–16:30 local, grouped by their dates', async () => {
    const p = await published();
    const res = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    expect(res.calendar).toEqual({ name: 'Clinic', slug: p.calendar.slug });
    expect(res.eventType).toMatchObject({ title: 'Visit', slug: 'visit', durationMinutes: 30, paymentRequired: false, priceHalalas: 0 });
    expect(res.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-29'].map((date) => ({ date, slots: dayOfSlots(date) })));
  });

  it('a visitor in London gets the same instants as one in Riyadh', async () => {
    const p = await published();
    const riyadh = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    const london = await visitor().public.slots(week(p, 'Europe/London'));
    expect(london.timezone).toBe('Europe/London');
    expect(london.days.flatMap((d) => d.slots)).toEqual(riyadh.days.flatMap((d) => d.slots));
    expect(london.days.flatMap((d) => d.slots)).toHaveLength(80);
  });

  it('a booking removes its slot and the slots its buffers touch', async () => {
    const p = await published({ bufferBeforeMinutes: 10, bufferAfterMinutes: 5 });
    await insertBooking(app.db, {
      calendarId: p.calendar.id, eventTypeId: p.et.id, startsAt: new Date('2026-11-24T08:00:00Z'), endsAt: new Date('2026-11-24T08:30:00Z'),
      bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'confirmed', now: app.clock.now(),
    });
    await insertBooking(app.db, {
      calendarId: p.calendar.id, eventTypeId: p.et.id, startsAt: new Date('2026-11-25T08:00:00Z'), endsAt: new Date('2026-11-25T08:30:00Z'),
      bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'cancelled', now: app.clock.now(),
    });
    const res = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    const tuesday = res.days.find((d) => d.date === '2026-11-24')!.slots;
    // 07:30 (its after-buffer reaches 08:05), 08:00 (the booking) and 08:30 (its before-buffer starts 08:20) are gone.
    expect(dayOfSlots('2026-11-24').filter((s) => !tuesday.includes(s))).toEqual(['2026-11-24T07:30:00.000Z', '2026-11-24T08:00:00.000Z', '2026-11-24T08:30:00.000Z']);
    expect(res.days.find((d) => d.date === '2026-11-25')!.slots).toEqual(dayOfSlots('2026-11-25')); // cancelled: no effect
  });

  it('today keeps only slots after now + minimum notice', async () => {
    const p = await published({ minimumNotice: { value: 2, unit: 'hours' } });
    const res = await visitor().public.slots({ ...week(p, 'Asia/Riyadh'), from: '2026-11-22', to: '2026-11-22' });
    // now 09:00Z + 2 h → first slot 11:00Z (14:00 in Riyadh).
    expect(res.days).toEqual([{ date: '2026-11-22', slots: dayOfSlots('2026-11-22').filter((s) => s >= '2026-11-22T11:00') }]);
  });

  it('unknown calendar, unknown event type and disabled event type all answer NOT_FOUND; an ended one EVENT_TYPE_UNAVAILABLE', async () => {
    const p = await published();
    await expect(visitor().public.slots({ ...week(p, 'Asia/Riyadh'), calendarSlug: 'no-such-calendar' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });
    await expect(visitor().public.slots({ ...week(p, 'Asia/Riyadh'), eventTypeSlug: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });
    await p.c.eventTypes.setEnabled({ ...p.base, enabled: false });
    await expect(visitor().public.slots(week(p, 'Asia/Riyadh'))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });
    const ended = await published({ activeFrom: '2026-01-01T00:00:00Z', activeTo: '2026-11-22T09:00:00Z' });
    await expect(visitor().public.slots(week(ended, 'Asia/Riyadh'))).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'EVENT_TYPE_UNAVAILABLE' });
  });

  it('an event type not yet active shows no slots before its start', async () => {
    const p = await published({ activeFrom: '2026-11-25T00:00:00Z' });
    const res = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    expect(res.days.map((d) => d.date)).toEqual(['2026-11-25', '2026-11-26', '2026-11-29']);
  });

  it('refuses more than 62 days and unknown zones with field issues', async () => {
    const p = await published();
    await expect(visitor().public.slots({ ...week(p, 'Asia/Riyadh'), from: '2026-12-01', to: '2027-02-01' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(visitor().public.slots({ ...week(p, 'Asia/Riyadh'), from: '2026-12-01', to: '2027-01-31' })).resolves.toBeDefined();
    await expect(visitor().public.slots(week(p, 'Mars/Olympus'))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers over HTTP without signing in, and a miss carries no details', async () => {
    const p = await published();
    const base = await app.listen();
    const url = (input: object) => `${base}/trpc/public.slots?input=${encodeURIComponent(JSON.stringify(input))}`;
    const ok = await fetch(url(week(p, 'Europe/London')));
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { result: { data: { days: unknown[] } } };
    expect(body.result.data.days).toHaveLength(5);
    const miss = await fetch(url({ ...week(p, 'Europe/London'), calendarSlug: 'nobody-here' }));
    expect(miss.status).toBe(404);
    const text = await miss.text();
    expect(text).toContain('NOT_FOUND');
    expect(text).not.toMatch(/calendar_id|SELECT|stack/i);
  });
});
