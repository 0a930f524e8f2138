import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { withTx } from '../../db/tx.ts';
import { insertBooking } from './lifecycle.ts';
import { cancelBooking, confirmBooking, expireBooking, moveBooking, type BookingStatus } from './lifecycle.ts';

let app: TestApp;
let ids: { calendarId: string; eventTypeId: string };
beforeAll(async () => {
  app = await createTestApp();
  const u = await makeUser(app.db, app.clock);
  const c = app.caller({ sessionToken: u.token });
  const team = await c.teams.create({ name: 'Lifecycle', slug: `lc-team-${u.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: 'Room', slug: `lc-cal-${u.user.id.slice(0, 6)}` });
  const [schedule] = await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 LIMIT 1`, [calendar.id]);
  const et = await c.eventTypes.create({ teamId: team.id, calendarId: calendar.id, scheduleId: schedule!.id, title: 'Meet', slug: 'meet', durationMinutes: 30 });
  ids = { calendarId: calendar.id, eventTypeId: et.id };
});
afterAll(() => app.close());

const MIN = 60_000;
let day = 0;
/** A booking on a day of its own (no overlaps between tests), pending for 15 minutes or confirmed. */
async function booking(status: 'pending' | 'confirmed') {
  const start = new Date(Date.parse('2026-12-01T09:00:00Z') + ++day * 86_400_000);
  const now = app.clock.now();
  const { id } = await insertBooking(app.db, {
    ...ids,
    startsAt: start,
    endsAt: new Date(start.getTime() + 30 * MIN),
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    status,
    expiresAt: status === 'pending' ? new Date(now.getTime() + 15 * MIN) : null,
    now,
  });
  return id;
}
type Row = { status: BookingStatus; expires_at: Date | null; sequence: number; cancelled_at: Date | null; cancelled_by: string | null; cancel_reason: string | null };
const row = async (id: string) =>
  (await app.db.query<Row[]>(`SELECT status, expires_at, sequence, cancelled_at, cancelled_by, cancel_reason FROM bookings WHERE id = $1`, [id]))[0]!;

describe('transitions on the database', () => {
  it('confirm: a pending booking before its expiry becomes confirmed (expiry cleared, sequence kept); a second confirm does nothing', async () => {
    const id = await booking('pending');
    expect(await confirmBooking(app.deps, app.db, id)).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'confirmed', expires_at: null, sequence: 0 });
    expect(await confirmBooking(app.deps, app.db, id)).toBe(false);
  });

  it('confirm after the expiry does nothing, unless past expiry is allowed (a bank transfer the owner received)', async () => {
    const id = await booking('pending');
    app.clock.advance(15 * MIN);
    try {
      expect(await confirmBooking(app.deps, app.db, id)).toBe(false);
      expect((await row(id)).status).toBe('pending');
      expect(await confirmBooking(app.deps, app.db, id, { pastExpiry: true })).toBe(true);
      expect((await row(id)).status).toBe('confirmed');
    } finally {
      app.clock.advance(-15 * MIN);
    }
  });

  it('illegal: confirming a cancelled or an expired booking changes nothing', async () => {
    const cancelled = await booking('confirmed');
    expect(await cancelBooking(app.deps, app.db, cancelled, { by: 'booker', reason: 'ill' })).toBe(true);
    const before = await row(cancelled);
    expect(await confirmBooking(app.deps, app.db, cancelled, { pastExpiry: true })).toBe(false);
    expect(await row(cancelled)).toEqual(before);

    const expired = await booking('pending');
    app.clock.advance(15 * MIN);
    try {
      expect(await expireBooking(app.deps, app.db, expired)).toBe(true);
      expect(await confirmBooking(app.deps, app.db, expired, { pastExpiry: true })).toBe(false);
      expect(await row(expired)).toMatchObject({ status: 'expired', sequence: 1 });
    } finally {
      app.clock.advance(-15 * MIN);
    }
  });

  it('expire: only a pending booking whose expiry has come; never a confirmed or cancelled one', async () => {
    const id = await booking('pending');
    expect(await expireBooking(app.deps, app.db, id)).toBe(false); // not yet
    expect((await row(id)).status).toBe('pending');
    const confirmed = await booking('confirmed');
    app.clock.advance(15 * MIN);
    try {
      expect(await expireBooking(app.deps, app.db, id)).toBe(true);
      expect(await expireBooking(app.deps, app.db, id)).toBe(false);
      expect(await expireBooking(app.deps, app.db, confirmed)).toBe(false);
      expect((await row(confirmed)).status).toBe('confirmed');
    } finally {
      app.clock.advance(-15 * MIN);
    }
  });

  it('cancel: a live booking says when, by whom and why, and frees its time; an ended one is not cancelled again', async () => {
    const id = await booking('confirmed');
    expect(await cancelBooking(app.deps, app.db, id, { by: 'team', reason: 'closed' })).toBe(true);
    expect(await row(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'team', cancel_reason: 'closed', sequence: 1, expires_at: null });
    expect((await row(id)).cancelled_at?.getTime()).toBe(app.clock.now().getTime());
    expect(await cancelBooking(app.deps, app.db, id, { by: 'booker', reason: 'again' })).toBe(false);
    expect(await row(id)).toMatchObject({ cancelled_by: 'team', cancel_reason: 'closed', sequence: 1 });
    // Its time is free: a new booking may take it.
    const [{ starts_at } = { starts_at: new Date(0) }] = await app.db.query<{ starts_at: Date }[]>(`SELECT starts_at FROM bookings WHERE id = $1`, [id]);
    await expect(
      insertBooking(app.db, { ...ids, startsAt: starts_at, endsAt: new Date(starts_at.getTime() + 30 * MIN), bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'confirmed', now: app.clock.now() }),
    ).resolves.toHaveProperty('id');
  });

  it('move: a live booking only, in the caller’s transaction (rolled back with it)', async () => {
    const id = await booking('confirmed');
    const to = (h: number) => {
      const startsAt = new Date(Date.parse('2027-03-01T00:00:00Z') + h * 3_600_000);
      const endsAt = new Date(startsAt.getTime() + 30 * MIN);
      return { startsAt, endsAt, blockedFrom: startsAt, blockedTo: endsAt, timezone: 'Asia/Riyadh' };
    };
    await expect(
      withTx(app.db, async (tx) => {
        expect(await moveBooking(app.deps, tx, id, to(9))).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await row(id)).sequence).toBe(0);
    expect(await moveBooking(app.deps, app.db, id, to(10))).toBe(true);
    expect((await row(id)).sequence).toBe(1);
    await cancelBooking(app.deps, app.db, id, { by: 'booker', reason: null });
    expect(await moveBooking(app.deps, app.db, id, to(11))).toBe(false);
  });
});

