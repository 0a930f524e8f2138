import { many, one } from '../db/sql.ts';
import type { Db } from '../db/tx.ts';

/** What the health and readiness checks and the dead-job commands (jobs-admin.ts) ask the database, typed. */

/** Answers when PostgreSQL does (GET /health). */
export async function ping(db: Db): Promise<void> {
  await one(db, 'SELECT 1');
}

/** How many of the migrations named are recorded as applied in `table` (the data source's migrations table). */
export async function appliedMigrationCount(db: Db, table: string, names: string[]): Promise<number> {
  const row = await one<{ applied: number }>(db, `SELECT count(*)::int AS applied FROM "${table}" WHERE name = ANY($1)`, [names]);
  return row?.applied ?? 0;
}

// ——— Dead jobs, for operators (jobs-admin.ts) ———

export interface JobCounts {
  queued: number;
  /** Of the queued: past their run time (waiting for a worker). */
  due: number;
  running: number;
  dead: number;
}

/** Dead jobs, most recently dead first, at most `limit`, each with the count of all. */
export const deadJobRows = (db: Db, limit: number) =>
  many<{ id: string; kind: string; attempts: number; max_attempts: number; dead_at: Date | null; last_error: string | null; total: number }>(
    db,
    `SELECT id::text, kind, attempts, max_attempts, dead_at, last_error, count(*) OVER ()::int AS total
       FROM jobs WHERE state = 'dead' ORDER BY dead_at DESC NULLS LAST, id DESC LIMIT $1`,
    [limit],
  );

export const deadJobCount = (db: Db) => one<{ n: number }>(db, `SELECT count(*)::int AS n FROM jobs WHERE state = 'dead'`);

/** Jobs by state at `now` (`due`: queued with their run time passed). */
export const jobCountsAt = (db: Db, now: Date) =>
  one<JobCounts>(
    db,
    `SELECT count(*) FILTER (WHERE state = 'queued')::int AS queued,
            count(*) FILTER (WHERE state = 'queued' AND run_at <= $1)::int AS due,
            count(*) FILTER (WHERE state = 'running')::int AS running,
            count(*) FILTER (WHERE state = 'dead')::int AS dead
       FROM jobs`,
    [now],
  );

export const jobState = (db: Db, id: string) => one<{ state: string }>(db, `SELECT state FROM jobs WHERE id = $1`, [id]);

/** Puts a dead job back in the queue to run at `now`, as if new: its kind, or nothing when it is not dead. */
export const requeueDeadJob = (db: Db, id: string, now: Date) =>
  one<{ kind: string }>(
    db,
    `UPDATE jobs SET state = 'queued', attempts = 0, run_at = $2, dead_at = NULL, locked_by = NULL, locked_until = NULL
      WHERE id = $1 AND state = 'dead' RETURNING kind`,
    [id, now],
  );

/** Deletes a dead job: its kind, or nothing when it is not dead. */
export const deleteDeadJob = (db: Db, id: string) => one<{ kind: string }>(db, `DELETE FROM jobs WHERE id = $1 AND state = 'dead' RETURNING kind`, [id]);
