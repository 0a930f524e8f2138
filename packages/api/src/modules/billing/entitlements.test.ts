import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
