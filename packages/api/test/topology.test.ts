import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restartDelay, RESTART_FIRST_MS, RESTART_MAX_MS, RESTART_STABLE_MS, topologyFrom } from '../src/supervisor.ts';
import { embeddedDatabaseUrl } from '../src/db/embedded.ts';
import { freePort } from './ports.ts';
import { redactUrl } from '../src/http/redact-url.ts';

// `npm run serve` with API_PROCESSES=2 WORKERS=1 (scripts/serve.mjs → src/supervisor.ts): the compiled
// API and worker under plain node, on the embedded PostgreSQL the supervisor starts once — real
// processes on 127.0.0.1, nothing mocked. Which process answered is read from the request logs (every
// line carries its pid). No timings are asserted; the waits are long for a loaded machine.
const root = path.resolve(import.meta.dirname, '../../..');
fs.mkdirSync(path.join(root, '.data'), { recursive: true });
// Under the repo's .data, entered by the postgres OS user when the tests run as root.
const work = fs.mkdtempSync(path.join(root, '.data', 'topology-test-'));
fs.chmodSync(work, 0o755);
const apiDist = path.join(work, 'api');
const appDist = path.join(work, 'app');
const WAIT_MS = 150_000;

let supervisor: ChildProcess;
let exited: Promise<[number | null, NodeJS.Signals | null]>;
let base: string;
let pgUrl: string;
let output = '';
const lines: Record<string, unknown>[] = [];

/** Resolves with the first log line (now or later) that `match` accepts. */
function logLine(match: (l: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      const found = lines.find(match);
      if (found) return resolve(found);
      if (supervisor.exitCode !== null || supervisor.signalCode !== null) return reject(new Error(`serve exited while waiting for ${what}:\n${output.slice(-4000)}`));
      if (Date.now() - started > WAIT_MS) return reject(new Error(`no ${what} after ${WAIT_MS / 1000} s:\n${output.slice(-4000)}`));
      setTimeout(tick, 100);
    };
    tick();
  });
}

