import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { JOBS_CHANNEL } from '../jobs/jobs.queries.ts';
import { parseJobsCommand, runJobsCommand } from './jobs-command.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.db.query(`DELETE FROM jobs`);
});

const MIN = 60_000;

/** A job row as the runner leaves it; returns its id. */
async function job(state: 'queued' | 'running' | 'dead', over: { kind?: string; deadMinutesAgo?: number; error?: string; attempts?: number } = {}): Promise<string> {
  const now = app.clock.now().getTime();
  const [row] = await app.db.query<{ id: string }[]>(
    `INSERT INTO jobs (kind, payload, state, attempts, max_attempts, run_at, created_at, locked_by, locked_until, dead_at, last_error)
     VALUES ($1, '{"to":"x"}', $2, $3, 10, $4, $4, $5, $6, $7, $8) RETURNING id::text`,
    [
      over.kind ?? 'send-mail',
      state,
      over.attempts ?? (state === 'dead' ? 10 : 0),
      new Date(now - 60 * MIN),
      state === 'running' ? 'some-worker' : null,
      state === 'running' ? new Date(now + 5 * MIN) : null,
      state === 'dead' ? new Date(now - (over.deadMinutesAgo ?? 1) * MIN) : null,
      over.error ?? null,
    ],
  );
  return row!.id;
}

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runJobsCommand(parseJobsCommand(args), { db: app.db, clock: app.clock, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const rowOf = async (id: string) =>
  (await app.db.query<{ state: string; attempts: number; run_at: Date; dead_at: Date | null; locked_by: string | null }[]>(`SELECT state, attempts, run_at, dead_at, locked_by FROM jobs WHERE id = $1`, [id]))[0];

describe('npm run jobs', () => {
  it('lists dead jobs, most recently dead first, with the first line of their last error, and counts by state', async () => {
    const older = await job('dead', { kind: 'refund-payment', deadMinutesAgo: 120, attempts: 20, error: 'GatewayError: 503 Service Unavailable\n    at refund (refunds.service.ts:40)' });
    const newer = await job('dead', { deadMinutesAgo: 5, error: 'Error: connect ECONNREFUSED 127.0.0.1:25\nsecond line' });
    await job('queued');
    await job('running');

    const r = await run();
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    const lines = r.out.split('\n');
    expect(lines[0]).toBe('jobs: 1 queued (1 due now), 1 running, 2 dead');
    expect(lines[2]).toMatch(/^ID\s+KIND\s+ATTEMPTS\s+DEAD SINCE\s+LAST ERROR$/);
    expect(lines[3]).toMatch(new RegExp(`^${newer}\\s+send-mail\\s+10/10\\s+2026-11-22 08:55:00Z\\s+Error: connect ECONNREFUSED 127\\.0\\.0\\.1:25$`));
    expect(lines[4]).toMatch(new RegExp(`^${older}\\s+refund-payment\\s+20/10\\s+2026-11-22 07:00:00Z\\s+GatewayError: 503 Service Unavailable$`));
    expect(r.out).not.toContain('second line');
    expect(r.out).not.toContain('refunds.service.ts');
  });

  it('with nothing dead: the counts alone', async () => {
    await job('queued');
    expect(await run('list')).toEqual({ code: 0, out: 'jobs: 1 queued (1 due now), 0 running, 0 dead', err: '' });
  });

  it('retry puts a dead job back in the queue to run now, attempts reset, and wakes the workers', async () => {
    const id = await job('dead', { error: 'Error: boom' });
    const listener = new pg.Client({ connectionString: app.databaseUrl });
    await listener.connect();
    try {
      await listener.query(`LISTEN ${JOBS_CHANNEL}`);
      const woken = new Promise<string | undefined>((resolve) => listener.once('notification', (n) => resolve(n.payload)));
      expect(await run('retry', id)).toEqual({ code: 0, out: `jobs: job ${id} (send-mail) queued to run now, attempts reset`, err: '' });
      expect(await woken).toBe('send-mail');
    } finally {
      await listener.end();
    }
    expect(await rowOf(id)).toEqual({ state: 'queued', attempts: 0, run_at: app.clock.now(), dead_at: null, locked_by: null });
    // The runner takes it like any due job (the dev mailbox refuses nothing).
    const jobs = await app.db.query<{ id: string }[]>(`SELECT id FROM jobs WHERE state = 'queued' AND run_at <= $1`, [app.clock.now()]);
    expect(jobs.map((j) => String(j.id))).toEqual([id]);
  });

  it('discard deletes a dead job', async () => {
    const id = await job('dead');
    const kept = await job('dead', { kind: 'reconcile-payment' });
    expect(await run('discard', id)).toEqual({ code: 0, out: `jobs: job ${id} (send-mail) discarded`, err: '' });
    expect(await rowOf(id)).toBeUndefined();
    expect((await rowOf(kept))?.state).toBe('dead');
  });

  it('refuses jobs that are not dead, ids that do not exist, and wrong usage — changing nothing', async () => {
    const queued = await job('queued');
    const running = await job('running');
    expect(await run('retry', queued)).toEqual({ code: 1, out: '', err: `jobs: job ${queued} is queued, not dead: only dead jobs can be retried` });
    expect(await run('discard', running)).toEqual({ code: 1, out: '', err: `jobs: job ${running} is running, not dead: only dead jobs can be discarded` });
    expect(await run('retry', '987654321')).toEqual({ code: 1, out: '', err: 'jobs: no job 987654321' });
    expect((await rowOf(queued))?.state).toBe('queued');
    expect((await rowOf(running))).toMatchObject({ state: 'running', locked_by: 'some-worker' });

    expect(await run('retry', 'abc')).toMatchObject({ code: 2, err: 'jobs: "abc" is not a job id (a number, as listed by `npm run jobs`)' });
    expect(await run('retry', '1 OR 1=1')).toMatchObject({ code: 2 });
    const usage = await run('resurrect', queued);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('usage: npm run jobs');
    expect((await run('retry')).code).toBe(2);
    expect((await run('discard', queued, queued)).code).toBe(2);
    expect(await run('--help')).toMatchObject({ code: 0, err: '' });
  });

  it('the command itself (src/jobs-cli.ts) on DATABASE_URL: output and exit codes', async () => {
    const id = await job('dead', { error: 'Error: from the CLI test' });
    const cli = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/jobs-cli.ts', ...args], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: app.databaseUrl },
        encoding: 'utf8',
        timeout: 20_000,
      });
    const list = cli();
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('0 queued (0 due now), 0 running, 1 dead');
    expect(list.stdout).toContain('Error: from the CLI test');
    const refused = cli('discard', '987654321');
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('jobs: no job 987654321');
    expect((await rowOf(id))?.state).toBe('dead');
  });
});
