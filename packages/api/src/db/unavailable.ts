/**
 * Whether an error means PostgreSQL cannot be reached or is not serving right now — stopped,
 * restarting, refusing connections, or a connection cut under a query — rather than a fault in the
 * request or the code. Such calls answer 503 (SERVICE_UNAVAILABLE) at once: the client may retry, a
 * load balancer's readiness check sees the same (ops/health.ts), and nothing waits for the database to
 * return. Looks through `cause` and TypeORM's `driverError`.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * SQLSTATE class 08 (connection exception); 57P01–57P03 (admin shutdown, crash shutdown, cannot
 * connect now: starting up or shutting down); 53300 too many connections.
 */
const UNAVAILABLE_STATES = /^(08\w{3}|57P0[123]|53300)$/;
/** What node-postgres says when the server closes a connection under it, or a connect times out. */
const PG_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * TypeORM releases a transaction's query runner when its connection fails (the server went away
 * under it); the transaction's next statement — or its COMMIT, then never sent — fails with one of these.
 */
const RELEASED = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || UNAVAILABLE_STATES.test(e.code))) return true;
  if (typeof e.name === 'string' && RELEASED.has(e.name)) return true;
  if (typeof e.message === 'string' && PG_MESSAGES.test(e.message)) return true;
  // An AggregateError (a connect to every address of a host failed) carries them in `errors`.
  if (Array.isArray(e.errors) && e.errors.some((x) => isDatabaseUnavailable(x, depth + 1))) return true;
  return isDatabaseUnavailable(e.driverError, depth + 1) || isDatabaseUnavailable(e.cause, depth + 1);
}
