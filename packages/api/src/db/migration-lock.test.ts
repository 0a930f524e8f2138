import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { createLogger } from '../logger.ts';
import { openDatabase } from './data-source.ts';
import { migrations } from './migrations/index.ts';

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

describe('migrations under an advisory lock', () => {
  it('three processes opening one fresh database at once all start, and each migration runs once', async () => {
    const name = `waqt_lock_${randomBytes(6).toString('hex')}`;
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${name}`;
    const opened: DataSource[] = [];
    try {
      const results = await Promise.allSettled(
        [0, 1, 2].map(async () => {
          const ds = await openDatabase(url.toString(), createLogger('silent'), 3);
          opened.push(ds);
          return ds;
        }),
      );
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const rows: { name: string; n: string }[] = await opened[0]!.query(`SELECT name, count(*) AS n FROM migrations GROUP BY name ORDER BY name`);
      expect(rows.map((r) => [r.name, Number(r.n)])).toEqual(migrations.map((m) => [new m().name, 1]).sort());
    } finally {
      await Promise.all(opened.map((d) => d.destroy()));
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