/** The supervisor's children, by what they run. */
function children(): { api: number[]; worker: number[]; postgres: number[] } {
  const pids = fs.readFileSync(`/proc/${supervisor.pid}/task/${supervisor.pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  const cmd = (pid: number) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      return []; // gone meanwhile
    }
  };
  return {
    api: pids.filter((p) => cmd(p).includes(path.join(apiDist, 'main.js'))),
    worker: pids.filter((p) => cmd(p).includes(path.join(apiDist, 'worker.js'))),
    postgres: pids.filter((p) => cmd(p)[0]?.endsWith('/postgres')),
  };
}

const environOf = (pid: number) =>
  Object.fromEntries(
    fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

/** A GET on a connection of its own (no keep-alive), so the cluster hands each to the next process. */
function get(pathAndQuery: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const u = new URL(base);
    http
      .get({ host: u.hostname, port: u.port, path: pathAndQuery, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

/**
 * The pid whose request log line has exactly this URL as the log writes it: query values redacted
 * (src/http/redact-url.ts), so each probe is told apart by its parameter's name (`?probe7=1`).
 */
async function servedBy(url: string): Promise<number> {
  const logged = redactUrl(url);
  const l = await logLine((x) => (x.req as { url?: string } | undefined)?.url === logged, `the request log of ${logged}`);
  return l.pid as number;
}

let probes = 0;
/** Cheap requests (a logged-out account.me) until every pid in `want` has answered one; returns who answered. */
async function spreadOver(want: number[], max = 40): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < max && !want.every((p) => seen.has(p)); i++) {
    const url = `/trpc/account.me?probe${++probes}=1`;
    expect((await get(url)).status).toBe(401);
    seen.add(await servedBy(url));
  }
  return seen;
}

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

const target = { calendarSlug: 'riyadh-dental-main', eventTypeSlug: 'consultation' };
const timezone = 'Asia/Riyadh';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let slotProbes = 0;
/** The demo consultation's slots for the next two weeks, and the pid that answered. */
async function slots(): Promise<{ starts: string[]; pid: number }> {
  const input = encodeURIComponent(JSON.stringify({ ...target, from: day(0), to: day(14), timezone }));
  const url = `/trpc/public.slots?input=${input}&probe${++slotProbes}=1`;
  const res = await get(url);
  expect(res.status, res.body).toBe(200);
  const data = (JSON.parse(res.body) as { result: { data: { days: { slots: string[] }[] } } }).result.data;
  return { starts: data.days.flatMap((d) => d.slots), pid: await servedBy(url) };
}

function bookingBody(start: string, email: string) {
  return JSON.stringify({ ...target, start, timezone, locale: 'en', booker: { name: 'Topology Test', email } });
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [path.join(root, 'packages/api/build.mjs'), '--outdir', apiDist], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  fs.mkdirSync(appDist, { recursive: true });
  fs.writeFileSync(path.join(appDist, 'index.html'), '<!doctype html><title>Waqt</title>');
  const [port, pgPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${port}`;
  supervisor = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    env: {
      PATH: process.env.PATH,
      // Not production: the dev mailbox keeps the mail to read back, and the demo clinic is seeded.
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      API_PROCESSES: '2',
      WORKERS: '1',
      API_DIST_DIR: apiDist,
      APP_DIST_DIR: appDist,
      DATA_DIR: work,
      API_PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      APP_ORIGIN: base,
      // No sandboxes: every provider is a port nobody listens on.
      MOYASAR_BASE_URL: 'http://127.0.0.1:9',
      UNIFONIC_BASE_URL: 'http://127.0.0.1:9',
      WHATSAPP_BASE_URL: 'http://127.0.0.1:9',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exited = new Promise((r) => supervisor.once('exit', (code, signal) => r([code, signal])));
  let partial = '';
  supervisor.stdout!.setEncoding('utf8').on('data', (d: string) => {
    output += d;
    const parts = (partial + d).split('\n');
    partial = parts.pop() ?? '';
    for (const p of parts) {
      try {
        lines.push(JSON.parse(p) as Record<string, unknown>);
      } catch {
        // not a log line (a warning from node)
      }
    }
  });
  supervisor.stderr!.setEncoding('utf8').on('data', (d: string) => (output += d));
  await logLine((l) => l.process === 'supervisor' && l.msg === 'serving', 'supervisor "serving" line');
  // The embedded server's password, written beside its data at its first start (db/embedded.ts).
  pgUrl = embeddedDatabaseUrl(path.join(work, 'pg'), pgPort);
}, WAIT_MS + 60_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null && supervisor.signalCode === null) {
    const left = children();
    supervisor.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const pid of [supervisor.pid!, ...left.api, ...left.worker]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }, 30_000);
    await exited;
    clearTimeout(timer);
  }
  fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('npm run serve with API_PROCESSES=2 WORKERS=1', () => {
  it('runs two API processes on one port and one worker, on the one PostgreSQL the supervisor started', async () => {
    const { api, worker, postgres } = children();
    expect({ api: api.length, worker: worker.length, postgres: postgres.length }).toEqual({ api: 2, worker: 1, postgres: 1 });
    // Every child is handed the supervisor's database; the API processes leave the queue to the worker.
    for (const pid of [...api, ...worker]) expect(environOf(pid).DATABASE_URL).toBe(pgUrl);
    for (const pid of api) expect(environOf(pid).JOBS_IN_PROCESS).toBe('false');
    // Each job runner LISTENs on its own connection: one runner in all, the worker's.
    const listeners = await query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'waqt-jobs-listen'`);
    expect(listeners[0]!.n).toBe(1);
    // Migrations ran once, in the first API process.
    expect(lines.filter((l) => Array.isArray(l.migrations) && (l.migrations as unknown[]).length > 0).map((l) => l.process)).toEqual(['api-1']);
    // Connections are spread over both API processes.
    expect([...(await spreadOver(api))].sort()).toEqual([...api].sort());
  }, WAIT_MS);

  it("a booking through either process is mailed by the worker, and both processes' kept slot answers drop its time", async () => {
    const { api } = children();
    // Both processes answer (and keep) the calendar's slots.
    const before = new Map<number, string[]>();
    for (let i = 0; i < 40 && before.size < 2; i++) {
      const s = await slots();
      before.set(s.pid, s.starts);
    }
    expect([...before.keys()].sort()).toEqual([...api].sort());
    const start = [...before.values()][0]![0]!;
    expect(start, 'the demo consultation has a free time in the next two weeks').toBeTruthy();

    const email = 'topology-booker@example.com';
    const res = await fetch(`${base}/trpc/public.book`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: bookingBody(start, email) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { result: { data: { status: string } } }).result.data.status).toBe('confirmed');

    // Each process checks the calendar's version in PostgreSQL before serving a kept answer: the time
    // is gone from both, whichever one took the booking.
    const after = new Set<number>();
    for (let i = 0; i < 40 && after.size < 2; i++) {
      const s = await slots();
      expect(s.starts).not.toContain(start);
      after.add(s.pid);
    }
    expect([...after].sort()).toEqual([...api].sort());

    // The confirmation reaches the dev mailbox through the queue; only the worker runs it.
    let mails: { subject: string }[] = [];
    for (let i = 0; i < 600 && mails.length === 0; i++) {
      mails = await query<{ subject: string }>(`SELECT subject FROM mail_messages WHERE to_address = $1`, [email]);
      if (!mails.length) await new Promise((r) => setTimeout(r, 250));
    }
    expect(mails).toHaveLength(1);
  }, WAIT_MS + 60_000);

  it('restarts an API process that dies, and both serve again', async () => {
    const { api } = children();
    const victim = api[1]!;
    const restartsBefore = lines.filter((l) => l.msg === 'ready again').length;
    process.kill(victim, 'SIGKILL');
    const why = await logLine((l) => l.process === 'supervisor' && l.childPid === victim && l.signal === 'SIGKILL', 'the supervisor saying the process was killed');
    expect(why.msg).toMatch(/^api-\d killed by SIGKILL; restarting in 1 s$/);
    await logLine(() => lines.filter((l) => l.msg === 'ready again').length > restartsBefore, 'the restarted process ready');
    const now = children().api;
    expect(now).toHaveLength(2);
    expect(now).not.toContain(victim);
    expect(now).toContain(api[0]);
    expect([...(await spreadOver(now))].sort()).toEqual([...now].sort());
  }, WAIT_MS);

  it('/metrics answers for the whole group, whichever API process takes the scrape: the worker\'s mail, the restart, every process', async () => {
    /** One sample's value: `name{labels}` exactly as prom-client writes it. */
    const value = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    // Each GET on a connection of its own: the cluster hands them to both API processes in turn.
    for (let i = 0; i < 4; i++) {
      const res = await get('/metrics');
      expect(res.status).toBe(200);
      // Only the worker ran the queue (JOBS_IN_PROCESS=false in the API processes), yet its sends are here.
      expect(value(res.body, 'waqt_mail_sends_total{result="ok"}')).toBeGreaterThanOrEqual(1);
      expect(value(res.body, 'waqt_job_runs_total{kind="send-mail",outcome="done"}')).toBeGreaterThanOrEqual(1);
      expect(value(res.body, 'waqt_processes{kind="api"}')).toBe(2);
      expect(value(res.body, 'waqt_processes{kind="worker"}')).toBe(1);
      expect(value(res.body, 'waqt_metrics_processes_answered')).toBe(3);
      expect(value(res.body, 'waqt_process_restarts_total{kind="api"}')).toBe(1);
      // Counters summed over the processes; the queue gauges (the same table read by each) are not.
      expect(value(res.body, 'waqt_jobs_dead{kind="send-mail"}')).toBe(0);
    }
    // `?scope=process`: the answering API process alone — it sent no mail, and knows no group.
    const own = await get('/metrics?scope=process');
    expect(value(own.body, 'waqt_mail_sends_total{result="ok"}')).toBe(0);
    expect(value(own.body, 'waqt_processes{kind="api"}')).toBeUndefined();
  }, WAIT_MS);

  it('on SIGTERM lets a request in progress finish, then stops every child and PostgreSQL, and exits 0', async () => {
    // A booking whose body is still on its way: `Expect: 100-continue` makes the server answer
    // "100 Continue" once it has the headers, so the request is known to be in progress.
    const { starts } = await slots();
    const body = bookingBody(starts[0]!, 'in-flight@example.com');
    const u = new URL(base);
    const socket = net.connect(Number(u.port), u.hostname);
    let response = '';
    const ended = new Promise<void>((resolve) => socket.on('end', resolve).on('close', () => resolve()));
    socket.setEncoding('utf8').on('data', (d: string) => (response += d));
    socket.on('error', (err) => (response += `\nsocket error: ${err.message}`));
    socket.write(
      `POST /trpc/public.book HTTP/1.1\r\nHost: ${u.host}\r\nOrigin: ${base}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    for (let i = 0; i < WAIT_MS / 50 && !response.includes('100 Continue'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(response).toContain('HTTP/1.1 100 Continue');

    const { api, worker, postgres } = children();
    supervisor.kill('SIGTERM');
    // Both API processes have begun to close (they stop taking connections) before the body arrives.
    for (const pid of api) await logLine((l) => l.pid === pid && l.msg === 'shutting down', `api ${pid} shutting down`);
    socket.write(body);
    await ended;
    expect(response).toMatch(/HTTP\/1\.1 200 OK/);
    expect(response).toContain('"status":"confirmed"');

    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    for (const pid of [...api, ...worker, ...postgres]) expect(fs.existsSync(`/proc/${pid}`), `pid ${pid} still runs`).toBe(false);
    await expect(query('SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
    expect(lines.some((l) => l.process === 'worker-1' && l.msg === 'worker stopping')).toBe(true);
  }, WAIT_MS);
});

describe('the topology settings', () => {
  it('API_PROCESSES defaults to 1 and WORKERS to 0; bad or empty ones are named', () => {
    expect(topologyFrom({})).toEqual({ apiProcesses: 1, workers: 0 });
    expect(topologyFrom({ API_PROCESSES: '4', WORKERS: '2' })).toEqual({ apiProcesses: 4, workers: 2 });
    expect(topologyFrom({ API_PROCESSES: '0', WORKERS: '1' })).toEqual({ apiProcesses: 0, workers: 1 });
    expect(() => topologyFrom({ API_PROCESSES: 'two' })).toThrow(/API_PROCESSES: must be a whole number from 0 to 64, not "two"/);
    expect(() => topologyFrom({ WORKERS: '-1' })).toThrow(/WORKERS: must be a whole number/);
    expect(() => topologyFrom({ API_PROCESSES: '65' })).toThrow(/API_PROCESSES/);
    expect(() => topologyFrom({ API_PROCESSES: '0', WORKERS: '0' })).toThrow(/nothing to run/);
  });

  it('serve names every refused setting at once, the topology and the API alike, and starts nothing', () => {
    const r = spawnSync(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', API_PROCESSES: 'two', API_DIST_DIR: apiDist, APP_DIST_DIR: appDist, DATA_DIR: work },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^serve: Invalid environment:$/m);
    expect(r.stderr).toMatch(/^ {2}API_PROCESSES: must be a whole number from 0 to 64, not "two"$/m);
    expect(r.stderr).toMatch(/^ {2}AUTH_SECRET: required in production/m);
    expect(r.stdout).toBe('');
  });

  it('restarts wait 1 s, doubling while a child keeps dying young, up to 30 s; a long run starts over', () => {
    expect(restartDelay(undefined, 5)).toBe(RESTART_FIRST_MS);
    expect(restartDelay(RESTART_FIRST_MS, 500)).toBe(2 * RESTART_FIRST_MS);
    expect(restartDelay(16_000, 500)).toBe(RESTART_MAX_MS);
    expect(restartDelay(RESTART_MAX_MS, 500)).toBe(RESTART_MAX_MS);
    expect(restartDelay(RESTART_MAX_MS, RESTART_STABLE_MS)).toBe(RESTART_FIRST_MS);
  });
});
