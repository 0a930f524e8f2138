import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_AFTER_DAYS } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { activeMembershipWithTeam } from '../teams/teams.queries.ts';
import { entitlementsOf, requireCalendarRoom } from './entitlements.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('entitlements inside a transaction', () => {
  // A transaction has one connection: the plan, subscription and calendar count are read one after
  // another there. Sent at once (Promise.all) pg queued them and warned once per process; pg 9 refuses
  // it. test/one-query-at-a-time.ts fails a test that sends a query while its client runs another.
  it('reads a team’s entitlements and checks its calendar room in a transaction, one query at a time', async () => {
    const u = await makeUser(app.db, app.clock);
    const created = await app.caller({ sessionToken: u.token }).teams.create({ name: 'Entitled clinic', slug: `entitled-${u.user.id.slice(0, 8)}` });
    const { team: row } = (await activeMembershipWithTeam(app.db, created.id, u.user.id))!;
    const inside = await app.db.transaction((m) => entitlementsOf(m, row, app.clock.now()));
    expect(inside).toEqual(await entitlementsOf(app.db, row, app.clock.now()));
    expect(inside).toMatchObject({ calendarsUsed: 0, calendarLimit: expect.any(Number) });
    await app.db.transaction((m) => requireCalendarRoom(m, row, app.clock.now()));
  });
});

describe('an active subscription past its period’s end (issue 35)', () => {
  it('gives its plan through the dunning schedule, then the Personal limits whatever its status says', async () => {
    const u = await makeUser(app.db, app.clock);
    const created = await app.caller({ sessionToken: u.token }).teams.create({ name: 'Stale clinic', slug: `stale-${u.user.id.slice(0, 8)}` });
    const { team: row } = (await activeMembershipWithTeam(app.db, created.id, u.user.id))!;
    const end = new Date('2027-03-01T06:00:00Z');
    await app.db.query(
      `INSERT INTO subscriptions (team_id, plan_code, period, extra_calendars, status, anchor_day, current_period_start, current_period_end, created_at, updated_at)
       VALUES ($1, 'business', 'monthly', 2, 'active', 1, '2027-02-01T06:00:00Z', $2, $2, $2)`,
      [row.id, end],
    );
    const at = (days: number) => new Date(end.getTime() + days * 86_400_000);
    expect(await entitlementsOf(app.db, row, at(-1))).toMatchObject({ planCode: 'business', state: 'active', calendarLimit: 7 });
    // Its renewal is late (the dunning schedule's days): still the plan.
    expect(await entitlementsOf(app.db, row, at(END_AFTER_DAYS - 1))).toMatchObject({ planCode: 'business', calendarLimit: 7 });
    // Never renewed and the schedule is over: the Personal plan's limits, though the row still says active.
    expect(await entitlementsOf(app.db, row, at(END_AFTER_DAYS))).toMatchObject({ planCode: 'personal', state: 'ended', calendarLimit: 1 });
    expect(await entitlementsOf(app.db, row, at(400))).toMatchObject({ planCode: 'personal', state: 'ended', calendarLimit: 1 });
  });
});
