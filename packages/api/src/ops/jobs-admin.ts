import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { notifyJobWorkers } from '../jobs/jobs.queries.ts';
import { deadJobCount, deadJobRows, deleteDeadJob, jobCountsAt, jobState, requeueDeadJob, type JobCounts } from './ops.queries.ts';

/** A dead job as an operator sees it (`npm run jobs`). */
export interface DeadJob {
  id: string;
  kind: string;
  attempts: number;
  maxAttempts: number;
  deadAt: Date | null;
  /** The first line of the last error, clipped. */
  lastError: string;
}

/** What a retry or discard did: done, no such job, or the job is not dead (its state). */
export type DeadJobAction = { ok: true; kind: string } | { ok: false; reason: 'not_found' } | { ok: false; reason: 'not_dead'; state: string };

/** Job ids are bigint identities: digits only, as text. */
export const isJobId = (s: string) => /^[1-9]\d{0,17}$/.test(s);

const firstLine = (s: string | null) => (s ?? '').split('\n', 1)[0]!.trim().slice(0, 200);

/** Dead jobs, most recently dead first, at most `limit`; and how many there are in all. */
export async function listDeadJobs(db: Db, limit = 50): Promise<{ jobs: DeadJob[]; total: number }> {
  const rows = await deadJobRows(db, limit);
  const total = rows[0]?.total ?? (await deadJobCount(db))!.n;
  return {
    total,
    jobs: rows.map((r) => ({ id: r.id, kind: r.kind, attempts: r.attempts, maxAttempts: r.max_attempts, deadAt: r.dead_at, lastError: firstLine(r.last_error) })),
  };
}

/** Jobs by state; `due` as the runner claims them (run time passed). */
export async function countJobs(db: Db, clock: Clock): Promise<JobCounts> {
  const row = await jobCountsAt(db, clock.now());
  return row!;
}

/** Why an action on `id` did nothing: the job is gone, or it is not dead. */
async function refusal(db: Db, id: string): Promise<DeadJobAction> {
  const row = await jobState(db, id);
  return row ? { ok: false, reason: 'not_dead', state: row.state } : { ok: false, reason: 'not_found' };
}

/**
 * Puts a dead job back in the queue to run now, as if new: attempts from zero (its kind's full
 * retries again), no death date; its last error stays until the next attempt replaces it. Wakes
 * listening workers. Only a dead job: a queued or running one is its runner's.
 */
export async function retryDeadJob(db: Db, clock: Clock, id: string): Promise<DeadJobAction> {
  const row = await requeueDeadJob(db, id, clock.now());
  if (!row) return refusal(db, id);
  await notifyJobWorkers(db, row.kind);
  return { ok: true, kind: row.kind };
}

/** Deletes a dead job (its payload with it). Only a dead job. */
export async function discardDeadJob(db: Db, id: string): Promise<DeadJobAction> {
  const row = await deleteDeadJob(db, id);
  return row ? { ok: true, kind: row.kind } : refusal(db, id);
}
