/**
 * What the load and soak benches share: the production server started exactly as `npm run serve`
 * starts it (scripts/serve.mjs → the supervisor, the compiled API and workers under plain node) with
 * API_PROCESSES and WORKERS, on a fresh embedded PostgreSQL (or DATABASE_URL), mail to a local SMTP
 * sink; its processes found under the supervisor; their memory and CPU read from /proc; percentiles.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { embeddedDatabaseUrl } from '../src/db/embedded.ts';
import { freePort } from '../test/ports.ts';

export const root = path.resolve(import.meta.dirname, '../../..');
/** /metrics answers nobody in production without a token: the benches set one for their server. */
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');
export const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

/** Stops with the one command to run when the build is missing (the benches build nothing). */
export function requireBuild(): void {
  const missing = ['packages/api/dist/main.js', 'packages/api/dist/worker.js', 'packages/api/dist/supervisor.js', 'packages/app/dist/index.html'].filter(
    (f) => !fs.existsSync(path.join(root, f)),
  );
  if (missing.length) {
    console.error(`${missing.join(', ')} missing: run \`npm run build\` first (this bench builds nothing itself).`);
    process.exit(1);
  }
}

export interface Served {
  base: string;
  /** The Origin the server accepts (its APP_ORIGIN: its own address). */
  origin: string;
  /** Where the bench seeds and counts: the embedded server's URL, or DATABASE_URL. */
  databaseUrl: string;
  supervisor: ChildProcess;
  /** The supervisor's live children by what they run. */
  children: () => { api: number[]; worker: number[] };
  /** The last lines the server printed (for a failure message). */
  tail: () => string;
  stop: () => Promise<void>;
}

function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function cmdline(pid: number): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** A field of /proc/<pid>/status in bytes (VmRSS, VmHWM, RssAnon…); 0 when the process is gone. */
export function statusBytes(pid: number, field: string): number {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU time a process has used (user + system), in ms (USER_HZ = 100). */
export function cpuMs(pid: number): number {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
    return (f[11]! + f[12]!) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU time (ms) of the embedded PostgreSQL under `pid`: its postmaster (a child running the postgres
 * binary) and every process below it — backends retitle themselves ("postgres: waqt waqt …"), so all
 * descendants count — each with its exited children (closed connections' backends).
 */
export function postgresCpuMs(pid: number): number {
  const ticks = (p: number) => {
    try {
      const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ').map(Number);
      return f[11]! + f[12]! + f[13]! + f[14]!;
    } catch {
      return 0; // gone meanwhile
    }
  };
  const below = (p: number): number => childPids(p).reduce((n, c) => n + ticks(c) + below(c), 0);
  return childPids(pid)
    .filter((c) => cmdline(c)[0]?.endsWith('/postgres'))
    .reduce((n, postmaster) => n + (ticks(postmaster) + below(postmaster)) * 10, 0);
}

/** The machine's 1-minute load average and core count: how busy the box was while figures were taken. */
export const machineLoad = () => `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} on ${os.availableParallelism()} cores`;

/** The q-quantile (0..1) of ascending numbers, nearest rank. */
export function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');

/**
 * One HTTP request on a connection of its own (no keep-alive), so node's cluster hands it to the next
 * API process: what a visitor arriving with a new connection meets. Never rejects: a transport error
 * comes back as status 0 with the error's code.
 */
export function request(
  base: string,
  method: 'GET' | 'POST',
  pathAndQuery: string,
  opts: { body?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ status: number; body: string; ms: number }> {
  const u = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: pathAndQuery,
        method,
        agent: false,
        headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) }), ...opts.headers },
        timeout: opts.timeoutMs ?? 60_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started }));
        res.on('error', (e) => resolve({ status: 0, body: (e as NodeJS.ErrnoException).code ?? e.message, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (e) => resolve({ status: 0, body: (e as NodeJS.ErrnoException).code ?? e.message, ms: performance.now() - started }));
    req.end(opts.body);
  });
}

