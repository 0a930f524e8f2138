import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { rowsOf } from '../db/sql.ts';

/** The channel workers LISTEN on; NOTIFY inside a transaction is delivered only if it commits. */
export const JOBS_CHANNEL = 'waqt_jobs';
const DEFAULT_MAX_ATTEMPTS = 10;

export interface JobSpec<S extends z.ZodType> {
  /** Which kind runs it: its definition (`defineJob`), whose schema types and checks the payload. */
  job: { readonly kind: string; readonly payload: S };
  /** JSON the handler receives, parsed again by the runner (a queued job may outlive a deploy). */
  payload: NoInfer<z.input<S>>;
  /** Not before this instant; default: now. */
  runAt?: Date;
  /** After this many failed attempts the job is dead (kept, not retried). */
  maxAttempts?: number;
  /**
   * At most one job with this key exists while it is queued, running or dead (a unique index): a
   * second enqueue with the key queues nothing. Done jobs are deleted, so the key is free again.
   */
  uniqueKey?: string;
}

export { rowsOf };

/**
 * Queues a job through `db`: pass the transaction's manager and the job exists exactly when the
 * change that caused it commits (the outbox pattern). Wakes listening workers on commit.
 */
export async function enqueue<S extends z.ZodType>(db: Db, clock: Clock, spec: JobSpec<S> & { uniqueKey?: undefined }): Promise<string>;
/** With a `uniqueKey`: the new job's id, or null when a job with that key already exists. */
export async function enqueue<S extends z.ZodType>(db: Db, clock: Clock, spec: JobSpec<S>): Promise<string | null>;
export async function enqueue<S extends z.ZodType>(db: Db, clock: Clock, spec: JobSpec<S>): Promise<string | null> {
  // Checked here too, so a malformed payload fails the caller now, not the worker later.
  const payload = spec.job.payload.parse(spec.payload);
  const kind = spec.job.kind;
  const now = clock.now();
  const rows = rowsOf<{ id: string }>(
    await db.query(
      `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, unique_key)
       VALUES ($1, $2::jsonb, 'queued', 0, $3, $4, $5, $6)
       ON CONFLICT (unique_key) WHERE unique_key IS NOT NULL DO NOTHING RETURNING id`,
      [kind, JSON.stringify(payload), spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, spec.runAt ?? now, now, spec.uniqueKey ?? null],
    ),
  );
  if (!rows[0]) return null;
  await db.query(`SELECT pg_notify($1, $2)`, [JOBS_CHANNEL, kind]);
  return String(rows[0].id);
}
