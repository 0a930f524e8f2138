import {
  HTTP_RETRY_STATUSES,
  HTTP_SAFE_METHOD_RETRIES,
  HTTP_UNSAFE_METHOD_RETRIES,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_MS,
  QUERY_RETRY_MAX_MS,
} from '@waqt/contracts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRY_STATUSES = new Set<number>(HTTP_RETRY_STATUSES);

/** SPEC §7: safe methods retried once on 408/409/425/429/500/502/503/504; unsafe methods never. */
function retriesFor(method: string | undefined): number {
  return SAFE.has((method ?? 'GET').toUpperCase()) ? HTTP_SAFE_METHOD_RETRIES : HTTP_UNSAFE_METHOD_RETRIES;
}

function isRetryableStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/** Wraps fetch with the retry rules above. Network failures of safe methods count as retryable. */
export function retryingFetch(base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    let left = retriesFor(method);
    for (;;) {
      try {
        const res = await base(input, init);
        if (left > 0 && isRetryableStatus(res.status)) {
          left--;
          await res.body?.cancel();
          continue;
        }
        return res;
      } catch (err) {
        if (left > 0 && !(err instanceof DOMException && err.name === 'AbortError')) {
          left--;
          continue;
        }
        throw err;
      }
    }
  };
}

/** HTTP status of a tRPC client error, if it has one. */
function statusOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: unknown } } | null)?.data;
  return typeof data?.httpStatus === 'number' ? data.httpStatus : undefined;
}

/** TanStack Query retry (SPEC §9): up to 3 times, but never for a 4xx — the answer will not change. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/** Backoff from 1 s doubling up to 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_MS);
}
