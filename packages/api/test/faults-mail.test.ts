import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { startSmtpSink, type SmtpSink, type SmtpSinkOptions } from '../bench/smtp-sink.ts';
import { enqueueMail, sendMailJob } from '../src/mail/outbox.ts';
import { createSmtpMailer } from '../src/mail/mailer.ts';
import { createJobRunner } from '../src/jobs/runner.ts';
import { createLogger } from '../src/logger.ts';
import { systemClock, type Clock } from '../src/clock.ts';

// Issue 25, faults: a job worker killed with SIGKILL in the middle of sending a mail. The real worker
// (`npm run worker`: src/worker.ts, its default 10-minute lease) sends to a local SMTP server
// (bench/smtp-sink.ts) that stalls at the chosen moment; the test kills the worker there. Then the
// lease runs out — a runner here whose clock is past it, with a short lease of its own — and the
// job runs again. What must hold: the mail arrives, and a copy sent twice is the same message.

const log = createLogger('silent');
const root = path.resolve(import.meta.dirname, '..');
const WORKER_LEASE_MS = 10 * 60_000; // the runner's default, which src/worker.ts uses
let app: TestApp;
let sink: SmtpSink | undefined;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.query(`DELETE FROM jobs`);
});
afterEach(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
  worker = undefined;
  await sink?.close();
  sink = undefined;
});

/** Starts src/worker.ts on the test database with mail to the sink; resolves once its runner listens. */
async function startWorker(smtpUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: app.databaseUrl, SMTP_URL: smtpUrl, MAIL_FROM: 'Waqt <no-reply@faults.example>', LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  await expect.poll(() => out, { timeout: 20_000 }).toContain('job runner started');
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | null>((resolve) => {
    child.once('exit', (_code, signal) => resolve(signal));
    child.kill('SIGKILL');
  });

/** A sink whose first connection or first message stalls until the test has killed the worker. */
async function stallingSink(at: 'greeting' | 'after-data') {
  let reached!: () => void;
  const stalled = new Promise<void>((r) => (reached = r));
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const opts: SmtpSinkOptions =
    at === 'greeting'
      ? { onConnect: async (n) => (n === 1 ? (reached(), released) : undefined) }
      : { onMessage: () => (sink!.messages.length === 1 ? (reached(), 'withhold') : 'accept') };
  sink = await startSmtpSink(opts);
  return { stalled, release };
}

/** After the killed worker's lease: a runner whose clock is past it (its own lease short). */
function runnerAfterLease() {
  const later: Clock = { now: () => new Date(Date.now() + WORKER_LEASE_MS + 1_000) };
  return createJobRunner({
    db: app.db,
    clock: later,
    log,
    leaseMs: 5_000,
    jobs: [sendMailJob.bind({ mailer: createSmtpMailer(sink!.url, 'Waqt <no-reply@faults.example>', log), db: app.db, clock: later })],
  });
}

const jobRow = async () =>
  (await app.db.query<{ state: string; attempts: number; locked_by: string | null }[]>(`SELECT state, attempts, locked_by FROM jobs WHERE kind = 'send-mail'`))[0];

describe('a worker killed with SIGKILL mid-job', () => {
  it('while connecting to the mail server: the job stays claimed until its lease ends, then runs again and the mail arrives once', async () => {
    const { stalled, release } = await stallingSink('greeting');
    worker = await startWorker(sink!.url);
    await app.db.transaction((tx) => enqueueMail(tx, systemClock, { to: 'killed.connecting@example.com', subject: 'Your booking', text: 't', html: '<p>t</p>', locale: 'en' }));
    await stalled; // the worker has claimed the job and waits for the server's greeting
    expect(await killed(worker)).toBe('SIGKILL');
    release();
    // Claimed by a process that no longer exists: nothing else may take it before the lease ends.
    expect(await jobRow()).toMatchObject({ state: 'running', attempts: 1 });
    const early = createJobRunner({ db: app.db, clock: systemClock, log, jobs: [sendMailJob.bind({ mailer: createSmtpMailer(sink!.url, 'x <a@b.c>', log), db: app.db, clock: systemClock })] });
    expect(await early.drain()).toEqual({ done: 0, retried: 0, dead: 0 });

    expect(await runnerAfterLease().drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(sink!.messages.map((m) => m.to)).toEqual([['killed.connecting@example.com']]);
    expect(await jobRow()).toBeUndefined();
  }, 30_000);

  it('after the server took the mail but before it said so: the mail is sent again, as the same message (one Message-ID)', async () => {
    const { stalled } = await stallingSink('after-data');
    worker = await startWorker(sink!.url);
    await app.db.transaction((tx) => enqueueMail(tx, systemClock, { to: 'killed.sending@example.com', subject: 'Your booking', text: 't', html: '<p>t</p>', locale: 'en' }));
    await stalled; // the server has the whole message; its "250" is withheld
    expect(await killed(worker)).toBe('SIGKILL');
    expect(await jobRow()).toMatchObject({ state: 'running', attempts: 1 });

    expect(await runnerAfterLease().drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    // SMTP cannot tell the server "you already have this one": the second attempt delivers a second
    // copy. Both carry the Message-ID chosen when the mail was queued, so the recipient's mail client
    // (and Gmail) shows one message.
    expect(sink!.messages).toHaveLength(2);
    const ids = new Set(sink!.messages.map((m) => m.messageId));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^<waqt\.[0-9a-f-]{36}@faults\.example>$/);
    expect(await jobRow()).toBeUndefined();
  }, 30_000);
});
