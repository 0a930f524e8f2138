import { one } from '../db/sql.ts';
import type { Db } from '../db/tx.ts';

/** What the health and readiness checks ask the database, typed. */

/** Answers when PostgreSQL does (GET /health). */
export async function ping(db: Db): Promise<void> {
  await one(db, 'SELECT 1');
}

/** How many of the migrations named are recorded as applied in `table` (the data source's migrations table). */
export async function appliedMigrationCount(db: Db, table: string, names: string[]): Promise<number> {
  const row = await one<{ applied: number }>(db, `SELECT count(*)::int AS applied FROM "${table}" WHERE name = ANY($1)`, [names]);
  return row?.applied ?? 0;
}
