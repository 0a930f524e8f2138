import type { DataSource } from 'typeorm';
import type { Logger } from '../logger.ts';
import { appliedMigrationCount } from './ops.queries.ts';

/** Why this process should not get traffic now (a code, never an error text: the probe is public). */
type NotReadyReason = 'shutting_down' | 'database_unreachable' | 'database_timeout' | 'migrations_pending';
export type Readiness = { ready: true } | { ready: false; reason: NotReadyReason };

/** The readiness answer comes within this long, however the database behaves. */
const READY_TIMEOUT_MS = 1_000;

/** The pool is closed only when the process is closing (server.ts: `db.destroy()` at shutdown). */
export const isShuttingDown = (db: DataSource) => !db.isInitialized;

const draining = new WeakSet<DataSource>();
/**
 * The process has been told to stop (server.ts, `close()`): from now on readiness answers 503
 * `shutting_down` while requests are still served, so the load balancer moves on before the port closes.
 */
export function markDraining(db: DataSource): void {
  draining.add(db);
}
const isDraining = (db: DataSource) => draining.has(db) || isShuttingDown(db);

/**
 * The readiness check: PostgreSQL answers through this process's own pool, and every migration this
 * code knows is applied — in one query, given READY_TIMEOUT_MS (a database that hangs, or a pool with
 * no free connection, makes it 503 after a second rather than when the pool gives up). Probes that
 * arrive while a check runs share it, and a query still hanging from an earlier probe is waited on
 * again rather than joined by another, so a hung database never piles up checks. A change of state is
 * logged once, not every probe.
 */
export function readinessCheck(db: DataSource, log: Logger, timeoutMs = READY_TIMEOUT_MS): () => Promise<Readiness> {
  const table = db.options.migrationsTableName ?? 'migrations';
  const names = db.migrations.map((m) => m.name ?? m.constructor.name);
  let running: Promise<Readiness> | undefined;
  /** The last check's query while it has not settled: a later probe waits on it again rather than queue another. */
  let pending: Promise<number> | undefined;
  let last: Readiness = { ready: true };

  async function check(): Promise<Readiness> {
    if (isDraining(db)) return { ready: false, reason: 'shutting_down' };
    let timer: NodeJS.Timeout | undefined;
    try {
      const query = (pending ??= appliedMigrationCount(db, table, names).finally(() => {
        pending = undefined;
      }));
      query.catch(() => {}); // failing after the timeout: already answered
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
      const result = await Promise.race([query, timeout]);
      if (result === 'timeout') return { ready: false, reason: 'database_timeout' };
      return result === names.length ? { ready: true } : { ready: false, reason: 'migrations_pending' };
    } catch {
      return { ready: false, reason: isDraining(db) ? 'shutting_down' : 'database_unreachable' };
    } finally {
      clearTimeout(timer);
    }
  }

  return () =>
    (running ??= check()
      .then((r) => {
        if (r.ready !== last.ready) {
          if (r.ready) log.info('ready: the database answers again');
          else log.warn({ reason: r.reason }, 'not ready');
        }
        last = r;
        return r;
      })
      .finally(() => {
        running = undefined;
      }));
}
