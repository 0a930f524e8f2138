import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/tx.ts';
import { insertJob, notifyJobWorkers } from './jobs.queries.ts';

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
  const row = await insertJob(db, {
    kind,
    payloadJson: JSON.stringify(payload),
    maxAttempts: spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    runAt: spec.runAt ?? now,
    now,
    uniqueKey: spec.uniqueKey ?? null,
  });
  if (!row) return null;
  await notifyJobWorkers(db, kind);
  return String(row.id);
}
