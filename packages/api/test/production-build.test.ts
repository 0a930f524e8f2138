import { randomBytes } from 'node:crypto';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from './ports.ts';

// `npm run build` output runs under plain node (no tsx) with production settings and serves the app.
const root = path.resolve(import.meta.dirname, '../../..');
const work = fs.mkdtempSync(path.join(root, '.data', 'build-test-'));
const outdir = path.join(work, 'api');
const dist = path.join(work, 'app');
const database = `waqt_build_${randomBytes(6).toString('hex')}`;
const adminUrl = inject('pgAdminUrl');
let server: ChildProcess;
let base: string;
let output = '';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'packages/api/build.mjs'), '--outdir', outdir], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Waqt</title><script type="module" src="/assets/index-Ab12.js"></script>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12.js'), 'console.log(1);');
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--max-semi-space-size=2', '--max-old-space-size=96', '--no-maglev', path.join(outdir, 'main.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      API_PORT: String(port),
      APP_ORIGIN: base,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      PAYMENTS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      MOYASAR_BASE_URL: 'http://127.0.0.1:9',
      BILLING_MOYASAR_PUBLISHABLE_KEY: 'pk_test_productionBuildBilling',
      BILLING_MOYASAR_SECRET_KEY: 'sk_test_productionBuildBilling',
      BILLING_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
      SELLER_NAME_EN: 'Waqt Bookings LLC',
      SELLER_NAME_AR: 'شركة وقت للحجوزات',
      SELLER_ADDRESS_EN: 'Riyadh, Saudi Arabia',
      SELLER_ADDRESS_AR: 'الرياض، المملكة العربية السعودية',
      SELLER_VAT_NUMBER: '300000000000003',
      SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
      DATABASE_URL: url.toString(),
      APP_DIST_DIR: dist,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; ; i++) {
    if (server.exitCode !== null || i > 150) throw new Error(`the compiled server did not start:\n${output}`);
    if (await fetch(`${base}/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await admin(`DROP DATABASE IF EXISTS ${database}`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the production build', () => {
  it('is plain JavaScript run by node, with the workspace contracts compiled in', () => {
    expect(fs.existsSync(path.join(outdir, 'main.js'))).toBe(true);
    expect(fs.readFileSync(`/proc/${server.pid}/cmdline`, 'utf8')).not.toContain('tsx');
    expect(fs.readFileSync(path.join(outdir, 'main.js'), 'utf8')).not.toMatch(/from ["']@waqt\//);
  });

  it('leaves the development-only sandboxes out: no module of @waqt/sandbox, only the import() that never runs in production', () => {
    const files = fs.readdirSync(outdir);
    const sources = files.filter((f) => f.endsWith('.js.map')).flatMap((f) => (JSON.parse(fs.readFileSync(path.join(outdir, f), 'utf8')) as { sources: string[] }).sources);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((s) => s.includes('packages/sandbox/'))).toEqual([]);
    const js = files.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(outdir, f), 'utf8')).join('\n');
    // What only the sandboxes' code says: their schemas, their admin paths.
    expect(js).not.toMatch(/moyasar_sandbox|messaging_sandbox|\/_sandbox\//);
    expect(js).not.toMatch(/from\s*["']@waqt\/sandbox/);
    expect(js.match(/import\("@waqt\/sandbox"\)/g)).toHaveLength(1);
  });

  it('answers the API and serves the app: index.html revalidated, hashed assets cached for a year', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toMatchObject({ status: 'ok', database: 'ok' });
    const page = await fetch(`${base}/en/dashboard`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('/assets/index-Ab12.js');
    const asset = await fetch(`${base}/assets/index-Ab12.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe('console.log(1);');
  });

  it('stops cleanly on SIGTERM', async () => {
    server.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((r) => server.once('exit', (c, s) => r([c, s])));
    expect({ code, signal, output }).toMatchObject({ code: 0, signal: null });
  });
});
