import { Component, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { applyLocale, TRPCProvider, UiProvider } from '@waqt/ui';
import { loadMessages } from '@waqt/ui/i18n';
import { NewBuildNotice } from '../boot/NewBuildNotice.tsx';
import { persistLocale, readStoredLocale } from '../boot/locale.ts';
import { whenIdle } from '../boot/when-usable.ts';
import { createQueryClient, type ApiClient } from '../http/client.ts';
import { ErrorView } from '../pages/ErrorView.tsx';
import type { PublicPageProps } from './page-props.ts';
import type { PublicRoute } from './paths.ts';
import type { PublicLocation, PublicRouter } from './router.ts';

/**
 * The user, analytics and page views: a chunk fetched once the first page is usable (later.ts). Nothing
 * a visitor sees depends on it: if it cannot load (offline), they simply do not happen.
 */
export const later = (run: (m: typeof import('./later.ts')) => void) => void import('./later.ts').then(run, () => {});

/** Each public page is the same lazy chunk the app's route table loads (routes.tsx). */
const pages: Record<PublicRoute['page'], () => Promise<{ default: ComponentType<PublicPageProps> }>> = {
  slug: () => import('../pages/PublicPage.tsx'),
  eventType: () => import('../pages/EventTypeBookingPage.tsx'),
  confirmed: () => import('../pages/BookingConfirmedPage.tsx'),
};

/** A location with what it shows: its page, or why it cannot. */
export type Shown = { location: PublicLocation } & ({ Page: ComponentType<PublicPageProps> } | { error: unknown });

/**
 * Loads what a location's page needs before it shows — its chunk and its language's messages — as the
 * app's routes do (their lazy chunk and the `:lang` loader): nothing ever shows a key or the other
 * language, and on a navigation the current page stays until the next one is ready.
 */
export async function prepare(location: PublicLocation): Promise<Shown> {
  try {
    const [page] = await Promise.all([pages[location.route.page](), loadMessages(location.route.lang, 'public')]);
    return { location, Page: page.default };
  } catch (error) {
    return { location, error };
  }
}

/** The page's render errors (and a lazy part that failed to load) show ErrorView, until the next location. */
class PageBoundary extends Component<{ at: string; pathname: string; children: ReactNode }, { at: string; error: unknown; failed: boolean }> {
  override state = { at: this.props.at, error: undefined as unknown, failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { at: string }) {
    return props.at === state.at ? null : { at: props.at, error: undefined, failed: false };
  }
  override render() {
    return this.state.failed ? <ErrorView error={this.state.error} pathname={this.props.pathname} /> : this.props.children;
  }
}

/**
 * The public pages' root: what LocaleRoot and App.tsx do for them in the app — the language of the path
 * applied and saved, the API client, a page view per navigation, the "new version" notice — without
 * react-router, the guards (a public page is for anyone), the toasts or the shell.
 * `onFirstPage` runs once the first page has rendered and the browser is idle (analytics starts there).
 */
export function PublicApp({ router, client, first, onFirstPage }: { router: PublicRouter; client: ApiClient; first: Shown; onFirstPage?: () => void }) {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    let latest = 0;
    return router.subscribe(() => {
      const location = router.location;
      if (!location) return;
      const n = ++latest;
      void prepare(location).then((next) => n === latest && setShown(next));
    });
  }, [router]);
  const { pathname, search, route } = shown.location;
  const { lang } = route;
  const [queryClient] = useState(() => createQueryClient(() => later((m) => m.unauthorized(() => queryClient.clear()))));
  useEffect(() => {
    applyLocale(lang);
    if (readStoredLocale() !== lang) persistLocale(lang);
  }, [lang]);
  // A page view after each navigation (the first is sent when analytics starts).
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    later((m) => m.pageview());
  }, [pathname, search]);
  useEffect(() => (onFirstPage ? whenIdle(onFirstPage, 2_000) : undefined), [onFirstPage]);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const props: PublicPageProps = { lang, params: route, pathname, search: params, navigate: router.navigate };
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        {'error' in shown ? (
          <ErrorView error={shown.error} pathname={pathname} />
        ) : (
          <UiProvider locale={lang} navigate={router.navigate}>
            <PageBoundary at={pathname + search} pathname={pathname}>
              <shown.Page {...props} />
            </PageBoundary>
            <NewBuildNotice />
          </UiProvider>
        )}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
