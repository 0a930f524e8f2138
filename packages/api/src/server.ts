import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import type { Config } from './config.ts';
import { markDraining } from './ops/health.ts';
import { createLogger, type Logger } from './logger.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { openDatabase } from './db/data-source.ts';
import { seedDemo, seedDemoPayments, DEMO_LOGIN } from './db/seed.ts';
import { createDevMailbox, createSmtpMailer } from './mail/mailer.ts';
import { createHttpApp } from './http/app.ts';
import { systemClock } from './clock.ts';
import { createJobRunner } from './jobs/runner.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { scheduleRenewalSweep } from './modules/billing/billing-jobs.ts';
import { scheduleShortLinkPurge } from './modules/reminders/short-links.ts';
import { countJobOutcome } from './ops/metrics.ts';
import { createMoyasarGateway } from './payments/moyasar.ts';
import { createPhoneMessenger } from './messaging/index.ts';
import { isPhoneSandbox } from './modules/messaging/channels.service.ts';
import { startDevSandboxes } from './dev/sandboxes.ts';
import path from 'node:path';

export interface RunningServer {
  url: string;
  port: number;
  db: DataSource;
  log: Logger;
  close: () => Promise<void>;
}

/** Ensures a database exists on the embedded server (CREATE DATABASE has no IF NOT EXISTS). */
async function ensureDatabase(pg: EmbeddedServer, name: string) {
  try {
    await pg.createDatabase(name);
  } catch (err) {
    if (!String((err as Error)?.message ?? err).includes('already exists')) throw err;
  }
}

/** How long a stopping server lets requests in progress finish before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops accepting connections (under the supervisor's cluster, stops being handed any), closes idle
 * keep-alive connections at once and the others as soon as their request is answered, and after
 * `graceMs` cuts whatever is still open. Resolves once every connection is closed.
 */
function closeHttp(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    // A connection whose request is answered becomes idle; node does not close it by itself.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Opens the database (embedded unless DATABASE_URL), runs migrations, starts HTTP. */
export async function startServer(config: Config, log = createLogger(config.logLevel)): Promise<RunningServer> {
  let embedded: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort });
    await ensureDatabase(embedded, 'waqt');
    url = embedded.url('waqt');
    log.info({ port: embedded.port, dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  let db: DataSource;
  try {
    db = await openDatabase(url, log);
  } catch (err) {
    await embedded?.stop();
    throw err;
  }
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, log) : createDevMailbox(db, log, systemClock);
  const demo = config.seedDemo ? await seedDemo(db, log, systemClock) : undefined;
  // Outside production only: the provider sandboxes (@waqt/sandbox, loaded by src/dev/sandboxes.ts) — the
  // Moyasar-compatible one without MOYASAR_BASE_URL, the phone one (Unifonic's and WhatsApp Cloud API's
  // shapes) unless both providers' URLs are set — run in this process (each its own schema in this
  // database), so card payments and phone messages work offline end to end.
  const dev = config.env !== 'production' ? await startDevSandboxes(config, url, db, log) : undefined;
  const messenger = createPhoneMessenger({ unifonicBaseUrl: config.unifonicBaseUrl, whatsappBaseUrl: config.whatsappBaseUrl, sandbox: isPhoneSandbox(config, 'whatsapp') });
  // The queue (mail outbox) runs here unless a separate worker (`npm run worker`) takes it.
  const deps = { config, db, log, mailer, clock: systemClock, gateway: createMoyasarGateway(config.moyasarBaseUrl), messenger, dev: dev?.providers };
  if (dev?.moyasarKeys && config.seedDemo) await seedDemoPayments(deps, dev.moyasarKeys);
  const jobs = config.jobsInProcess ? createJobRunner({ db, clock: systemClock, log, jobs: jobHandlers(deps), onOutcome: countJobOutcome }) : undefined;
  await jobs?.start();
  // The periodic renewal sweep and short-link purge (issue 35): their next slots, once whoever asks (each then queues its own successors).
  if (jobs) {
    await scheduleRenewalSweep(db, systemClock);
    await scheduleShortLinkPurge(db, systemClock);
  }

  const app = createHttpApp(deps);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const base = `http://${config.host}:${port}`;
  log.info({ url: base, mail: mailer.kind }, 'API listening');
  if (config.seedDemo) log.info({ email: DEMO_LOGIN.email, password: DEMO_LOGIN.password }, 'demo login');
  if (demo?.bookingPath) log.info({ url: `${config.appOrigin}${demo.bookingPath}` }, 'demo booking page');
  await dev?.connect(deps, base);

  let closing: Promise<void> | undefined;
  return {
    url: base,
    port,
    db,
    log,
    close: () =>
      (closing ??= (async () => {
        // Unready at once (the load balancer's probe moves traffic away), still serving for the drain.
        markDraining(db);
        if (config.shutdownDrainMs > 0) {
          log.info({ seconds: config.shutdownDrainMs / 1000 }, 'draining: /health/ready answers 503, requests are still served');
          await new Promise((r) => setTimeout(r, config.shutdownDrainMs));
        }
        await closeHttp(server, SHUTDOWN_GRACE_MS);
        await jobs?.stop();
        await dev?.stop();
        await db.destroy();
        await embedded?.stop();
      })()),
  };
}
