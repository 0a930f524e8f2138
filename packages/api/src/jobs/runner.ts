import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { exponentialBackoff } from './backoff.ts';
import {
  buryJob,
  claimDueJobs,
  deleteDoneJob,
  JOBS_CHANNEL,
  recordJobFailure,
  releaseJobsOfWorkers,
  renewJobLeases,
  workersHoldingJobs,
  type ClaimedRow,
} from './jobs.queries.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import type { JobInfo, RunnableJob } from './define.ts';

export interface JobRunnerOptions {
  db: DataSource;
  clock: Clock;
  log: Logger;
  /** The kinds this runner runs, bound to their dependencies (jobs/handlers.ts: `jobHandlers(deps)`). */
  jobs: readonly RunnableJob[];
  /** Jobs claimed per round. */
  batchSize?: number;
  /**
   * A claim lasts this long unless renewed: while a job runs, its runner renews the claims it holds
   * every `heartbeatMs`, so a worker that dies, hangs or loses its machine gives its jobs up within
   * one lease. Default 30 s.
   */
  leaseMs?: number;
  /** How often the claims held are renewed while jobs run. Default a third of the lease. */
  heartbeatMs?: number;
  /** A handler that has not settled by then counts as failed (retried). Default 5 minutes. */
  timeoutMs?: number;
  backoff?: (attempt: number) => number;
  /** How often a started runner looks for due jobs without being woken (retries, other processes). */
  pollMs?: number;
  /** Connection for LISTEN; defaults to the data source's URL. None: polling only. */
  listenUrl?: string;
  /** Told each attempt's outcome once it is recorded (metrics: ops/metrics.ts `countJobOutcome`). */
  onOutcome?: (kind: string, outcome: JobOutcome) => void;
  /**
   * How long (real time) recording a finished attempt is retried while the database is unavailable
   * (a restart): default a quarter of the lease, at most 2 minutes. Giving up leaves the job to run
   * again when its lease ends.
   */
  recordRetryMs?: number;
}

export type JobOutcome = 'done' | 'retried' | 'dead';

interface RunReport {
  done: number;
  retried: number;
  dead: number;
}

export interface JobRunner {
  readonly workerId: string;
  /** Claims the jobs due now (one batch), runs them in order, records the outcome. */
  runDueOnce(): Promise<RunReport>;
  /** `runDueOnce` until nothing is due now. Deterministic with a fixed clock (tests). */
  drain(): Promise<RunReport>;
  /** Runs due jobs when woken by NOTIFY and every `pollMs`. */
  start(): Promise<void>;
  /** Stops waking and waits for the round in progress. */
  stop(): Promise<void>;
  /** Extends the lease of every job this runner holds (what the heartbeat does); the number renewed. */
  renewLeases(): Promise<number>;
  /**
   * Gives back, at once, the claims of runners on this machine whose process is gone (a worker killed
   * and restarted): their jobs are due again now rather than when the lease ends. Runs at start and
   * every poll; the number of jobs released.
   */
  releaseDeadClaims(): Promise<number>;
}

/** Rejects when `p` has not settled within `ms` (the work itself cannot be cancelled; it is abandoned). */
async function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`job timed out after ${ms} ms`)), ms).unref()))]);
  } finally {
    clearTimeout(timer);
  }
}

/** The lease a claim starts with, renewed by the heartbeat while its job runs. */
const DEFAULT_LEASE_MS = 30_000;
const DEFAULT_TIMEOUT_MS = 5 * 60_000;

/** `host:pid:random`: which machine and process holds a claim (releaseDeadClaims reads the pid back). */
const workerIdFor = (pid: number) => `${os.hostname()}:${pid}:${randomBytes(3).toString('hex')}`;
const pidOf = (workerId: string) => Number(workerId.split(':').at(-2));

/** Whether a process of this machine exists (signal 0 checks without sending; EPERM: it exists, not ours). */
function processAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true; // not ours to judge: wait for the lease
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const add = (a: RunReport, b: RunReport): RunReport => ({ done: a.done + b.done, retried: a.retried + b.retried, dead: a.dead + b.dead });
const errorText = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 1000);

