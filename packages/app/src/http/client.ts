import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { QUERY_GC_MS, QUERY_STALE_MS } from '@waqt/contracts';
import type { AppRouter } from '@waqt/api';
import { retryDelay, retryingFetch, shouldRetryQuery } from './retry.ts';

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';
}

/** TanStack Query with SPEC §9 defaults; any UNAUTHORIZED calls onUnauthorized (clear user, go home). */
export function createQueryClient(onUnauthorized: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (e) => isUnauthorized(e) && onUnauthorized(e) }),
    mutationCache: new MutationCache({ onError: (e) => isUnauthorized(e) && onUnauthorized(e) }),
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_MS, gcTime: QUERY_GC_MS, retry: shouldRetryQuery, retryDelay },
      mutations: { retry: false },
    },
  });
}

/** tRPC over batched HTTP: queries GET with JSON input in the query string, mutations POST; cookies included. */
export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(apiUrl: string, baseFetch: typeof fetch = (...a) => fetch(...a)) {
  const fetchWithRetry = retryingFetch(baseFetch);
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${apiUrl}/trpc`,
        fetch: (url, options) => fetchWithRetry(url, { ...(options as RequestInit), credentials: 'include' }),
      }),
    ],
  });
}
