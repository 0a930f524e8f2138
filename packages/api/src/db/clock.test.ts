import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { latestMailTo } from '../../test/fixtures.ts';
import { createSession } from '../modules/auth/session.service.ts';

/** One clock: rows carry the injected clock's time (the harness's is 2026-11-22T09:00Z), never now(). */
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('timestamps come from the injected clock', () => {
  it('a sign-up writes the clock time on the user, the code, the job and the mail; "just me" on the personal team and the membership', async () => {
    app.clock.set('2026-11-22T09:00:00Z');
    const email = `clock.${Date.now()}@example.com`;
    await app
      .caller({ ip: '10.30.0.1' })
      .auth.register({ fullName: 'Clock Person', email, password: 'long-enough-1', businessUse: false, locale: 'en', timezone: 'Asia/Riyadh' });
    const [row] = await app.db.query(
      `SELECT u.created_at AS user_at, c.created_at AS code_at, j.created_at AS job_at
         FROM users u JOIN one_time_codes c ON c.user_id = u.id JOIN jobs j ON j.payload->>'to' = u.email::text
        WHERE u.email = $1`,
      [email],
    );
    const at = '2026-11-22T09:00:00.000Z';
    expect(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, (v as Date).toISOString()]))).toEqual({ user_at: at, code_at: at, job_at: at });
    app.clock.advance(90_000);
    await latestMailTo(app.db, email); // delivers the queued mail at the later clock time
    const [mail] = await app.db.query(`SELECT created_at FROM mail_messages WHERE to_address = $1`, [email]);
    expect(mail.created_at.toISOString()).toBe('2026-11-22T09:01:30.000Z');
    // The setup's "just me" makes the personal team and the membership at its own clock time.
    const [user] = await app.db.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const { token } = await createSession(app.db, app.clock, user.id);
    await app.caller({ sessionToken: token }).onboarding.saveCalendar({ use: 'personal', name: 'Clock', slug: `clock-${Date.now().toString(36)}`, timezone: 'Asia/Riyadh', country: 'SA' });
    const [team] = await app.db.query(
      `SELECT t.created_at AS team_at, m.created_at AS member_at FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = $1`,
      [user.id],
    );
    expect([team.team_at.toISOString(), team.member_at.toISOString()]).toEqual(['2026-11-22T09:01:30.000Z', '2026-11-22T09:01:30.000Z']);
  });

  it('no column decides its time with a now() default', async () => {
    const rows: { table_name: string; column_name: string }[] = await app.db.query(
      `SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND (column_default ILIKE '%now()%' OR column_default ILIKE '%current_timestamp%')`,
    );
    expect(rows).toEqual([]);
  });
});
