import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { pino } from 'pino';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { codeOf } from '../../test/fixtures.ts';
import { createDataSource } from '../db/data-source.ts';
import { createLogger } from '../logger.ts';
import { createDevMailbox, type Mailer } from '../mail/mailer.ts';
import { enqueueMail, sendMailJob } from '../mail/outbox.ts';
import { exponentialBackoff } from './backoff.ts';
import { enqueue } from './queue.ts';
import { createJobRunner } from './runner.ts';
import { defineJob, type JobInfo } from './define.ts';

const log = createLogger('silent');
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.query(`DELETE FROM jobs`);
});

/** Test kinds: `n` (what each test's handler does with it varies), `flaky`, `count`. */
const nPayload = z.object({ n: z.number().int().optional(), v: z.string().optional() });
const nJob = (run: (p: z.output<typeof nPayload>, job: JobInfo) => Promise<void> = async () => {}) => defineJob('n', nPayload, (p, _deps: unknown, job) => run(p, job));
const N = nJob();

/** Rows of the dev mailbox, read directly (latestMailTo would deliver with the harness's own runner). */
const mailbox = async (to: string) =>
  app.db.query<{ subject: string; text: string }[]>(`SELECT subject, text FROM mail_messages WHERE to_address = $1`, [to]);
const jobRows = async () =>
  app.db.query<
    {
      kind: string;
      state: string;
      attempts: number;
      run_at: Date;
      last_error: string | null;
      dead_at: Date | null;
    }[]
  >(`SELECT kind, state, attempts, run_at, last_error, dead_at FROM jobs ORDER BY id`);

/** The dev mailbox behind a switch: while `down`, every send fails like an unreachable SMTP server. */
function switchableMailer(db: DataSource) {
  const real = createDevMailbox(db, log, app.clock);
  const state = { down: true, tries: 0 };
  const mailer: Mailer = {
    kind: 'smtp',
    async send(mail) {
      state.tries++;
      if (state.down) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNREFUSED' });
      await real.send(mail);
    },
  };
  return { mailer, state };
}

