import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpLink } from '@trpc/client';
import { TRPCProvider, type AppRouter } from '../trpc/client.ts';

/** tRPC + TanStack Query for stories and component tests: no retries, answers come from MSW. */
export function MockApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } }),
  );
  const [client] = useState(() =>
    createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc', fetch: (u, o) => fetch(u, { ...o, credentials: 'include' }) })] }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
