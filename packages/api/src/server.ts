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
import { devAccount, startMoyasarSandbox } from './sandbox/moyasar-sandbox.ts';
import { startMessagingSandbox } from './sandbox/messaging-sandbox.ts';
import { createPhoneMessenger } from './messaging/index.ts';
import { isPhoneSandbox, syncSandboxHooks } from './modules/messaging/channels.service.ts';
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

/** Opens the database (embedded unless DATABASE_URL), runs migrations, starts HTTP. */
/** The sandbox's development keys (MOYASAR_SANDBOX_PUBLISHABLE_KEY / _SECRET_KEY, or its defaults). */
const devKeys = () => {
  const a = devAccount();
  return { publishableKey: a.publishable_key, secretKey: a.secret_key };
};

/** Makes `url` the one webhook of a sandbox account (its secret key), with `sharedSecret`. */
async function pointSandboxWebhook(sandboxUrl: string, secretKey: string, url: string, sharedSecret: string) {
  const auth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
  const existing = (await (await fetch(`${sandboxUrl}/_sandbox/webhooks`, { headers: { Authorization: auth } })).json()) as { id: string; url: string }[] | { webhooks?: { id: string; url: string }[] };
  const list = Array.isArray(existing) ? existing : (existing.webhooks ?? []);
  for (const w of list) if (w.url !== url) await fetch(`${sandboxUrl}/_sandbox/webhooks/${w.id}`, { method: 'DELETE', headers: { Authorization: auth } });
  if (!list.some((w) => w.url === url)) {
    await fetch(`${sandboxUrl}/_sandbox/webhooks`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ url, shared_secret: sharedSecret }) });
  }
}

/** Points the sandbox's billing account (Waqt's own) webhook at this API, with the configured secret. */
async function registerBillingWebhook(config: Config, sandboxUrl: string, apiBase: string, log: ReturnType<typeof createLogger>) {
  try {
    await pointSandboxWebhook(sandboxUrl, config.billing.secretKey, `${apiBase}/hook/billing/moyasar`, config.billing.webhookSecret);
  } catch (err) {
    log.warn({ err }, 'billing webhook not registered with the Moyasar sandbox');
  }
}

/**
 * Points the sandbox's development account's webhook at this API with the demo clinic's webhook
 * secret (what an owner sets in Moyasar's dashboard), so paid demo bookings settle even when the
 * visitor closes the tab before the redirect back.
 */
async function registerDemoWebhook(db: DataSource, sandboxUrl: string, apiBase: string, log: ReturnType<typeof createLogger>) {
  const [p] = await db.query<{ webhook_secret: string }[]>(
    `SELECT p.webhook_secret FROM payment_providers p JOIN teams t ON t.id = p.team_id WHERE t.slug = 'riyadh-dental' AND p.kind = 'card'`,
  );
  if (!p) return;
  const url = `${apiBase}/hook/bookings/payments/moyasar`;
  await pointSandboxWebhook(sandboxUrl, devKeys().secretKey, url, p.webhook_secret);
  log.info({ url }, 'demo webhook registered with the Moyasar sandbox');
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
  // Outside production, without MOYASAR_BASE_URL: the Moyasar-compatible sandbox runs in this process
  // (its own schema in this database), so card payments work offline end to end.
  const sandbox = config.moyasarSandbox && config.env !== 'production' ? await startMoyasarSandbox({ databaseUrl: url, port: config.moyasarSandboxPort, host: '127.0.0.1', log: log.child({ process: 'moyasar-sandbox' }) }) : undefined;
  // Likewise the phone sandbox (Unifonic's and WhatsApp Cloud API's shapes) unless both providers' URLs are set.
  let phoneSandbox: Awaited<ReturnType<typeof startMessagingSandbox>> | undefined;
  try {
    phoneSandbox = config.messagingSandbox ? await startMessagingSandbox({ databaseUrl: url, port: config.messagingSandboxPort, host: '127.0.0.1', log: log.child({ process: 'messaging-sandbox' }) }) : undefined;
  } catch (err) {
    await sandbox?.stop();
    throw err;
  }
  const messenger = createPhoneMessenger({ unifonicBaseUrl: config.unifonicBaseUrl, whatsappBaseUrl: config.whatsappBaseUrl, sandbox: isPhoneSandbox(config, 'whatsapp') });
  // The queue (mail outbox) runs here unless a separate worker (`npm run worker`) takes it.
  const deps = { config, db, log, mailer, clock: systemClock, gateway: createMoyasarGateway(config.moyasarBaseUrl), messenger };
  if (sandbox && config.seedDemo) await seedDemoPayments(deps, devKeys());
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
  if (sandbox && config.seedDemo) await registerDemoWebhook(db, sandbox.url, base, log);
  if (sandbox) await registerBillingWebhook(config, sandbox.url, base, log);
  if (phoneSandbox) {
    log.info({ url: phoneSandbox.url, inbox: `${base}/dev/phone` }, 'phone sandbox (SMS and WhatsApp) ready');
    await syncSandboxHooks(deps).catch((err: unknown) => log.warn({ err }, 'phone channels not registered with the phone sandbox'));
  }

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
        await sandbox?.stop();
        await phoneSandbox?.stop();
        await db.destroy();
        await embedded?.stop();
      })()),
  };
}
