import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeAccount, makeUser } from '../../../test/fixtures.ts';
import { slugFromName } from '@waqt/contracts';
import { insertMember } from '../teams/teams.queries.ts';
import { NoEmptyPersonalTeams1763800002410 } from '../../db/migrations/1763800002410-NoEmptyPersonalTeams.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });
let seq = 0;
/** A new account, as sign-up leaves it: no team at all (the setup makes the one chosen). */
async function newUser(over: Parameters<typeof makeAccount>[2] = {}) {
  const u = await makeAccount(app.db, app.clock, over);
  return { ...u, c: as(u.token), n: ++seq };
}
/** Someone set up before: a personal team already. */
async function existingUser() {
  const u = await makeUser(app.db, app.clock);
  return { ...u, c: as(u.token), n: ++seq };
}

/** The tRPC code a call fails with, or 'no error'. */
const transportCode = (p: Promise<unknown>) => p.then(() => 'no error', (e: unknown) => (e as { code: string }).code);

const SA_WEEK = [0, 1, 2, 3, 4];
const MON_WEEK = [1, 2, 3, 4, 5];
const workdays = (weekly: { start: string; end: string }[][] | null) => (weekly ?? []).flatMap((r, day) => (r.length ? [day] : []));
const week = (days: number[], start = '10:00', end = '18:00') => Array.from({ length: 7 }, (_, d) => (days.includes(d) ? [{ start, end }] : []));
const free = { title: 'Consultation', durationMinutes: 30, priceHalalas: 0 };

const rows = async (sql: string, params: unknown[]) => app.db.query<Record<string, unknown>[]>(sql, params);
const progress = async (userId: string) =>
  (await rows(`SELECT onboarding_calendar_id AS "calendarId", onboarding_completed_at AS "completedAt" FROM users WHERE id = $1`, [userId]))[0]!;
const calendarsOf = async (teamId: string) => rows(`SELECT id, slug FROM calendars WHERE team_id = $1`, [teamId]);
const ownedTeams = async (userId: string) =>
  rows(`SELECT t.id, t.slug, t.name, t.country, t.is_personal FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1 ORDER BY t.is_personal DESC, t.created_at`, [userId]);

describe('status', () => {
  it('a new account starts at the first screen, its country taken from its time zone', async () => {
    const riyadh = await newUser();
    expect(await riyadh.c.onboarding.status()).toMatchObject({
      step: 'calendar',
      suggestion: { use: 'personal', name: riyadh.user.fullName, timezone: 'Asia/Riyadh', country: 'SA' },
      calendar: null,
      weekly: null,
      payments: 'personal',
      eventType: null,
    });
    const dubai = await newUser({ timezone: 'Asia/Dubai', businessUse: true });
    expect((await dubai.c.onboarding.status()).suggestion).toMatchObject({ use: 'team', country: 'AE' });
    // A browser on UTC (a laptop bought abroad, a cloud desktop) names no country: Saudi Arabia and its
    // zone, not "times in UTC" (issue 36).
    expect((await (await newUser({ timezone: 'UTC' })).c.onboarding.status()).suggestion).toMatchObject({ country: 'SA', timezone: 'Asia/Riyadh' });
    expect((await (await newUser({ timezone: 'Etc/GMT-3' })).c.onboarding.status()).suggestion).toMatchObject({ country: 'SA', timezone: 'Asia/Riyadh' });
    // London is a place: its own zone and country stay.
    expect((await (await newUser({ timezone: 'Europe/London' })).c.onboarding.status()).suggestion).toMatchObject({ country: 'GB', timezone: 'Europe/London' });
    // A zone the map does not know: Saudi Arabia, as a new team's country.
    expect((await (await newUser({ timezone: 'Pacific/Fiji' })).c.onboarding.status()).suggestion).toMatchObject({ country: 'SA', timezone: 'Pacific/Fiji' });
  });

  it('anyone already in a team with a calendar is done without ever starting (existing users, invited assistants)', async () => {
    const owner = await existingUser();
    await owner.c.calendars.create({ teamId: owner.personal.id, name: 'Mine', slug: `existing-${owner.n}` });
    expect((await owner.c.onboarding.status()).step).toBe('done');
    const team = await owner.c.teams.create({ name: 'Clinic', slug: `existing-clinic-${owner.n}` });
    await owner.c.calendars.create({ teamId: team.id, name: 'Room', slug: `existing-room-${owner.n}` });
    const assistant = await newUser();
    await insertMember(app.db, { teamId: team.id, userId: assistant.user.id, role: 'assistant', now: app.clock.now() });
    expect((await assistant.c.onboarding.status()).step).toBe('done');
  });

  it('needs a session', async () => {
    expect(await errorCode(app.caller().onboarding.status())).toBe('UNAUTHORIZED');
  });
});