describe('each transition queues its own mails, in its transaction', () => {
  /** A booking with a booker address (what mails are sent to), confirmed or pending. */
  async function withBooker(status: 'pending' | 'confirmed', email: string) {
    const start = new Date(Date.parse('2026-12-01T09:00:00Z') + ++day * 86_400_000);
    const now = app.clock.now();
    const { id } = await insertBooking(app.db, {
      ...ids,
      startsAt: start,
      endsAt: new Date(start.getTime() + 30 * MIN),
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      status,
      customer: { name: 'Booker', email },
      expiresAt: status === 'pending' ? new Date(now.getTime() + 15 * MIN) : null,
      now,
    });
    return id;
  }
  const mailsTo = async (email: string) =>
    (await app.db.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'send-mail' AND payload->>'to' = $1`, [email]))[0]!.n;

  it('cancel, move and confirm mail the booker when they commit, and nothing when their transaction rolls back', async () => {
    const email = `lc-mails-${day}@example.com`;
    const id = await withBooker('confirmed', email);
    await expect(
      withTx(app.db, async (tx) => {
        expect(await cancelBooking(app.deps, tx, id, { by: 'team', reason: null, byName: 'Sara' })).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await mailsTo(email)).toBe(0);
    expect((await row(id)).status).toBe('confirmed');

    const start = new Date(Date.parse('2026-12-01T12:00:00Z') + ++day * 86_400_000);
    const end = new Date(start.getTime() + 30 * MIN);
    expect(await moveBooking(app.deps, app.db, id, { startsAt: start, endsAt: end, blockedFrom: start, blockedTo: end, timezone: 'UTC' })).toBe(true);
    expect(await mailsTo(email)).toBe(1);
    expect(await cancelBooking(app.deps, app.db, id, { by: 'team', reason: null, byName: 'Sara' })).toBe(true);
    expect(await mailsTo(email)).toBe(2);
    // A transition that does not apply sends nothing.
    expect(await cancelBooking(app.deps, app.db, id, { by: 'team', reason: null })).toBe(false);
    expect(await mailsTo(email)).toBe(2);

    const pendingEmail = `lc-mails-pending-${day}@example.com`;
    const pending = await withBooker('pending', pendingEmail);
    expect(await confirmBooking(app.deps, app.db, pending)).toBe(true);
    expect(await mailsTo(pendingEmail)).toBe(1);
  });
});

describe('one module writes a booking’s status', () => {
  const src = fileURLToPath(new URL('../../', import.meta.url));
  /** An UPDATE of bookings (any alias) whose SET list, before WHERE/FROM/RETURNING, assigns the status column. */
  const SETS_STATUS = /UPDATE\s+(?:ONLY\s+)?"?bookings"?(?:\s+(?:AS\s+)?\w+)?\s+SET\b(?:(?!\bWHERE\b|\bFROM\b|\bRETURNING\b)[^;`])*?"?\bstatus"?\s*=/is;
  const EXEMPT = [/^db\/migrations\//, /^db\/seed\.ts$/, /\.test\.ts$/, /^modules\/bookings\/lifecycle\.ts$/];

  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  }

  it('the pattern finds such SQL (so the scan below can fail)', () => {
    expect(SETS_STATUS.test("tx.query(`UPDATE bookings SET status = 'confirmed', expires_at = NULL WHERE id = $1`)")).toBe(true);
    expect(SETS_STATUS.test('`UPDATE bookings\n   SET expires_at = NULL,\n       status = $2 WHERE id = $1`')).toBe(true);
    expect(SETS_STATUS.test("`UPDATE bookings SET starts_at = $2 WHERE id = $1 AND status = 'pending'`")).toBe(false);
    expect(SETS_STATUS.test('`UPDATE bookings AS b SET "status" = $2 WHERE b.id = $1`')).toBe(true);
    expect(SETS_STATUS.test("`UPDATE booking_notes SET status = 'x'`")).toBe(false);
  });

  it('no source file but lifecycle.ts sets bookings.status (migrations, the seed and tests excepted)', () => {
    const offenders = sources(src)
      .map((f) => relative(src, f).split('\\').join('/'))
      .filter((f) => !EXEMPT.some((re) => re.test(f)))
      .filter((f) => SETS_STATUS.test(readFileSync(join(src, f), 'utf8')));
    expect(offenders).toEqual([]);
    expect(SETS_STATUS.test(readFileSync(join(src, 'modules/bookings/lifecycle.ts'), 'utf8'))).toBe(true);
  });
});
