import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { RESERVED_SLUGS, fieldIssuesFromZod } from '@waqt/contracts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { createAccount } from '../auth/auth.service.ts';
import { createPersonalTeam } from '../teams/teams.service.ts';

/** One public namespace for team and calendar links (migration PublicLinks, issue 10 item 1). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (token: string) => app.caller({ sessionToken: token });
let seq = 0;
async function owner() {
  const u = await makeUser(app.db, app.clock);
  const team = await as(u.token).teams.create({ name: `Team ${++seq}`, slug: `links-team-${seq}-${u.user.id.slice(0, 6)}` });
  return { ...u, team, c: as(u.token) };
}
/** The field issues a call is refused with (what the client receives as appError.fields). */
async function fieldIssues(p: Promise<unknown>) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  const cause = (err as { cause?: unknown } | undefined)?.cause;
  if (!(cause instanceof ZodError)) throw new Error(`expected a validation error, got ${String(err)}`);
  return fieldIssuesFromZod(cause.issues).map(({ path, issue }) => ({ path, issue }));
}
const links = async (slug: string) => app.db.query<{ team_id: string | null; calendar_id: string | null }[]>(`SELECT team_id, calendar_id FROM public_links WHERE slug = $1`, [slug]);

describe('one namespace for team and calendar links', () => {
  it('a calendar cannot take a team link, nor a team a calendar link, whatever the case', async () => {
    const o = await owner();
    await expect(o.c.calendars.create({ teamId: o.team.id, name: 'C', slug: o.team.slug.toUpperCase() })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'CALENDAR_SLUG_TAKEN',
    });
    const cal = await o.c.calendars.create({ teamId: o.team.id, name: 'C', slug: 'Namespace-Cal' });
    await expect(o.c.teams.create({ name: 'T', slug: 'NAMESPACE-CAL' })).rejects.toMatchObject({ code: 'CONFLICT', message: 'TEAM_SLUG_TAKEN' });
    await expect(o.c.teams.update({ teamId: o.team.id, name: 'T', slug: 'namespace-cal', country: 'SA', currency: 'SAR' })).rejects.toMatchObject({
      message: 'TEAM_SLUG_TAKEN',
    });
    expect(await links('namespace-cal')).toEqual([{ team_id: null, calendar_id: cal.id }]);
    expect(await o.c.teams.slugAvailable({ slug: 'Namespace-Cal' })).toEqual({ available: false });
    expect(await o.c.calendars.slugAvailable({ teamId: o.team.id, slug: o.team.slug })).toEqual({ available: false });
  });

  it('renaming releases the old link at once, in the same transaction', async () => {
    const o = await owner();
    const cal = await o.c.calendars.create({ teamId: o.team.id, name: 'C', slug: 'rename-old' });
    await o.c.calendars.update({ teamId: o.team.id, calendarId: cal.id, name: 'C', slug: 'rename-new', timezone: 'UTC' });
    expect(await links('rename-old')).toEqual([]);
    expect(await links('rename-new')).toEqual([{ team_id: null, calendar_id: cal.id }]);
    const other = await owner();
    await expect(other.c.teams.update({ teamId: other.team.id, name: 'T', slug: 'rename-old', country: 'SA', currency: 'SAR' })).resolves.toMatchObject({
      slug: 'rename-old',
    });
    expect(await links(other.team.slug)).toEqual([]);
    expect(await links('rename-old')).toEqual([{ team_id: other.team.id, calendar_id: null }]);
  });

  it('a team and a calendar created at once with one link: exactly one wins, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const o = await owner();
      const slug = `race-link-${round}`;
      const [team, cal] = await Promise.allSettled([
        o.c.teams.create({ name: 'Racer', slug }),
        o.c.calendars.create({ teamId: o.team.id, name: 'Racer', slug: slug.toUpperCase() }),
      ]);
      const won = [team, cal].filter((r) => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      const lost = [team, cal].find((r): r is PromiseRejectedResult => r.status === 'rejected')!;
      expect((lost.reason as Error).message).toBe(team.status === 'rejected' ? 'TEAM_SLUG_TAKEN' : 'CALENDAR_SLUG_TAKEN');
      const teams = await app.db.query(`SELECT id FROM teams WHERE slug = $1`, [slug]);
      const cals = await app.db.query(`SELECT id FROM calendars WHERE slug = $1`, [slug]);
      expect(teams.length + cals.length).toBe(1);
      expect(await links(slug)).toHaveLength(1);
    }
  });

  it('reserved words are refused for teams and calendars with a translated field issue, and never shown as available', async () => {
    const o = await owner();
    for (const slug of ['dashboard', 'GoogleAuth', 'en', 'trpc']) {
      expect(await fieldIssues(o.c.teams.create({ name: 'T', slug }))).toEqual([{ path: 'slug', issue: 'reserved_link' }]);
      expect(await fieldIssues(o.c.calendars.create({ teamId: o.team.id, name: 'C', slug }))).toEqual([{ path: 'slug', issue: 'reserved_link' }]);
      expect(await o.c.teams.slugAvailable({ slug })).toEqual({ available: false });
    }
    expect(await app.db.query(`SELECT count(*)::int AS n FROM calendars WHERE team_id = $1`, [o.team.id])).toEqual([{ n: 0 }]);
  });

  it('a personal team never takes a reserved word or a calendar link: it gets a suffixed link', async () => {
    const o = await owner();
    await o.c.calendars.create({ teamId: o.team.id, name: 'C', slug: 'layla-hassan' });
    const base = { passwordHash: null, locale: 'en' as const, timezone: 'Asia/Riyadh', businessUse: false, emailVerifiedAt: null };
    for (const [fullName, taken] of [
      ['Layla Hassan', 'layla-hassan'],
      ['Admin', 'admin'],
    ] as const) {
      const user = await createAccount(app.db, app.clock, { ...base, email: `${taken}-${seq++}@example.com`, fullName });
      await app.db.transaction((tx) => createPersonalTeam(tx, user.id, fullName, app.clock.now()));
      const [team] = await app.db.query<{ slug: string }[]>(`SELECT t.slug FROM teams t JOIN team_members m ON m.team_id = t.id WHERE m.user_id = $1`, [user.id]);
      expect(team!.slug).toMatch(new RegExp(`^${taken}-[0-9a-f]{6}$`));
    }
  });
});

