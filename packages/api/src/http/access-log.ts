import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { redactUrl } from './redact-url.ts';

/**
 * The access log: one line per request when it ends, as pino-http wrote it (`req` {id, method, url}
 * with the URL's secrets redacted, `res` {statusCode}, `responseTime` in ms; "request completed",
 * "request aborted", or "request errored" with `err` at level error for a failure or a 5xx).
 *
 * What a request costs when nothing is written (production runs at `warn`): two strings kept and two
 * listeners. pino-http built a child logger per request up front, running its request serializer
 * (headers, Express's parsed query) whether or not a line was ever written; here the line is built
 * only when its level is enabled, and a request's own logger (requestLog) only when a handler asks.
 */
const state = Symbol('access log');
interface RequestState {
  id: number;
  method: string;
  url: string;
  log?: Logger;
}
type Logged = Request & { [state]?: RequestState };

const MAX_ID = 2147483647;
let lastId = 0;

/** /health, /health/* and /metrics are polled by machines: their requests are not logged. */
const quiet = (url: string) => url === '/health' || url === '/metrics' || url.startsWith('/health/');

const requestFields = (s: RequestState) => ({ id: s.id, method: s.method, url: redactUrl(s.url) });

export function accessLog(log: Logger): RequestHandler {
  return (req: Logged, res, next) => {
    const started = Date.now();
    const s: RequestState = { id: (lastId = (lastId + 1) & MAX_ID), method: req.method, url: req.originalUrl || req.url };
    req[state] = s;
    const done = (err?: unknown) => {
      res.removeListener('close', done);
      res.removeListener('finish', done);
      res.removeListener('error', done);
      const failed = err !== undefined || res.statusCode >= 500;
      const level = failed ? 'error' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const fields = { req: requestFields(s), res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (failed) log.error({ ...fields, err: err ?? new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else log.info(fields, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
    };
    if (!quiet(s.url)) {
      res.on('close', done);
      res.on('finish', done);
    }
    res.on('error', done);
    next();
  };
}

/** A request's logger: its lines carry the request (`req` as in its access-log line); made when first asked for. */
export function requestLog(log: Logger, req: Request): Logger {
  const s = (req as Logged)[state];
  if (!s) return log;
  return (s.log ??= log.child({ req: requestFields(s) }));
}
