import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import path from 'node:path';
import { openDatabase } from './db/data-source.ts';
import { embeddedDatabaseUrl } from './db/embedded.ts';
import { createDevMailbox, createSmtpMailer } from './mail/mailer.ts';
import { jobHandlers } from './jobs/handlers.ts';
import { scheduleRenewalSweep } from './modules/billing/billing-jobs.ts';
import { scheduleShortLinkPurge } from './modules/reminders/short-links.ts';
import { createMoyasarGateway } from './payments/moyasar.ts';
import { createPhoneMessenger } from './messaging/index.ts';
import { isPhoneSandbox } from './modules/messaging/channels.service.ts';
import { createJobRunner } from './jobs/runner.ts';
import { countJobOutcome } from './ops/metrics.ts';
import { systemClock } from './clock.ts';
import { runUntilStopped } from './child-process.ts';

/**
 * A job worker apart from the API (`npm run worker -w @waqt/api`): the same queue, claimed with
 * SKIP LOCKED, so any number of workers and API processes can run side by side. It needs a database
 * that is already running: DATABASE_URL, or the embedded server of a running API (same EMBEDDED_PG_PORT).
 */
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`waqt-worker: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

// WAQT_PROCESS_NAME: the supervisor's name for this child (worker-2), when `npm run serve` runs it.
const log = createLogger(config.logLevel).child({ process: process.env.WAQT_PROCESS_NAME ?? 'worker', pid: process.pid });
// Without DATABASE_URL: the embedded server a running API started (its password beside its data, see db/embedded.ts).
const url = config.databaseUrl ?? embeddedDatabaseUrl(path.join(config.dataDir, 'pg'), config.embeddedPgPort);
try {
  const db = await openDatabase(url, log, 3);
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, log) : createDevMailbox(db, log, systemClock);
  const runner = createJobRunner({ db, clock: systemClock, log, jobs: jobHandlers({ config, db, log, mailer, clock: systemClock, gateway: createMoyasarGateway(config.moyasarBaseUrl), messenger: createPhoneMessenger({ unifonicBaseUrl: config.unifonicBaseUrl, whatsappBaseUrl: config.whatsappBaseUrl, sandbox: isPhoneSandbox(config, 'whatsapp') }) }), onOutcome: countJobOutcome });
  await runner.start();
  // The periodic renewal sweep and short-link purge (issue 35): their next slots, once whoever asks (each then queues its own successors).
  await scheduleRenewalSweep(db, systemClock);
  await scheduleShortLinkPurge(db, systemClock);
  const keepAlive = setInterval(() => {}, 60_000);
  runUntilStopped(log, 'worker stopping', async () => {
    clearInterval(keepAlive);
    await runner.stop();
    await db.destroy();
  });
} catch (err) {
  console.error('waqt-worker: failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
}
