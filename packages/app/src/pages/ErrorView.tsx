import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type Locale } from '@waqt/contracts';
import { UiProvider } from '@waqt/ui';
import { isChunkLoadError, reloadOnceForChunkError } from '../boot/chunk-reload.ts';
import { localeOfPath, pageLocale } from '../boot/locale.ts';

// The views are a lazy chunk (their buttons, links and the 404's rich text stay out of the entry, which
// every page loads); an error is rare, and the chunk is small.
const loadViews = () => import('./error-pages.ts');
const NotFound = lazy(() => loadViews().then((m) => ({ default: m.NotFound })));
const ServerError = lazy(() => loadViews().then((m) => ({ default: m.ServerError })));

/** The error page in plain markup, for when even the views' chunk cannot load (offline, a removed build). */
function PlainServerError({ homeHref }: { homeHref: string }) {
  const { t } = useTranslation();
  return (
    <section role="alert" aria-labelledby="se-title">
      <h1 id="se-title">{t('errorPage.serverTitle')}</h1>
      <p>{t('errorPage.server')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </button>{' '}
      <a href={homeHref}>{t('errorPage.home')}</a>
    </section>
  );
}

/** Shows `fallback` when its children fail to render (here: the views' chunk failed to load). */
class ViewsBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * What a page that failed shows, without a router (the app's RouteError and the public pages' boundary
 * use it): 404 → "Page not found", a chunk that failed to load → one guarded reload, else the error page.
 */
export function ErrorView({ error, pathname, notFound = false }: { error: unknown; pathname: string; notFound?: boolean }) {
  const locale: Locale = localeOfPath(pathname) ?? pageLocale();
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
    else console.error('Route error', error);
  }, [chunk, error]);
  const homeHref = routes.home(locale);
  return (
    <UiProvider locale={locale}>
      <ViewsBoundary fallback={<PlainServerError homeHref={homeHref} />}>
        <Suspense fallback={null}>
          {notFound ? <NotFound path={pathname} homeHref={homeHref} /> : <ServerError onReload={() => window.location.reload()} homeHref={homeHref} />}
        </Suspense>
      </ViewsBoundary>
    </UiProvider>
  );
}
