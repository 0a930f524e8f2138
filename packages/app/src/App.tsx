import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { TRPCProvider } from '@waqt/ui';
import { createQueryClient, type ApiClient } from './http/client.ts';
import { PrefsProvider } from './boot/prefs.tsx';
import { session } from './boot/session.ts';
import { createRouter } from './routes.tsx';

export function App({ client }: { client: ApiClient }) {
  const [router] = useState(createRouter);
  const [queryClient] = useState(() =>
    createQueryClient(() => {
      // SPEC §8: UNAUTHORIZED clears the user and goes to the index page. Already logged out?
      // Then it is the expected answer to account.me, not an event.
      if (!session.isLoggedIn()) return;
      session.clear();
      queryClient.clear();
      void router.navigate(`/${document.documentElement.lang || 'en'}`);
    }),
  );
  return (
    <PrefsProvider>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <RouterProvider router={router} />
        </TRPCProvider>
      </QueryClientProvider>
    </PrefsProvider>
  );
}
