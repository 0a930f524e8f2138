import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { fieldIssuesFromZod, type CreateEventTypeInput } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { insertMember } from '../teams/teams.queries.ts';
import { insertBooking } from '../bookings/lifecycle.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });

let seq = 0;
/** The calendar's first schedule (a new calendar gets a default one). */
const scheduleOf = async (calendarId: string): Promise<string> =>
  (await app.db.query<{ id: string }[]>(`SELECT id FROM schedules WHERE calendar_id = $1 ORDER BY created_at, id LIMIT 1`, [calendarId]))[0]!.id;

/** A user owning a fresh business team with one calendar. */
async function owner() {
  const u = await makeUser(app.db, app.clock);
  const c = as(u.token);
  const team = await c.teams.create({ name: `Team ${++seq}`, slug: `et-team-${seq}-${u.user.id.slice(0, 6)}` });
  const calendar = await c.calendars.create({ teamId: team.id, name: 'Clinic', slug: `et-cal-${seq}-${u.user.id.slice(0, 6)}` });
  const base = { teamId: team.id, calendarId: calendar.id, scheduleId: await scheduleOf(calendar.id) };
  return { ...u, c, team, calendar, base };
}

async function personal() {
  const u = await makeUser(app.db, app.clock);
  const c = as(u.token);
  const calendar = await c.calendars.create({ teamId: u.personal.id, name: 'Me', slug: `et-me-${++seq}-${u.user.id.slice(0, 6)}` });
  const base = { teamId: u.personal.id, calendarId: calendar.id, scheduleId: await scheduleOf(calendar.id) };
  return { ...u, c, calendar, base };
}

async function join(teamId: string) {
  const u = await makeUser(app.db, app.clock);
  const memberId = await insertMember(app.db, { teamId, userId: u.user.id, role: 'assistant', now: app.clock.now() });
  return { ...u, memberId, c: as(u.token) };
}

const count = async (calendarId: string) => Number((await app.db.query(`SELECT count(*)::int AS n FROM event_types WHERE calendar_id = $1`, [calendarId]))[0].n);
const fields = (over: Partial<CreateEventTypeInput> = {}) => ({ title: 'Consultation', slug: 'consult', durationMinutes: 30, ...over });

