import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (n: string) => path.join(root, 'node_modules/.bin', n);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.once('error', reject);
  });
}

async function waitFor(url: string, child: ChildProcess, log: () => string, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Timed out waiting for ${url}\n${log()}`);
}

/** Set when the run is over: servers exiting then are expected to. */
let stopping = false;

function start(name: string, cmd: string, args: string[], cwd: string, env: Record<string, string>) {
  let out = '';
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  // A server that dies during the run says why (its last output), instead of leaving 502s to guess from.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] exited during the run (${signal ?? code}):\n${out}`);
  });
  return { child, log: () => `[${name}]\n${out}` };
}

/** Starts the real API (fresh embedded PostgreSQL) and `vite preview` of the built app. */
export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'packages/app/dist/index.html'))) {
    throw new Error('packages/app/dist is missing: run `npm run build -w @waqt/app` first (turbo does it in npm test).');
  }
  const [apiPort, appPort, pgPort, moyasarPort, phonePort] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
  const dataDir = fs.mkdtempSync(path.join(root, '.data', 'e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const api = start('api', bin('tsx'), ['src/main.ts'], path.join(root, 'packages/api'), {
    NODE_ENV: 'test',
    API_PORT: String(apiPort),
    EMBEDDED_PG_PORT: String(pgPort),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    // Every test signs in from 127.0.0.1: the sign-in limit (10 per address per 15 minutes, tested in
    // the API's own tests) would otherwise decide which test fails once the suite has more sign-ins.
    AUTH_ATTEMPTS_PER_WINDOW: '1000',
    // Likewise the public booking limits (per email and IP) and open unpaid holds per IP (tested in
    // the API's booking-abuse tests): every visitor here is 127.0.0.1.
    BOOKING_ATTEMPTS_PER_WINDOW: '1000',
    BOOKING_HOLDS_PER_IP: '100',
    APP_ORIGIN: `http://127.0.0.1:${appPort}`,
    // The API runs the Moyasar sandbox (NODE_ENV=test, no MOYASAR_BASE_URL) on this port.
    MOYASAR_SANDBOX_PORT: String(moyasarPort),
    // And the phone sandbox (SMS and WhatsApp; its messages at /dev/phone).
    MESSAGING_SANDBOX_PORT: String(phonePort),
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiUrl}/health`, api.child, api.log);
  const app = start('app', bin('vite'), ['preview', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'], path.join(root, 'packages/app'), {
    WAQT_API_ORIGIN: apiUrl,
    MOYASAR_SANDBOX_PORT: String(moyasarPort),
  });
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor(`${appUrl}/health`, app.child, app.log);

  process.env.E2E_APP_URL = appUrl;
  process.env.E2E_API_URL = apiUrl;
  process.env.E2E_MOYASAR_URL = `http://127.0.0.1:${moyasarPort}`;
  // The API's embedded PostgreSQL, with the password its first start wrote beside its data
  // (packages/api/src/db/embedded.ts): a test moves a billing period back in time, as the API's own tests move their clock.
  const pgPassword = fs.readFileSync(path.join(dataDir, 'pg.password'), 'utf8').trim();
  process.env.E2E_DATABASE_URL = `postgres://waqt:${pgPassword}@127.0.0.1:${pgPort}/waqt`;

  return async () => {
    stopping = true;
    app.child.kill('SIGTERM');
    api.child.kill('SIGINT'); // lets the API stop PostgreSQL cleanly
    await new Promise((r) => (api.child.exitCode !== null ? r(null) : api.child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