describe('the migration', () => {
  it('renames clashing and reserved links in existing data deterministically: teams first, then calendars oldest first', async () => {
    const ran = app.db.migrations.map((m) => m.name);
    const undo = ran.length - ran.indexOf('PublicLinks1763800000800');
    for (let i = 0; i < undo; i++) await app.db.undoLastMigration();
    await app.db.query(`DELETE FROM teams`);
    const team = async (slug: string, at: string) =>
      (await app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('t', $1, $2) RETURNING id`, [slug, at]))[0].id as string;
    const cal = async (teamId: string, slug: string, at: string) =>
      (await app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', $2, $3) RETURNING id`, [teamId, slug, at]))[0].id as string;
    const t1 = await team('clinic', '2026-01-01T00:00:00Z');
    const t2 = await team('dashboard', '2026-01-02T00:00:00Z');
    const t3 = await team('dashboard-2', '2026-01-03T00:00:00Z');
    const older = await cal(t2, 'main', '2026-02-01T00:00:00Z');
    const newer = await cal(t1, 'main', '2026-02-02T00:00:00Z');
    const sameTime = await cal(t3, 'MAIN', '2026-02-02T00:00:00Z');
    const onTeam = await cal(t1, 'clinic', '2026-01-05T00:00:00Z');
    await app.db.runMigrations();
    const slugOf = async (table: string, id: string) => (await app.db.query(`SELECT slug::text FROM ${table} WHERE id = $1`, [id]))[0].slug as string;
    expect(await slugOf('teams', t1)).toBe('clinic');
    expect(await slugOf('teams', t2)).toBe('dashboard-3'); // reserved; dashboard-2 was already a team's
    expect(await slugOf('teams', t3)).toBe('dashboard-2');
    expect(await slugOf('calendars', onTeam)).toBe('clinic-2');
    expect(await slugOf('calendars', older)).toBe('main');
    // Equal creation times fall back to id order.
    const [first, second] = [newer, sameTime].sort();
    expect(await slugOf('calendars', first!)).toBe('main-2');
    expect(await slugOf('calendars', second!)).toBe('main-3');
    expect(await app.db.query(`SELECT count(*)::int AS n FROM public_links`)).toEqual([{ n: 7 }]);
    expect(RESERVED_SLUGS).toContain('dashboard');
  });
});
