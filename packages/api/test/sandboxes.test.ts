import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BILLING_DEV_PUBLISHABLE_KEY, BILLING_DEV_SECRET_KEY, createMoyasarSandbox, DEV_PUBLISHABLE_KEY, DEV_SECRET_KEY } from '@waqt/sandbox';
import { createTestApp, type TestApp } from './harness.ts';
import { freePort } from './ports.ts';

// The Moyasar sandbox (@waqt/sandbox) where development runs it: in the app's database, and alone through
// the API's launcher (src/dev/sandbox-main.ts), which finds that database as the API does.

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** The environment without key overrides, so the child uses the built-in dev and billing keys. */
function withoutKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...env };
  for (const k of ['MOYASAR_SANDBOX_PUBLISHABLE_KEY', 'MOYASAR_SANDBOX_SECRET_KEY', 'BILLING_MOYASAR_PUBLISHABLE_KEY', 'BILLING_MOYASAR_SECRET_KEY']) delete out[k];
  return out;
}

describe('beside the app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('keeps to its own schema in the app’s database and leaves the app’s tables alone', async () => {
    const tables = async (schema: string) =>
      (await app.db.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1`, [schema])).map((r: { table_name: string }) => r.table_name);
    const before = await tables('public');
    const url = (app.db.options as { url: string }).url;
    const s = await createMoyasarSandbox({ databaseUrl: url });
    await s.stop();
    expect(await tables('public')).toEqual(before);
    expect(await tables('moyasar_sandbox')).toEqual(['accounts', 'auths', 'deliveries', 'events', 'payments', 'tokens', 'webhooks']);
  });

  it('npm run sandbox:moyasar: listens on MOYASAR_SANDBOX_PORT, prints the dev and billing keys, answers with them, stops on SIGTERM', async () => {
    const port = await freePort();
    const url = (app.db.options as { url: string }).url;
    const apiDir = path.resolve(import.meta.dirname, '..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/sandbox-main.ts', 'moyasar'], {
      cwd: apiDir,
      env: { ...withoutKeys(process.env), DATABASE_URL: url, MOYASAR_SANDBOX_PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    try {
      await vi.waitFor(() => expect(out).toContain(`Moyasar sandbox on http://127.0.0.1:${port}`), { timeout: 30_000, interval: 100 });
      expect(out).toContain(`publishable key: ${DEV_PUBLISHABLE_KEY}`);
      expect(out).toContain(`secret key:      ${DEV_SECRET_KEY}`);
      expect(out).toContain(`publishable key: ${BILLING_DEV_PUBLISHABLE_KEY}`);
      expect(out).toContain(`secret key:      ${BILLING_DEV_SECRET_KEY}`);
      const list = await fetch(`http://127.0.0.1:${port}/v1/payments`, { headers: { Authorization: basic(DEV_SECRET_KEY) } });
      expect(list.status).toBe(200);
      expect(((await list.json()) as { meta: { total_count: number } }).meta.total_count).toBe(0);
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    expect(child.exitCode).toBe(0);
    // The next start finds the dev and billing accounts already there.
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      expect((await c.query(`SELECT id FROM moyasar_sandbox.accounts ORDER BY id`)).rows).toEqual([{ id: 'acct_billing_dev' }, { id: 'acct_dev' }]);
    } finally {
      await c.end();
    }
  }, 60_000);

  it('npm run sandbox:messaging: listens on MESSAGING_SANDBOX_PORT, prints both providers\' URLs, stops on SIGTERM', async () => {
    const port = await freePort();
    const url = (app.db.options as { url: string }).url;
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev/sandbox-main.ts', 'messaging'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: url, MESSAGING_SANDBOX_PORT: String(port), LOG_LEVEL: 'silent', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    try {
      await vi.waitFor(() => expect(out).toContain(`Phone sandbox on http://127.0.0.1:${port} (UNIFONIC_BASE_URL and WHATSAPP_BASE_URL)`), { timeout: 30_000, interval: 100 });
      expect(out).toContain(`Unifonic: POST http://127.0.0.1:${port}/rest/SMS/messages`);
      expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: 'ok', service: 'messaging-sandbox' });
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    expect(child.exitCode).toBe(0);
  }, 60_000);
});
