import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { isLocale, type Locale } from '@waqt/contracts';
import { NotFound, ServerError, UiProvider } from '@waqt/ui';
import { isChunkLoadError, reloadOnceForChunkError } from '../boot/chunk-reload.ts';
import { localeOfPath } from '../boot/locale.ts';

/** Route error boundary: 404 → "Page not found", chunk-load → one guarded reload, else the error page. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale: Locale = localeOfPath(pathname) ?? (isLocale(document.documentElement.lang) ? (document.documentElement.lang as Locale) : 'en');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
    else console.error('Route error', error);
  }, [chunk, error]);
  return (
    <UiProvider locale={locale}>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFound path={pathname} homeHref={`/${locale}`} />
      ) : (
        <ServerError onReload={() => window.location.reload()} homeHref={`/${locale}`} />
      )}
    </UiProvider>
  );
}
