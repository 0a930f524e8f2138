import 'reflect-metadata';
import { DataSource, type Logger as TypeOrmLogger } from 'typeorm';
import type { Logger } from '../logger.ts';
import { migrations } from './migrations/index.ts';

/** TypeORM logger over pino: failed queries at warn, except expected constraint races. */
class PinoTypeOrmLogger implements TypeOrmLogger {
  constructor(private readonly pino: Logger) {}
  logQuery() {}
  logQueryError(error: string | Error, query: string) {
    const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : '';
    // 23P01 (exclusion) and 23505 (unique) are how the database refuses double bookings and taken slugs.
    if (code === '23P01' || code === '23505') return this.pino.debug({ code, query }, 'constraint refused a write');
    this.pino.warn({ err: error, query }, 'query failed');
  }
  logQuerySlow(time: number, query: string) {
    this.pino.warn({ time, query }, 'slow query');
  }
  logSchemaBuild() {}
  logMigration(message: string) {
    this.pino.info(message);
  }
  log(level: 'log' | 'info' | 'warn', message: unknown) {
    if (level !== 'warn') return;
    // The server ended idle pooled connections (shutdown or restart, code 57P01): the pool opens new
    // ones on the next query, so this is news, not a fault.
    if (String(message).includes('terminating connection due to administrator command')) return this.pino.info('database closed idle connections');
    this.pino.warn(message);
  }
}

/**
 * TypeORM is the connection pool, the migrations runner and the transactions; no entities: every
 * module reads and writes through typed SQL (src/db/sql.ts, `*.queries.ts`; docs/decisions.md).
 */
export function createDataSource(url: string, log: Logger, poolSize = 10): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: [],
    migrations,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logger: new PinoTypeOrmLogger(log),
    maxQueryExecutionTime: 1_000,
    extra: { max: poolSize, application_name: 'waqt-api' },
  });
}

/** Key of the advisory lock every process takes around migrations (any constant, the same everywhere). */
const MIGRATION_LOCK_KEY = 0x5761_7174; // "Waqt"

/**
 * Applies pending migrations while holding a session advisory lock on a connection of its own, so
 * two processes starting together run them one after the other: the second waits, then finds
 * nothing to do. The lock dies with the session if the process does.
 */
async function runMigrationsLocked(ds: DataSource) {
  const lock = ds.createQueryRunner();
  await lock.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock($1)`, [MIGRATION_LOCK_KEY]);
    try {
      return await ds.runMigrations({ transaction: 'each' });
    } finally {
      await lock.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await lock.release();
  }
}

/** Opens the connection and applies pending migrations (under the migration lock). */
export async function openDatabase(url: string, log: Logger, poolSize?: number): Promise<DataSource> {
  const ds = createDataSource(url, log, poolSize);
  await ds.initialize();
  try {
    const applied = await runMigrationsLocked(ds);
    if (applied.length) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } catch (err) {
    await ds.destroy();
    throw err;
  }
  return ds;
}
