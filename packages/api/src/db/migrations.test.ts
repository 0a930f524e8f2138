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
      expect.arrayContaining(['users', 'sessions', 'teams', 'team_members', 'mail_messages']),
    );
  });

  it('are idempotent: a second run applies nothing', async () => {
    expect(await app.db.runMigrations()).toEqual([]);
  });

  it('the database refuses bad rows, not only the service', async () => {
    await expect(app.db.query(`INSERT INTO teams (name, slug) VALUES ('x', 'Bad Slug')`)).rejects.toMatchObject({ driverError: { code: '23514' } });
    await expect(app.db.query(`INSERT INTO teams (name, slug, payment_expiration_minutes) VALUES ('x', 'ok', 0)`)).rejects.toMatchObject({ driverError: { code: '23514' } });
    await app.db.query(`INSERT INTO users (email, full_name) VALUES ('A@x.com', 'A')`);
    await expect(app.db.query(`INSERT INTO users (email, full_name) VALUES ('a@X.com', 'B')`)).rejects.toMatchObject({ driverError: { code: '23505' } });
  });

  it('can all be reverted, then applied again', async () => {
    for (let i = 0; i < app.db.migrations.length; i++) await app.db.undoLastMigration();
    const tables = await app.db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename = 'users'`);
    expect(tables).toEqual([]);
    expect((await app.db.runMigrations()).length).toBe(app.db.migrations.length);
  });
});
