import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryFailedError } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { errorCode, makeUser } from '../../test/fixtures.ts';
import { AppError } from '../errors.ts';
import { mapDbError } from './errors.ts';
import { retrying, serializable, withTx } from './tx.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The error a statement fails with. */
const failure = (sql: string, params: unknown[] = []) => app.db.query(sql, params).then(() => new Error('no error'), (e: unknown) => e);

describe('database error mapper', () => {
  it('maps a unique violation by its constraint name', async () => {
    await app.db.query(`INSERT INTO users (email, full_name, created_at) VALUES ('taken@example.com', 'A', now())`);
    const dupEmail = await failure(`INSERT INTO users (email, full_name, created_at) VALUES ('TAKEN@example.com', 'B', now())`);
    expect(mapDbError(dupEmail)).toMatchObject({ code: 'EMAIL_TAKEN' });
    await app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('t', 'mapper-team', now())`);
    const dupSlug = await failure(`INSERT INTO teams (name, slug, created_at) VALUES ('t', 'mapper-team', now())`);
    expect(mapDbError(dupSlug)).toMatchObject({ code: 'TEAM_SLUG_TAKEN' });
  });

  it('maps an unknown constraint to UNEXPECTED, keeping the SQL out of the message', async () => {
    await app.db.query(`CREATE TABLE mapper_probe (v text CONSTRAINT mapper_probe_secret_uq UNIQUE)`);
    await app.db.query(`INSERT INTO mapper_probe VALUES ('x')`);
    const err = await failure(`INSERT INTO mapper_probe VALUES ('x')`);
    expect(err).toBeInstanceOf(QueryFailedError);
    const mapped = mapDbError(err) as AppError;
    expect(mapped).toBeInstanceOf(AppError);
    expect(mapped.code).toBe('UNEXPECTED');
    expect(mapped.message).toBe('UNEXPECTED');
    // The database's words stay in the cause, for the server log only.
    expect(String((mapped.cause as Error).message)).toContain('mapper_probe_secret_uq');
  });

  it('maps an exclusion violation (23P01) to a conflict code, and lets per-call overrides name a constraint', async () => {
    await app.db.query(`CREATE TABLE mapper_ranges (r tstzrange, CONSTRAINT mapper_no_overlap EXCLUDE USING gist (r WITH &&))`);
    await app.db.query(`INSERT INTO mapper_ranges VALUES (tstzrange('2026-11-22 09:00Z', '2026-11-22 10:00Z'))`);
    const err = await failure(`INSERT INTO mapper_ranges VALUES (tstzrange('2026-11-22 09:30Z', '2026-11-22 10:30Z'))`);
    expect(mapDbError(err)).toMatchObject({ code: 'SLOT_TAKEN' });
    const dup = await failure(`INSERT INTO users (email, full_name, created_at) VALUES ('taken@example.com', 'C', now())`);
    expect(mapDbError(dup, { users_email_key: 'INVITE_INVALID' })).toMatchObject({ code: 'INVITE_INVALID' });
  });

  it('passes AppErrors and errors that are not from the database through unchanged', () => {
    const app1 = new AppError('NOT_FOUND');
    const plain = new TypeError('bug');
    expect(mapDbError(app1)).toBe(app1);
    expect(mapDbError(plain)).toBe(plain);
  });

  it('a client sees UNEXPECTED, not TEAM_SLUG_TAKEN, when team creation hits a unique constraint that is not the link', async () => {
    // Before the mapper, any 23505 during team creation answered TEAM_SLUG_TAKEN.
    const { token } = await makeUser(app.db, app.clock);
    await app.db.query(`
      CREATE FUNCTION mapper_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE unique_violation USING CONSTRAINT = 'some_other_uq', MESSAGE = 'duplicate key value violates unique constraint "some_other_uq"'; END $$`);
    await app.db.query(`CREATE TRIGGER mapper_refuse BEFORE INSERT ON team_members FOR EACH ROW EXECUTE FUNCTION mapper_refuse()`);
    try {
      const err = await app.caller({ sessionToken: token }).teams.create({ name: 'Probe', slug: 'mapper-probe' }).catch((e: unknown) => e as Error);
      expect((err as Error).message).toBe('UNEXPECTED');
      expect(JSON.stringify(err)).not.toContain('some_other_uq');
    } finally {
      await app.db.query(`DROP TRIGGER mapper_refuse ON team_members`);
      await app.db.query(`DROP FUNCTION mapper_refuse()`);
    }
    expect(await errorCode(app.caller({ sessionToken: token }).teams.create({ name: 'Probe', slug: 'mapper-team' }))).toBe('TEAM_SLUG_TAKEN');
  });
});

describe('transactions', () => {
  it('withTx inside a transaction is a savepoint: its failure rolls back only its own writes', async () => {
    await app.db.query(`CREATE TABLE tx_probe (v text)`);
    await withTx(app.db, async (tx) => {
      await tx.query(`INSERT INTO tx_probe VALUES ('outer')`);
      await withTx(tx, async (inner) => {
        await inner.query(`INSERT INTO tx_probe VALUES ('inner')`);
        throw new Error('inner fails');
      }).catch(() => {});
    });
    expect(await app.db.query(`SELECT v FROM tx_probe`)).toEqual([{ v: 'outer' }]);
  });

  it('serializable transactions that collide are retried until each has committed once', async () => {
    await app.db.query(`CREATE TABLE tx_counter (n int NOT NULL)`);
    await app.db.query(`INSERT INTO tx_counter VALUES (0)`);
    let failures = 0;
    const bump = () =>
      serializable(app.db, async (tx) => {
        const [{ n }] = await tx.query(`SELECT n FROM tx_counter`);
        await new Promise((r) => setTimeout(r, 5));
        await tx.query(`UPDATE tx_counter SET n = $1`, [n + 1]);
      }, 50).catch((e) => {
        failures++;
        throw e;
      });
    await Promise.all(Array.from({ length: 6 }, bump));
    expect(failures).toBe(0);
    expect((await app.db.query(`SELECT n FROM tx_counter`))[0].n).toBe(6);
  });

  it('retrying gives up on errors that are not serialization failures at once', async () => {
    let calls = 0;
    await expect(
      retrying(async () => {
        calls++;
        throw new AppError('NOT_FOUND');
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(calls).toBe(1);
  });
});

describe('races the mapper names', () => {
  it('two invites to one team accepted at once: one membership, the other INVITE_INVALID (not UNEXPECTED)', async () => {
    const { createInvite } = await import('../modules/teams/invites.service.ts');
    const { teamById } = await import('../modules/teams/teams.queries.ts');
    const { userById } = await import('../modules/auth/auth.queries.ts');
    const owner = await makeUser(app.db, app.clock);
    const guest = await makeUser(app.db, app.clock);
    const view = await app.caller({ sessionToken: owner.token }).teams.create({ name: 'Race Clinic', slug: `race-${Date.now()}` });
    const team = (await teamById(app.db, view.id))!;
    const inviter = (await userById(app.db, owner.user.id))!;
    const a = await createInvite(app.deps, team, inviter, { email: guest.user.email, role: 'assistant' });
    const b = await createInvite(app.deps, team, inviter, { email: guest.user.email, role: 'owner' });
    // Widen the window between "not a member yet" and the insert, so both acceptances are inside it.
    await app.db.query(`CREATE FUNCTION race_slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.3); RETURN NEW; END $$`);
    await app.db.query(`CREATE TRIGGER race_slow BEFORE INSERT ON team_members FOR EACH ROW EXECUTE FUNCTION race_slow()`);
    let results: string[];
    try {
      results = await Promise.all([a.token, b.token].map((token) => errorCode(app.caller({ sessionToken: guest.token }).invites.accept({ token }))));
    } finally {
      await app.db.query(`DROP TRIGGER race_slow ON team_members`);
      await app.db.query(`DROP FUNCTION race_slow()`);
    }
    expect(results.sort()).toEqual(['INVITE_INVALID', 'no error']);
    expect(Number((await app.db.query(`SELECT count(*) AS n FROM team_members WHERE team_id = $1 AND user_id = $2`, [team.id, guest.user.id]))[0].n)).toBe(1);
  });
});
