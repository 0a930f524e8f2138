import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { errorCode, makeAccount } from '../../../test/fixtures.ts';

/** Sign-ups racing each other: the database decides; a taken email is answered like a new one. */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const registration = (email: string, fullName: string) => ({ fullName, email, password: 'long-enough-1', businessUse: false, locale: 'en' as const, timezone: 'Asia/Riyadh' });

describe('concurrent sign-ups', () => {
  it('six at once with the same name and different emails all succeed, and make no team (the setup makes the one chosen)', async () => {
    const stamp = Date.now();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => errorCode(app.caller({ ip: `10.20.0.${i + 1}` }).auth.register(registration(`same.name.${stamp}.${i}@example.com`, 'Sara Al-Qahtani')))),
    );
    expect(results).toEqual(Array(6).fill('no error'));
    expect(await app.db.query(`SELECT count(*)::int AS n FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.email LIKE $1`, [`same.name.${stamp}.%`])).toEqual([{ n: 0 }]);
  });

  it('six people of the same name choosing "just me" at once each get their own personal team link', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => makeAccount(app.db, app.clock, { fullName: 'Sara Al-Qahtani' })));
    const stamp = Date.now().toString(36);
    const results = await Promise.all(
      people.map((p, i) =>
        errorCode(app.caller({ sessionToken: p.token }).onboarding.saveCalendar({ use: 'personal', name: 'Sara', slug: `sara-${stamp}-${i}`, timezone: 'Asia/Riyadh', country: 'SA' })),
      ),
    );
    expect(results).toEqual(Array(6).fill('no error'));
    const teams: { slug: string }[] = await app.db.query(`SELECT slug FROM teams WHERE is_personal AND name = 'Sara Al-Qahtani' ORDER BY slug`);
    expect(teams).toHaveLength(6);
    expect(new Set(teams.map((t) => t.slug)).size).toBe(6);
    expect(teams.map((t) => t.slug)).toContain('sara-al-qahtani');
    expect(teams.every((t) => /^sara-al-qahtani(-[0-9a-f]{6})?$/.test(t.slug))).toBe(true);
  });

  it('six at once with the same email: one account, every answer the same (never EMAIL_TAKEN or UNEXPECTED)', async () => {
    const email = `same.email.${Date.now()}@example.com`;
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => errorCode(app.caller({ ip: `10.21.0.${i + 1}` }).auth.register(registration(email, `Person ${i}`)))));
    expect(results).toEqual(Array(6).fill('no error'));
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM users WHERE email = $1`, [email]))[0].n)).toBe(1);
    // The losers left nothing behind but a "someone tried to sign up" mail each: no team, one code.
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.email = $1`, [email]))[0].n)).toBe(0);
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM one_time_codes WHERE email = $1`, [email]))[0].n)).toBe(1);
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM jobs WHERE payload->>'to' = $1`, [email]))[0].n)).toBe(6);
  });

  it('a name with no Latin letters gets a "team" link, moved aside to the calendar\'s ("{link}-team")', async () => {
    const p = await makeAccount(app.db, app.clock, { fullName: 'سارة القحطاني' });
    const slug = `sara-ar-${Date.now().toString(36)}`;
    await app.caller({ sessionToken: p.token }).onboarding.saveCalendar({ use: 'personal', name: 'سارة', slug, timezone: 'Asia/Riyadh', country: 'SA' });
    const [team] = await app.db.query(`SELECT t.slug FROM teams t JOIN team_members m ON m.team_id = t.id WHERE m.user_id = $1`, [p.user.id]);
    expect(team.slug).toBe(`${slug}-team`);
  });
});
