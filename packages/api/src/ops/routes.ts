import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import express, { type Request, type RequestHandler, type Response } from 'express';
import type { AppDeps } from '../trpc/context.ts';
import { JOBS } from '../jobs/handlers.ts';
import { observeRequest, registry, watchJobQueue } from './metrics.ts';
import { isShuttingDown, readinessCheck } from './health.ts';
import { groupMetrics } from './group-metrics.ts';

const START = Symbol('waqt.requestStart');
type Timed = Response & { [START]?: number };

/** Paths left out of the latency histogram: probes and scrapes would drown the real traffic. */
const untimed = (path: string) => path === '/metrics' || path === '/health' || path.startsWith('/health/');

/**
 * The route a finished request is counted under: its Express route pattern (`/ics/booking/:file`),
 * never the URL itself (ids, tokens). The app's pages (the SPA fallback) are `app`, files served
 * without a route `static`, anything unmatched `unmatched`.
 */
function routeOf(req: Request, status: number): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return req.baseUrl + pattern;
  if (pattern !== undefined) return 'app';
  return status === 404 ? 'unmatched' : 'static';
}

/** One shared listener for every response (no closure per request). */
function onFinish(this: Timed) {
  const start = this[START];
  if (start !== undefined) observeRequest(routeOf(this.req, this.statusCode), this.statusCode, (performance.now() - start) / 1000);
}

/**
 * Times every HTTP request except tRPC's (each procedure is timed in trpc/trpc.ts, so a batch counts
 * its calls one by one) and the probes. Mount first, so the time includes the other middleware.
 */
export const requestTiming: RequestHandler = (req, res, next) => {
  if (!req.path.startsWith('/trpc') && !untimed(req.path)) {
    (res as Timed)[START] = performance.now();
    res.on('finish', onFinish);
  }
  next();
};

/** A request from this machine that no proxy forwarded (a proxy on loopback forwards others' requests). */
function isLocal(req: Request): boolean {
  const peer = req.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || (isIP(peer) === 4 && peer.startsWith('127.')) || peer.startsWith('::ffff:127.');
  return loopback && req.get('x-forwarded-for') === undefined && req.get('forwarded') === undefined && req.get('x-real-ip') === undefined;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without one, outside
 * production, requests from this machine; otherwise nobody (404, as if there were no such page).
 */
function metricsAccess(token: string | undefined, production: boolean, req: Request): 'ok' | 'unauthorized' | 'hidden' {
  if (token) {
    const given = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), digest(token)) ? 'ok' : 'unauthorized';
  }
  return !production && isLocal(req) ? 'ok' : 'hidden';
}

/** /metrics (Prometheus text), /health/live and /health/ready (docs/running.md, "Operations"). */
export function opsRouter(deps: AppDeps): express.Router {
  const { config, db, log, clock } = deps;
  const router = express.Router();
  const queue = { db, clock, kinds: JOBS.map((j) => j.kind) };
  watchJobQueue(queue);
  const ready = readinessCheck(db, log);

  router.get('/metrics', async (req, res, next) => {
    const access = metricsAccess(config.metricsToken, config.env === 'production', req);
    if (access === 'hidden') return void res.status(404).json({ error: { code: 'NOT_FOUND' } });
    if (access === 'unauthorized') return void res.status(401).set('WWW-Authenticate', 'Bearer').json({ error: { code: 'UNAUTHORIZED' } });
    try {
      watchJobQueue(queue); // this app's database, should several apps share the process (tests)
      // Under `npm run serve` with several processes: the whole group's (ops/group-metrics.ts), unless
      // `?scope=process` asks for the answering process's own (the benches read each process's memory).
      const own = req.query.scope === 'process';
      const text = (own ? undefined : await groupMetrics()) ?? (await registry.metrics());
      res.status(200).set({ 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).send(text);
    } catch (err) {
      next(err);
    }
  });

  // Liveness: the process answers. Only a process that is closing says otherwise.
  router.get('/health/live', (_req, res) => {
    const closing = isShuttingDown(db);
    res.status(closing ? 503 : 200).set('Cache-Control', 'no-store').json({ status: closing ? 'shutting_down' : 'live' });
  });

  // Readiness: this process can serve (its database answers within a second, migrations applied).
  router.get('/health/ready', async (_req, res, next) => {
    try {
      const r = await ready();
      res.status(r.ready ? 200 : 503).set('Cache-Control', 'no-store').json(r.ready ? { status: 'ready' } : { status: 'unready', reason: r.reason });
    } catch (err) {
      next(err);
    }
  });

  return router;
}