describe('just me', () => {
  it("screen 1 gives the personal team a calendar with the chosen link and the country's week; the team's own link moves aside", async () => {
    const u = await newUser({ fullName: `Sara Amin ${seq + 1}` });
    expect(await ownedTeams(u.user.id)).toEqual([]);
    const slug = slugFromName(u.user.fullName); // a Latin name: the new personal team wants the link the calendar wants
    expect(await u.c.onboarding.slugAvailable({ slug, use: 'personal' })).toEqual({ available: true });
    const s = await u.c.onboarding.saveCalendar({ use: 'personal', name: ' Sara ', slug: slug.toUpperCase(), timezone: 'Asia/Riyadh', country: 'kw' });
    expect(s).toMatchObject({ step: 'hours', calendar: { name: 'Sara', slug, isPersonal: true, country: 'KW' }, payments: 'personal' });
    expect(workdays(s.weekly)).toEqual(SA_WEEK); // Kuwait works Sunday–Thursday
    const [team, ...more] = await ownedTeams(u.user.id);
    expect(more).toEqual([]);
    expect(team).toMatchObject({ id: s.calendar!.teamId, slug: `${slug}-team`, country: 'KW', is_personal: true });
    expect(await progress(u.user.id)).toEqual({ calendarId: s.calendar!.id, completedAt: null });
  });

  it("an Arabic name's unreadable personal link (\"team-…\") becomes the chosen link's", async () => {
    const u = await existingUser();
    await app.db.query(`UPDATE teams SET name = 'سارة القحطاني', slug = $2 WHERE id = $1`, [u.personal.id, `team-${(0xa00000 + u.n).toString(16)}`]);
    await u.c.onboarding.saveCalendar({ use: 'personal', name: 'سارة القحطاني', slug: `sara-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    expect((await ownedTeams(u.user.id))[0]).toMatchObject({ slug: `sara-${u.n}-team` });
  });

  it('screen 2 sets the hours and a free first event type, and finishes; a price is refused on the personal team', async () => {
    const u = await newUser();
    const first = await u.c.onboarding.saveCalendar({ use: 'personal', name: 'Sara', slug: `just-me-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    const calendarId = first.calendar!.id;
    expect(await errorCode(u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: { ...free, priceHalalas: 15000 } }))).toBe('PAYMENTS_NOT_AVAILABLE');
    expect(await progress(u.user.id)).toMatchObject({ completedAt: null });
    expect(workdays((await u.c.onboarding.status()).weekly)).toEqual(SA_WEEK);
    expect((await rows(`SELECT weekly FROM schedules WHERE calendar_id = $1`, [calendarId]))[0]!.weekly).toEqual(week(SA_WEEK, '09:00', '17:00'));

    const done = await u.c.onboarding.saveHours({ country: 'AE', weekly: week(MON_WEEK), eventType: { title: 'استشارة', durationMinutes: 45, priceHalalas: 0 } });
    expect(done).toMatchObject({ step: 'done', calendar: { id: calendarId, country: 'AE' }, eventType: { title: 'استشارة', slug: '45-min', durationMinutes: 45, priceHalalas: 0 } });
    expect(done.weekly).toEqual(week(MON_WEEK));
    expect(await progress(u.user.id)).toMatchObject({ calendarId, completedAt: app.clock.now() });
    // The public page now offers it.
    const page = await app.caller().public.page({ slug: `just-me-${u.n}` });
    expect(page).toMatchObject({ kind: 'calendar', eventTypes: [{ title: 'استشارة', slug: '45-min', durationMinutes: 45 }] });
  });
});