/** The tRPC error code of an answer (`error.data.appError.code`), batched (`[{error}]`) or not. */
export function appErrorCode(body: string): string | null {
  try {
    const j = JSON.parse(body) as unknown;
    const one = (Array.isArray(j) ? j[0] : j) as { error?: { data?: { appError?: { code?: string } }; code?: string } } | undefined;
    return one?.error?.data?.appError?.code ?? (typeof one?.error?.code === 'string' ? one.error.code : null);
  } catch {
    return null;
  }
}

/**
 * Starts `node scripts/serve.mjs` in production mode: a throwaway AUTH_SECRET and encryption key,
 * every provider at a port nobody listens on except mail (`smtpUrl`), and `env` on top (topology,
 * limits). Resolves when the supervisor runs `apiProcesses` API processes and `workers` workers and
 * /health/ready has answered 200 on many new connections.
 */
export async function startServe(opts: { apiProcesses: number; workers: number; smtpUrl: string; databaseUrl?: string; env?: Record<string, string> }): Promise<Served> {
  fs.mkdirSync(path.join(root, '.data'), { recursive: true });
  const external = opts.databaseUrl ?? process.env.DATABASE_URL;
  // Under the repo's .data: the postgres OS user must enter every parent when this runs as root.
  const dataDir = external ? undefined : fs.mkdtempSync(path.join(root, '.data', 'load-'));
  if (dataDir) fs.chmodSync(dataDir, 0o755);
  const [apiPort, pgPort, nobody] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${apiPort}`;
  const supervisor = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // V8 flags and glibc's malloc arenas, to try memory settings (docs/performance.md).
      ...(process.env.SERVE_NODE_FLAGS !== undefined ? { SERVE_NODE_FLAGS: process.env.SERVE_NODE_FLAGS } : {}),
      ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
      NODE_ENV: 'production',
      AUTH_SECRET: crypto.randomBytes(32).toString('base64url'),
      PAYMENTS_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
      MOYASAR_BASE_URL: `http://127.0.0.1:${nobody}`,
      UNIFONIC_BASE_URL: `http://127.0.0.1:${nobody}`,
      WHATSAPP_BASE_URL: `http://127.0.0.1:${nobody}`,
      BILLING_MOYASAR_PUBLISHABLE_KEY: 'pk_test_loadBenchBilling',
      BILLING_MOYASAR_SECRET_KEY: 'sk_test_loadBenchBilling',
      BILLING_WEBHOOK_SECRET: crypto.randomBytes(24).toString('base64url'),
      SELLER_NAME_EN: 'Waqt Bookings LLC',
      SELLER_NAME_AR: 'شركة وقت للحجوزات',
      SELLER_ADDRESS_EN: 'Riyadh, Saudi Arabia',
      SELLER_ADDRESS_AR: 'الرياض، المملكة العربية السعودية',
      SELLER_VAT_NUMBER: '300000000000003',
      SMTP_URL: opts.smtpUrl,
      MAIL_FROM: 'Waqt <no-reply@load.example>',
      API_PORT: String(apiPort),
      APP_ORIGIN: base,
      ...(external ? { DATABASE_URL: external } : { EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir! }),
      API_PROCESSES: String(opts.apiProcesses),
      WORKERS: String(opts.workers),
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-20_000);
  };
  supervisor.stdout.on('data', keep);
  supervisor.stderr.on('data', keep);
  const exited = new Promise<void>((r) => supervisor.once('exit', () => r()));
  const children = () => {
    const pids = childPids(supervisor.pid!);
    return {
      api: pids.filter((p) => cmdline(p).some((a) => a.endsWith(path.join('dist', 'main.js')))),
      worker: pids.filter((p) => cmdline(p).some((a) => a.endsWith(path.join('dist', 'worker.js')))),
    };
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (supervisor.exitCode === null && supervisor.signalCode === null) {
      supervisor.kill('SIGTERM');
      const timer = setTimeout(() => supervisor.kill('SIGKILL'), 40_000);
      await exited;
      clearTimeout(timer);
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C or a crash of the bench: the server goes too.
  process.once('exit', () => {
    if (supervisor.exitCode === null && supervisor.signalCode === null) supervisor.kill('SIGTERM');
  });
  // The embedded server's password is written beside its data when it first starts (db/embedded.ts).
  const databaseUrl = () => external ?? embeddedDatabaseUrl(path.join(dataDir!, 'pg'), pgPort);
  // Ready: the supervisor runs every child, both kinds answer — each API process has taken a connection
  // (told apart on /metrics: a process still starting is not handed any, so counting children is not
  // enough), and each worker's job runner LISTENs on its own connection.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (supervisor.exitCode !== null) throw new Error(`serve exited (${supervisor.exitCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`serve did not get ready in 180 s:\n${out}`);
    const c = children();
    if (c.api.length === opts.apiProcesses && c.worker.length === opts.workers && (await scrapeEach(base, opts.apiProcesses, 4 * opts.apiProcesses)).size === opts.apiProcesses) {
      const listeners = await listeningRunners(databaseUrl()).catch(() => -1);
      if (listeners >= opts.workers) break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, origin: base, databaseUrl: databaseUrl(), supervisor, children, tail: () => out.slice(-4_000), stop };
}

/** Job runners LISTENing for work (one connection each, application_name waqt-jobs-listen). */
async function listeningRunners(databaseUrl: string): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    return (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'waqt-jobs-listen'`)).rows[0]!.n;
  } finally {
    await c.end();
  }
}

/** Samples VmRSS of the given processes every `everyMs`: the peak of each since the last `reset`. */
export function rssSampler(pids: () => Record<string, number>, everyMs = 100) {
  const peak: Record<string, number> = {};
  const timer = setInterval(() => {
    for (const [name, pid] of Object.entries(pids())) peak[name] = Math.max(peak[name] ?? 0, statusBytes(pid, 'VmRSS'));
  }, everyMs);
  timer.unref();
  return {
    peak,
    reset: () => {
      for (const k of Object.keys(peak)) delete peak[k];
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * What each API process says on /metrics: `process_resident_memory_bytes` and how many requests it has
 * timed (every `waqt_http_request_duration_seconds_count`), by its `process_start_time_seconds`.
 * `?scope=process`: the answering process's own registry, not the group's sum (ops/group-metrics.ts).
 * Through the shared port a scrape reaches whichever process takes the connection; the supervisor
 * starts the second API process only once the first is ready, so their start times differ and tell
 * them apart. Returns what the scrapes saw, up to `want` processes.
 */
export interface Scrape {
  rss: number;
  requests: number;
  /** V8's heap: reserved (total) and live (used), and memory held outside it (Buffers, native). */
  heapTotal: number;
  heapUsed: number;
  external: number;
}

export async function scrapeEach(base: string, want: number, tries = 16): Promise<Map<number, Scrape>> {
  const seen = new Map<number, Scrape>();
  for (let i = 0; i < tries && seen.size < want; i++) {
    const r = await request(base, 'GET', '/metrics?scope=process', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const rss = /^process_resident_memory_bytes (\d+)/m.exec(r.body)?.[1];
    const start = /^process_start_time_seconds (\d+)/m.exec(r.body)?.[1];
    if (r.status !== 200 || !rss || !start || seen.has(Number(start))) continue;
    const requests = [...r.body.matchAll(/^waqt_http_request_duration_seconds_count\{[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0);
    const num = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(r.body)?.[1] ?? NaN);
    seen.set(Number(start), { rss: Number(rss), requests, heapTotal: num('nodejs_heap_size_total_bytes'), heapUsed: num('nodejs_heap_size_used_bytes'), external: num('nodejs_external_memory_bytes') });
  }
  return seen;
}

/** The entry of `scrapeEach` that is this pid's (start times within a second). */
export function scrapeOf<T>(scrapes: Map<number, T>, pid: number): T | undefined {
  const s = startedAt(pid);
  return [...scrapes].find(([t]) => Math.abs(t - s) <= 1)?.[1];
}

/** Proportional set size: resident memory with pages shared between processes (the node binary) split among them. */
export function pssBytes(pid: number): number {
  try {
    return Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))![1]) * 1024;
  } catch {
    return 0;
  }
}

/** When a process started (epoch seconds), from /proc: to match /metrics' process_start_time_seconds. */
function startedAt(pid: number): number {
  const ticks = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]);
  const boot = Number(/^btime (\d+)/m.exec(fs.readFileSync('/proc/stat', 'utf8'))![1]);
  return Math.round(boot + ticks / 100);
}
