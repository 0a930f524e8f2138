import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { BusyInterval } from '../../scheduling/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { AppError } from '../../errors.ts';
import { insertBooking, type NewBooking } from './lifecycle.ts';
import { BUSY_QUERY } from '../public/public.queries.ts';
import { parseBusy } from '../public/public.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Busy time of a calendar overlapping `[from, to)`, ordered by start: BUSY_QUERY and how the slots read its answer. */
async function busyIntervals(db: DataSource, calendarId: string, from: Date, to: Date): Promise<BusyInterval[]> {
  const [row]: { string_agg: string | null }[] = await db.query(BUSY_QUERY, [calendarId, from, to]);
  return parseBusy(row?.string_agg ?? null);
}

let seq = 0;
/** A business team's calendar with one event type; returns ids. */
async function calendarWithEventType() {
  const u = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: `B ${++seq}`, slug: `bk-team-${seq}-${u.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: 'Room', slug: `bk-cal-${seq}-${u.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const et = await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Meet', slug: 'meet', durationMinutes: 30 });
  return { calendarId: calendar.id, eventTypeId: et.id };
}

const at = (iso: string) => new Date(iso);
function booking(ids: { calendarId: string; eventTypeId: string }, start: string, end: string, over: Partial<NewBooking> = {}): NewBooking {
  return { ...ids, startsAt: at(start), endsAt: at(end), bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'pending', now: app.clock.now(), ...over };
}
const live = async (calendarId: string) =>
  Number((await app.db.query(`SELECT count(*)::int AS n FROM bookings WHERE calendar_id = $1 AND status IN ('pending', 'confirmed')`, [calendarId]))[0].n);

describe('bookings_no_overlap: the database guarantee', () => {
  it('200 concurrent overlapping inserts through the pool leave exactly one row; the other 199 are SLOT_TAKEN', async () => {
    const ids = await calendarWithEventType();
    // Every attempt overlaps every other: starts 09:00–09:19 (one per 6 s), each 30 minutes long.
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => {
        const start = new Date(Date.parse('2026-12-06T09:00:00Z') + i * 6_000);
        return insertBooking(app.db, { ...booking(ids, '2026-12-06T09:00:00Z', '2026-12-06T09:30:00Z'), startsAt: start, endsAt: new Date(start.getTime() + 30 * 60_000) });
      }),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const reasons = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => r.reason as unknown);
    expect(reasons).toHaveLength(199);
    expect(reasons.every((e) => e instanceof AppError && e.code === 'SLOT_TAKEN')).toBe(true);
    expect(Number((await app.db.query(`SELECT count(*)::int AS n FROM bookings WHERE calendar_id = $1`, [ids.calendarId]))[0].n)).toBe(1);
  });

  it('cancelled and expired rows do not block; touching ranges are fine; other calendars are independent', async () => {
    const ids = await calendarWithEventType();
    const other = await calendarWithEventType();
    await insertBooking(app.db, booking(ids, '2026-12-07T09:00:00Z', '2026-12-07T09:30:00Z', { status: 'cancelled' }));
    await insertBooking(app.db, booking(ids, '2026-12-07T09:00:00Z', '2026-12-07T09:30:00Z', { status: 'expired' }));
    await insertBooking(app.db, booking(ids, '2026-12-07T09:00:00Z', '2026-12-07T09:30:00Z', { status: 'confirmed' }));
    await insertBooking(app.db, booking(ids, '2026-12-07T09:30:00Z', '2026-12-07T10:00:00Z')); // [) ranges: touching is not overlapping
    await insertBooking(app.db, booking(other, '2026-12-07T09:00:00Z', '2026-12-07T09:30:00Z'));
    await expect(insertBooking(app.db, booking(ids, '2026-12-07T09:15:00Z', '2026-12-07T09:45:00Z'))).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    expect(await live(ids.calendarId)).toBe(2);
  });

  it('a cancelled booking cannot come back to life over a live one', async () => {
    const ids = await calendarWithEventType();
    const { id } = await insertBooking(app.db, booking(ids, '2026-12-08T09:00:00Z', '2026-12-08T09:30:00Z', { status: 'cancelled' }));
    await insertBooking(app.db, booking(ids, '2026-12-08T09:00:00Z', '2026-12-08T09:30:00Z'));
    await expect(app.db.query(`UPDATE bookings SET status = 'confirmed', cancelled_at = NULL WHERE id = $1`, [id])).rejects.toMatchObject({ driverError: { code: '23P01', constraint: 'bookings_no_overlap' } });
  });

  it('buffers are held: a booking whose time reaches into another one’s buffer is refused', async () => {
    const ids = await calendarWithEventType();
    await insertBooking(app.db, booking(ids, '2026-12-09T09:00:00Z', '2026-12-09T09:30:00Z', { bufferAfterMinutes: 15 }));
    await expect(insertBooking(app.db, booking(ids, '2026-12-09T09:40:00Z', '2026-12-09T10:10:00Z'))).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    await expect(insertBooking(app.db, booking(ids, '2026-12-09T08:30:00Z', '2026-12-09T08:50:00Z', { bufferAfterMinutes: 15 }))).rejects.toMatchObject({ code: 'SLOT_TAKEN' });
    await insertBooking(app.db, booking(ids, '2026-12-09T09:45:00Z', '2026-12-09T10:15:00Z'));
    expect(await live(ids.calendarId)).toBe(2);
  });

  it('the table refuses a blocked range that does not hold the booked time, and unknown statuses', async () => {
    const ids = await calendarWithEventType();
    const insert = (blocked: string, status = 'pending') =>
      app.db.query(
        `INSERT INTO bookings (calendar_id, event_type_id, starts_at, ends_at, blocked, status, timezone, locale, created_at)
         VALUES ($1, $2, '2026-12-10T09:00Z', '2026-12-10T09:30Z', $3::tstzrange, $4, 'UTC', 'en', now())`,
        [ids.calendarId, ids.eventTypeId, blocked, status],
      );
    await expect(insert('[2026-12-10T09:10Z,2026-12-10T09:30Z)')).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(insert('[2026-12-10T09:00Z,)')).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(insert('[2026-12-10T09:00Z,2026-12-10T09:30Z)', 'held')).rejects.toMatchObject({ driverError: { code: '23514' } });
  });
});

describe('the busy query', () => {
  it('returns live bookings overlapping the range, buffers included, and uses the exclusion index', async () => {
    const ids = await calendarWithEventType();
    await insertBooking(app.db, booking(ids, '2026-12-11T09:00:00Z', '2026-12-11T09:30:00Z', { bufferBeforeMinutes: 5, bufferAfterMinutes: 10 }));
    await insertBooking(app.db, booking(ids, '2026-12-11T11:00:00Z', '2026-12-11T11:30:00Z', { status: 'cancelled' }));
    await insertBooking(app.db, booking(ids, '2026-12-13T09:00:00Z', '2026-12-13T09:30:00Z'));
    expect(await busyIntervals(app.db, ids.calendarId, at('2026-12-11T00:00:00Z'), at('2026-12-12T00:00:00Z'))).toEqual([
      { start: Date.parse('2026-12-11T08:55:00Z'), end: Date.parse('2026-12-11T09:40:00Z') },
    ]);
    // With sequential scans priced out, the planner can only answer with the constraint's partial GiST index.
    const plan = await app.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL enable_seqscan = off`);
      const rows: { 'QUERY PLAN': string }[] = await tx.query(
        `EXPLAIN ${BUSY_QUERY}`,
        [ids.calendarId, '2026-12-11T00:00:00Z', '2026-12-12T00:00:00Z'],
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('bookings_no_overlap');
  });
});
