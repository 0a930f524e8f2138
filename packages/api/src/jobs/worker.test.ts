import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { systemClock } from '../clock.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('npm run worker', () => {
  it('a separate worker process sends queued mail, woken by the commit, and stops cleanly on SIGTERM', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: (app.db.options as { url: string }).url, LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    try {
      await expect.poll(() => out, { timeout: 20_000 }).toContain('job runner started');
      const to = `worker.${Date.now()}@example.com`;
      // The worker runs on the real clock, so the job is queued at real time.
      await app.db.transaction((tx) => enqueueMail(tx, systemClock, { to, subject: 'From the worker', text: 't', html: '<p>t</p>', locale: 'en' }));
      await expect
        .poll(() => app.db.query<{ subject: string }[]>(`SELECT subject FROM mail_messages WHERE to_address = $1`, [to]), { timeout: 3_000 })
        .toEqual([{ subject: 'From the worker' }]);
      // The job row goes in the worker's own statement after the send: wait for it, do not race it. What
      // stays is the next hour's renewal sweep and short-link purge, which every worker asks for at start (issue 35).
      await expect.poll(() => app.db.query(`SELECT kind FROM jobs ORDER BY kind`), { timeout: 3_000 }).toEqual([{ kind: 'billing-renewal-sweep' }, { kind: 'short-links-purge' }]);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
