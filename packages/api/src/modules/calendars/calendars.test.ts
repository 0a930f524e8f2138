import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeAccount, makeUser } from '../../../test/fixtures.ts';
import { insertMember } from '../teams/teams.queries.ts';
import { router, createCallerFactory } from '../../trpc/trpc.ts';
import { createInnerContext } from '../../trpc/context.ts';
import { calendarMember, calendarOwner } from '../../trpc/calendar-procedures.ts';
import { CalendarZonesFromCountry1763800002850 } from '../../db/migrations/1763800002850-CalendarZonesFromCountry.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });
type Caller = ReturnType<typeof as>;

let seq = 0;
/** A user who owns a fresh business team. */
async function owner() {
  const u = await makeUser(app.db, app.clock);
  const team = await as(u.token).teams.create({ name: `Team ${++seq}`, slug: `cal-team-${seq}-${u.user.id.slice(0, 6)}` });
  return { ...u, team, c: as(u.token) };
}

/** Adds a user to a team directly (the invite flow is covered in teams.test.ts); returns the membership id. */
async function join(teamId: string, role: 'owner' | 'assistant' = 'assistant') {
  const u = await makeUser(app.db, app.clock);
  app.clock.advance(1000); // members join one after another (lists are ordered by joining time)
  const memberId = await insertMember(app.db, { teamId, userId: u.user.id, role, now: app.clock.now() });
  return { ...u, memberId, c: as(u.token) };
}

const countCalendars = async (teamId: string) =>
  Number((await app.db.query(`SELECT count(*)::int AS n FROM calendars WHERE team_id = $1`, [teamId]))[0].n);
const assignments = async (calendarId: string) =>
  (await app.db.query<{ member_id: string }[]>(`SELECT member_id FROM calendar_members WHERE calendar_id = $1 ORDER BY member_id`, [calendarId])).map(
    (r) => r.member_id,
  );

