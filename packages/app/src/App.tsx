import { useEffect, useState } from 'react';
import { matchRoutes, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { routes } from '@waqt/contracts';
import { TRPCProvider } from '@waqt/ui';
import { createQueryClient, type ApiClient } from './http/client.ts';
import { PrefsProvider } from './boot/prefs.tsx';
import { pageLocale } from './boot/locale.ts';
import { session } from './boot/session.ts';
import { afterFirstPage } from './boot/when-usable.ts';
import { preloadLayoutsOf } from './layouts/DefaultLayout.tsx';
import { createRouter } from './routes.tsx';

/** The router, loading the lazy layout of each page it goes to alongside the page's own chunk. */
function createPreloadingRouter() {
  const router = createRouter();
  preloadLayoutsOf(router.state.matches);
  router.subscribe(({ navigation }) => {
    if (navigation.location) preloadLayoutsOf(matchRoutes(router.routes, navigation.location) ?? []);
  });
  return router;
}

/** `onFirstPage` runs once the first page is usable and the browser idle (analytics starts there). */
export function App({ client, onFirstPage }: { client: ApiClient; onFirstPage?: () => void }) {
  const [router] = useState(createPreloadingRouter);
  const [queryClient] = useState(() =>
    createQueryClient(() => {
      // SPEC §8: UNAUTHORIZED clears the user and goes to the index page. Already logged out?
      // Then it is the expected answer to account.me, not an event.
      if (!session.isLoggedIn()) return;
      session.clear();
      queryClient.clear();
      void router.navigate(routes.home(pageLocale()));
    }),
  );
  useEffect(() => (onFirstPage ? afterFirstPage(router, onFirstPage) : undefined), [router, onFirstPage]);
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