describe('create, read, update', () => {
  it('an owner creates an event type with every field; list and byId return it as created', async () => {
    const o = await owner();
    const created = await o.c.eventTypes.create({
      ...o.base,
      ...fields({
        title: '  Deep work ',
        description: 'Line one\nLine two',
        slug: 'Deep-Work',
        durationMinutes: 90,
        bufferBeforeMinutes: 10,
        bufferAfterMinutes: 15,
        minimumNotice: { value: 2, unit: 'hours' },
        activeFrom: '2026-12-01T00:00:00+03:00',
        activeTo: '2027-01-01T00:00:00Z',
        bookerVerificationRequired: true,
        paymentEnabled: true,
        paymentRequired: true,
        priceHalalas: 15_000,
      }),
    });
    expect(created).toMatchObject({
      calendarId: o.calendar.id,
      title: 'Deep work',
      description: 'Line one\nLine two',
      slug: 'deep-work',
      durationMinutes: 90,
      bufferBeforeMinutes: 10,
      bufferAfterMinutes: 15,
      minimumNotice: { value: 2, unit: 'hours' },
      activeFrom: '2026-11-30T21:00:00.000Z',
      activeTo: '2027-01-01T00:00:00.000Z',
      bookerVerificationRequired: true,
      paymentEnabled: true,
      paymentRequired: true,
      priceHalalas: 15_000,
      scheduleId: o.base.scheduleId,
      enabled: true,
      createdAt: app.clock.now().toISOString(),
    });
    expect(await o.c.eventTypes.list({ teamId: o.team.id, calendarId: o.calendar.id })).toEqual([created]);
    expect(await o.c.eventTypes.byId({ ...o.base, eventTypeId: created.id })).toEqual(created);
  });

  it('update replaces every field; setEnabled toggles; another calendar cannot reach it', async () => {
    const o = await owner();
    const et = await o.c.eventTypes.create({ ...o.base, ...fields() });
    const updated = await o.c.eventTypes.update({ ...o.base, eventTypeId: et.id, ...fields({ title: 'Renamed', slug: 'renamed', durationMinutes: 45 }) });
    expect(updated).toMatchObject({ id: et.id, title: 'Renamed', slug: 'renamed', durationMinutes: 45, createdAt: et.createdAt });
    expect(await o.c.eventTypes.setEnabled({ ...o.base, eventTypeId: et.id, enabled: false })).toMatchObject({ enabled: false });
    const other = await owner();
    await expect(other.c.eventTypes.byId({ ...other.base, eventTypeId: et.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(other.c.eventTypes.setEnabled({ ...other.base, eventTypeId: et.id, enabled: true })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(other.c.eventTypes.byId({ ...o.base, teamId: other.team.id, eventTypeId: et.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });

  it('links are unique per calendar case-insensitively (EVENT_TYPE_SLUG_TAKEN); other calendars may reuse them', async () => {
    const o = await owner();
    await o.c.eventTypes.create({ ...o.base, ...fields({ slug: 'intro' }) });
    await expect(o.c.eventTypes.create({ ...o.base, ...fields({ slug: 'INTRO' }) })).rejects.toMatchObject({ code: 'CONFLICT', message: 'EVENT_TYPE_SLUG_TAKEN' });
    expect(await count(o.calendar.id)).toBe(1);
    const other = await owner();
    await expect(other.c.eventTypes.create({ ...other.base, ...fields({ slug: 'intro' }) })).resolves.toMatchObject({ slug: 'intro' });
  });

  it("a schedule of another calendar is refused (NOT_FOUND) and nothing is written", async () => {
    const o = await owner();
    const other = await owner();
    await expect(o.c.eventTypes.create({ ...o.base, scheduleId: other.base.scheduleId, ...fields() })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    expect(await count(o.calendar.id)).toBe(0);
  });

  it('delete removes it; one with bookings is refused with EVENT_TYPE_HAS_BOOKINGS', async () => {
    const o = await owner();
    const a = await o.c.eventTypes.create({ ...o.base, ...fields({ slug: 'a' }) });
    const b = await o.c.eventTypes.create({ ...o.base, ...fields({ slug: 'b' }) });
    await insertBooking(app.db, {
      calendarId: o.calendar.id, eventTypeId: b.id, startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T09:30:00Z'),
      bufferBeforeMinutes: 0, bufferAfterMinutes: 0, status: 'confirmed', now: app.clock.now(),
    });
    await expect(o.c.eventTypes.delete({ ...o.base, eventTypeId: a.id })).resolves.toEqual({ ok: true });
    await expect(o.c.eventTypes.delete({ ...o.base, eventTypeId: b.id })).rejects.toMatchObject({ code: 'CONFLICT', message: 'EVENT_TYPE_HAS_BOOKINGS' });
    await expect(o.c.eventTypes.delete({ ...o.base, eventTypeId: a.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    expect((await o.c.eventTypes.list({ teamId: o.team.id, calendarId: o.calendar.id })).map((e) => e.slug)).toEqual(['b']);
  });
});

describe('who may do what', () => {
  it('an assigned assistant reads but may not change (PERMISSION_DISABLED); an unassigned one sees NOT_FOUND', async () => {
    const o = await owner();
    const et = await o.c.eventTypes.create({ ...o.base, ...fields() });
    const assigned = await join(o.team.id);
    const unassigned = await join(o.team.id);
    await o.c.calendars.setMembers({ teamId: o.team.id, calendarId: o.calendar.id, memberIds: [assigned.memberId] });
    expect((await assigned.c.eventTypes.list({ teamId: o.team.id, calendarId: o.calendar.id })).map((e) => e.id)).toEqual([et.id]);
    await expect(assigned.c.eventTypes.create({ ...o.base, ...fields({ slug: 'x' }) })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    await expect(assigned.c.eventTypes.update({ ...o.base, eventTypeId: et.id, ...fields() })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    await expect(assigned.c.eventTypes.setEnabled({ ...o.base, eventTypeId: et.id, enabled: false })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    await expect(assigned.c.eventTypes.delete({ ...o.base, eventTypeId: et.id })).rejects.toMatchObject({ message: 'PERMISSION_DISABLED' });
    await expect(unassigned.c.eventTypes.list({ teamId: o.team.id, calendarId: o.calendar.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(as((await makeUser(app.db, app.clock)).token).eventTypes.list({ teamId: o.team.id, calendarId: o.calendar.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await count(o.calendar.id)).toBe(1);
  });
});

describe('the personal team (SPEC §6)', () => {
  it('holds one event type, then EVENT_TYPE_LIMIT_REACHED', async () => {
    const p = await personal();
    await p.c.eventTypes.create({ ...p.base, ...fields() });
    await expect(p.c.eventTypes.create({ ...p.base, ...fields({ slug: 'second' }) })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'EVENT_TYPE_LIMIT_REACHED' });
    expect(await count(p.calendar.id)).toBe(1);
  });

  it('takes no payments, on create or update (PAYMENTS_NOT_AVAILABLE)', async () => {
    const p = await personal();
    const paid = fields({ paymentEnabled: true, priceHalalas: 5_000 });
    await expect(p.c.eventTypes.create({ ...p.base, ...paid })).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'PAYMENTS_NOT_AVAILABLE' });
    const et = await p.c.eventTypes.create({ ...p.base, ...fields() });
    await expect(p.c.eventTypes.update({ ...p.base, eventTypeId: et.id, ...paid })).rejects.toMatchObject({ message: 'PAYMENTS_NOT_AVAILABLE' });
    expect((await p.c.eventTypes.byId({ ...p.base, eventTypeId: et.id })).paymentEnabled).toBe(false);
  });

  it('concurrent creates cannot pass the limit: 6 at once end with exactly one', async () => {
    const p = await personal();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => p.c.eventTypes.create({ ...p.base, ...fields({ slug: `race-${i}` }) })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as Error).message)).toEqual(Array(5).fill('EVENT_TYPE_LIMIT_REACHED'));
    expect(await count(p.calendar.id)).toBe(1);
  });
});

describe('validation', () => {
  it('bad input is BAD_REQUEST with translated field issues, and nothing is written', async () => {
    const o = await owner();
    const cases: [Partial<CreateEventTypeInput>, string, string][] = [
      [{ durationMinutes: 721 }, 'durationMinutes', 'too_big'],
      [{ bufferBeforeMinutes: -5 }, 'bufferBeforeMinutes', 'too_small'],
      [{ bufferAfterMinutes: 10_000 }, 'bufferAfterMinutes', 'too_big'],
      [{ priceHalalas: 500 }, 'priceHalalas', 'price_without_payment'],
      [{ paymentEnabled: true, priceHalalas: 50 }, 'priceHalalas', 'price_too_low'],
      [{ activeFrom: '2026-12-02T00:00:00Z', activeTo: '2026-12-01T00:00:00Z' }, 'activeTo', 'active_to_before_from'],
      [{ title: '   ' }, 'title', 'too_small'],
      [{ slug: 'no spaces' }, 'slug', 'invalid_format'],
      // Reminders (issue 24): a repeated offset, a channel twice, more than three, no-shows pay in advance only with a price.
      [{ reminders: [{ offsetMinutes: 60, channels: ['mail'] }, { offsetMinutes: 60, channels: ['sms'] }] }, 'reminders.1.offsetMinutes', 'reminder_offset_repeated'],
      [{ reminders: [{ offsetMinutes: 60, channels: ['mail', 'mail'] }] }, 'reminders.0.channels', 'reminder_channel_repeated'],
      [{ reminders: [{ offsetMinutes: 5, channels: ['mail'] }] }, 'reminders.0.offsetMinutes', 'too_small'],
      [{ reminders: [60, 120, 180, 240].map((offsetMinutes) => ({ offsetMinutes, channels: ['mail' as const] })) }, 'reminders', 'too_big'],
      [{ noShowPrepayAfter: 2 }, 'noShowPrepayAfter', 'no_show_prepay_without_payment'],
    ];
    for (const [bad, path, issue] of cases) {
      const err = await o.c.eventTypes.create({ ...o.base, ...fields(bad) }).catch((e: unknown) => e);
      expect(err, JSON.stringify(bad)).toMatchObject({ code: 'BAD_REQUEST' });
      const cause = (err as { cause?: unknown }).cause;
      expect(cause, JSON.stringify(bad)).toBeInstanceOf(ZodError);
      expect(fieldIssuesFromZod((cause as ZodError).issues), JSON.stringify(bad)).toContainEqual(expect.objectContaining({ path, issue }));
    }
    expect(await count(o.calendar.id)).toBe(0);
  });

  it('the database refuses what the contracts would, whoever writes (CHECKs)', async () => {
    const o = await owner();
    const insert = (cols: string, vals: string) =>
      app.db.query(
        `INSERT INTO event_types (calendar_id, schedule_id, title, slug, duration_minutes, created_at${cols}) VALUES ($1, $2, 'T', $3, 30, now()${vals})`,
        [o.calendar.id, o.base.scheduleId, `db-${Math.random().toString(36).slice(2, 8)}`],
      );
    for (const [cols, vals] of [
      [', payment_required, payment_enabled, price_halalas', ', true, true, 99'],
      [', price_halalas', ', 100'],
      [', payment_required', ', true'],
      [', buffer_after_minutes', ', 241'],
      [', minimum_notice_value, minimum_notice_unit', ", 366, 'days'"],
      [', active_from, active_to', ", '2026-12-02', '2026-12-01'"],
    ]) {
      await expect(insert(cols!, vals!), cols).rejects.toMatchObject({ driverError: { code: '23514' } });
    }
    await expect(insert(', payment_required, payment_enabled, price_halalas', ', true, true, 100')).resolves.toBeDefined();
  });
});