describe('limits', () => {
  it('the personal team holds 1 calendar, then CALENDAR_LIMIT_REACHED and nothing written', async () => {
    const u = await makeUser(app.db, app.clock);
    const teamId = u.personal.id;
    const cal = await as(u.token).calendars.create({ teamId, name: '  My calendar ', slug: 'me' });
    expect(cal).toMatchObject({ teamId, name: 'My calendar', slug: 'me', timezone: 'Asia/Riyadh', memberIds: [] });
    expect(new Date(cal.createdAt).toISOString()).toBe(cal.createdAt);
    await expect(as(u.token).calendars.create({ teamId, name: 'Second', slug: 'second' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'CALENDAR_LIMIT_REACHED',
    });
    expect(await countCalendars(teamId)).toBe(1);
  });

  it("a business team in its trial holds the Business plan's 5, then CALENDAR_LIMIT_REACHED naming the limit and a plan with more", async () => {
    const o = await owner();
    for (let i = 1; i <= 5; i++) await o.c.calendars.create({ teamId: o.team.id, name: `Room ${i}`, slug: `room-${i}`, timezone: 'Europe/London' });
    const refused = await o.c.calendars.create({ teamId: o.team.id, name: 'Room 6', slug: 'room-6' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ message: 'CALENDAR_LIMIT_REACHED', cause: { code: 'CALENDAR_LIMIT_REACHED', needs: { limit: 5, used: 5, plan: 'business' } } });
    expect((await o.c.calendars.list({ teamId: o.team.id })).map((c) => [c.slug, c.timezone])).toEqual(
      [1, 2, 3, 4, 5].map((i) => [`room-${i}`, 'Europe/London']),
    );
  });

  it('when the trial ends without a subscription the Personal limit applies: nothing deleted, nothing more added', async () => {
    const o = await owner();
    for (let i = 1; i <= 2; i++) await o.c.calendars.create({ teamId: o.team.id, name: `Room ${i}`, slug: `ended-${o.team.id.slice(0, 6)}-${i}` });
    await app.db.query(`UPDATE teams SET trial_ends_at = $2 WHERE id = $1`, [o.team.id, new Date(app.clock.now().getTime() - 1)]);
    const refused = await o.c.calendars.create({ teamId: o.team.id, name: 'Room 3', slug: 'ended-3' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ cause: { code: 'CALENDAR_LIMIT_REACHED', needs: { limit: 1, used: 2, plan: 'team' } } });
    expect(await countCalendars(o.team.id)).toBe(2);
  });

  it('concurrent creates cannot pass the limit: 7 at once on an empty business team in its trial end with exactly 5', async () => {
    const o = await owner();
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) => o.c.calendars.create({ teamId: o.team.id, name: `Race ${i}`, slug: `race-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.map((r) => (r.reason as Error).message)).toEqual(['CALENDAR_LIMIT_REACHED', 'CALENDAR_LIMIT_REACHED']);
    expect(await countCalendars(o.team.id)).toBe(5);
  });

  it('two concurrent creates with one slug: one wins, the other gets CALENDAR_SLUG_TAKEN', async () => {
    const o = await owner();
    const results = await Promise.allSettled([0, 1].map((i) => o.c.calendars.create({ teamId: o.team.id, name: `Same ${i}`, slug: 'same-link' })));
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'CONFLICT', message: 'CALENDAR_SLUG_TAKEN' });
    expect(await countCalendars(o.team.id)).toBe(1);
  });
});

describe('links (slugs)', () => {
  it('are unique across the product case-insensitively: the same link in another team is taken too', async () => {
    const o = await owner();
    const other = await owner();
    const teamId = o.team.id;
    const first = await o.c.calendars.create({ teamId, name: 'Clinic', slug: 'Clinic-A' });
    expect(first.slug).toBe('clinic-a');
    await expect(o.c.calendars.create({ teamId, name: 'Clinic 2', slug: 'CLINIC-a' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'CALENDAR_SLUG_TAKEN' });
    expect(await countCalendars(teamId)).toBe(1);
    // The database refuses a case variant too, not only the input normalisation.
    await expect(app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'x', 'clinic-a', now())`, [teamId])).rejects.toMatchObject({
      driverError: { code: '23505' },
    });
    await expect(other.c.calendars.create({ teamId: other.team.id, name: 'Clinic', slug: 'clinic-a' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'CALENDAR_SLUG_TAKEN',
    });
    expect(await countCalendars(other.team.id)).toBe(0);
  });

  it('update refuses a taken link, keeps its own, and changes name and time zone', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const a = await o.c.calendars.create({ teamId, name: 'A', slug: 'cal-a' });
    const b = await o.c.calendars.create({ teamId, name: 'B', slug: 'cal-b' });
    await expect(o.c.calendars.update({ teamId, calendarId: b.id, name: 'B', slug: 'CAL-A', timezone: 'Asia/Riyadh' })).rejects.toMatchObject({
      message: 'CALENDAR_SLUG_TAKEN',
    });
    expect((await o.c.calendars.byId({ teamId, calendarId: b.id })).slug).toBe('cal-b');
    const updated = await o.c.calendars.update({ teamId, calendarId: b.id, name: ' Bravo ', slug: 'cal-b', timezone: 'Asia/Dubai' });
    expect(updated).toMatchObject({ id: b.id, name: 'Bravo', slug: 'cal-b', timezone: 'Asia/Dubai', createdAt: b.createdAt });
    expect((await o.c.calendars.list({ teamId })).map((c) => c.id)).toEqual([a.id, b.id]);
  });

  it("a new zone moves the working hours with it (9–5 stays 9–5) unless asked to keep their instants; a schedule of its own zone stays (issue 36)", async () => {
    const o = await owner();
    const teamId = o.team.id;
    const cal = await o.c.calendars.create({ teamId, name: 'Zones', slug: `zones-${seq}`, timezone: 'UTC' });
    const [main] = await o.c.availability.list({ teamId, calendarId: cal.id });
    const own = await o.c.availability.create({ teamId, calendarId: cal.id, name: 'London desk', timezone: 'Europe/London', weekly: main!.weekly, overrides: [], isDefault: false });
    const zones = async () => (await o.c.availability.list({ teamId, calendarId: cal.id })).map((sc) => [sc.id, sc.timezone, sc.weekly]);
    // Keep the clock times (the default, what the help text says): the calendar's schedules follow it.
    await o.c.calendars.update({ teamId, calendarId: cal.id, name: 'Zones', slug: `zones-${seq}`, timezone: 'Asia/Riyadh' });
    expect(await zones()).toEqual([
      [main!.id, 'Asia/Riyadh', main!.weekly],
      [own.id, 'Europe/London', main!.weekly],
    ]);
    // Keep the instants: the hours stay in the zone they were in.
    const moved = await o.c.calendars.update({ teamId, calendarId: cal.id, name: 'Zones', slug: `zones-${seq}`, timezone: 'Asia/Dubai', hours: 'instants' });
    expect(moved.timezone).toBe('Asia/Dubai');
    expect(await zones()).toEqual([
      [main!.id, 'Asia/Riyadh', main!.weekly],
      [own.id, 'Europe/London', main!.weekly],
    ]);
  });

  it('slugAvailable answers for the whole namespace and ignores the calendar being edited', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const a = await o.c.calendars.create({ teamId, name: 'A', slug: 'avail-a' });
    expect(await o.c.calendars.slugAvailable({ teamId, slug: 'AVAIL-A' })).toEqual({ available: false });
    expect(await o.c.calendars.slugAvailable({ teamId, slug: 'avail-a', calendarId: a.id })).toEqual({ available: true });
    expect(await o.c.calendars.slugAvailable({ teamId, slug: 'avail-b' })).toEqual({ available: true });
    const other = await owner();
    expect(await other.c.calendars.slugAvailable({ teamId: other.team.id, slug: 'avail-a' })).toEqual({ available: false });
    // Another team cannot pass a calendar id to learn that a link is that calendar's.
    expect(await other.c.calendars.slugAvailable({ teamId: other.team.id, slug: 'avail-a', calendarId: a.id })).toEqual({ available: false });
    // A team's link is taken for calendars too.
    expect(await o.c.calendars.slugAvailable({ teamId, slug: o.team.slug })).toEqual({ available: false });
    await expect(o.c.calendars.slugAvailable({ teamId, slug: 'Bad Slug' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('validation', () => {
  it('bad input is BAD_REQUEST and writes nothing', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const good = { teamId, name: 'Good', slug: 'good' };
    const bad = [
      { ...good, name: '' },
      { ...good, name: '   ' },
      { ...good, name: 'x'.repeat(121) },
      { ...good, slug: 'Bad Slug' },
      { ...good, slug: '-dash' },
      { ...good, slug: 'x'.repeat(65) },
      { ...good, timezone: 'Mars/Olympus' },
      { ...good, timezone: '' },
    ];
    for (const input of bad) {
      await expect(o.c.calendars.create(input), JSON.stringify(input)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await countCalendars(teamId)).toBe(0);

    const cal = await o.c.calendars.create(good);
    for (const input of bad) {
      await expect(o.c.calendars.update({ timezone: 'Asia/Riyadh', ...input, calendarId: cal.id }), JSON.stringify(input)).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    }
    expect(await o.c.calendars.byId({ teamId, calendarId: cal.id })).toEqual(cal);
    await expect(o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: ['not-a-uuid'] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(o.c.calendars.byId({ teamId, calendarId: 'nope' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('assignment and visibility', () => {
  it('an assistant sees only assigned calendars, gains one on assignment, and loses all on removal', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const zulu = await o.c.calendars.create({ teamId, name: 'Zulu', slug: 'zulu' });
    const alpha = await o.c.calendars.create({ teamId, name: 'Alpha', slug: 'alpha' });
    const asst = await join(teamId);

    expect(await asst.c.calendars.list({ teamId })).toEqual([]);
    await expect(asst.c.calendars.byId({ teamId, calendarId: zulu.id })).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });

    const assigned = await o.c.calendars.setMembers({ teamId, calendarId: zulu.id, memberIds: [asst.memberId, asst.memberId] });
    expect(assigned.memberIds).toEqual([asst.memberId]);
    // Assistants see the calendar but not who else is on it.
    expect(await asst.c.calendars.list({ teamId })).toEqual([{ ...zulu, memberIds: [] }]);
    expect(await asst.c.calendars.byId({ teamId, calendarId: zulu.id })).toEqual({ ...zulu, memberIds: [] });
    await expect(asst.c.calendars.byId({ teamId, calendarId: alpha.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    // Owners see all, by name, with assignees.
    expect((await o.c.calendars.list({ teamId })).map((c) => [c.name, c.memberIds])).toEqual([
      ['Alpha', []],
      ['Zulu', [asst.memberId]],
    ]);

    // Removed from the team: no access at all, and the assignment stops counting for the owner.
    await o.c.members.remove({ teamId, memberId: asst.memberId });
    await expect(asst.c.calendars.list({ teamId })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await expect(asst.c.calendars.byId({ teamId, calendarId: zulu.id })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    expect((await o.c.calendars.byId({ teamId, calendarId: zulu.id })).memberIds).toEqual([]);

    // Re-joining is a new membership: the old assignment does not come back.
    const again = await insertMember(app.db, { teamId, userId: asst.user.id, role: 'assistant', now: app.clock.now() });
    expect(await asst.c.calendars.list({ teamId })).toEqual([]);
    // A removed membership cannot be assigned; the new one can.
    await expect(o.c.calendars.setMembers({ teamId, calendarId: zulu.id, memberIds: [asst.memberId] })).rejects.toMatchObject({ message: 'NOT_FOUND' });
    await o.c.calendars.setMembers({ teamId, calendarId: zulu.id, memberIds: [again] });
    expect((await asst.c.calendars.list({ teamId })).map((c) => c.id)).toEqual([zulu.id]);
  });

  it('setMembers replaces the set; an empty list clears it; owners may be assigned', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const cal = await o.c.calendars.create({ teamId, name: 'Desk', slug: 'desk' });
    const a1 = await join(teamId);
    const a2 = await join(teamId);
    const ownerMember = (await o.c.members.list({ teamId })).find((m) => m.role === 'owner');
    await o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: [a1.memberId, a2.memberId] });
    expect((await o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: [a2.memberId, ownerMember!.id] })).memberIds).toEqual([
      ownerMember!.id,
      a2.memberId,
    ]);
    expect(await a1.c.calendars.list({ teamId })).toEqual([]);
    expect((await o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: [] })).memberIds).toEqual([]);
    expect(await assignments(cal.id)).toEqual([]);
  });

  it('setMembers with a member of another team (or an unknown id) is NOT_FOUND and changes nothing', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const cal = await o.c.calendars.create({ teamId, name: 'Front', slug: 'front' });
    const mine = await join(teamId);
    await o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: [mine.memberId] });

    const elsewhere = await owner();
    const foreign = await join(elsewhere.team.id);
    for (const bad of [foreign.memberId, '00000000-0000-4000-8000-000000000000']) {
      await expect(o.c.calendars.setMembers({ teamId, calendarId: cal.id, memberIds: [mine.memberId, bad] })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'NOT_FOUND',
      });
      expect(await assignments(cal.id)).toEqual([mine.memberId]);
    }
  });
});

describe('authorization matrix', () => {
  it('a user of team A sees nothing of team B; an assistant cannot use owner-only procedures', async () => {
    const a = await owner();
    const calA = await a.c.calendars.create({ teamId: a.team.id, name: 'A cal', slug: 'a-cal' });
    const b = await owner();
    const teamId = b.team.id;
    const calB = await b.c.calendars.create({ teamId, name: 'B cal', slug: 'b-cal' });
    const asst = await join(teamId);
    await b.c.calendars.setMembers({ teamId, calendarId: calB.id, memberIds: [asst.memberId] });
    const before = await b.c.calendars.list({ teamId });

    const calls: [string, (c: Caller) => Promise<unknown>, 'owner' | 'member'][] = [
      ['calendars.list', (c) => c.calendars.list({ teamId }), 'member'],
      ['calendars.byId', (c) => c.calendars.byId({ teamId, calendarId: calB.id }), 'member'],
      ['calendars.slugAvailable', (c) => c.calendars.slugAvailable({ teamId, slug: 'b-cal' }), 'member'],
      ['calendars.create', (c) => c.calendars.create({ teamId, name: 'X', slug: 'x-new' }), 'owner'],
      ['calendars.update', (c) => c.calendars.update({ teamId, calendarId: calB.id, name: 'X', slug: 'x-x', timezone: 'UTC' }), 'owner'],
      ['calendars.setMembers', (c) => c.calendars.setMembers({ teamId, calendarId: calB.id, memberIds: [] }), 'owner'],
    ];
    for (const [name, call, needs] of calls) {
      await expect(call(a.c), `${name} from another team`).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });
      await expect(call(app.caller()), `${name} logged out`).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      if (needs === 'owner') await expect(call(as(asst.token)), `${name} as assistant`).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'PERMISSION_DISABLED' });
      else await expect(call(as(asst.token)), `${name} as assistant`).resolves.toBeDefined();
    }

    // Team A's id with team B's calendar (and the reverse): NOT_FOUND, no data.
    const crossed: [string, () => Promise<unknown>][] = [
      ['byId A→B', () => a.c.calendars.byId({ teamId: a.team.id, calendarId: calB.id })],
      ['update A→B', () => a.c.calendars.update({ teamId: a.team.id, calendarId: calB.id, name: 'Hijack', slug: 'hijack', timezone: 'UTC' })],
      ['setMembers A→B', () => a.c.calendars.setMembers({ teamId: a.team.id, calendarId: calB.id, memberIds: [] })],
      ['byId B→A', () => b.c.calendars.byId({ teamId, calendarId: calA.id })],
      ['update B→A', () => b.c.calendars.update({ teamId, calendarId: calA.id, name: 'Hijack', slug: 'hijack', timezone: 'UTC' })],
      ['setMembers B→A', () => b.c.calendars.setMembers({ teamId, calendarId: calA.id, memberIds: [asst.memberId] })],
    ];
    for (const [name, call] of crossed) await expect(call(), name).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'NOT_FOUND' });
    expect((await a.c.calendars.list({ teamId: a.team.id })).map((c) => c.id)).toEqual([calA.id]);

    // Nothing changed for either team.
    expect(await b.c.calendars.list({ teamId })).toEqual(before);
    expect(await a.c.calendars.byId({ teamId: a.team.id, calendarId: calA.id })).toEqual(calA);
    expect(await assignments(calA.id)).toEqual([]);
  });
});

