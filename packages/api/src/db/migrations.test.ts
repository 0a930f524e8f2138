import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('migrations', () => {
  it('create the schema with its extensions', async () => {
    const ext = await app.db.query(`SELECT extname FROM pg_extension ORDER BY extname`);
    expect(ext.map((r: { extname: string }) => r.extname)).toEqual(expect.arrayContaining(['btree_gist', 'citext', 'pgcrypto']));
    const tables = await app.db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
    expect(tables.map((r: { tablename: string }) => r.tablename)).toEqual(
      expect.arrayContaining(['users', 'sessions', 'teams', 'team_members', 'mail_messages', 'calendars', 'calendar_members']),
    );
  });

  it('are idempotent: a second run applies nothing', async () => {
    expect(await app.db.runMigrations()).toEqual([]);
  });

  it('the database refuses bad rows, not only the service', async () => {
    await expect(app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('x', 'Bad Slug', now())`)).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(app.db.query(`INSERT INTO teams (name, slug, payment_expiration_minutes, created_at) VALUES ('x', 'ok', 0, now())`)).rejects.toMatchObject({ driverError: { code: '23514' } });
    await app.db.query(`INSERT INTO users (email, full_name, created_at) VALUES ('A@x.com', 'A', now())`);
    await expect(app.db.query(`INSERT INTO users (email, full_name, created_at) VALUES ('a@X.com', 'B', now())`)).rejects.toMatchObject({ driverError: { code: '23505' } });
  });

  it('calendars: links unique across the product case-insensitively, well-formed names and links', async () => {
    const [t1] = await app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('t1', 'mig-cal-1', now()) RETURNING id`);
    const [t2] = await app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('t2', 'mig-cal-2', now()) RETURNING id`);
    await app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', 'main', now())`, [t1.id]);
    await expect(app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', 'MAIN', now())`, [t1.id])).rejects.toMatchObject({ driverError: { code: '23505' } });
    // One public namespace (migration PublicLinks): another team's calendar or a team cannot take it either.
    await expect(app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', 'Main', now())`, [t2.id])).rejects.toMatchObject({ driverError: { code: '23505' } });
    await expect(app.db.query(`INSERT INTO teams (name, slug, created_at) VALUES ('t3', 'main', now())`)).rejects.toMatchObject({ driverError: { code: '23505' } });
    await app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', 'main-2', now())`, [t2.id]);
    await expect(app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, 'c', 'Bad Slug', now())`, [t1.id])).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(app.db.query(`INSERT INTO calendars (team_id, name, slug, created_at) VALUES ($1, '', 'empty-name', now())`, [t1.id])).rejects.toMatchObject({ driverError: { code: '23514' } });
    // Deleting a team takes its calendars with it.
    await app.db.query(`DELETE FROM teams WHERE id = $1`, [t2.id]);
    expect(await app.db.query(`SELECT id FROM calendars WHERE team_id = $1`, [t2.id])).toEqual([]);
  });

  it('can all be reverted, then applied again', async () => {
    for (let i = 0; i < app.db.migrations.length; i++) await app.db.undoLastMigration();
    const tables = await app.db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename IN ('users', 'calendars', 'calendar_members')`);
    expect(tables).toEqual([]);
    expect((await app.db.runMigrations()).length).toBe(app.db.migrations.length);
  });
});
