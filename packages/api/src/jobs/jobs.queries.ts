import { affected, many, one } from '../db/sql.ts';
import type { Db } from '../db/tx.ts';

/**
 * The `jobs` table (the durable queue: docs/decisions.md): queueing, the runner's claims and leases, what
 * became of an attempt, and the wake-up NOTIFY — every statement, typed. The runner's LISTEN is on its
 * own `pg` client (runner.ts), not through a `Db`.
 */

/** The channel workers LISTEN on; NOTIFY inside a transaction is delivered only if it commits. */
export const JOBS_CHANNEL = 'waqt_jobs';

/** Queues a job; its id, or undefined when `uniqueKey` is taken (ON CONFLICT DO NOTHING). */
export const insertJob = (
  db: Db,
  j: { kind: string; payloadJson: string; maxAttempts: number; runAt: Date; now: Date; uniqueKey: string | null },
) =>
  one<{ id: string }>(
    db,
    `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, unique_key)
     VALUES ($1, $2::jsonb, 'queued', 0, $3, $4, $5, $6)
     ON CONFLICT (unique_key) WHERE unique_key IS NOT NULL DO NOTHING RETURNING id`,
    [j.kind, j.payloadJson, j.maxAttempts, j.runAt, j.now, j.uniqueKey],
  );

/** Brings a queued job (by its unique key) forward to `runAt` when it waits for later; a running or earlier one is left alone. */
export async function bringQueuedJobForward(db: Db, uniqueKey: string, runAt: Date): Promise<void> {
  await db.query(`UPDATE jobs SET run_at = $2 WHERE unique_key = $1 AND state = 'queued' AND run_at > $2`, [uniqueKey, runAt]);
}

/** Deletes the queued jobs of these unique keys (a running one finishes; its handler decides again). */
export async function deleteQueuedJobs(db: Db, uniqueKeys: readonly string[]): Promise<void> {
  await affected(db, `DELETE FROM jobs WHERE unique_key = ANY($1::text[]) AND state = 'queued'`, [uniqueKeys]);
}

/** Wakes listening workers (on commit, when `db` is a transaction). */
export async function notifyJobWorkers(db: Db, kind: string): Promise<void> {
  await db.query(`SELECT pg_notify($1, $2)`, [JOBS_CHANNEL, kind]);
}

/** A job the runner claimed. */
export interface ClaimedRow {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  run_at: Date;
}

/**
 * One statement: the subquery locks due rows other workers have not locked (SKIP LOCKED), the UPDATE
 * marks them the worker's, leased until `lockedUntil`. Due: queued and past its run time, or running past its lease.
 */
export const claimDueJobs = (db: Db, workerId: string, lockedUntil: Date, now: Date, limit: number) =>
  many<ClaimedRow>(
    db,
    `UPDATE jobs SET state = 'running', attempts = attempts + 1, locked_by = $1, locked_until = $2
      WHERE id IN (
        SELECT id FROM jobs
         WHERE (state = 'queued' AND run_at <= $3) OR (state = 'running' AND locked_until <= $3)
         ORDER BY run_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, attempts, max_attempts, run_at`,
    [workerId, lockedUntil, now, limit],
  );

/** Extends the leases of the worker's running jobs; how many. */
export async function renewJobLeases(db: Db, workerId: string, lockedUntil: Date): Promise<number> {
  return (await many<{ id: string }>(db, `UPDATE jobs SET locked_until = $2 WHERE state = 'running' AND locked_by = $1 RETURNING id`, [workerId, lockedUntil])).length;
}

/** The workers (`host:pid:…`) holding running jobs whose id starts with `prefix`. */
export const workersHoldingJobs = (db: Db, prefix: string) =>
  many<{ locked_by: string }>(db, `SELECT DISTINCT locked_by FROM jobs WHERE state = 'running' AND starts_with(locked_by, $1)`, [prefix]).then((rows) => rows.map((r) => r.locked_by));

/**
 * Queues again (due now at the latest) the running jobs of the given workers, attempts as counted;
 * `locked_by = ANY` keeps a claim made meanwhile by a live runner untouched.
 */
export const releaseJobsOfWorkers = (db: Db, workers: string[], now: Date) =>
  many<{ id: string; kind: string; locked_by: string }>(
    db,
    `UPDATE jobs j SET state = 'queued', run_at = LEAST(j.run_at, $2), locked_by = NULL, locked_until = NULL
       FROM (SELECT id, locked_by FROM jobs WHERE state = 'running' AND locked_by = ANY($1) FOR UPDATE SKIP LOCKED) old
      WHERE j.id = old.id
      RETURNING j.id, j.kind, old.locked_by`,
    [workers, now],
  );

/** A failed attempt: queued again at `runAt`, or dead (`deadAt`), with its error; only while the worker still holds it. */
export async function recordJobFailure(db: Db, f: { id: string; workerId: string; state: 'queued' | 'dead'; runAt: Date; deadAt: Date | null; error: string }): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = $3, run_at = $4, dead_at = $5, last_error = $6, locked_by = NULL, locked_until = NULL
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [f.id, f.workerId, f.state, f.runAt, f.deadAt, f.error],
  );
}

/** A job left dead without retrying (its payload invalid); only while the worker still holds it. */
export async function buryJob(db: Db, id: string, workerId: string, now: Date, reason: string): Promise<void> {
  await db.query(
    `UPDATE jobs SET state = 'dead', dead_at = $3, last_error = $4, locked_by = NULL, locked_until = NULL
      WHERE id = $1 AND locked_by = $2 AND state = 'running'`,
    [id, workerId, now, reason],
  );
}

/** A done job is deleted (mail payloads hold codes and links that should not outlive their use). */
export async function deleteDoneJob(db: Db, id: string, workerId: string): Promise<void> {
  await db.query(`DELETE FROM jobs WHERE id = $1 AND locked_by = $2`, [id, workerId]);
}

/** Per kind: queued, running, dead, due (queued past its run time or running past its lease), and the oldest due one's wait. */
export interface QueueRow {
  kind: string;
  queued: number;
  running: number;
  dead: number;
  due: number;
  oldest_due_seconds: number | null;
}

export const queueCounts = (db: Db, now: Date) =>
  many<QueueRow>(
    db,
    `SELECT kind,
            count(*) FILTER (WHERE state = 'queued')::int AS queued,
            count(*) FILTER (WHERE state = 'running')::int AS running,
            count(*) FILTER (WHERE state = 'dead')::int AS dead,
            count(*) FILTER (WHERE (state = 'queued' AND run_at <= $1) OR (state = 'running' AND locked_until <= $1))::int AS due,
            EXTRACT(EPOCH FROM $1 - min(CASE WHEN state = 'queued' AND run_at <= $1 THEN run_at
                                             WHEN state = 'running' AND locked_until <= $1 THEN locked_until END))::float8 AS oldest_due_seconds
       FROM jobs GROUP BY kind`,
    [now],
  );
