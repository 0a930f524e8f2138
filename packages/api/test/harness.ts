import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import type { DataSource } from 'typeorm';
import { loadConfig, type Config } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { openDatabase } from '../src/db/data-source.ts';
import { createDevMailbox } from '../src/mail/mailer.ts';
import { createHttpApp } from '../src/http/app.ts';
import { createInnerContext, type AppDeps, type Context } from '../src/trpc/context.ts';
import { appRouter } from '../src/trpc/router.ts';
import { createCallerFactory } from '../src/trpc/trpc.ts';
import { fixedClock } from './clock.ts';
import { createJobRunner, type JobRunner } from '../src/jobs/runner.ts';
import { jobHandlers } from '../src/jobs/handlers.ts';
import { createMoyasarGateway } from '../src/payments/moyasar.ts';
import { createPhoneMessenger } from '../src/messaging/index.ts';

/** Each test database's job runner, so mailbox helpers can deliver queued mail before reading. */
const runners = new WeakMap<DataSource, JobRunner>();

/**
 * Runs every job due now on this database, as the API's worker would, but synchronously: tests that
 * read the dev mailbox see the mail their call queued. A failing job is rescheduled, not thrown.
 */
export async function drainJobs(db: DataSource): Promise<void> {
  await runners.get(db)?.drain();
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestApp {
  deps: AppDeps;
  db: DataSource;
  /** The test database's URL (e.g. for the Moyasar sandbox, which keeps its own schema in it). */
  databaseUrl: string;
  config: Config;
  clock: ReturnType<typeof fixedClock>;
  /** The job runner (send-mail into the dev mailbox), driven by the test: `jobs.drain()`. */
  jobs: JobRunner;
  caller: (over?: Partial<Context>) => ReturnType<typeof appRouter.createCaller>;
  /** Starts the real Express app on 127.0.0.1 and returns its base URL. */
  /** Serves the app on a free loopback port (closed by close()); `over` replaces some of its deps (a captured log, small limits). */
  listen: (over?: Partial<AppDeps>) => Promise<string>;
  close: () => Promise<void>;
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestApp(): Promise<TestApp> {
  const name = `waqt_test_${randomBytes(6).toString('hex')}`;
  // A copy of the run's migrated template (test/global-setup.ts); openDatabase then finds nothing to apply.
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`));
  // Tests send X-Forwarded-For to check trust proxy and client keys: their proxy is allowed (ALLOW_DEV_BEHIND_PROXY).
  // The phone providers: nowhere (port 9, refused at once) until a test starts its own phone sandbox (test/messaging.ts),
  // so no test ever reaches a developer's running sandbox.
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', API_PORT: '0', SEED_DEMO: 'false', ALLOW_DEV_BEHIND_PROXY: '1', UNIFONIC_BASE_URL: 'http://127.0.0.1:9', WHATSAPP_BASE_URL: 'http://127.0.0.1:9' });
  const log = createLogger('silent');
  const databaseUrl = withDatabase(inject('pgAdminUrl'), name);
  const db = await openDatabase(databaseUrl, log, 5);
  const clock = fixedClock('2026-11-22T09:00:00Z');
  const deps: AppDeps = { config, db, log, mailer: createDevMailbox(db, log, clock), clock, gateway: createMoyasarGateway(config.moyasarBaseUrl), messenger: createPhoneMessenger({ unifonicBaseUrl: config.unifonicBaseUrl, whatsappBaseUrl: config.whatsappBaseUrl, sandbox: true }) };
  const jobs = createJobRunner({ db, clock, log, jobs: jobHandlers(deps) });
  runners.set(db, jobs);
  const factory = createCallerFactory(appRouter);
  const servers: import('node:http').Server[] = [];
  return {
    deps,
    db,
    databaseUrl,
    config,
    clock,
    jobs,
    caller: (over = {}) => factory(createInnerContext(deps, over)),
    listen: async (over = {}) => {
      const app = createHttpApp({ ...deps, ...over });
      const server = await new Promise<import('node:http').Server>((r) => {
        const s = app.listen(0, '127.0.0.1', () => r(s));
      });
      servers.push(server);
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: async () => {
      for (const s of servers) {
        s.closeAllConnections();
        await new Promise((r) => s.close(r));
      }
      await db.destroy();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