export function createJobRunner(opts: JobRunnerOptions): JobRunner {
  const { db, clock, log } = opts;
  const handlers = new Map<string, RunnableJob>();
  for (const j of opts.jobs) {
    if (handlers.has(j.kind)) throw new Error(`two handlers for job kind "${j.kind}"`);
    handlers.set(j.kind, j);
  }
  const batchSize = opts.batchSize ?? 10;
  const leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = opts.heartbeatMs ?? Math.max(Math.floor(leaseMs / 3), 1);
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const backoff = opts.backoff ?? exponentialBackoff();
  const pollMs = opts.pollMs ?? 5_000;
  const recordRetryMs = opts.recordRetryMs ?? Math.min(leaseMs / 4, 120_000);
  const workerId = workerIdFor(process.pid);

  async function renewLeases(): Promise<number> {
    return renewJobLeases(db, workerId, new Date(clock.now().getTime() + leaseMs));
  }

  async function releaseDeadClaims(): Promise<number> {
    const holders = await workersHoldingJobs(db, `${os.hostname()}:`);
    const gone = holders.filter((id) => id !== workerId && !processAlive(pidOf(id)));
    if (gone.length === 0) return 0;
    // Attempts stay as counted: the killed attempt was one. `locked_by = ANY` keeps a claim made
    // meanwhile by a live runner (a lease that ended and was taken) untouched.
    const released = await releaseJobsOfWorkers(db, gone, clock.now());
    if (released.length > 0) log.warn({ workers: gone, jobs: released.map((r) => ({ id: String(r.id), kind: r.kind })) }, 'released the jobs of a worker that is gone; due again now');
    return released.length;
  }

  async function claim(): Promise<ClaimedRow[]> {
    const now = clock.now();
    // One statement: the subquery locks due rows other workers have not locked (SKIP LOCKED), the
    // UPDATE marks them ours. A second worker skips them, then sees them running under a lease.
    const rows = await claimDueJobs(db, workerId, new Date(now.getTime() + leaseMs), now, batchSize);
    return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime() || (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
  }

  /**
   * Records what became of an attempt. A job's work is done once its handler returns — a mail handed
   * to the server, a refund made — so losing the record to a database restart would run it again when
   * the lease ends (the mail sent twice). While the database is unavailable the statement is retried,
   * waiting 250 ms doubling to 5 s, for up to `recordRetryMs` (not once the runner is stopping).
   */
  async function record(jobId: string, write: () => Promise<void>): Promise<void> {
    const started = Date.now();
    for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        await write();
        return;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || stopping || Date.now() - started + wait > recordRetryMs) throw err;
        log.warn({ err, jobId, retryInMs: wait }, 'database unavailable while recording a job; retrying');
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  }

  async function runOne(row: ClaimedRow): Promise<RunReport> {
    const job: JobInfo = { id: String(row.id), kind: row.kind, attempt: row.attempts, maxAttempts: row.max_attempts };
    try {
      const handler = handlers.get(row.kind);
      if (!handler) throw new Error(`no handler for job kind "${row.kind}"`);
      const prepared = handler.prepare(row.payload, job);
      // A payload its kind's schema refuses will never run: dead now, with the reason, not retried.
      if ('invalid' in prepared) return await bury(job, prepared.invalid);
      await withTimeout(prepared.run(), timeoutMs);
    } catch (err) {
      const now = clock.now();
      const dead = job.attempt >= job.maxAttempts;
      await record(job.id, () =>
        recordJobFailure(db, {
          id: job.id,
          workerId,
          state: dead ? 'dead' : 'queued',
          runAt: dead ? now : new Date(now.getTime() + backoff(job.attempt)),
          deadAt: dead ? now : null,
          error: errorText(err),
        }),
      );
      if (dead) log.error({ err, job }, 'job failed for the last time; left dead');
      else log.warn({ err, job, retryInMs: backoff(job.attempt) }, 'job failed; will retry');
      return dead ? { done: 0, retried: 0, dead: 1 } : { done: 0, retried: 1, dead: 0 };
    }
    // Done jobs are deleted: mail payloads hold codes and links that should not outlive their use.
    await record(job.id, () => deleteDoneJob(db, job.id, workerId));
    return { done: 1, retried: 0, dead: 0 };
  }

  async function bury(job: JobInfo, reason: string): Promise<RunReport> {
    const now = clock.now();
    await record(job.id, () => buryJob(db, job.id, workerId, now, reason.slice(0, 1000)));
    log.error({ job, reason }, 'job payload invalid; left dead without retrying');
    return { done: 0, retried: 0, dead: 1 };
  }

  async function runDueOnce(): Promise<RunReport> {
    let report: RunReport = { done: 0, retried: 0, dead: 0 };
    const rows = await claim();
    if (rows.length === 0) return report;
    // The heartbeat: while this batch runs, its claims are renewed; a process that stops (killed, hung,
    // its machine gone) stops renewing, and its jobs are free again within one lease.
    const heartbeat = setInterval(() => {
      renewLeases().catch((err: unknown) => log.warn({ err }, 'could not renew job leases; will try again'));
    }, heartbeatMs);
    heartbeat.unref();
    try {
      for (const row of rows) {
        const r = await runOne(row);
        opts.onOutcome?.(row.kind, r.done ? 'done' : r.dead ? 'dead' : 'retried');
        report = add(report, r);
      }
    } finally {
      clearInterval(heartbeat);
    }
    return report;
  }

  async function drain(): Promise<RunReport> {
    let report: RunReport = { done: 0, retried: 0, dead: 0 };
    for (;;) {
      const r = await runDueOnce();
      report = add(report, r);
      // A failed job is rescheduled into the future, so a round with work keeps the loop going only
      // while there is still something due.
      if (r.done + r.retried + r.dead === 0) return report;
    }
  }

  // Started mode: one round at a time; a wake during a round asks for another round after it.
  let timer: NodeJS.Timeout | undefined;
  let listener: pg.Client | undefined;
  let current: Promise<void> | undefined;
  let again = false;
  let stopped = true;
  /** Set by stop(): a record waiting for the database gives up (the job runs again after its lease). */
  let stopping = false;
  /** When (real time) the dead workers' claims were last looked for; 0: not yet (so at start). */
  let releaseCheckedAt = 0;

  function wake() {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = (async () => {
      do {
        again = false;
        try {
          // Not on every NOTIFY (a burst of enqueues): at start, then at most once a poll interval.
          if (Date.now() - releaseCheckedAt >= pollMs) {
            releaseCheckedAt = Date.now();
            await releaseDeadClaims();
          }
          await drain();
        } catch (err) {
          log.warn({ err }, 'job round failed; will try again');
        }
      } while (again && !stopped);
    })().finally(() => {
      current = undefined;
    });
  }

  async function listen(url: string) {
    const client = new pg.Client({ connectionString: url, application_name: 'waqt-jobs-listen' });
    client.on('notification', () => wake());
    client.on('error', (err) => {
      log.warn({ err }, 'job listener lost its connection; polling until it is back');
      if (listener === client) listener = undefined;
      void client.end().catch(() => {});
      setTimeout(() => {
        if (!stopped && !listener) void listen(url).catch(() => {});
      }, pollMs).unref();
    });
    await client.connect();
    // eslint-disable-next-line no-restricted-syntax -- LISTEN on the runner's own pg client (a notification connection), not SQL through a Db
    await client.query(`LISTEN ${JOBS_CHANNEL}`);
    if (stopped) {
      await client.end();
      return;
    }
    listener = client;
  }

  return {
    workerId,
    runDueOnce,
    drain,
    renewLeases,
    releaseDeadClaims,
    async start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      const url = opts.listenUrl ?? (db.options as { url?: string }).url;
      if (url) {
        try {
          await listen(url);
        } catch (err) {
          log.warn({ err }, 'job listener could not connect; polling only');
        }
      }
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
      log.info({ workerId, kinds: [...handlers.keys()] }, 'job runner started');
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      const l = listener;
      listener = undefined;
      await current;
      await l?.end().catch(() => {});
    },
  };
}
