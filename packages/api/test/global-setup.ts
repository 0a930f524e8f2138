import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { openDatabase } from '../src/db/data-source.ts';
import { createLogger } from '../src/logger.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A server URL (database part is replaced per test file). */
    pgAdminUrl: string;
    /** A database with every migration applied: test files clone it (CREATE DATABASE … TEMPLATE). */
    pgTemplate: string;
  }
}


/**
 * One PostgreSQL cluster per test run (or TEST_DATABASE_URL); each test file creates its own database as
 * a copy of a template migrated here once — a copy takes a fraction of a second, where running every
 * migration again took seconds per file (test/harness.ts).
 */
export default async function setup(project: TestProject) {
  let stopServer = async () => {};
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // Under the repo's .data so the postgres OS user can enter every parent directory.
    const root = path.resolve(import.meta.dirname, '../../../.data');
    fs.mkdirSync(root, { recursive: true });
    const dir = fs.mkdtempSync(path.join(root, 'pg-test-'));
    fs.chmodSync(dir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
    adminUrl = server.url('postgres');
    stopServer = async () => {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const template = `waqt_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${template}`);
  const u = new URL(adminUrl);
  u.pathname = `/${template}`;
  // Migrated, then closed: a template must have no connection while it is copied.
  const db = await openDatabase(u.toString(), createLogger('silent'), 2); // one holds the migration lock
  await db.destroy();
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await admin(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await stopServer();
  };
}
void os;