describe('mail outbox', () => {
  it('a mail server that is down does not fail sign-up; the code mail is retried with backoff and arrives once', async () => {
    const { mailer, state } = switchableMailer(app.db);
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, jobs: [sendMailJob.bind({ mailer, db: app.db, clock: app.clock })], backoff: exponentialBackoff(10_000) });
    const email = `outbox.${Date.now()}@example.com`;
    const res = await app
      .caller({ ip: '10.7.0.1' })
      .auth.register({ fullName: 'Outbox Person', email, password: 'long-enough-1', businessUse: false, locale: 'en', timezone: 'Asia/Riyadh' });
    expect(res.ok).toBe(true);

    expect(await runner.drain()).toEqual({ done: 0, retried: 1, dead: 0 });
    let [job] = await jobRows();
    expect(job).toMatchObject({ kind: 'send-mail', state: 'queued', attempts: 1 });
    expect(job!.last_error).toContain('ECONNREFUSED');
    expect(job!.run_at.toISOString()).toBe(new Date(app.clock.now().getTime() + 10_000).toISOString());
    // Not due yet: nothing runs.
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, dead: 0 });

    app.clock.advance(10_000);
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, dead: 0 });
    [job] = await jobRows();
    // Exponential: the second wait is twice the first.
    expect(job!.run_at.toISOString()).toBe(new Date(app.clock.now().getTime() + 20_000).toISOString());
    expect(await mailbox(email)).toEqual([]);

    state.down = false;
    app.clock.advance(20_000);
    expect(await runner.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    const mails = await mailbox(email);
    expect(mails).toHaveLength(1);
    expect(state.tries).toBe(3);
    expect(await jobRows()).toEqual([]);
    // The account is usable with the code that finally arrived; a retry of the sign-up is not needed.
    const me = await app.caller({ ip: '10.7.0.1' }).auth.verifyOtp({ email, code: codeOf(mails[0]!.text), purpose: 'verify_email' });
    expect(me.emailVerified).toBe(true);
  });

  it('a rolled-back change leaves no outbox row, and no mail', async () => {
    const email = `rollback.${Date.now()}@example.com`;
    await expect(
      app.db.transaction(async (tx) => {
        await enqueueMail(tx, app.clock, { to: email, subject: 's', text: 't', html: '<p>t</p>', locale: 'en' });
        expect(Number((await tx.query(`SELECT count(*) AS n FROM jobs`))[0].n)).toBe(1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobRows()).toEqual([]);
    await app.jobs.drain();
    expect(await mailbox(email)).toEqual([]);
  });

  it('an invite and its mail commit together', async () => {
    const { makeUser } = await import('../../test/fixtures.ts');
    const owner = await makeUser(app.db, app.clock);
    const team = await app.caller({ sessionToken: owner.token }).teams.create({ name: 'Outbox Clinic', slug: `outbox-${Date.now()}` });
    const guest = `guest.${Date.now()}@example.com`;
    await app.caller({ sessionToken: owner.token }).invites.create({ teamId: team.id, email: guest, role: 'assistant' });
    // The invite's mail is queued with it (beside the job that ends the new team's trial).
    expect((await jobRows()).map((j) => j.kind).sort()).toEqual(['billing-limits', 'send-mail']);
    expect(await mailbox(guest)).toEqual([]);
    await app.jobs.drain();
    const mails = await mailbox(guest);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Outbox Clinic');
  });
});

describe('job queue', () => {
  it('gives up after max attempts: the job is left dead, with its last error, and never runs again', async () => {
    let runs = 0;
    const flaky = defineJob('flaky', z.object({}), async () => {
      runs++;
      throw new Error(`failure ${runs}`);
    });
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log,
      backoff: () => 1_000,
      jobs: [flaky.bind(undefined)],
    });
    await enqueue(app.db, app.clock, { job: flaky, payload: {}, maxAttempts: 3 });
    for (let i = 0; i < 5; i++) {
      await runner.drain();
      app.clock.advance(1_000);
    }
    expect(runs).toBe(3);
    const [job] = await jobRows();
    expect(job).toMatchObject({ state: 'dead', attempts: 3, last_error: 'Error: failure 3' });
    expect(job!.dead_at).not.toBeNull();
  });

  it('a job with no handler fails like any other (retried, then dead), it is not lost', async () => {
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, jobs: [] });
    await enqueue(app.db, app.clock, { job: defineJob('unknown-kind', z.object({}), async () => {}), payload: {}, maxAttempts: 1 });
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, dead: 1 });
    expect((await jobRows())[0]).toMatchObject({ state: 'dead', last_error: 'Error: no handler for job kind "unknown-kind"' });
  });

  it('runs jobs due at the same instant in the order they were queued', async () => {
    const seen: number[] = [];
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, batchSize: 3, jobs: [nJob(async ({ n }) => void seen.push(n!)).bind(undefined)] });
    for (let n = 0; n < 10; n++) await enqueue(app.db, app.clock, { job: N, payload: { n } });
    await enqueue(app.db, app.clock, { job: N, payload: { n: 99 }, runAt: new Date(app.clock.now().getTime() + 60_000) });
    expect(await runner.drain()).toEqual({ done: 10, retried: 0, dead: 0 });
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    app.clock.advance(60_000);
    await runner.drain();
    expect(seen.at(-1)).toBe(99);
  });

  it('a job whose worker died (lease expired) is claimed again, and counts as an attempt', async () => {
    await enqueue(app.db, app.clock, { job: N, payload: {} });
    const lease = 60_000;
    const ran: string[] = [];
    const a = createJobRunner({ db: app.db, clock: app.clock, log, leaseMs: lease, timeoutMs: 3_600_000, jobs: [nJob(() => new Promise<void>(() => {})).bind(undefined)] });
    const b = createJobRunner({ db: app.db, clock: app.clock, log, leaseMs: lease, jobs: [nJob(async (_p, job) => void ran.push(`${job.attempt}`)).bind(undefined)] });
    void a.runDueOnce(); // claims, then hangs forever like a killed process
    await expect.poll(async () => (await jobRows())[0]?.state).toBe('running');
    expect(await b.drain()).toEqual({ done: 0, retried: 0, dead: 0 });
    app.clock.advance(lease);
    expect(await b.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(ran).toEqual(['2']);
  });

  it('a running job keeps its claim while its runner renews the lease (heartbeat), and loses it one lease after the renewals stop', async () => {
    await enqueue(app.db, app.clock, { job: N, payload: {} });
    const lease = 60_000;
    const ran: string[] = [];
    // heartbeatMs far away: the test renews by hand, as the timer would.
    const a = createJobRunner({ db: app.db, clock: app.clock, log, leaseMs: lease, heartbeatMs: 3_600_000, jobs: [nJob(() => new Promise<void>(() => {})).bind(undefined)] });
    const b = createJobRunner({ db: app.db, clock: app.clock, log, leaseMs: lease, jobs: [nJob(async (_p, job) => void ran.push(`${job.attempt}`)).bind(undefined)] });
    void a.runDueOnce(); // claims, then its job runs on (a long send)
    await expect.poll(async () => (await jobRows())[0]?.state).toBe('running');
    app.clock.advance(lease - 1_000);
    expect(await a.renewLeases()).toBe(1);
    app.clock.advance(lease - 1_000); // past the first lease, within the renewed one
    expect(await b.drain()).toEqual({ done: 0, retried: 0, dead: 0 });
    // a stops renewing (hung, or its machine gone): one lease later the job is b's.
    app.clock.advance(1_000);
    expect(await b.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(ran).toEqual(['2']);
    expect(await a.renewLeases()).toBe(0); // nothing of a's left to renew
  });

  it('the heartbeat renews on its own while a job runs', async () => {
    await enqueue(app.db, app.clock, { job: N, payload: {} });
    let finish!: () => void;
    const a = createJobRunner({ db: app.db, clock: app.clock, log, leaseMs: 60_000, heartbeatMs: 10, jobs: [nJob(() => new Promise<void>((r) => (finish = r))).bind(undefined)] });
    const round = a.runDueOnce();
    await expect.poll(async () => (await jobRows())[0]?.state).toBe('running');
    app.clock.advance(30_000);
    const renewedTo = app.clock.now().getTime() + 60_000;
    await expect.poll(async () => (await app.db.query<{ t: Date }[]>(`SELECT locked_until AS t FROM jobs`))[0]!.t.getTime()).toBe(renewedTo);
    finish();
    expect(await round).toEqual({ done: 1, retried: 0, dead: 0 });
  });

  it("releases at once the claims of a worker on this machine whose process is gone, and only those", async () => {
    const { spawn } = await import('node:child_process');
    const os = await import('node:os');
    const child = spawn(process.execPath, ['-e', '']);
    const deadPid = await new Promise<number>((resolve) => child.once('exit', () => resolve(child.pid!)));
    for (const n of [1, 2, 3]) await enqueue(app.db, app.clock, { job: N, payload: { n } });
    const far = new Date(app.clock.now().getTime() + 3_600_000);
    const holders = { 1: `${os.hostname()}:${deadPid}:dead01`, 2: `${os.hostname()}:${process.pid}:alive1`, 3: `elsewhere-${os.hostname()}:${deadPid}:other1` };
    for (const [n, by] of Object.entries(holders))
      await app.db.query(`UPDATE jobs SET state = 'running', attempts = 1, locked_by = $1, locked_until = $2 WHERE payload->>'n' = $3`, [by, far, n]);
    const seen: number[] = [];
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, jobs: [nJob(async ({ n }) => void seen.push(n!)).bind(undefined)] });
    expect(await runner.releaseDeadClaims()).toBe(1);
    expect(await runner.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(seen).toEqual([1]);
    // The live process's claim and another machine's wait for their leases.
    expect((await jobRows()).map((j) => [j.state, j.attempts])).toEqual([
      ['running', 1],
      ['running', 1],
    ]);
  });

  it('a handler that hangs times out and is retried, so one stuck send does not hold the queue', async () => {
    let calls = 0;
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      log,
      timeoutMs: 50,
      backoff: () => 1_000,
      jobs: [nJob(() => (++calls === 1 ? new Promise<void>(() => {}) : Promise.resolve())).bind(undefined)],
    });
    await enqueue(app.db, app.clock, { job: N, payload: {} });
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, dead: 0 });
    expect((await jobRows())[0]!.last_error).toBe('Error: job timed out after 50 ms');
    app.clock.advance(1_000);
    expect(await runner.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
  });

  it('two workers on separate connections racing over 200 jobs run each exactly once', async () => {
    const url = (app.db.options as { url: string }).url;
    const other = await createDataSource(url, log, 5).initialize();
    try {
      for (let i = 0; i < 200; i += 50) {
        await app.db.query(
          `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at)
           SELECT 'count', jsonb_build_object('i', g), 'queued', 0, 3, $1, $1 FROM generate_series($2::int, $3::int) g`,
          [app.clock.now(), i, i + 49],
        );
      }
      const runs = new Map<number, string[]>();
      const count = defineJob('count', z.object({ i: z.int() }), async ({ i }, who: string) => {
        runs.set(i, [...(runs.get(i) ?? []), who]);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
      });
      const one = createJobRunner({ db: app.db, clock: app.clock, log, batchSize: 4, jobs: [count.bind('one')] });
      const two = createJobRunner({ db: other, clock: app.clock, log, batchSize: 4, jobs: [count.bind('two')] });
      const [r1, r2] = await Promise.all([one.drain(), two.drain()]);
      expect(r1.done + r2.done).toBe(200);
      expect(runs.size).toBe(200);
      expect([...runs.values()].filter((w) => w.length !== 1)).toEqual([]);
      // Both really worked at the same time (otherwise this proves nothing about the race).
      expect(r1.done).toBeGreaterThan(0);
      expect(r2.done).toBeGreaterThan(0);
      expect(await jobRows()).toEqual([]);
    } finally {
      await other.destroy();
    }
  });

  it('a started runner is woken by the commit (LISTEN/NOTIFY), not by polling', async () => {
    const done: string[] = [];
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, pollMs: 3_600_000, jobs: [nJob(async ({ v }) => void done.push(v!)).bind(undefined)] });
    await runner.start();
    try {
      await app.db.transaction(async (tx) => {
        await enqueue(tx, app.clock, { job: N, payload: { v: 'after-commit' } });
        // Not before the commit.
        await new Promise((r) => setTimeout(r, 100));
        expect(done).toEqual([]);
      });
      await expect.poll(() => done, { timeout: 5_000 }).toEqual(['after-commit']);
    } finally {
      await runner.stop();
    }
  });
});