describe('the time zone (issue 36)', () => {
  it("screen 2's \"Use Riyadh time\": a London browser's calendar takes the country's zone, its hours keep their clock times; a refused save changes nothing", async () => {
    const u = await newUser({ timezone: 'Europe/London', businessUse: true });
    const s = await u.c.onboarding.saveCalendar({ use: 'team', teamName: 'Clinic', name: 'Clinic', slug: `zone-fix-${u.n}`, timezone: 'Europe/London', country: 'GB' });
    const calendarId = s.calendar!.id;
    const zones = async () => ({
      calendar: (await rows(`SELECT timezone FROM calendars WHERE id = $1`, [calendarId]))[0]!.timezone,
      schedules: (await rows(`SELECT timezone, weekly FROM schedules WHERE calendar_id = $1`, [calendarId])).map((r) => [r.timezone, r.weekly]),
    });
    // Refused (a price without a payment provider): the zone stays with the rest.
    expect(await errorCode(u.c.onboarding.saveHours({ country: 'SA', timezone: 'Asia/Riyadh', weekly: week(SA_WEEK), eventType: { ...free, priceHalalas: 20000 } }))).toBe('PAYMENTS_NOT_AVAILABLE');
    expect(await zones()).toEqual({ calendar: 'Europe/London', schedules: [['Europe/London', week(MON_WEEK, '09:00', '17:00')]] });

    const done = await u.c.onboarding.saveHours({ country: 'SA', timezone: 'Asia/Riyadh', weekly: week(SA_WEEK), eventType: free });
    expect(done).toMatchObject({ step: 'done', calendar: { id: calendarId, country: 'SA', timezone: 'Asia/Riyadh' } });
    expect(await zones()).toEqual({ calendar: 'Asia/Riyadh', schedules: [['Asia/Riyadh', week(SA_WEEK)]] });
    // Left out, the zone stays as it is.
    await u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: free });
    expect((await zones()).calendar).toBe('Asia/Riyadh');
  });
});

