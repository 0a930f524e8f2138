import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The newcomer's scripts (scripts/*.mjs): ports move together, db:reset is safe, serve says what is missing.
const root = path.resolve(import.meta.dirname, '../../..');
const script = (name: string) => path.join(root, 'scripts', name);
const made: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'waqt-scripts-'));
  made.push(d);
  return d;
};
afterEach(() => {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});
const run = (name: string, env: Record<string, string>) =>
  spawnSync(process.execPath, [script(name)], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });

interface Proc {
  name: string;
  args: string[];
  env: Record<string, string>;
}

describe('npm start ports', () => {
  it('API_PORT, APP_PORT and EMBEDDED_PG_PORT reach the API, Vite and its proxy, so two checkouts run side by side', async () => {
    const { devPlan } = (await import(script('start.mjs'))) as { devPlan: (env: Record<string, string>) => { procs: Proc[] } };
    const [api, app] = devPlan({ API_PORT: '6011', APP_PORT: '6030', EMBEDDED_PG_PORT: '6433' }).procs;
    expect(api!.env).toMatchObject({ API_PORT: '6011', EMBEDDED_PG_PORT: '6433', APP_ORIGIN: 'http://127.0.0.1:6030' });
    expect(app!.args.slice(0, 2)).toEqual(['--port', '6030']);
    expect(app!.env).toMatchObject({ APP_PORT: '6030', WAQT_API_ORIGIN: 'http://127.0.0.1:6011' });

    const [defaultApi, defaultApp] = devPlan({}).procs;
    expect(defaultApi!.env).toMatchObject({ API_PORT: '5011', EMBEDDED_PG_PORT: '5433', APP_ORIGIN: 'http://127.0.0.1:5030' });
    expect(defaultApp!.args.slice(0, 2)).toEqual(['--port', '5030']);
  });

  it('the Vite config (dev server and preview) listens on APP_PORT and proxies to API_PORT', () => {
    // Evaluated in a child so the environment is read fresh, as `vite` itself would.
    const { WAQT_API_ORIGIN: _explicitOrigin, ...withoutApiOrigin } = process.env;
    const r = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { default: config } = await import(${JSON.stringify(path.join(root, 'packages/app/vite.config.ts'))});
         const c = typeof config === 'function' ? await config({ command: 'serve', mode: 'development', isPreview: false }) : config;
         console.log(JSON.stringify({ dev: c.server.port, preview: c.preview.port, target: c.server.proxy['/trpc'].target }));`,
      ],
      { cwd: path.join(root, 'packages/app'), env: { ...withoutApiOrigin, APP_PORT: '6030', API_PORT: '6011' }, encoding: 'utf8' },
    );
    expect(r.stderr).not.toMatch(/Error/);
    expect(JSON.parse(r.stdout.trim().split('\n').pop()!)).toEqual({ dev: 6030, preview: 6030, target: 'http://127.0.0.1:6011' });
  });
});

describe('npm run db:reset', () => {
  it('deletes the embedded cluster under DATA_DIR', () => {
    const data = tmp();
    fs.mkdirSync(path.join(data, 'pg'));
    fs.writeFileSync(path.join(data, 'pg', 'PG_VERSION'), '18\n');
    const r = run('db-reset.mjs', { DATA_DIR: data });
    expect(r.status).toBe(0);
    expect(fs.existsSync(path.join(data, 'pg'))).toBe(false);
  });

  it('refuses while a server still runs on it, and deletes nothing', () => {
    const data = tmp();
    fs.mkdirSync(path.join(data, 'pg'));
    // A live pid (this test process) in postmaster.pid stands for a running PostgreSQL.
    fs.writeFileSync(path.join(data, 'pg', 'postmaster.pid'), `${process.pid}\n${path.join(data, 'pg')}\n`);
    const r = run('db-reset.mjs', { DATA_DIR: data });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/still running .* stop `npm start`/);
    expect(fs.existsSync(path.join(data, 'pg', 'postmaster.pid'))).toBe(true);
  });
});

describe('npm run serve', () => {
  it('without a build, says to run `npm run build` instead of failing obscurely', () => {
    const r = run('serve.mjs', { APP_DIST_DIR: tmp() });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^serve: the (compiled API|built app) is missing .*: run `npm run build` first\.$/m);
  });

  it('does not fill APP_ORIGIN in production, so the API names it as missing; outside production it defaults to the API address (issue 35 item 10)', () => {
    // A stand-in build: serve.mjs hands its environment to the supervisor, which prints what it got.
    const api = tmp();
    for (const f of ['main.js', 'worker.js']) fs.writeFileSync(path.join(api, f), '');
    fs.writeFileSync(path.join(api, 'supervisor.js'), 'export async function supervise({ env }) { console.log(JSON.stringify({ origin: env.APP_ORIGIN ?? null })); }\n');
    const app = tmp();
    fs.writeFileSync(path.join(app, 'index.html'), '<!doctype html>');
    const origin = (env: Record<string, string>) => {
      const { APP_ORIGIN: _set, NODE_ENV: _mode, ...rest } = process.env;
      const r = spawnSync(process.execPath, [script('serve.mjs')], { cwd: root, env: { ...rest, API_DIST_DIR: api, APP_DIST_DIR: app, ...env }, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return (JSON.parse(r.stdout.trim()) as { origin: string | null }).origin;
    };
    expect(origin({})).toBeNull();
    expect(origin({ NODE_ENV: 'production' })).toBeNull();
    expect(origin({ NODE_ENV: 'production', APP_ORIGIN: 'https://waqt.example' })).toBe('https://waqt.example');
    expect(origin({ NODE_ENV: 'development', API_PORT: '6011' })).toBe('http://127.0.0.1:6011');
  });
});
