import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { CreateEventTypeInput } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { fixedClock } from '../../../test/clock.ts';
import { openDatabase } from '../../db/data-source.ts';
import { createLogger } from '../../logger.ts';
import { appRouter } from '../../trpc/router.ts';
import { createInnerContext } from '../../trpc/context.ts';
import { createCallerFactory } from '../../trpc/trpc.ts';
import { insertBooking, type NewBooking } from '../bookings/lifecycle.ts';
import { expireBookingJob } from '../bookings/lifecycle.ts';
import { slotAnswersOf, VersionReads } from './slots-cache.ts';

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
    expect(res.calendar).toEqual({ name: 'Clinic', nameAr: null, nameEn: null, slug: p.calendar.slug });
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

describe('public.slots answers kept in memory', () => {
  const START = '2026-11-22T09:00:00Z';
  /** A second API process on the same database: its own pool, its own kept answers. */
  let otherDb: DataSource;
  beforeAll(async () => {
    otherDb = await openDatabase(app.databaseUrl, createLogger('silent'), 2);
  });
  afterAll(() => otherDb.destroy());
  afterEach(() => app.clock.set(START));
  const otherInstance = () => createCallerFactory(appRouter)(createInnerContext({ ...app.deps, db: otherDb }));

  const slotsOn = (res: { days: { date: string; slots: string[] }[] }, date: string) => res.days.find((d) => d.date === date)?.slots ?? [];
  const TUE_0800 = '2026-11-24T08:00:00.000Z';
  const bookTue0800 = (p: Awaited<ReturnType<typeof published>>, db: DataSource = app.db, over: Partial<NewBooking> = {}) =>
    insertBooking(db, {
      calendarId: p.calendar.id, eventTypeId: p.et.id, startsAt: new Date(TUE_0800), endsAt: new Date('2026-11-24T08:30:00Z'),
      bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'confirmed', now: app.clock.now(), ...over,
    });
  /** Reads twice and checks the second came from memory, so what follows tests the invalidation. */
  async function warm(p: Awaited<ReturnType<typeof published>>, db: DataSource = app.db) {
    const call = () => (db === app.db ? visitor() : otherInstance()).public.slots(week(p, 'Asia/Riyadh'));
    const first = await call();
    const hits = slotAnswersOf(db).hits;
    expect(await call()).toEqual(first);
    expect(slotAnswersOf(db).hits).toBe(hits + 1);
    return first;
  }

  it('a booking written by another instance on the same database takes its time out of the kept answer at once', async () => {
    const p = await published();
    expect(slotsOn(await warm(p), '2026-11-24')).toContain(TUE_0800);
    await bookTue0800(p, otherDb);
    const res = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    expect(slotsOn(res, '2026-11-24')).toEqual(dayOfSlots('2026-11-24').filter((s) => s !== TUE_0800));
    // The rest is unchanged, and the fresh answer is kept again.
    expect(res.days.filter((d) => d.date !== '2026-11-24')).toEqual((await warm(p)).days.filter((d) => d.date !== '2026-11-24'));
  });

  it('a booking through this instance, seen by the other instance that kept the answer too', async () => {
    const p = await published();
    await warm(p);
    expect(slotsOn(await warm(p, otherDb), '2026-11-24')).toContain(TUE_0800);
    await bookTue0800(p);
    expect(slotsOn(await visitor().public.slots(week(p, 'Asia/Riyadh')), '2026-11-24')).not.toContain(TUE_0800);
    expect(slotsOn(await otherInstance().public.slots(week(p, 'Asia/Riyadh')), '2026-11-24')).not.toContain(TUE_0800);
  });

  it('an expiry run by another process (the worker) and a cancellation give the time back', async () => {
    const p = await published();
    const pending = await bookTue0800(p, app.db, { status: 'pending', expiresAt: new Date('2026-11-22T09:15:00Z'), customer: { name: 'Sara', email: 'sara@example.com' } });
    const confirmed = await insertBooking(app.db, {
      calendarId: p.calendar.id, eventTypeId: p.et.id, startsAt: new Date('2026-11-25T08:00:00Z'), endsAt: new Date('2026-11-25T08:30:00Z'),
      bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'confirmed', now: app.clock.now(),
    });
    const before = await warm(p);
    expect(slotsOn(before, '2026-11-24')).not.toContain(TUE_0800);
    expect(slotsOn(before, '2026-11-25')).not.toContain('2026-11-25T08:00:00.000Z');

    const workerClock = fixedClock('2026-11-22T09:16:00Z');
    await expireBookingJob.handler({ bookingId: pending.id }, { ...app.deps, db: otherDb, clock: workerClock }, { id: '0', kind: expireBookingJob.kind, attempt: 1, maxAttempts: 20 });
    expect(slotsOn(await visitor().public.slots(week(p, 'Asia/Riyadh')), '2026-11-24')).toEqual(dayOfSlots('2026-11-24'));

    await warm(p);
    await p.c.bookings.cancel({ teamId: p.team.id, bookingId: confirmed.id });
    expect(slotsOn(await visitor().public.slots(week(p, 'Asia/Riyadh')), '2026-11-25')).toEqual(dayOfSlots('2026-11-25'));
  });

  it('a payment confirming a pending booking holds the same time: the kept answer stays', async () => {
    const p = await published();
    const pending = await bookTue0800(p, app.db, { status: 'pending' });
    const before = await warm(p);
    await otherDb.query(`UPDATE bookings SET status = 'confirmed', expires_at = NULL WHERE id = $1`, [pending.id]);
    const hits = slotAnswersOf(app.db).hits;
    expect(await visitor().public.slots(week(p, 'Asia/Riyadh'))).toEqual(before);
    expect(slotAnswersOf(app.db).hits).toBe(hits + 1);
  });

  it('schedule, override, event type and calendar edits change the kept answer', async () => {
    const p = await published();
    await warm(p);
    const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1`, [p.calendar.id]);
    const scheduleFields = { name: 'Hours', timezone: 'Asia/Riyadh', weekly: SAUDI_WEEK, overrides: [] as { date: string; ranges: { start: string; end: string }[] }[] };
    const scheduleIds = { teamId: p.team.id, calendarId: p.calendar.id, scheduleId: schedule!.id };

    // Weekly hours: Mondays 09:00–12:00 only.
    const shortMonday = [NINE_TO_FIVE, [{ start: '09:00', end: '12:00' }], NINE_TO_FIVE, NINE_TO_FIVE, NINE_TO_FIVE, [], []];
    await p.c.availability.update({ ...scheduleIds, ...scheduleFields, weekly: shortMonday });
    expect(slotsOn(await visitor().public.slots(week(p, 'Asia/Riyadh')), '2026-11-23')).toEqual(dayOfSlots('2026-11-23').slice(0, 6));

    // An override, written by the other instance: Wednesday off.
    await warm(p);
    await otherDb.query(`UPDATE schedules SET overrides = $2::jsonb WHERE id = $1`, [schedule!.id, JSON.stringify([{ date: '2026-11-25', ranges: [] }])]);
    expect((await visitor().public.slots(week(p, 'Asia/Riyadh'))).days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-26', '2026-11-29']);

    // The event type: an hour long, and a price shown.
    await warm(p);
    const current = await p.c.eventTypes.byId(p.base);
    await p.c.eventTypes.update({ ...current, ...p.base, durationMinutes: 60, title: 'Long visit' });
    const longer = await visitor().public.slots(week(p, 'Asia/Riyadh'));
    expect(longer.eventType).toMatchObject({ title: 'Long visit', durationMinutes: 60 });
    expect(slotsOn(longer, '2026-11-24')).toEqual(dayOfSlots('2026-11-24').filter((_, i) => i % 2 === 0));

    // The calendar's name.
    await warm(p);
    await otherDb.query(`UPDATE calendars SET name = 'Clinic North' WHERE id = $1`, [p.calendar.id]);
    expect((await visitor().public.slots(week(p, 'Asia/Riyadh'))).calendar.name).toBe('Clinic North');

    // Disabled, and then an unknown link.
    await warm(p);
    await p.c.eventTypes.setEnabled({ ...p.base, enabled: false });
    await expect(visitor().public.slots(week(p, 'Asia/Riyadh'))).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });

  it("the clock cuts a kept answer: a start now inside the notice period is gone, the horizon's new days come in", async () => {
    const p = await published({ minimumNotice: { value: 2, unit: 'hours' } });
    const today = { ...week(p, 'Asia/Riyadh'), from: '2026-11-22', to: '2026-11-22' };
    const first = await visitor().public.slots(today);
    expect(slotsOn(first, '2026-11-22')[0]).toBe('2026-11-22T11:00:00.000Z'); // now 09:00Z + 2 h
    app.clock.set('2026-11-22T09:00:00.001Z'); // 11:00Z is now 1 ms inside the notice period
    const hits = slotAnswersOf(app.db).hits;
    const later = await visitor().public.slots(today);
    expect(slotAnswersOf(app.db).hits).toBe(hits + 1);
    expect(slotsOn(later, '2026-11-22')).toEqual(slotsOn(first, '2026-11-22').slice(1));

    // 62 days from now is Saturday 2027-01-23 09:00Z: Sunday the 24th is beyond the horizon until a day passes.
    app.clock.set(START);
    const edge = { ...week(p, 'Asia/Riyadh'), from: '2027-01-21', to: '2027-01-24' };
    expect((await visitor().public.slots(edge)).days.map((d) => d.date)).toEqual(['2027-01-21']);
    app.clock.set('2026-11-23T09:00:00Z');
    const hits2 = slotAnswersOf(app.db).hits;
    const next = await visitor().public.slots(edge);
    expect(slotAnswersOf(app.db).hits).toBe(hits2 + 1);
    expect(next.days).toEqual([{ date: '2027-01-21', slots: dayOfSlots('2027-01-21') }, { date: '2027-01-24', slots: dayOfSlots('2027-01-24').slice(0, 6) }]);
  });

  it('an event type whose end the clock passes answers EVENT_TYPE_UNAVAILABLE from a kept answer', async () => {
    const p = await published({ activeTo: '2026-11-30T00:00:00Z' });
    await warm(p);
    app.clock.set('2026-11-30T00:00:00Z');
    await expect(visitor().public.slots(week(p, 'Asia/Riyadh'))).rejects.toMatchObject({ message: 'EVENT_TYPE_UNAVAILABLE' });
  });
});

describe('version reads shared by waiting requests', () => {
  /** A database whose queries answer when the test says so. */
  function fakeDb() {
    const queries: { ids: string[]; answer: (rows: { calendar_id: string; version: string }[]) => void; fail: (e: Error) => void }[] = [];
    const db = {
      query: (_sql: string, [ids]: [string[]]) => new Promise((answer, fail) => queries.push({ ids, answer, fail })),
    } as unknown as DataSource;
    return { db, queries };
  }
  const tick = () => new Promise((r) => setImmediate(r));

  it('requests arriving together share one read of all their calendars', async () => {
    const { db, queries } = fakeDb();
    const reads = new VersionReads(db);
    const a = reads.read('cal-a');
    const b = reads.read('cal-b');
    const a2 = reads.read('cal-a');
    expect(queries).toHaveLength(1);
    expect(queries[0]!.ids).toEqual(['cal-a']); // sent at once: only what had arrived
    queries[0]!.answer([{ calendar_id: 'cal-a', version: '7' }]);
    expect(await a).toBe('7');
    await tick();
    expect(queries).toHaveLength(2);
    expect(queries[1]!.ids).toEqual(['cal-b', 'cal-a']);
    queries[1]!.answer([{ calendar_id: 'cal-a', version: '8' }, { calendar_id: 'cal-b', version: '3' }]);
    expect([await b, await a2]).toEqual(['3', '8']);
  });

  it('a request arriving while a read is in flight waits for the next read: a commit before it is always seen', async () => {
    const { db, queries } = fakeDb();
    const reads = new VersionReads(db);
    const early = reads.read('cal-a');
    const late = reads.read('cal-a'); // arrives after the first read was sent
    queries[0]!.answer([{ calendar_id: 'cal-a', version: '1' }]);
    expect(await early).toBe('1');
    await tick();
    expect(queries).toHaveLength(2);
    queries[1]!.answer([{ calendar_id: 'cal-a', version: '2' }]);
    expect(await late).toBe('2');
  });

  it('a missing row reads as no version, a failed read fails its waiters only', async () => {
    const { db, queries } = fakeDb();
    const reads = new VersionReads(db);
    const failed = reads.read('cal-a');
    queries[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const gone = reads.read('cal-gone');
    await tick();
    queries[1]!.answer([]);
    expect(await gone).toBeUndefined();
  });
});
