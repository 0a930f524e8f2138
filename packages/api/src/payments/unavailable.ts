import { GatewayError } from './gateway.ts';

/**
 * Whether a gateway call failed because the gateway could not answer — unreachable, timed out
 * (`createMoyasarGateway`'s timeout), or a 5xx / 429 of its own — rather than refusing the request
 * (a 4xx: a wrong key, an unknown payment). Such a call is worth asking again later (the reconcile
 * job does), and the visitor's call answers 503 (trpc.ts), not 500.
 */
export function isGatewayUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  if (err instanceof GatewayError) return err.status >= 500 || err.status === 429;
  const e = err as { name?: unknown; message?: unknown; code?: unknown; cause?: unknown };
  // AbortSignal.timeout: a DOMException named TimeoutError; undici's network failure: TypeError "fetch failed" with the socket's error as cause.
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
  if (e.name === 'TypeError' && e.message === 'fetch failed') return true;
  return isGatewayUnavailable(e.cause, depth + 1);
}
