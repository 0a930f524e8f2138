import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { USER_STORAGE_KEY } from '@waqt/contracts';
import { TRPCProvider } from '@waqt/ui';
import { createApiClient, createQueryClient } from './http/client.ts';
import { PrefsProvider } from './boot/prefs.tsx';
import { createRouter } from './routes.tsx';
import type { PageConfig } from './boot/config.ts';

export function App({ config }: { config: PageConfig }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(() =>
    createQueryClient(() => {
      // SPEC §8: UNAUTHORIZED clears the cached user and goes to the index page. Logged out
      // already (no cached user)? Then it is the expected answer to account.me, not an event.
      let cached: string | null = null;
      try {
        cached = localStorage.getItem(USER_STORAGE_KEY);
        localStorage.removeItem(USER_STORAGE_KEY);
      } catch {
        /* storage unavailable: nothing cached */
      }
      if (cached === null) return;
      queryClient.clear();
      void router.navigate(`/${document.documentElement.lang || 'en'}`);
    }),
  );
  const [trpcClient] = useState(() => createApiClient(config.apiUrl));
  return (
    <PrefsProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </PrefsProvider>
  );
}