describe('calendarMember / calendarOwner builders', () => {
  // A probe router: what each builder lets through, with the calendar it put in ctx.
  const probe = router({
    member: calendarMember.query(({ ctx }) => ({ id: ctx.calendar.id, teamId: ctx.calendar.teamId, memberIds: ctx.calendar.memberIds })),
    owner: calendarOwner.query(({ ctx }) => ({ id: ctx.calendar.id, teamId: ctx.calendar.teamId, memberIds: ctx.calendar.memberIds })),
  });
  const probeAs = (token?: string) => createCallerFactory(probe)(createInnerContext(app.deps, { sessionToken: token }));
  const outcome = async (p: Promise<{ id: string }>) => {
    try {
      return `ok:${(await p).id}`;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('authorization matrix: owners any calendar of their team, assistants only assigned ones, else NOT_FOUND', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const assignedCal = await o.c.calendars.create({ teamId, name: 'Assigned', slug: 'assigned' });
    const otherCal = await o.c.calendars.create({ teamId, name: 'Other', slug: 'other' });
    const asst = await join(teamId);
    const coOwner = await join(teamId, 'owner');
    const removed = await join(teamId);
    await o.c.calendars.setMemberAssigned({ teamId, calendarId: assignedCal.id, memberId: asst.memberId, assigned: true });
    await o.c.calendars.setMemberAssigned({ teamId, calendarId: assignedCal.id, memberId: removed.memberId, assigned: true });
    await o.c.members.remove({ teamId, memberId: removed.memberId });
    const stranger = await owner();
    const strangerCal = await stranger.c.calendars.create({ teamId: stranger.team.id, name: 'Theirs', slug: 'theirs' });
    const missing = '00000000-0000-4000-8000-000000000000';

    const callers: [string, string | undefined][] = [
      ['owner', o.token],
      ['co-owner', coOwner.token],
      ['assistant', asst.token],
      ['removed assistant', removed.token],
      ['owner of another team', stranger.token],
      ['logged out', undefined],
    ];
    const targets: [string, string][] = [
      ['assigned', assignedCal.id],
      ['unassigned', otherCal.id],
      ["another team's", strangerCal.id],
      ['missing', missing],
    ];
    const table: Record<string, Record<string, [string, string]>> = {};
    for (const [who, token] of callers) {
      table[who] = {};
      for (const [what, calendarId] of targets) {
        const c = probeAs(token);
        table[who][what] = [await outcome(c.member({ teamId, calendarId })), await outcome(c.owner({ teamId, calendarId }))];
      }
    }
    const ok = (id: string) => `ok:${id}`;
    expect(table).toEqual({
      owner: {
        assigned: [ok(assignedCal.id), ok(assignedCal.id)],
        unassigned: [ok(otherCal.id), ok(otherCal.id)],
        "another team's": ['NOT_FOUND', 'NOT_FOUND'],
        missing: ['NOT_FOUND', 'NOT_FOUND'],
      },
      'co-owner': {
        assigned: [ok(assignedCal.id), ok(assignedCal.id)],
        unassigned: [ok(otherCal.id), ok(otherCal.id)],
        "another team's": ['NOT_FOUND', 'NOT_FOUND'],
        missing: ['NOT_FOUND', 'NOT_FOUND'],
      },
      assistant: {
        assigned: [ok(assignedCal.id), 'PERMISSION_DISABLED'],
        unassigned: ['NOT_FOUND', 'PERMISSION_DISABLED'],
        "another team's": ['NOT_FOUND', 'PERMISSION_DISABLED'],
        missing: ['NOT_FOUND', 'PERMISSION_DISABLED'],
      },
      'removed assistant': Object.fromEntries(targets.map(([w]) => [w, ['NOT_FOUND', 'NOT_FOUND']])),
      'owner of another team': Object.fromEntries(targets.map(([w]) => [w, ['NOT_FOUND', 'NOT_FOUND']])),
      'logged out': Object.fromEntries(targets.map(([w]) => [w, ['UNAUTHORIZED', 'UNAUTHORIZED']])),
    });
    // The calendar in ctx is the caller's view: owners see assignees, assistants never do.
    expect(await probeAs(o.token).member({ teamId, calendarId: assignedCal.id })).toEqual({ id: assignedCal.id, teamId, memberIds: [asst.memberId] });
    expect(await probeAs(asst.token).member({ teamId, calendarId: assignedCal.id })).toEqual({ id: assignedCal.id, teamId, memberIds: [] });
  });
});

describe('calendars.setMemberAssigned', () => {
  it('assigns and unassigns one member, idempotently', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const cal = await o.c.calendars.create({ teamId, name: 'Desk', slug: 'desk-assign' });
    const a1 = await join(teamId);
    const a2 = await join(teamId);
    const set = (memberId: string, assigned: boolean) => o.c.calendars.setMemberAssigned({ teamId, calendarId: cal.id, memberId, assigned });
    expect((await set(a1.memberId, true)).memberIds).toEqual([a1.memberId]);
    expect((await set(a1.memberId, true)).memberIds).toEqual([a1.memberId]);
    expect((await set(a2.memberId, true)).memberIds).toEqual([a1.memberId, a2.memberId]);
    expect((await a1.c.calendars.list({ teamId })).map((c) => c.id)).toEqual([cal.id]);
    expect((await set(a1.memberId, false)).memberIds).toEqual([a2.memberId]);
    expect((await set(a1.memberId, false)).memberIds).toEqual([a2.memberId]);
    expect(await a1.c.calendars.list({ teamId })).toEqual([]);
    expect(await assignments(cal.id)).toEqual([a2.memberId]);
  });

  it('a member of another team, a removed or unknown member is NOT_FOUND and changes nothing; assistants may not assign', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const cal = await o.c.calendars.create({ teamId, name: 'Front', slug: 'front-assign' });
    const mine = await join(teamId);
    const gone = await join(teamId);
    await o.c.members.remove({ teamId, memberId: gone.memberId });
    const foreign = await join((await owner()).team.id);
    for (const bad of [foreign.memberId, gone.memberId, '00000000-0000-4000-8000-000000000000']) {
      await expect(o.c.calendars.setMemberAssigned({ teamId, calendarId: cal.id, memberId: bad, assigned: true })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'NOT_FOUND',
      });
    }
    await expect(mine.c.calendars.setMemberAssigned({ teamId, calendarId: cal.id, memberId: mine.memberId, assigned: true })).rejects.toMatchObject({
      message: 'PERMISSION_DISABLED',
    });
    expect(await assignments(cal.id)).toEqual([]);
    await expect(o.c.calendars.setMemberAssigned({ teamId, calendarId: cal.id, memberId: 'x', assigned: true })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('two concurrent assignments of different calendars for one assistant both stick', async () => {
    const o = await owner();
    const teamId = o.team.id;
    const c1 = await o.c.calendars.create({ teamId, name: 'One', slug: 'one' });
    const c2 = await o.c.calendars.create({ teamId, name: 'Two', slug: 'two' });
    const c3 = await o.c.calendars.create({ teamId, name: 'Three', slug: 'three' });
    const asst = await join(teamId);
    await o.c.calendars.setMemberAssigned({ teamId, calendarId: c3.id, memberId: asst.memberId, assigned: true });
    // Assign one and two, and unassign three, all at once.
    await Promise.all([
      o.c.calendars.setMemberAssigned({ teamId, calendarId: c1.id, memberId: asst.memberId, assigned: true }),
      o.c.calendars.setMemberAssigned({ teamId, calendarId: c2.id, memberId: asst.memberId, assigned: true }),
      o.c.calendars.setMemberAssigned({ teamId, calendarId: c3.id, memberId: asst.memberId, assigned: false }),
    ]);
    expect((await asst.c.calendars.list({ teamId })).map((c) => c.id).sort()).toEqual([c1.id, c2.id].sort());
    expect(await assignments(c1.id)).toEqual([asst.memberId]);
    expect(await assignments(c2.id)).toEqual([asst.memberId]);
    expect(await assignments(c3.id)).toEqual([]);
  });
});

describe('the migration to the country’s zone (issue 36)', () => {
  it('moves calendars in a zone of no place to their team country’s zone with their hours’ clock times, and accounts whose teams name one zone', async () => {
    const zoneOf = async (table: 'calendars' | 'users', id: string) => (await app.db.query<{ timezone: string }[]>(`SELECT timezone FROM ${table} WHERE id = $1`, [id]))[0]!.timezone;
    const schedules = async (calendarId: string) =>
      (await app.db.query<{ name: string; timezone: string; weekly: unknown }[]>(`SELECT name, timezone, weekly FROM schedules WHERE calendar_id = $1 ORDER BY is_default DESC, name`, [calendarId])).map((r) => [r.name, r.timezone, r.weekly]);
    // A Saudi clinic made on a UTC browser: its calendar, its hours and its owner in UTC; a schedule set to London of its own.
    const sa = await owner();
    await app.db.query(`UPDATE users SET timezone = 'UTC' WHERE id = $1`, [sa.user.id]);
    const utc = await sa.c.calendars.create({ teamId: sa.team.id, name: 'UTC', slug: `mig-utc-${seq}`, timezone: 'UTC' });
    const [main] = await sa.c.availability.list({ teamId: sa.team.id, calendarId: utc.id });
    await sa.c.availability.create({ teamId: sa.team.id, calendarId: utc.id, name: 'London desk', timezone: 'Europe/London', weekly: main!.weekly, overrides: [], isDefault: false });
    const etc = await sa.c.calendars.create({ teamId: sa.team.id, name: 'Etc', slug: `mig-etc-${seq}`, timezone: 'Etc/GMT-3' });
    const london = await sa.c.calendars.create({ teamId: sa.team.id, name: 'London', slug: `mig-london-${seq}`, timezone: 'Europe/London' });
    // A team in the UAE on GMT; a team whose country names no zone the map knows.
    const ae = await owner();
    await app.db.query(`UPDATE teams SET country = 'AE' WHERE id = $1`, [ae.team.id]);
    const gmt = await ae.c.calendars.create({ teamId: ae.team.id, name: 'GMT', slug: `mig-gmt-${seq}`, timezone: 'GMT' });
    const fj = await owner();
    await app.db.query(`UPDATE teams SET country = 'FJ' WHERE id = $1`, [fj.team.id]);
    const unknown = await fj.c.calendars.create({ teamId: fj.team.id, name: 'Fiji', slug: `mig-fj-${seq}`, timezone: 'UTC' });
    // Accounts in UTC: one in the UAE team only (its personal team is Saudi: two zones, it stays), one in the Saudi team alone.
    await app.db.query(`UPDATE users SET timezone = 'UTC' WHERE id = ANY($1)`, [[ae.user.id, fj.user.id]]);
    const assistant = await makeAccount(app.db, app.clock, { timezone: 'Etc/UTC' });
    await insertMember(app.db, { teamId: sa.team.id, userId: assistant.user.id, role: 'assistant', now: app.clock.now() });

    const runner = app.db.createQueryRunner();
    try {
      await new CalendarZonesFromCountry1763800002850().up(runner);
    } finally {
      await runner.release();
    }
    expect(await schedules(utc.id)).toEqual([
      [main!.name, 'Asia/Riyadh', main!.weekly],
      ['London desk', 'Europe/London', main!.weekly],
    ]);
    expect([await zoneOf('calendars', utc.id), await zoneOf('calendars', etc.id), await zoneOf('calendars', london.id), await zoneOf('calendars', gmt.id), await zoneOf('calendars', unknown.id)]).toEqual([
      'Asia/Riyadh',
      'Asia/Riyadh',
      'Europe/London',
      'Asia/Dubai',
      'UTC',
    ]);
    expect((await schedules(etc.id)).map(([, zone]) => zone)).toEqual(['Asia/Riyadh']);
    expect((await schedules(gmt.id)).map(([, zone]) => zone)).toEqual(['Asia/Dubai']);
    expect((await schedules(unknown.id)).map(([, zone]) => zone)).toEqual(['UTC']);
    // sa: the clinic and the personal team, both Saudi; ae: Saudi and Emirati; fj: Saudi (personal) and unknown.
    expect([await zoneOf('users', sa.user.id), await zoneOf('users', assistant.user.id), await zoneOf('users', ae.user.id), await zoneOf('users', fj.user.id)]).toEqual([
      'Asia/Riyadh',
      'Asia/Riyadh',
      'UTC',
      'Asia/Riyadh',
    ]);
  });
});
