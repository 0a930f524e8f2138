import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { defaultWeeklyHours, fieldIssuesFromZod, type WeeklyHours } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { insertMember } from '../teams/teams.queries.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });
let seq = 0;

/** A user owning a fresh business team (in `country`) with one calendar in `timezone`. */
async function owner(country = 'SA', timezone = 'Asia/Riyadh') {
  const u = await makeUser(app.db, app.clock);
  const c = as(u.token);
  const team = await c.teams.create({ name: `Team ${++seq}`, slug: `av-team-${seq}-${u.user.id.slice(0, 6)}`, country });
  const calendar = await c.calendars.create({ teamId: team.id, name: 'Clinic', slug: `av-cal-${seq}-${u.user.id.slice(0, 6)}`, timezone });
  return { ...u, c, team, calendar, ids: { teamId: team.id, calendarId: calendar.id } };
}

async function assistant(teamId: string) {
  const u = await makeUser(app.db, app.clock);
  const memberId = await insertMember(app.db, { teamId, userId: u.user.id, role: 'assistant', now: app.clock.now() });
  return { ...u, memberId, c: as(u.token) };
}

const rows = async (calendarId: string) =>
  app.db.query<{ name: string; is_default: boolean }[]>(`SELECT name, is_default FROM schedules WHERE calendar_id = $1 ORDER BY name`, [calendarId]);

