import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import pg from 'pg';
import type { SandboxLog } from './log.ts';

/**
 * What the Moyasar sandbox and the phone sandbox share: their state in a schema of their own in the app's
 * database (a pool of their own, or the caller's), created at start under an advisory lock, and an Express
 * app served on loopback that stops its delivery queue and its pool after the server.
 */

export interface PoolOptions {
  /** The app's PostgreSQL database; the sandbox keeps its state in a schema of its own. */
  databaseUrl?: string;
  /** Or a pool the caller owns (not closed by stop()). */
  pool?: pg.Pool;
}

/** The pool a sandbox works on, and how to let it go: its own is ended, the caller's is left open. */
export function openPool(o: PoolOptions & { name: string; max: number; log: SandboxLog }): { pool: pg.Pool; close: () => Promise<void> } {
  if (o.pool) return { pool: o.pool, close: async () => {} };
  if (!o.databaseUrl) throw new Error(`${o.name}: databaseUrl or pool is required`);
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: o.max, application_name: o.name });
  // An idle connection cut by a database restart must not crash the process; the next query reconnects.
  pool.on('error', (err) => o.log.warn({ err: err.message }, `${o.name.replace('-', ' ')}: database connection lost`));
  return { pool, close: () => pool.end() };
}

/**
 * Creates a sandbox's schema and tables if missing, under an advisory lock (`lockKey`) on a connection of
 * its own, so two sandboxes starting together on one database do not race.
 */
export async function createSchema(pool: pg.Pool, lockKey: number, ddl: readonly string[]): Promise<void> {
  const c = await pool.connect();
  try {
    await c.query('SELECT pg_advisory_lock($1)', [lockKey]);
    try {
      for (const sql of ddl) await c.query(sql);
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [lockKey]);
    }
  } finally {
    c.release();
  }
}

export interface Served {
  /** Listens on host (default 127.0.0.1) and port (0: any free one); answers the base URL. */
  start(port?: number, host?: string): Promise<string>;
  /** Closes the server (cutting open connections), then runs what the sandbox stops after it; once. */
  stop(): Promise<void>;
}

/** Serves `app`; `stop()` closes the server, then `after` (the delivery queue, then the pool). */
export function serve(app: Express, after: () => Promise<void>): Served {
  let server: Server | null = null;
  let stopped = false;
  return {
    start: (port = 0, host = '127.0.0.1') =>
      new Promise<string>((resolve, reject) => {
        const s = app.listen(port, host);
        s.once('error', reject);
        s.once('listening', () => {
          server = s;
          const a = s.address() as AddressInfo;
          resolve(`http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`);
        });
      }),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const s = server;
      if (s) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
      await after();
    },
  };
}

/** Starts a created sandbox on host:port; one that cannot listen (a taken port) is stopped before the error is thrown. */
export async function listen(sandbox: Served, port: number, host: string): Promise<string> {
  try {
    return await sandbox.start(port, host);
  } catch (err) {
    await sandbox.stop();
    throw err;
  }
}