describe('job payloads are declared with their schema', () => {
  const rawJob = (kind: string, payload: unknown, maxAttempts = 5) =>
    app.db.query(`INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at) VALUES ($1, $2::jsonb, 'queued', 0, $3, $4, $4)`, [
      kind,
      JSON.stringify(payload),
      maxAttempts,
      app.clock.now(),
    ]);

  it('a payload the schema refuses is left dead at once, with the reason stored and logged; the handler never runs', async () => {
    const lines: string[] = [];
    const capture = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const seen: unknown[] = [];
    const runner = createJobRunner({ db: app.db, clock: app.clock, log: capture, jobs: [nJob(async (p) => void seen.push(p)).bind(undefined)] });
    await rawJob('n', { n: 'seven' });
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, dead: 1 });
    expect(seen).toEqual([]);
    const [job] = await jobRows();
    expect(job).toMatchObject({ state: 'dead', attempts: 1 });
    expect(job!.dead_at).not.toBeNull();
    expect(job!.last_error).toMatch(/^invalid n payload: n: /);
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; reason?: string; job?: { kind: string } });
    expect(logged).toEqual([expect.objectContaining({ msg: 'job payload invalid; left dead without retrying', reason: job!.last_error, job: expect.objectContaining({ kind: 'n' }) })]);
  });

  it('a valid payload reaches the handler parsed (typed), then the job is done', async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner({ db: app.db, clock: app.clock, log, jobs: [nJob(async (p) => void seen.push(p)).bind(undefined)] });
    await rawJob('n', { n: 7, v: 'seven' });
    expect(await runner.drain()).toEqual({ done: 1, retried: 0, dead: 0 });
    expect(seen).toEqual([{ n: 7, v: 'seven' }]);
    expect(await jobRows()).toEqual([]);
  });

  it('enqueue checks the payload against the kind’s schema: a wrong one fails the caller and queues nothing', async () => {
    // Typed as a number, refused as not an integer.
    await expect(enqueue(app.db, app.clock, { job: N, payload: { n: 1.5 } })).rejects.toThrow();
    expect(await jobRows()).toEqual([]);
  });

  it('the app’s own kinds: an expire-booking job without a booking id goes dead with the reason', async () => {
    await rawJob('expire-booking', { booking: 'x' }, 20);
    await app.jobs.drain();
    const [job] = await jobRows();
    expect(job).toMatchObject({ kind: 'expire-booking', state: 'dead', attempts: 1, last_error: expect.stringMatching(/^invalid expire-booking payload: bookingId: /) });
  });
});