const split: WeeklyHours = [[], [{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:30' }], [], [], [], [], []];

describe('the default schedule of a new calendar', () => {
  it('is the Saudi working week (Sunday–Thursday 09:00–17:00) for a team in Saudi Arabia, in the calendar’s zone', async () => {
    const o = await owner('SA', 'Asia/Riyadh');
    const [only, ...rest] = await o.c.availability.list(o.ids);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ isDefault: true, timezone: 'Asia/Riyadh', overrides: [] });
    expect(only!.weekly.map((d) => d.length)).toEqual([1, 1, 1, 1, 1, 0, 0]);
    expect(only!.weekly[0]).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('is Monday–Friday elsewhere', async () => {
    const o = await owner('GB', 'Europe/London');
    const [only] = await o.c.availability.list(o.ids);
    expect(only!.timezone).toBe('Europe/London');
    expect(only!.weekly).toEqual(defaultWeeklyHours('GB'));
    expect(only!.weekly.map((d) => d.length)).toEqual([0, 1, 1, 1, 1, 1, 0]);
  });
});

describe('create, read, update', () => {
  it('round-trips split ranges and both kinds of override; the list puts the default first', async () => {
    const o = await owner();
    const created = await o.c.availability.create({
      ...o.ids,
      name: ' Ramadan ',
      timezone: 'Asia/Riyadh',
      weekly: split,
      overrides: [
        { date: '2027-03-10', ranges: [] },
        { date: '2027-03-11', ranges: [{ start: '20:00', end: '23:59' }] },
      ],
    });
    expect(created).toMatchObject({ name: 'Ramadan', isDefault: false, weekly: split });
    expect(created.overrides).toEqual([
      { date: '2027-03-10', ranges: [] },
      { date: '2027-03-11', ranges: [{ start: '20:00', end: '23:59' }] },
    ]);
    await expect(o.c.availability.byId({ ...o.ids, scheduleId: created.id })).resolves.toEqual(created);
    const updated = await o.c.availability.update({ ...o.ids, scheduleId: created.id, name: 'Ramadan 2027', timezone: 'Europe/London', weekly: defaultWeeklyHours('SA'), overrides: [] });
    expect(updated).toMatchObject({ name: 'Ramadan 2027', timezone: 'Europe/London', weekly: defaultWeeklyHours('SA'), overrides: [], isDefault: false });
    const list = await o.c.availability.list(o.ids);
    expect(list.map((s) => [s.name, s.isDefault])).toEqual([
      ['Working hours', true],
      ['Ramadan 2027', false],
    ]);
  });

  it('bad input is BAD_REQUEST with field issues, and nothing is written', async () => {
    const o = await owner();
    const base = { ...o.ids, name: 'Bad', timezone: 'Asia/Riyadh', weekly: defaultWeeklyHours('SA'), overrides: [] };
    const cases: [string, Record<string, unknown>, string][] = [
      ['end before start', { weekly: [[{ start: '17:00', end: '09:00' }], [], [], [], [], [], []] }, 'weekly.0.0.end'],
      ['overlapping ranges', { weekly: [[{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }], [], [], [], [], [], []] }, 'weekly.0.1.start'],
      ['override far in the past', { overrides: [{ date: '1999-12-31', ranges: [] }] }, 'overrides.0.date'],
      ['the same date twice', { overrides: [{ date: '2027-01-01', ranges: [] }, { date: '2027-01-01', ranges: [] }] }, 'overrides.1.date'],
      ['unknown zone', { timezone: 'Mars/Olympus' }, 'timezone'],
      ['six days', { weekly: [[], [], [], [], [], []] }, 'weekly'],
    ];
    for (const [what, over, path] of cases) {
      const err = await o.c.availability.create({ ...base, ...over }).catch((e: unknown) => e);
      expect(err, what).toMatchObject({ code: 'BAD_REQUEST' });
      const cause = (err as { cause?: unknown }).cause;
      expect(cause, what).toBeInstanceOf(ZodError);
      expect(fieldIssuesFromZod((cause as ZodError).issues).map((i) => i.path), what).toContain(path);
    }
    expect((await rows(o.calendar.id)).map((r) => r.name)).toEqual(['Working hours']);
  });
});

describe('one default per calendar', () => {
  it('setDefault moves it; creating with isDefault moves it too', async () => {
    const o = await owner();
    const a = await o.c.availability.create({ ...o.ids, name: 'A', timezone: 'Asia/Riyadh', weekly: split, overrides: [] });
    await o.c.availability.setDefault({ ...o.ids, scheduleId: a.id });
    expect(await rows(o.calendar.id)).toEqual([
      { name: 'A', is_default: true },
      { name: 'Working hours', is_default: false },
    ]);
    await o.c.availability.create({ ...o.ids, name: 'B', timezone: 'Asia/Riyadh', weekly: split, overrides: [], isDefault: true });
    expect((await rows(o.calendar.id)).filter((r) => r.is_default).map((r) => r.name)).toEqual(['B']);
  });

  it('concurrent setDefault calls leave exactly one default', async () => {
    const o = await owner();
    const made = await Promise.all(['P', 'Q', 'R', 'S'].map((name) => o.c.availability.create({ ...o.ids, name, timezone: 'Asia/Riyadh', weekly: split, overrides: [] })));
    const results = await Promise.allSettled(made.map((s) => o.c.availability.setDefault({ ...o.ids, scheduleId: s.id })));
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await rows(o.calendar.id)).filter((r) => r.is_default)).toHaveLength(1);
  });

  it('the database refuses a second default whoever writes', async () => {
    const o = await owner();
    await expect(
      app.db.query(
        `INSERT INTO schedules (calendar_id, name, timezone, weekly, overrides, is_default, created_at, updated_at) VALUES ($1, 'X', 'UTC', '[[],[],[],[],[],[],[]]', '[]', true, now(), now())`,
        [o.calendar.id],
      ),
    ).rejects.toMatchObject({ driverError: { code: '23505', constraint: 'schedules_one_default_uq' } });
  });
});

describe('delete', () => {
  it('a schedule an event type uses is refused (SCHEDULE_IN_USE) and stays; the default is refused; a free one goes', async () => {
    const o = await owner();
    const extra = await o.c.availability.create({ ...o.ids, name: 'Evenings', timezone: 'Asia/Riyadh', weekly: split, overrides: [] });
    await o.c.eventTypes.create({ ...o.ids, scheduleId: extra.id, title: 'Evening visit', slug: 'evening', durationMinutes: 30 });
    await expect(o.c.availability.delete({ ...o.ids, scheduleId: extra.id })).rejects.toMatchObject({ message: 'SCHEDULE_IN_USE' });
    const [def] = await o.c.availability.list(o.ids);
    await expect(o.c.availability.delete({ ...o.ids, scheduleId: def!.id })).rejects.toMatchObject({ message: 'DEFAULT_SCHEDULE_UNDELETABLE' });
    expect((await rows(o.calendar.id)).map((r) => r.name)).toEqual(['Evenings', 'Working hours']);
    const free = await o.c.availability.create({ ...o.ids, name: 'Spare', timezone: 'Asia/Riyadh', weekly: split, overrides: [] });
    await expect(o.c.availability.delete({ ...o.ids, scheduleId: free.id })).resolves.toEqual({ deleted: true });
    expect((await rows(o.calendar.id)).map((r) => r.name)).toEqual(['Evenings', 'Working hours']);
  });
});

describe('who may', () => {
  it('an assigned assistant reads and edits the hours; an unassigned one and another team see NOT_FOUND', async () => {
    const o = await owner();
    const helper = await assistant(o.team.id);
    const [def] = await o.c.availability.list(o.ids);
    await expect(helper.c.availability.list(o.ids)).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(helper.c.availability.update({ ...o.ids, scheduleId: def!.id, name: 'Mine', timezone: 'Asia/Riyadh', weekly: split, overrides: [] })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await o.c.calendars.setMemberAssigned({ ...o.ids, memberId: helper.memberId, assigned: true });
    await expect(helper.c.availability.list(o.ids)).resolves.toHaveLength(1);
    await expect(helper.c.availability.update({ ...o.ids, scheduleId: def!.id, name: 'Mine', timezone: 'Asia/Riyadh', weekly: split, overrides: [] })).resolves.toMatchObject({ name: 'Mine' });
    const stranger = await owner();
    await expect(stranger.c.availability.list(o.ids)).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(stranger.c.availability.byId({ teamId: stranger.team.id, calendarId: stranger.calendar.id, scheduleId: def!.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
  });
});