describe('a team', () => {
  it('screen 1 makes a business team and its calendar in one transaction; a taken link leaves nothing behind', async () => {
    const other = await existingUser();
    await other.c.calendars.create({ teamId: other.personal.id, name: 'Taken', slug: `taken-${other.n}` });
    const u = await newUser({ timezone: 'Asia/Dubai', businessUse: true });
    const input = { use: 'team' as const, teamName: 'Riyadh Dental Clinic', name: 'Dr. Sara', slug: `taken-${other.n}`, timezone: 'Asia/Dubai', country: 'AE' };
    expect(await errorCode(u.c.onboarding.saveCalendar(input))).toBe('CALENDAR_SLUG_TAKEN');
    expect(await ownedTeams(u.user.id)).toEqual([]); // the new team was rolled back
    expect(await progress(u.user.id)).toEqual({ calendarId: null, completedAt: null });

    const s = await u.c.onboarding.saveCalendar({ ...input, slug: `dr-sara-${u.n}` });
    expect(s).toMatchObject({ step: 'hours', calendar: { name: 'Dr. Sara', slug: `dr-sara-${u.n}`, teamName: 'Riyadh Dental Clinic', isPersonal: false, country: 'AE' }, payments: 'provider' });
    expect(workdays(s.weekly)).toEqual(MON_WEEK); // the UAE: Monday–Friday
    const teams = await ownedTeams(u.user.id);
    expect(teams).toHaveLength(1); // only what was chosen: no personal team beside it (issue 36)
    expect(teams[0]).toMatchObject({ name: 'Riyadh Dental Clinic', is_personal: false, country: 'AE' });
    expect(teams[0]!.slug).toBe('riyadh-dental-clinic'); // the team's link from its name
    expect(await as(u.token).teams.byId({ teamId: s.calendar!.teamId })).toMatchObject({ role: 'owner' });
  });

  it('sent again, each screen changes what it made instead of making more; two at once make one', async () => {
    const u = await newUser();
    const input = { use: 'team' as const, teamName: 'Salon', name: 'Chair 1', slug: `chair-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' };
    const [a, b] = await Promise.all([u.c.onboarding.saveCalendar(input), u.c.onboarding.saveCalendar(input)]);
    expect(a.calendar!.id).toBe(b.calendar!.id);
    const again = await u.c.onboarding.saveCalendar({ ...input, teamName: 'Salon Layla', name: 'Chair one', slug: `chair-one-${u.n}` });
    expect(again.calendar).toMatchObject({ id: a.calendar!.id, name: 'Chair one', slug: `chair-one-${u.n}`, teamName: 'Salon Layla' });
    expect(await ownedTeams(u.user.id)).toHaveLength(1);
    expect(await calendarsOf(a.calendar!.teamId)).toHaveLength(1);
    // What Waqt is for is settled once the calendar exists.
    expect(await errorCode(u.c.onboarding.saveCalendar({ use: 'personal', name: 'Me', slug: `me-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' }))).toBe('INVALID_REQUEST');

    await u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: free });
    const done = await u.c.onboarding.saveHours({ country: 'SA', weekly: week([0, 1, 2]), eventType: { ...free, title: 'Haircut', durationMinutes: 60 } });
    expect(done.eventType).toMatchObject({ title: 'Haircut', slug: 'haircut', durationMinutes: 60 });
    expect(await rows(`SELECT title FROM event_types WHERE calendar_id = $1`, [a.calendar!.id])).toEqual([{ title: 'Haircut' }]);
    expect(workdays(done.weekly)).toEqual([0, 1, 2]);
  });

  it('a price needs a payment provider; once the team has one, the first event type is paid', async () => {
    const u = await newUser();
    const s = await u.c.onboarding.saveCalendar({ use: 'team', teamName: 'Clinic', name: 'Clinic', slug: `paid-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    const paid = { country: 'SA', weekly: week(SA_WEEK), eventType: { ...free, priceHalalas: 20000 } };
    expect(await errorCode(u.c.onboarding.saveHours(paid))).toBe('PAYMENTS_NOT_AVAILABLE');
    expect(await rows(`SELECT id FROM event_types WHERE calendar_id = $1`, [s.calendar!.id])).toEqual([]);
    await u.c.paymentProviders.save({ teamId: s.calendar!.teamId, provider: { kind: 'bank_transfer', bankName: 'Al Rajhi', iban: 'SA03 8000 0000 6080 1016 7519', accountHolder: 'Clinic' } });
    expect((await u.c.onboarding.status()).payments).toBe('available');
    const done = await u.c.onboarding.saveHours(paid);
    expect(done).toMatchObject({ step: 'done', eventType: { priceHalalas: 20000 } });
    expect((await rows(`SELECT payment_required, payment_enabled FROM event_types WHERE calendar_id = $1`, [s.calendar!.id]))[0]).toEqual({ payment_required: true, payment_enabled: true });
  });
});

describe('refusals', () => {
  it('validates every field with the contracts', async () => {
    const u = await newUser();
    const bad = [
      { use: 'team', name: 'X', slug: 'x-ok', timezone: 'Asia/Riyadh', country: 'SA' }, // a team without its name
      { use: 'personal', name: '', slug: 'x-ok', timezone: 'Asia/Riyadh', country: 'SA' },
      { use: 'personal', name: 'X', slug: 'dashboard', timezone: 'Asia/Riyadh', country: 'SA' },
      { use: 'personal', name: 'X', slug: 'سارة', timezone: 'Asia/Riyadh', country: 'SA' },
      { use: 'personal', name: 'X', slug: 'x-ok', timezone: 'Mars/Olympus', country: 'SA' },
      { use: 'someone', name: 'X', slug: 'x-ok', timezone: 'Asia/Riyadh', country: 'SA' },
    ];
    // Through a caller the zod refusal is BAD_REQUEST (over HTTP the formatter sends it as INVALID_REQUEST with its fields).
    for (const input of bad) expect(await transportCode(u.c.onboarding.saveCalendar(input as never)), JSON.stringify(input)).toBe('BAD_REQUEST');
    expect(await errorCode(u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: free }))).toBe('NOT_FOUND'); // no screen 1 yet
    await u.c.onboarding.saveCalendar({ use: 'personal', name: 'X', slug: `valid-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    for (const eventType of [{ ...free, durationMinutes: 2 }, { ...free, priceHalalas: 50 }, { ...free, title: ' ' }]) {
      expect(await transportCode(u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType }))).toBe('BAD_REQUEST');
    }
    expect(await transportCode(u.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK, '17:00', '09:00'), eventType: free }))).toBe('BAD_REQUEST');
    expect(await progress(u.user.id)).toMatchObject({ completedAt: null });
  });

  it("another user's team is never the setup's: a removed owner's setup starts again and cannot save hours there", async () => {
    const a = await existingUser();
    const s = await a.c.onboarding.saveCalendar({ use: 'team', teamName: 'Shared', name: 'Room', slug: `shared-${a.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    const teamId = s.calendar!.teamId;
    const b = await newUser();
    const bMember = await insertMember(app.db, { teamId, userId: b.user.id, role: 'owner', now: app.clock.now() });
    // B's own setup knows nothing of A's, and A's personal link is not B's to take.
    expect(await errorCode(b.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: free }))).toBe('NOT_FOUND');
    expect(await b.c.onboarding.slugAvailable({ slug: a.personal.slug, use: 'personal' })).toEqual({ available: false });
    expect(await b.c.onboarding.slugAvailable({ slug: `shared-${a.n}`, use: 'team' })).toEqual({ available: false });
    expect(await a.c.onboarding.slugAvailable({ slug: `shared-${a.n}`, use: 'team' })).toEqual({ available: true }); // A's own calendar
    // B removes A: the calendar is no longer A's setup's.
    const aMember = (await rows(`SELECT id FROM team_members WHERE team_id = $1 AND user_id = $2`, [teamId, a.user.id]))[0]!.id as string;
    await b.c.members.remove({ teamId, memberId: aMember });
    expect(bMember).toBeTruthy();
    expect(await a.c.onboarding.status()).toMatchObject({ step: 'calendar', calendar: null });
    expect(await errorCode(a.c.onboarding.saveHours({ country: 'SA', weekly: week(SA_WEEK), eventType: free }))).toBe('NOT_FOUND');
    expect(await rows(`SELECT id FROM event_types WHERE calendar_id = $1`, [s.calendar!.id])).toEqual([]);
  });
});

describe('what the dashboard says of the teams the setup made (issue 36)', () => {
  it('a business team alone: listed with its true calendar count and a public link that answers', async () => {
    const u = await newUser({ businessUse: true });
    expect(await u.c.teams.list()).toEqual([]);
    const s = await u.c.onboarding.saveCalendar({ use: 'team', teamName: 'Olaya Clinic', name: 'Dr. Sara', slug: `olaya-sara-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    const list = await u.c.teams.list();
    expect(list).toEqual([expect.objectContaining({ id: s.calendar!.teamId, isPersonal: false, calendarCount: 1, publicSlug: expect.any(String) })]);
    expect(await app.caller().public.page({ slug: list[0]!.publicSlug! })).toMatchObject({ kind: 'team' });
  });

  it("just me: the personal team's link is its calendar's (the team has no page), and an empty one shows none", async () => {
    const u = await newUser();
    const s = await u.c.onboarding.saveCalendar({ use: 'personal', name: 'Sara', slug: `only-me-${u.n}`, timezone: 'Asia/Riyadh', country: 'SA' });
    expect(await u.c.teams.list()).toEqual([expect.objectContaining({ isPersonal: true, calendarCount: 1, publicSlug: `only-me-${u.n}` })]);
    expect(await app.caller().public.page({ slug: `only-me-${u.n}` })).toMatchObject({ kind: 'calendar' });
    await u.c.calendars.delete({ teamId: s.calendar!.teamId, calendarId: s.calendar!.id });
    expect(await u.c.teams.list()).toEqual([expect.objectContaining({ isPersonal: true, calendarCount: 0, publicSlug: null })]);
  });

  it('the migration removes the empty personal teams sign-up made beside another team, and only those', async () => {
    const business = await existingUser(); // empty personal team + a business team: the accident
    const team = await business.c.teams.create({ name: 'Clinic', slug: `mig-clinic-${business.n}` });
    const assistant = await existingUser(); // empty personal team, joined a team by invitation
    await insertMember(app.db, { teamId: team.id, userId: assistant.user.id, role: 'assistant', now: app.clock.now() });
    const used = await existingUser(); // a personal team in use beside a business team
    await used.c.calendars.create({ teamId: used.personal.id, name: 'Mine', slug: `mig-mine-${used.n}` });
    await used.c.teams.create({ name: 'Salon', slug: `mig-salon-${used.n}` });
    const alone = await existingUser(); // their only team, not set up yet: kept
    const runner = app.db.createQueryRunner();
    try {
      await new NoEmptyPersonalTeams1763800002410().up(runner);
    } finally {
      await runner.release();
    }
    const exists = async (id: string) => (await rows(`SELECT 1 FROM teams WHERE id = $1`, [id])).length === 1;
    expect([await exists(business.personal.id), await exists(assistant.personal.id), await exists(used.personal.id), await exists(alone.personal.id), await exists(team.id)]).toEqual([false, false, true, true, true]);
    expect((await business.c.teams.list()).map((t) => t.id)).toEqual([team.id]);
  });
});

